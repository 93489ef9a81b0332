// The engine's pure rules: terms from an offer, contribution by category, the cash-first split, wins in
// proportion, conversion with its cap, progress and expiry.
import { describe, expect, it } from 'vitest';
import {
  contributionPercent,
  conversionOf,
  defaultBonusContributions,
  defaultOfferTerms,
  expiryOnStart,
  hasExpired,
  progressOf,
  splitStake,
  splitWin,
  termsOf,
  wageringOf,
} from './wagering';

const now = new Date('2026-11-02T10:00:00.000Z');

describe('termsOf', () => {
  it('gives the default terms: 40x the bonus, the currency’s maximum bet, ten days, no cap', () => {
    expect(termsOf(defaultOfferTerms, 'EUR', { bonus: 5_000n, deposit: 4_000n }, now)).toEqual({
      wageringRequired: 200_000n,
      maxBet: 500n,
      contributions: defaultBonusContributions,
      maxConversion: null,
      expiresAt: new Date('2026-11-12T10:00:00.000Z'),
    });
    expect(termsOf(defaultOfferTerms, 'JPY', { bonus: 1_000n }, now).maxBet).toBe(800n);
    expect(termsOf(defaultOfferTerms, 'TRY', { bonus: 1_000n }, now).maxBet).toBe(20_000n);
  });

  it('takes an offer’s own multiplier, base, maximum bet, cap and expiry', () => {
    const offer = {
      ...defaultOfferTerms,
      wageringMultiplier: 35,
      wageringBase: 'bonus_and_deposit' as const,
      maxBet: { EUR: '300' },
      maxConversion: { EUR: '10000' },
      expiryDays: 7,
    };
    expect(termsOf(offer, 'EUR', { bonus: 1_000n, deposit: 2_000n }, now)).toMatchObject({
      wageringRequired: 105_000n,
      maxBet: 300n,
      maxConversion: 10_000n,
      expiresAt: new Date('2026-11-09T10:00:00.000Z'),
    });
    // Another currency has no cap of its own and the default maximum bet.
    expect(termsOf(offer, 'USD', { bonus: 1_000n }, now)).toMatchObject({
      maxBet: 500n,
      maxConversion: null,
    });
  });
});

describe('wagering', () => {
  it('counts slots fully, table and live games a tenth, excluded games nothing', () => {
    const contributions = { ...defaultBonusContributions, excluded_games: ['blood-suckers'] };
    expect(contributionPercent(contributions, 'fruit-reels', 'slots')).toBe(100);
    expect(contributionPercent(contributions, 'blackjack', 'table')).toBe(10);
    expect(contributionPercent(contributions, 'lightning-roulette', 'live')).toBe(10);
    expect(contributionPercent(contributions, 'blood-suckers', 'slots')).toBe(0);
    expect(wageringOf(505n, 10)).toBe(51n);
    expect(wageringOf(505n, 100)).toBe(505n);
  });

  it('keeps a contribution between 0 and 100 percent', () => {
    const odd = { slots: 250, table: -5, live: 10.7, excluded_games: [] };
    expect(contributionPercent(odd, 'a', 'slots')).toBe(100);
    expect(contributionPercent(odd, 'a', 'table')).toBe(0);
    expect(contributionPercent(odd, 'a', 'live')).toBe(10);
  });

  it('shows progress as a whole percent, 100 once met', () => {
    expect(progressOf(0n, 200_000n)).toBe(0);
    expect(progressOf(99_999n, 200_000n)).toBe(49);
    expect(progressOf(250_000n, 200_000n)).toBe(100);
    expect(progressOf(0n, 0n)).toBe(100);
  });
});

describe('the stake and the win', () => {
  it('takes cash first, then bonus', () => {
    expect(splitStake(500n, 800n)).toEqual({ cash: 500n, bonus: 0n });
    expect(splitStake(500n, 300n)).toEqual({ cash: 300n, bonus: 200n });
    expect(splitStake(500n, 0n)).toEqual({ cash: 0n, bonus: 500n });
    expect(splitStake(500n, -10n)).toEqual({ cash: 0n, bonus: 500n });
  });

  it('pays a win in proportion to the stake’s source, the rounding to cash', () => {
    expect(splitWin(1_000n, { cash: 300n, bonus: 200n })).toEqual({ cash: 600n, bonus: 400n });
    expect(splitWin(1_001n, { cash: 1n, bonus: 2n })).toEqual({ cash: 334n, bonus: 667n });
    expect(splitWin(1_000n, { cash: 500n, bonus: 0n })).toEqual({ cash: 1_000n, bonus: 0n });
    expect(splitWin(1_000n, { cash: 0n, bonus: 0n })).toEqual({ cash: 1_000n, bonus: 0n });
  });
});

describe('conversion and expiry', () => {
  it('converts the whole balance, or up to the cap and forfeits the rest', () => {
    expect(conversionOf(1_800n, null)).toEqual({ converted: 1_800n, forfeited: 0n });
    expect(conversionOf(1_800n, 500n)).toEqual({ converted: 500n, forfeited: 1_300n });
    expect(conversionOf(300n, 500n)).toEqual({ converted: 300n, forfeited: 0n });
    expect(conversionOf(0n, 500n)).toEqual({ converted: 0n, forfeited: 0n });
  });

  it('expires at its expiry, and a queued bonus keeps its full period from its start', () => {
    const expiresAt = new Date('2026-11-12T10:00:00.000Z');
    expect(hasExpired(expiresAt, new Date('2026-11-12T09:59:59.999Z'))).toBe(false);
    expect(hasExpired(expiresAt, expiresAt)).toBe(true);
    expect(expiryOnStart(now, expiresAt, new Date('2026-11-05T00:00:00.000Z'))).toEqual(
      new Date('2026-11-15T00:00:00.000Z'),
    );
  });
});
