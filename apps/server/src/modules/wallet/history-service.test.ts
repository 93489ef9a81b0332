// The player's finance history on the in-memory ledger: what it lists and with which status, its window
// (the spec's 30 days up to the injected clock's today, or the dates asked for) and its paging.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryWallet } from '../../../test/memory/wallet';
import { accountKinds, transferKinds } from './service';

const playerId = 21;

/** Long before the day the tests run: a window taken from the machine's date would find nothing. */
const start = '2024-03-01T12:00:00.000Z';

async function ledgerWithPlayer() {
  const memory = memoryWallet(new ManualClock(start));
  const { wallet, db } = memory;
  const player = await wallet.openPlayerAccounts(db, { id: playerId, currency: 'EUR' });
  const clearing = (reference: string) =>
    wallet.systemAccount(db, { kind: accountKinds.cashierClearing, reference, currency: 'EUR' });
  const deposit = async (id: string, amount: bigint, method?: string) =>
    wallet.transfer(db, {
      id,
      debitAccountId: (await clearing(method ?? 'payop')).id,
      creditAccountId: player.cash.id,
      amount,
      kind: transferKinds.deposit,
      ...(method ? { metadata: { method } } : {}),
    });
  const withdrawal = async (id: string, amount: bigint) =>
    wallet.hold(db, {
      id,
      debitAccountId: player.cash.id,
      creditAccountId: (await clearing('sepa')).id,
      amount,
      kind: transferKinds.withdrawal,
    });
  const history = (query: Partial<Parameters<typeof wallet.financeHistory>[1]> = {}) =>
    wallet.financeHistory(playerId, { page: 1, perPage: 10, ...query });
  return { ...memory, player, clearing, deposit, withdrawal, history };
}

