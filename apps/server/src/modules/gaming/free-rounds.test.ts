// The free-round rules without storage (decision 1113): what a bonus awards a provider, and how a free
// round's bet (`is_free`, `reward_uuid`, amount 0, the nominal stake in `bet`) is read, refused or told
// apart from a repeat with other content.
import { describe, expect, it } from 'vitest';
import type { PlayerBonusRow } from '../bonuses/service';
import { createFreeSpinAwards, freeRoundsAwardOf, type FreeRoundsAward } from './free-rounds';
import { freeRoundOf, transactionFingerprint } from './wallet-rules';

const bonus = (changes: Partial<PlayerBonusRow> = {}): PlayerBonusRow => ({
  id: 42n,
  playerId: 7,
  currency: 'EUR',
  offerId: null,
  source: 'promo:SPIN25',
  granted: 0n,
  wageringRequired: 20_000n,
  wagered: 0n,
  maxBet: 500n,
  contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
  maxConversion: null,
  expiresAt: new Date('2026-12-07T10:00:00Z'),
  status: 'active',
  converted: 0n,
  forfeited: 0n,
  activatedAt: new Date('2026-11-27T10:00:00Z'),
  closedAt: null,
  grantId: 'promo:SPIN25:7',
  freeSpinsLeft: 25,
  freeSpinsGame: 'sands-of-gold',
  freeSpinsBet: 20n,
  createdAt: new Date('2026-11-27T10:00:00Z'),
  updatedAt: new Date('2026-11-27T10:00:00Z'),
  ...changes,
});

const freeBet = {
  is_free: true,
  reward_uuid: '42',
  bet: '20000',
  amount: 0,
  currency: 'EUR',
};

describe('free rounds a bonus awards', () => {
  it('awards the spins left at the bonus game, the bet value in wallet units, until the bonus expires', () => {
    expect(freeRoundsAwardOf(bonus())).toEqual({
      rewardUuid: '42',
      user: 'rv-7',
      gameCode: 'sands-of-gold',
      currency: 'EUR',
      count: 25,
      betValue: 20_000n,
      validUntil: new Date('2026-12-07T10:00:00Z'),
    });
    expect(freeRoundsAwardOf(bonus({ currency: 'JPY', freeSpinsBet: 30n }))?.betValue).toBe(3_000_000n);
  });

  it('awards nothing for a bonus without spins, or with none left', () => {
    expect(
      freeRoundsAwardOf(bonus({ freeSpinsGame: null, freeSpinsBet: null, freeSpinsLeft: 0 })),
    ).toBeUndefined();
    expect(freeRoundsAwardOf(bonus({ freeSpinsLeft: 0 }))).toBeUndefined();
  });

  it('awards again at a launch only of the active bonus game', async () => {
    const sent: FreeRoundsAward[] = [];
    const awards = createFreeSpinAwards(() => ({
      award: async (award) => {
        sent.push(award);
      },
      cancel: async () => undefined,
    }));
    await awards.awardForLaunch(bonus(), 'another-slot');
    await awards.awardForLaunch(bonus({ status: 'queued' }), 'sands-of-gold');
    await awards.awardForLaunch(undefined, 'sands-of-gold');
    expect(sent).toEqual([]);
    await awards.awardForLaunch(bonus({ freeSpinsLeft: 3 }), 'sands-of-gold');
    expect(sent.map((award) => [award.rewardUuid, award.count])).toEqual([['42', 3]]);
  });
});

describe('a free round on the wallet API', () => {
  it('reads the reward and the nominal stake in minor units', () => {
    expect(freeRoundOf(freeBet)).toEqual({ rewardUuid: '42', value: 20n });
    expect(freeRoundOf({ ...freeBet, is_free: false, amount: 2_000 })).toBeUndefined();
    expect(freeRoundOf({ ...freeBet, is_free: null })).toBeUndefined();
  });

  it('refuses a free round with a stake taken, without a reward, or without a whole nominal stake', () => {
    expect(freeRoundOf({ ...freeBet, amount: 20_000 })).toBe('invalid');
    expect(freeRoundOf({ ...freeBet, reward_uuid: null })).toBe('invalid');
    expect(freeRoundOf({ ...freeBet, bet: null })).toBe('invalid');
    expect(freeRoundOf({ ...freeBet, bet: '0.2' })).toBe('invalid');
    // 0.00001 EUR cannot be booked.
    expect(freeRoundOf({ ...freeBet, bet: '20001' })).toBe('invalid');
    expect(freeRoundOf({ ...freeBet, currency: 'QQQ' })).toBe('invalid');
  });

  it('tells a repeat naming another reward or stake from the first, and keeps paid bets as they were', () => {
    const bet = { user: 'rv-7', round: 'r1', game_code: 'sands-of-gold', currency: 'EUR', amount: 0 };
    const first = transactionFingerprint('bet', { ...bet, ...freeBet });
    expect(transactionFingerprint('bet', { ...bet, ...freeBet })).toBe(first);
    expect(transactionFingerprint('bet', { ...bet, ...freeBet, reward_uuid: '43' })).not.toBe(first);
    expect(transactionFingerprint('bet', { ...bet, ...freeBet, bet: '40000' })).not.toBe(first);
    expect(transactionFingerprint('bet', { ...bet, is_free: false, bet: null })).toBe(
      transactionFingerprint('bet', bet),
    );
  });
});
