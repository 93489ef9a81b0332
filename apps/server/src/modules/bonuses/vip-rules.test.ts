import { describe, expect, it } from 'vitest';
import {
  levelFor,
  levelsReached,
  levelUpGrantId,
  tierByKey,
  vipProgress,
  weeklyCashbackPercentOf,
} from './vip-rules';

const euros = (amount: number) => BigInt(amount) * 100n;

describe('VIP levels', () => {
  it('start at Bronze with 100,000 euros wagered', () => {
    expect(levelFor(euros(99_999))).toBeUndefined();
    expect(levelFor(euros(100_000))?.key).toBe('bronze');
    expect(levelFor(euros(250_000))?.key).toBe('silver');
    expect(levelFor(euros(500_000))?.key).toBe('gold');
    expect(levelFor(euros(2_500_000))?.key).toBe('diamond');
    expect(levelFor(euros(25_000_000))?.key).toBe('platinum');
    expect(levelFor(euros(90_000_000))?.key).toBe('platinum');
  });

  it('list every level a jump crosses, so each pays its bonus', () => {
    expect(levelsReached(euros(600_000)).map((tier) => tier.key)).toEqual(['bronze', 'silver', 'gold']);
  });

  it('give the weekly cashback of the level, nothing below Bronze', () => {
    expect(weeklyCashbackPercentOf(undefined)).toBe(0);
    expect(weeklyCashbackPercentOf(tierByKey('gold'))).toBe(15);
    expect(weeklyCashbackPercentOf(tierByKey('platinum'))).toBe(25);
  });
});

describe('VIP progress', () => {
  it('runs from the current threshold to the next', () => {
    expect(vipProgress(euros(50_000))).toMatchObject({ level: undefined, progress: 50 });
    expect(vipProgress(euros(50_000)).next?.key).toBe('bronze');
    const silverway = vipProgress(euros(175_000));
    expect(silverway.level?.key).toBe('bronze');
    expect(silverway.next?.key).toBe('silver');
    expect(silverway.progress).toBe(50);
  });

  it('is 100 at the top level', () => {
    expect(vipProgress(euros(30_000_000))).toMatchObject({ next: undefined, progress: 100 });
  });

  it('keeps a level once reached, whatever the wagering says now', () => {
    const held = vipProgress(euros(10), tierByKey('silver'));
    expect(held.level?.key).toBe('silver');
    expect(held.next?.key).toBe('gold');
    expect(held.progress).toBe(0);
  });
});

describe('the level-up bonus key', () => {
  it('is one per player and level', () => {
    expect(levelUpGrantId(7, 'gold')).toBe('vip:7:gold');
    expect(levelUpGrantId(7, 'gold')).not.toBe(levelUpGrantId(7, 'silver'));
  });
});