describe('finance history', () => {
  it('lists deposits and withdrawals newest first with their status, and nothing else', async () => {
    const { wallet, db, clock, player, deposit, withdrawal, history } = await ledgerWithPlayer();
    await deposit('dep:1', 5_000n, 'btc');
    clock.advanceMinutes(1);
    await deposit('dep:2', 2_500n);
    for (const [index, id] of ['wd:a', 'wd:b', 'wd:c', 'wd:d'].entries()) {
      clock.advanceMinutes(1);
      await withdrawal(id, BigInt(1_000 + index * 100));
    }
    await wallet.postHold(db, { id: 'wd:a:paid', pendingId: 'wd:a' });
    await wallet.voidHold(db, { id: 'wd:b:rejected', pendingId: 'wd:b' });
    await wallet.postHold(db, { id: 'wd:d:post', pendingId: 'wd:d', amount: 1_000n, awaitsPayout: true });
    const house = await wallet.systemAccount(db, { kind: accountKinds.houseRevenue, currency: 'EUR' });
    await wallet.transfer(db, {
      id: 'bet:1',
      debitAccountId: player.cash.id,
      creditAccountId: house.id,
      amount: 100n,
      kind: transferKinds.bet,
    });

    const all = await history();
    expect(all.data.map((row) => [row.id, row.type, row.method, row.amount, row.status])).toEqual([
      ['wd:d', 'withdraw', 'sepa', '10.00', 3],
      ['wd:c', 'withdraw', 'sepa', '12.00', 0],
      ['wd:b', 'withdraw', 'sepa', '11.00', 2],
      ['wd:a', 'withdraw', 'sepa', '10.00', 1],
      ['dep:2', 'deposit', 'payop', '25.00', 1],
      ['dep:1', 'deposit', 'btc', '50.00', 1],
    ]);
    expect(all.data[5]).toMatchObject({ currency: 'EUR', date: start });
    expect(all.pagination).toMatchObject({ total: 6, page: 1, pages: 1, next_cursor: null });

    await wallet.settlePayout(db, {
      pendingId: 'wd:d',
      payoutAccountId: (
        await wallet.systemAccount(db, {
          kind: accountKinds.cashierPayouts,
          reference: 'sepa',
          currency: 'EUR',
        })
      ).id,
    });
    expect((await history({ status: 3 })).data).toEqual([]);
    expect((await history({ type: 'withdraw', status: 1 })).data.map((row) => row.id)).toEqual([
      'wd:d',
      'wd:a',
    ]);
    expect((await history({ type: 'deposit' })).pagination.total).toBe(2);
  });

  it('shows a deposit held for the gateway as Processing, and a voided one as Rejected', async () => {
    const { wallet, db, player, clearing, history } = await ledgerWithPlayer();
    const gateway = await clearing('payop');
    for (const id of ['dep:waiting', 'dep:failed']) {
      await wallet.hold(db, {
        id,
        debitAccountId: gateway.id,
        creditAccountId: player.cash.id,
        amount: 2_000n,
        kind: transferKinds.deposit,
      });
    }
    await wallet.voidHold(db, { id: 'dep:failed:void', pendingId: 'dep:failed' });
    const rows = (await history()).data.map((row) => [row.id, row.status]);
    expect(rows).toEqual([
      ['dep:waiting', 3],
      ['dep:failed', 2],
    ]);
  });

  it("covers the 30 days up to the clock's today by default, and whole days when asked", async () => {
    const { clock, deposit, history } = await ledgerWithPlayer();
    await deposit('dep:march-1', 1_000n);
    clock.set('2024-03-02T00:00:00.000Z');
    await deposit('dep:march-2', 2_000n);
    clock.set('2024-03-20T09:00:00.000Z');
    const ids = async (query: Parameters<typeof history>[0] = {}) =>
      (await history(query)).data.map((row) => row.id);
    expect(await ids()).toEqual(['dep:march-2', 'dep:march-1']);

    clock.set('2024-04-01T08:00:00.000Z');
    expect(await ids()).toEqual(['dep:march-2']);
    expect(await ids({ startDate: '2024-03-01' })).toEqual(['dep:march-2', 'dep:march-1']);
    expect(await ids({ endDate: '2024-03-01' })).toEqual(['dep:march-1']);
    expect(await ids({ startDate: '2024-03-02', endDate: '2024-03-02' })).toEqual(['dep:march-2']);
    expect(await ids({ startDate: '2020-01-01', endDate: '2020-01-31' })).toEqual([]);
    await expect(history({ startDate: '2024-03-05', endDate: '2024-03-01' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('pages by number and by cursor alike, losing no row written in the same instant', async () => {
    const { deposit, history } = await ledgerWithPlayer();
    // The clock stands still: every row has the same time, and the id breaks the tie.
    for (const letter of ['a', 'b', 'c', 'd', 'e']) await deposit(`dep:${letter}`, 100n);
    const all = (await history()).data.map((row) => row.id);
    expect(all).toEqual(['dep:e', 'dep:d', 'dep:c', 'dep:b', 'dep:a']);

    const first = await history({ perPage: 2 });
    expect(first.pagination).toMatchObject({ total: 5, pages: 3, per_page: 2 });
    const byNumber: string[] = [];
    for (const page of [1, 2, 3])
      byNumber.push(...(await history({ page, perPage: 2 })).data.map((row) => row.id));
    expect(byNumber).toEqual(all);

    const byCursor: string[] = [];
    let cursor: string | undefined;
    do {
      const next = await history({ perPage: 2, cursor });
      byCursor.push(...next.data.map((row) => row.id));
      cursor = next.pagination.next_cursor ?? undefined;
    } while (cursor);
    expect(byCursor).toEqual(all);
    await expect(history({ cursor: 'bm9wZQ' })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is empty for a player without accounts, and shows no other player’s money', async () => {
    const { wallet, db, deposit } = await ledgerWithPlayer();
    await deposit('dep:theirs', 1_000n);
    const empty = { data: [], pagination: { total: 0, page: 1, pages: 1, per_page: 10, next_cursor: null } };
    expect(await wallet.financeHistory(99, { page: 1, perPage: 10 })).toEqual(empty);
    await wallet.openPlayerAccounts(db, { id: 98, currency: 'EUR' });
    expect(await wallet.financeHistory(98, { page: 1, perPage: 10 })).toEqual(empty);
  });
});
