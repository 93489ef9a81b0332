import { describe, expect, it } from 'vitest';
import { promotionShortDescription, promotionTypeOf } from './content';

describe('promotionTypeOf', () => {
  it('lowercases the spec types', () => {
    expect(promotionTypeOf('SIGNUP', 'Welcome')).toBe('signup');
    expect(promotionTypeOf(' Reload ', 'Monday')).toBe('reload');
  });

  it('files a title containing reward as rewards, in any case', () => {
    expect(promotionTypeOf('casino', 'Review Reward')).toBe('rewards');
    expect(promotionTypeOf('signup', 'REWARDS club')).toBe('rewards');
  });

  it('reads an unknown type as casino', () => {
    expect(promotionTypeOf('sports', 'Acca boost')).toBe('casino');
  });
});

describe('promotionShortDescription', () => {
  it('keeps a short text whole, without markdown marks', () => {
    expect(promotionShortDescription('Get **15%** back.\n\n- every day')).toBe('Get 15% back. every day');
  });

  it('cuts at 60 characters on a word boundary with an ellipsis', () => {
    const text = 'Start with more: 125% up to €1,250 on your first deposit, plus 150 free spins.';
    const short = promotionShortDescription(text);
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(61);
    expect(short).toBe('Start with more: 125% up to €1,250 on your first deposit,…');
  });

  it('cuts a text without spaces at exactly 60 characters', () => {
    const short = promotionShortDescription('あ'.repeat(100));
    expect(short).toBe(`${'あ'.repeat(60)}…`);
  });
});
