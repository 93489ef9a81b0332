// A player bonus and a bonus offer as GET /api/user/bonuses answers them, for screen tests: sensible
// defaults (the welcome bonus a quarter wagered; a 150 % reload offer the player may activate), each
// field overridable.
import type { BonusOffer, PlayerBonus } from '@reelvault/contract/calls/bonuses';

export function bonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: '41',
    title: 'Welcome bonus',
    source: 'welcome',
    currency: 'EUR',
    granted: '100.00',
    balance: '80.00',
    wagering_required: '4000.00',
    wagered: '1000.00',
    progress: 25,
    expires_at: '2026-12-07T10:00:00.000Z',
    max_bet: '5.00',
    contributions: { slots: 100, table: 10, live: 10 },
    max_conversion: null,
    free_spins_left: 0,
    free_spins_game: null,
    status: 'active',
    ...overrides,
  };
}

export function offer(overrides: Partial<BonusOffer> = {}): BonusOffer {
  return {
    id: 7,
    key: 'promo-deposit-150',
    kind: 'deposit_match',
    title: 'Reload 150%',
    percent: 150,
    max_amount: '2000.00',
    min_deposit: '20.00',
    free_spins: null,
    wagering_multiplier: 40,
    max_bet: '5.00',
    expiry_days: 10,
    claimed: false,
    can_activate: true,
    reason: null,
    promotion_id: null,
    ...overrides,
  };
}
