// Game history on in-memory storage: the default window counted from the service's clock (not the
// machine's), round statuses, and paging by page number and by cursor.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryGaming } from '../../../test/memory/gaming';
import { roundStatus } from './service';

const day = 24 * 60 * 60_000;

/** Rounds of player 1 on `studio-a` at the clock's time: bet, win and refund totals in cents. */
async function historyFixture(clock: ManualClock) {
  const t = memoryGaming(clock);
  const provider = await t.registerProvider('studio-a', 'Studio A');
  let uuid = 0;
  const playRound = async (totals: { bet: bigint; win?: bigint; refund?: bigint }) => {
    uuid += 1;
    await t.repository.recordTransaction(
      {
        providerId: provider.id,
        transactionUuid: `t-${uuid}`,
        kind: 'bet',
        state: 'open',
        playerId: 1,
        gameCode: 'fruit-reels',
        round: randomUUID(),
        currency: 'EUR',
        amount: totals.bet,
        referenceTransactionUuid: null,
        fingerprint: null,
        balance: null,
        ledgerTransferId: null,
      },
      { bet: totals.bet, win: totals.win ?? 0n, refund: totals.refund ?? 0n, closed: true },
    );
  };
  return { ...t, playRound };
}

describe('game history', () => {
  it('covers the last three days and today by the service’s clock', async () => {
    const clock = new ManualClock('2020-02-10T08:00:00.000Z');
    const t = await historyFixture(clock);
    clock.set('2020-02-06T23:59:00.000Z');
    await t.playRound({ bet: 100n });
    clock.set('2020-02-07T00:00:00.000Z');
    await t.playRound({ bet: 200n });
    clock.set('2020-02-10T08:00:00.000Z');
    await t.playRound({ bet: 300n });
    const history = await t.gaming.gameHistory(1, { page: 1, perPage: 10 });
    expect(history.data.map((row) => row.bet_amount)).toEqual(['3.00', '2.00']);
    expect(history.pagination.total).toBe(2);
    clock.set('2020-02-14T00:00:00.000Z');
    expect((await t.gaming.gameHistory(1, { page: 1, perPage: 10 })).data).toEqual([]);
    const asked = await t.gaming.gameHistory(1, {
      page: 1,
      perPage: 10,
      startDate: '2020-02-06',
      endDate: '2020-02-06',
    });
    expect(asked.data.map((row) => row.bet_amount)).toEqual(['1.00']);
  });

  it('shows each round’s status, amounts and provider', async () => {
    const clock = new ManualClock('2026-04-01T10:00:00.000Z');
    const t = await historyFixture(clock);
    await t.playRound({ bet: 100n });
    clock.advance(1_000);
    await t.playRound({ bet: 200n, win: 1_000n });
    clock.advance(1_000);
    await t.playRound({ bet: 300n, refund: 300n });
    const history = await t.gaming.gameHistory(1, { page: 1, perPage: 10 });
    expect(history.data.map((row) => [row.status, row.bet_amount, row.win])).toEqual([
      [3, '3.00', '0.00'],
      [2, '2.00', '10.00'],
      [1, '1.00', '0.00'],
    ]);
    expect(history.data[0]).toMatchObject({
      currency: 'EUR',
      game_info: { id: 'fruit-reels', name: 'fruit-reels', provider: 'Studio A' },
      fairness_round: null,
    });
  });

  it('pages by number and by cursor, newest first', async () => {
    const clock = new ManualClock('2026-04-01T10:00:00.000Z');
    const t = await historyFixture(clock);
    for (let cents = 1n; cents <= 5n; cents += 1n) {
      await t.playRound({ bet: cents * 100n });
      clock.advance(day / 100);
    }
    const first = await t.gaming.gameHistory(1, { page: 1, perPage: 2 });
    expect(first.data.map((row) => row.bet_amount)).toEqual(['5.00', '4.00']);
    expect(first.pagination).toMatchObject({ total: 5, pages: 3, per_page: 2 });
    const second = await t.gaming.gameHistory(1, { page: 2, perPage: 2 });
    expect(second.data.map((row) => row.bet_amount)).toEqual(['3.00', '2.00']);
    const cursor = first.pagination.next_cursor ?? undefined;
    expect(cursor).toBeDefined();
    const next = await t.gaming.gameHistory(1, { page: 1, perPage: 2, cursor });
    expect(next.data.map((row) => row.bet_amount)).toEqual(['3.00', '2.00']);
    const last = await t.gaming.gameHistory(1, {
      page: 1,
      perPage: 2,
      cursor: next.pagination.next_cursor ?? undefined,
    });
    expect(last.data.map((row) => row.bet_amount)).toEqual(['1.00']);
    expect(last.pagination.next_cursor).toBeNull();
  });

  it('counts a round refunded in full as refunded, a partial refund as the bet it was', () => {
    expect(roundStatus({ betTotal: 500n, winTotal: 0n, refundTotal: 500n })).toBe(3);
    expect(roundStatus({ betTotal: 500n, winTotal: 0n, refundTotal: 200n })).toBe(1);
    expect(roundStatus({ betTotal: 500n, winTotal: 100n, refundTotal: 200n })).toBe(2);
  });
});
