import { describe, expect, it } from 'vitest';
import {
  dueDays,
  periodDays,
  rakebackEnd,
  rakebackOf,
  rakebackSettleDelayMs,
  rakebackTransferId,
  rtpBasisPoints,
  unknownGameRtp,
  unsettledDays,
} from './rakeback-rules';

const rtps: Record<string, string> = { 'slot-a': '96.00', roulette: '97.30', blackjack: '99.54' };
const rtpOf = (code: string) => rtps[code];

describe('the rakeback of a day’s play', () => {
  it('is the percent of the stake times the house edge of each game', () => {
    // 100.00 on a 96 % slot loses 4.00 in theory; 200.00 on roulette (97.30 %) 5.40: 9.40 in all.
    const play = [
      { gameCode: 'slot-a', bets: 10_000n, refunds: 0n },
      { gameCode: 'roulette', bets: 20_000n, refunds: 0n },
    ];
    expect(rakebackOf(play, rtpOf, 10_000)).toEqual({
      wagered: 30_000n,
      theoreticalLoss: 940n,
      amount: 940n,
    });
    expect(rakebackOf(play, rtpOf, 2_500)).toEqual({ wagered: 30_000n, theoreticalLoss: 940n, amount: 235n });
  });

  it('rounds up once per payment, not per game, in the player’s favour', () => {
    // 0.33 on blackjack: 0.46 % of 33 cents is 0.1518 cents; with 1.00 on the slot, 4.1518 cents: 5 cents.
    const play = [
      { gameCode: 'blackjack', bets: 33n, refunds: 0n },
      { gameCode: 'slot-a', bets: 100n, refunds: 0n },
    ];
    expect(rakebackOf(play, rtpOf, 10_000).amount).toBe(5n);
    // 25 % of 4.1518 cents is 1.03795 cents: two cents.
    expect(rakebackOf(play, rtpOf, 2_500).amount).toBe(2n);
    // A stake earning less than a cent is paid the cent.
    expect(rakebackOf([{ gameCode: 'blackjack', bets: 100n, refunds: 0n }], rtpOf, 10_000).amount).toBe(1n);
  });

  it('leaves refunded stakes out, and pays nothing when refunds outweigh the day’s stake', () => {
    const refunded = [{ gameCode: 'slot-a', bets: 10_000n, refunds: 4_000n }];
    expect(rakebackOf(refunded, rtpOf, 10_000)).toEqual({
      wagered: 6_000n,
      theoreticalLoss: 240n,
      amount: 240n,
    });
    const earlierBetRefunded = [{ gameCode: 'slot-a', bets: 0n, refunds: 5_000n }];
    expect(rakebackOf(earlierBetRefunded, rtpOf, 10_000)).toEqual({
      wagered: 0n,
      theoreticalLoss: 0n,
      amount: 0n,
    });
  });

  it('prices a game without a known RTP at the default, below every in-house model', () => {
    expect(unknownGameRtp).toBe('96.00');
    const play = [{ gameCode: 'gone-game', bets: 10_000n, refunds: 0n }];
    expect(rakebackOf(play, rtpOf, 10_000).amount).toBe(400n);
    // A figure that is no RTP (empty, out of range) is treated as unknown too.
    expect(rakebackOf(play, () => '', 10_000).amount).toBe(400n);
    expect(rakebackOf(play, () => '120.00', 10_000).amount).toBe(400n);
  });

  it('pays up to ten times the edge at the highest percent an operator may set', () => {
    const play = [{ gameCode: 'slot-a', bets: 10_000n, refunds: 0n }];
    expect(rakebackOf(play, rtpOf, 100_000).amount).toBe(4_000n);
    expect(() => rakebackOf(play, rtpOf, 0)).toThrow();
    expect(() => rakebackOf(play, rtpOf, 12.5)).toThrow();
  });

  it('reads RTPs with up to two decimals as basis points', () => {
    expect(rtpBasisPoints('96.30')).toBe(9_630n);
    expect(rtpBasisPoints('97.3')).toBe(9_730n);
    expect(rtpBasisPoints('100')).toBe(10_000n);
    expect(rtpBasisPoints('96.305')).toBeUndefined();
    expect(rtpBasisPoints('0')).toBeUndefined();
  });
});

describe('the days of a period', () => {
  const startsAt = new Date('2026-11-27T10:30:00Z');
  const endsAt = rakebackEnd(startsAt, 7);

  it('are UTC days, the first and the last cut at the period’s start and end', () => {
    expect(endsAt.toISOString()).toBe('2026-12-04T10:30:00.000Z');
    const days = periodDays(startsAt, endsAt);
    expect(days).toHaveLength(8);
    expect(days[0]).toEqual({
      day: '2026-11-27',
      from: startsAt,
      to: new Date('2026-11-28T00:00:00Z'),
    });
    expect(days[7]).toEqual({ day: '2026-12-04', from: new Date('2026-12-04T00:00:00Z'), to: endsAt });
  });

  it('come due once ended and the settle delay passed, each once', () => {
    const period = { startsAt, endsAt };
    const justAfterMidnight = new Date(Date.parse('2026-11-28T00:00:00Z') + rakebackSettleDelayMs - 1);
    expect(dueDays(period, new Set(), justAfterMidnight)).toEqual([]);
    const later = new Date('2026-11-29T06:00:00Z');
    expect(dueDays(period, new Set(), later).map((day) => day.day)).toEqual(['2026-11-27', '2026-11-28']);
    expect(dueDays(period, new Set(['2026-11-27']), later).map((day) => day.day)).toEqual(['2026-11-28']);
    // After the end, the last part-day is due and nothing beyond it.
    const afterEnd = new Date('2026-12-10T00:00:00Z');
    expect(
      dueDays(period, new Set(), afterEnd)
        .map((day) => day.day)
        .at(-1),
    ).toBe('2026-12-04');
  });

  it('not settled yet are shown up to now', () => {
    const now = new Date('2026-11-28T08:00:00Z');
    const open = unsettledDays({ startsAt, endsAt }, new Set(['2026-11-27']), now);
    expect(open).toEqual([{ day: '2026-11-28', from: new Date('2026-11-28T00:00:00Z'), to: now }]);
  });

  it('each pay through one transfer id', () => {
    expect(rakebackTransferId(12n, '2026-11-27')).toBe('rakeback:12:2026-11-27');
  });
});
