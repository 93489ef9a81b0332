import { describe, expect, it } from 'vitest';
import {
  activationRefusal,
  claimForDeposit,
  claimGrant,
  depositMatch,
  offerFigures,
  offerOpenTo,
  promoCodeState,
  type OfferRow,
  type PromoCodeRow,
  type WaitingClaim,
} from './offers-rules';
import { welcomeTierTable } from './welcome-rules';

const now = new Date('2026-11-15T12:00:00Z');
const player = { currency: 'EUR', country: 'MT', excluded: false };

function offer(fields: Partial<OfferRow> = {}): OfferRow {
  return {
    id: 1,
    key: 'promo-deposit-150',
    kind: 'deposit_match',
    trigger: 'promo_code',
    status: 'active',
    percent: 15_000,
    amounts: {
      EUR: { max: '200000', min_deposit: '2000' },
      JPY: { max: '320000', min_deposit: '3200' },
    },
    tiers: null,
    freeSpins: null,
    wageringMultiplier: 40,
    wageringBase: 'bonus',
    maxBet: { EUR: '500' },
    contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
    expiryDays: 10,
    maxConversion: null,
    currencies: null,
    countries: null,
    repeatable: false,
    startsAt: null,
    endsAt: null,
    promotionId: null,
    title: { en: '150% Deposit Bonus' },
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

function code(fields: Partial<PromoCodeRow> = {}): PromoCodeRow {
  return {
    id: 1,
    code: 'Reload150',
    offerId: 1,
    perPlayerLimit: 1,
    totalLimit: null,
    used: 0,
    status: 'active',
    startsAt: null,
    endsAt: null,
    createdAt: now,
    ...fields,
  };
}

const welcome = offer({
  key: 'welcome',
  trigger: 'welcome',
  percent: null,
  amounts: {},
  tiers: welcomeTierTable(['EUR', 'TRY']),
  freeSpins: { game: 'house-slot', count: 0, bet: { EUR: '20', TRY: '800' } },
});

describe('deposit match', () => {
  const reload = offer();

  it('pays the percent of the deposit', () => {
    expect(depositMatch(reload, 'EUR', 10_000n)).toBe(15_000n);
  });

  it('rounds down to the minor unit', () => {
    expect(depositMatch(offer({ percent: 12_500 }), 'EUR', 2_001n)).toBe(2_501n);
  });

  it('pays nothing below the minimum deposit, and pays at the minimum', () => {
    expect(depositMatch(reload, 'EUR', 1_999n)).toBe(0n);
    expect(depositMatch(reload, 'EUR', 2_000n)).toBe(3_000n);
  });

  it('caps the bonus at the maximum of the currency', () => {
    expect(depositMatch(reload, 'EUR', 500_000n)).toBe(200_000n);
    expect(depositMatch(reload, 'JPY', 1_000_000n)).toBe(320_000n);
    expect(depositMatch(reload, 'JPY', 3_199n)).toBe(0n);
  });

  it('pays nothing in a currency the offer has no figures for', () => {
    expect(depositMatch(reload, 'USD', 10_000n)).toBe(0n);
    expect(offerFigures(reload, 'USD')).toBeUndefined();
  });

  it('has no cap where the offer sets none', () => {
    const crypto = offer({ percent: 2_500, amounts: { EUR: { min_deposit: '2000' } } });
    expect(depositMatch(crypto, 'EUR', 10_000_000n)).toBe(2_500_000n);
  });
});

describe('welcome tiers', () => {
  it('are the play-with minus the deposit, with the tier free spins', () => {
    // USD table (EUR has none of its own): tier 2 is 500 for 1,500 + 75 FS.
    expect(claimGrant(welcome, 2, 'EUR', 50_000n)).toEqual({
      bonus: 100_000n,
      freeSpins: 75,
      deposit: 50_000n,
    });
    // TRY tier 0: 2,500 for 7,500 + 15 FS.
    expect(claimGrant(welcome, 0, 'TRY', 250_000n)).toEqual({
      bonus: 500_000n,
      freeSpins: 15,
      deposit: 250_000n,
    });
  });

  it('needs a deposit of at least the chosen tier', () => {
    expect(claimGrant(welcome, 2, 'EUR', 49_999n)).toBeUndefined();
    expect(claimGrant(welcome, 6, 'EUR', 950_000n)?.bonus).toBe(5_250_000n);
  });

  it('grants the chosen tier even when the deposit would reach a higher one', () => {
    expect(claimGrant(welcome, 0, 'EUR', 1_000_000n)).toEqual({
      bonus: 10_500n,
      freeSpins: 15,
      deposit: 1_000_000n,
    });
  });

  it('does not exist outside the table or without a tier', () => {
    expect(claimGrant(welcome, 7, 'EUR', 10_000_000n)).toBeUndefined();
    expect(claimGrant(welcome, null, 'EUR', 10_000_000n)).toBeUndefined();
    expect(claimGrant(welcome, 0, 'USD', 10_000_000n)).toBeUndefined();
  });
});

describe('the claim a deposit grants', () => {
  const claim = (
    id: number,
    forOffer: OfferRow,
    minutesAgo: number,
    tier: number | null = null,
  ): WaitingClaim => ({
    id: BigInt(id),
    offer: forOffer,
    tier,
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  });
  const pick = (claims: WaitingClaim[]) => claimForDeposit(claims, 'EUR', 10_000n, now, player);

  it('is the welcome claim before an older promo claim', () => {
    const picked = pick([claim(1, offer(), 30), claim(2, welcome, 5, 0)]);
    expect(picked?.claim.id).toBe(2n);
    expect(picked?.grant.bonus).toBe(10_500n);
  });

  it('is the next claim when the welcome tier is not reached', () => {
    const picked = pick([claim(1, offer(), 30), claim(2, welcome, 5, 2)]);
    expect(picked?.claim.id).toBe(1n);
    expect(picked?.grant.bonus).toBe(15_000n);
  });

  it('is the oldest promo claim the deposit qualifies for', () => {
    const small = offer({ id: 2, amounts: { EUR: { min_deposit: '50000' } } });
    const picked = pick([claim(1, small, 60), claim(2, offer(), 30), claim(3, offer(), 10)]);
    expect(picked?.claim.id).toBe(2n);
  });

  it('is none when the offer has been paused or has ended', () => {
    expect(pick([claim(1, offer({ status: 'paused' }), 5)])).toBeUndefined();
    expect(pick([claim(1, offer({ endsAt: now }), 5)])).toBeUndefined();
  });
});

describe('offer eligibility', () => {
  it('follows status, schedule, currency and country', () => {
    expect(offerOpenTo(offer(), player, now)).toBe(true);
    expect(offerOpenTo(offer({ status: 'paused' }), player, now)).toBe(false);
    expect(offerOpenTo(offer({ startsAt: new Date('2026-12-01T00:00:00Z') }), player, now)).toBe(false);
    expect(offerOpenTo(offer({ endsAt: new Date('2026-11-01T00:00:00Z') }), player, now)).toBe(false);
    expect(offerOpenTo(offer({ currencies: ['JPY'] }), player, now)).toBe(false);
    expect(offerOpenTo(offer({ countries: ['DE'] }), player, now)).toBe(false);
    expect(offerOpenTo(offer({ countries: ['MT'] }), player, now)).toBe(true);
    expect(offerOpenTo(offer({ countries: ['MT'] }), { ...player, country: null }, now)).toBe(false);
  });

  it('refuses an excluded player first, then what is not open, then what was used', () => {
    const none = { granted: false };
    expect(activationRefusal(offer(), { ...player, excluded: true }, none, now)).toBe('excluded');
    expect(activationRefusal(offer({ status: 'paused' }), player, none, now)).toBe('not_eligible');
    expect(activationRefusal(offer(), player, { granted: true }, now)).toBe('used');
    expect(activationRefusal(offer({ repeatable: true }), player, { granted: true }, now)).toBeNull();
    expect(activationRefusal(offer(), player, none, now)).toBeNull();
  });
});

describe('promo code usage limits', () => {
  it('is usable while under both limits and inside its window', () => {
    expect(promoCodeState(code(), now, 0)).toBe('usable');
    expect(promoCodeState(code({ totalLimit: 10, used: 9 }), now, 0)).toBe('usable');
  });

  it('is used up at the total limit, whoever used it', () => {
    expect(promoCodeState(code({ totalLimit: 10, used: 10 }), now, 0)).toBe('used_up');
  });

  it('is used by the player at the per-player limit', () => {
    expect(promoCodeState(code(), now, 1)).toBe('used_by_player');
    expect(promoCodeState(code({ perPlayerLimit: 3 }), now, 2)).toBe('usable');
  });

  it('follows its status and window', () => {
    expect(promoCodeState(code({ status: 'paused' }), now, 0)).toBe('paused');
    expect(promoCodeState(code({ startsAt: new Date('2026-11-16T00:00:00Z') }), now, 0)).toBe('not_started');
    expect(promoCodeState(code({ endsAt: now }), now, 0)).toBe('ended');
  });
});
