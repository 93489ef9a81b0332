// The ledger against a real database (PGlite, or PostgreSQL with DATABASE_URL): accounts, transfers,
// idempotency, holds, the floor under player balances, concurrency on one player, and the invariants.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { deposit, fundedPlayer, newPlayerId, useTestDatabase } from '../../../test/ledger';
import { accountKinds, createWalletService, transferKinds, type WalletService } from './service';

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'no failure';
}

describe('ledger', () => {
  const ctx = useTestDatabase();
  let wallet: WalletService;
  const db = () => ctx.database.db;

  beforeAll(() => {
    wallet = createWalletService(ctx.database);
  });

  async function house(currency = 'EUR') {
    return wallet.systemAccount(db(), { kind: accountKinds.houseRevenue, reference: 'house', currency });
  }

  /** The cashier's clearing account of a payment method (withdrawals are held against it). */
  async function clearing(method: string, currency = 'EUR') {
    return wallet.systemAccount(db(), { kind: accountKinds.cashierClearing, reference: method, currency });
  }

  async function bet(playerId: number, amount: bigint, id: string) {
    const accounts = await wallet.playerAccounts(db(), playerId);
    if (!accounts) throw new Error('no accounts');
    return wallet.transfer(db(), {
      id,
      debitAccountId: accounts.cash.id,
      creditAccountId: (await house(accounts.cash.currency)).id,
      amount,
      kind: transferKinds.bet,
    });
  }

  it('opens a cash and a bonus account in the registration currency, once', async () => {
    const playerId = await newPlayerId(wallet.database.db);
    const first = await wallet.openPlayerAccounts(db(), { id: playerId, currency: 'GBP' });
    const again = await wallet.openPlayerAccounts(db(), { id: playerId, currency: 'GBP' });
    expect(first.cash.currency).toBe('GBP');
    expect(first.bonus.kind).toBe('player_bonus');
    expect(again.cash.id).toBe(first.cash.id);
    expect(again.bonus.id).toBe(first.bonus.id);
    expect(await wallet.playerBalance(db(), playerId)).toEqual({ currency: 'GBP', cash: 0n, bonus: 0n });
  });

  it('opens accounts inside a caller transaction and keeps nothing when it rolls back', async () => {
    const playerId = await newPlayerId(wallet.database.db);
    await expect(
      db().transaction(async (tx) => {
        await wallet.openPlayerAccounts(tx, { id: playerId, currency: 'EUR' });
        throw new Error('registration failed later');
      }),
    ).rejects.toThrow('registration failed later');
    expect(await wallet.playerAccounts(db(), playerId)).toBeUndefined();
  });

  it('credits a deposit and debits a bet, the house account mirroring the player', async () => {
    const { playerId } = await fundedPlayer(wallet, 10_000n);
    const outcome = await bet(playerId, 2_500n, `bet:t:${playerId}:1`);
    expect(outcome.created).toBe(true);
    expect(outcome.balances).toHaveLength(1);
    expect(outcome.balances[0]?.available).toBe(7_500n);
    expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(7_500n);
    const houseBalance = await wallet.balance(db(), (await house()).id);
    expect(houseBalance.creditsPosted).toBeGreaterThanOrEqual(2_500n);
  });

  it('refuses a bet above the balance and moves nothing', async () => {
    const { playerId } = await fundedPlayer(wallet, 1_000n);
    expect(await failure(bet(playerId, 1_001n, `bet:t:${playerId}:big`))).toBe('WALLET_INSUFFICIENT_FUNDS');
    expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(1_000n);
    expect(await wallet.findTransfer(db(), `bet:t:${playerId}:big`)).toBeUndefined();
    const exact = await bet(playerId, 1_000n, `bet:t:${playerId}:all`);
    expect(exact.balances[0]?.available).toBe(0n);
  });

  it('has the database itself refuse a write that takes a player below zero', async () => {
    const { accounts } = await fundedPlayer(wallet, 500n);
    const write = db().execute(
      sql`update ledger_accounts set debits_posted = debits_posted + 501 where id = ${accounts.cash.id.toString()}::int8`,
    );
    await expect(write).rejects.toThrow();
    const direct = db().execute(
      sql`update ledger_accounts set debits_must_not_exceed_credits = false where id = ${accounts.cash.id.toString()}::int8`,
    );
    await expect(direct).resolves.toBeDefined();
    // The check is per row and per write: restore the flag for the invariant checks that follow.
    await db().execute(
      sql`update ledger_accounts set debits_must_not_exceed_credits = true where id = ${accounts.cash.id.toString()}::int8`,
    );
  });

  it('answers a repeated transfer id with the first result and refuses other content', async () => {
    const { playerId } = await fundedPlayer(wallet, 5_000n);
    const id = `bet:t:${playerId}:same`;
    const first = await bet(playerId, 1_000n, id);
    const replay = await bet(playerId, 1_000n, id);
    expect(first.created).toBe(true);
    expect(replay.created).toBe(false);
    expect(replay.transfer).toEqual(first.transfer);
    expect(replay.balances[0]?.available).toBe(4_000n);
    expect(await failure(bet(playerId, 999n, id))).toBe('WALLET_TRANSFER_CONFLICT');
    expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(4_000n);
  });

  it('replays a transfer whose id exists even when the player could no longer afford it', async () => {
    const { playerId } = await fundedPlayer(wallet, 1_000n);
    const id = `bet:t:${playerId}:whole`;
    await bet(playerId, 1_000n, id);
    const replay = await bet(playerId, 1_000n, id);
    expect(replay.created).toBe(false);
  });

  it('refuses transfers between currencies, to the same account, or of negative amounts', async () => {
    const eur = await fundedPlayer(wallet, 1_000n, 'EUR');
    const usdHouse = await house('USD');
    const request = {
      id: `bet:t:${eur.playerId}:usd`,
      debitAccountId: eur.accounts.cash.id,
      creditAccountId: usdHouse.id,
      amount: 10n,
      kind: 'bet',
    };
    expect(await failure(wallet.transfer(db(), request))).toBe('WALLET_CURRENCY_MISMATCH');
    expect(await failure(wallet.transfer(db(), { ...request, creditAccountId: eur.accounts.cash.id }))).toBe(
      'WALLET_INVALID_TRANSFER',
    );
    expect(
      await failure(wallet.transfer(db(), { ...request, creditAccountId: (await house()).id, amount: -1n })),
    ).toBe('WALLET_INVALID_TRANSFER');
    expect(await failure(wallet.transfer(db(), { ...request, creditAccountId: 999_999_999n }))).toBe(
      'WALLET_ACCOUNT_NOT_FOUND',
    );
  });

  describe('holds', () => {
    async function withdrawalHold(playerId: number, amount: bigint, id: string) {
      const accounts = await wallet.playerAccounts(db(), playerId);
      if (!accounts) throw new Error('no accounts');
      const sepa = await clearing('sepa', accounts.cash.currency);
      return wallet.hold(db(), {
        id,
        debitAccountId: accounts.cash.id,
        creditAccountId: sepa.id,
        amount,
        kind: transferKinds.withdrawal,
      });
    }

    it('takes held money out of what the player can spend, and posts it once', async () => {
      const { playerId } = await fundedPlayer(wallet, 10_000n);
      const hold = await withdrawalHold(playerId, 4_000n, `wd:${playerId}:1`);
      expect(hold.balances[0]?.available).toBe(6_000n);
      expect(hold.balances[0]?.debitsPending).toBe(4_000n);
      expect(await failure(bet(playerId, 6_001n, `bet:t:${playerId}:over-hold`))).toBe(
        'WALLET_INSUFFICIENT_FUNDS',
      );

      const post = await wallet.postHold(db(), {
        id: `wd:${playerId}:1:paid`,
        pendingId: `wd:${playerId}:1`,
      });
      expect(post.created).toBe(true);
      expect(post.balances[0]?.available).toBe(6_000n);
      expect(post.balances[0]?.debitsPending).toBe(0n);
      expect(post.balances[0]?.debitsPosted).toBe(4_000n);

      const replay = await wallet.postHold(db(), {
        id: `wd:${playerId}:1:paid`,
        pendingId: `wd:${playerId}:1`,
      });
      expect(replay.created).toBe(false);
      expect(
        await failure(wallet.postHold(db(), { id: `wd:${playerId}:1:again`, pendingId: `wd:${playerId}:1` })),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
      expect(
        await failure(wallet.voidHold(db(), { id: `wd:${playerId}:1:void`, pendingId: `wd:${playerId}:1` })),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
      expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(6_000n);
    });

    it('gives voided money back to the player, once', async () => {
      const { playerId } = await fundedPlayer(wallet, 3_000n);
      await withdrawalHold(playerId, 3_000n, `wd:${playerId}:2`);
      expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(0n);
      const voided = await wallet.voidHold(db(), {
        id: `wd:${playerId}:2:rejected`,
        pendingId: `wd:${playerId}:2`,
      });
      expect(voided.balances[0]?.available).toBe(3_000n);
      expect(
        await failure(wallet.postHold(db(), { id: `wd:${playerId}:2:paid`, pendingId: `wd:${playerId}:2` })),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
      expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(3_000n);
    });

    it('posts part of a hold and releases the rest', async () => {
      const { playerId } = await fundedPlayer(wallet, 5_000n);
      await withdrawalHold(playerId, 5_000n, `wd:${playerId}:3`);
      const post = await wallet.postHold(db(), {
        id: `wd:${playerId}:3:paid`,
        pendingId: `wd:${playerId}:3`,
        amount: 2_000n,
      });
      expect(post.balances[0]?.available).toBe(3_000n);
      expect(
        await failure(
          wallet.postHold(db(), { id: `wd:${playerId}:3:more`, pendingId: `wd:${playerId}:3`, amount: 1n }),
        ),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
    });

    it('refuses to resolve a transfer that is not a hold, or does not exist', async () => {
      const { playerId } = await fundedPlayer(wallet, 1_000n);
      await bet(playerId, 100n, `bet:t:${playerId}:plain`);
      expect(
        await failure(wallet.voidHold(db(), { id: `x:${playerId}`, pendingId: `bet:t:${playerId}:plain` })),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
      expect(await failure(wallet.voidHold(db(), { id: `y:${playerId}`, pendingId: 'no-such-hold' }))).toBe(
        'WALLET_TRANSFER_NOT_FOUND',
      );
    });

    it('settles concurrent posts and voids of one hold exactly once', async () => {
      const { playerId } = await fundedPlayer(wallet, 2_000n);
      await withdrawalHold(playerId, 2_000n, `wd:${playerId}:race`);
      const attempts = Array.from({ length: 8 }, (_, index) =>
        index % 2 === 0
          ? wallet.postHold(db(), {
              id: `wd:${playerId}:race:post:${index}`,
              pendingId: `wd:${playerId}:race`,
            })
          : wallet.voidHold(db(), {
              id: `wd:${playerId}:race:void:${index}`,
              pendingId: `wd:${playerId}:race`,
            }),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected') {
          expect(result.reason).toBeInstanceOf(AppError);
          expect((result.reason as AppError).code).toBe('WALLET_TRANSFER_NOT_PENDING');
        }
      }
      const report = await wallet.checkInvariants();
      expect(report.problems).toEqual([]);
    });
  });

  it('serializes many concurrent bets on one player: exactly as many succeed as the balance allows', async () => {
    const { playerId } = await fundedPlayer(wallet, 3_000n);
    const bets = Array.from({ length: 40 }, (_, index) => bet(playerId, 100n, `bet:t:${playerId}:c${index}`));
    const results = await Promise.allSettled(bets);
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    expect(succeeded).toBe(30);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as AppError).code).toBe('WALLET_INSUFFICIENT_FUNDS');
    }
    expect((await wallet.playerBalance(db(), playerId))?.cash).toBe(0n);
  });

  it('keeps system accounts off the hot path: their rows carry no totals', async () => {
    const houseAccount = await house();
    const rows = await db().execute(
      sql`select credits_posted, debits_posted from ledger_accounts where id = ${houseAccount.id.toString()}::int8`,
    );
    const row = (rows as unknown as { rows: { credits_posted: unknown; debits_posted: unknown }[] }).rows[0];
    expect(String(row?.credits_posted)).toBe('0');
    expect(String(row?.debits_posted)).toBe('0');
    const derived = await wallet.balance(db(), houseAccount.id);
    expect(derived.creditsPosted).toBeGreaterThan(0n);
  });

  describe('invariants', () => {
    it('hold over everything written so far', async () => {
      const report = await wallet.checkInvariants();
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(report.currencies.find((item) => item.currency === 'EUR')).toEqual({
        currency: 'EUR',
        posted: 0n,
        pending: 0n,
      });
    });

    it('name the first account whose stored balance differs from its transfers', async () => {
      const { accounts } = await fundedPlayer(wallet, 700n);
      const id = accounts.cash.id.toString();
      await db().execute(
        sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${id}::int8`,
      );
      try {
        const report = await wallet.checkInvariants();
        expect(report.ok).toBe(false);
        expect(report.problems[0]?.accountId).toBe(accounts.cash.id);
        expect(report.problems[0]?.message).toContain(`account ${id} (player_cash`);
        expect(
          report.problems.some((problem) => problem.message.startsWith('EUR: credits minus debits')),
        ).toBe(true);
      } finally {
        await db().execute(
          sql`update ledger_accounts set credits_posted = credits_posted - 1 where id = ${id}::int8`,
        );
      }
      expect((await wallet.checkInvariants()).ok).toBe(true);
    });
  });

  describe('finance history', () => {
    it('lists deposits and withdrawals with their status, newest first, filtered and paged', async () => {
      const { playerId, accounts } = await fundedPlayer(wallet, 0n);
      await deposit(wallet, playerId, 5_000n, { method: 'payop', id: `dep:${playerId}:1` });
      await deposit(wallet, playerId, 2_500n, { method: 'btc', id: `dep:${playerId}:2` });
      const sepa = await clearing('sepa');
      const hold = (id: string, amount: bigint) =>
        wallet.hold(db(), {
          id,
          debitAccountId: accounts.cash.id,
          creditAccountId: sepa.id,
          amount,
          kind: transferKinds.withdrawal,
        });
      await hold(`wd:${playerId}:a`, 1_000n);
      await hold(`wd:${playerId}:b`, 1_500n);
      await hold(`wd:${playerId}:c`, 2_000n);
      await wallet.postHold(db(), { id: `wd:${playerId}:a:paid`, pendingId: `wd:${playerId}:a` });
      await wallet.voidHold(db(), { id: `wd:${playerId}:b:rejected`, pendingId: `wd:${playerId}:b` });
      await bet(playerId, 100n, `bet:t:${playerId}:not-finance`);

      const all = await wallet.financeHistory(playerId, { page: 1, perPage: 10 });
      expect(all.pagination.total).toBe(5);
      expect(all.data.map((row) => [row.id, row.type, row.method, row.amount, row.status])).toEqual([
        [`wd:${playerId}:c`, 'withdraw', 'sepa', '20.00', 0],
        [`wd:${playerId}:b`, 'withdraw', 'sepa', '15.00', 2],
        [`wd:${playerId}:a`, 'withdraw', 'sepa', '10.00', 1],
        [`dep:${playerId}:2`, 'deposit', 'btc', '25.00', 1],
        [`dep:${playerId}:1`, 'deposit', 'payop', '50.00', 1],
      ]);

      const withdrawals = await wallet.financeHistory(playerId, { page: 1, perPage: 10, type: 'withdraw' });
      expect(withdrawals.data.every((row) => row.type === 'withdraw')).toBe(true);
      expect(withdrawals.pagination.total).toBe(3);
      const rejected = await wallet.financeHistory(playerId, { page: 1, perPage: 10, status: 2 });
      expect(rejected.data.map((row) => row.id)).toEqual([`wd:${playerId}:b`]);

      const first = await wallet.financeHistory(playerId, { page: 1, perPage: 2 });
      const second = await wallet.financeHistory(playerId, { page: 2, perPage: 2 });
      expect(first.pagination.pages).toBe(3);
      const byCursor = await wallet.financeHistory(playerId, {
        page: 1,
        perPage: 2,
        cursor: first.pagination.next_cursor ?? undefined,
      });
      expect(byCursor.data.map((row) => row.id)).toEqual(second.data.map((row) => row.id));
      expect([...first.data, ...second.data].map((row) => row.id)).toEqual(
        all.data.slice(0, 4).map((row) => row.id),
      );

      const longAgo = await wallet.financeHistory(playerId, {
        page: 1,
        perPage: 10,
        startDate: '2020-01-01',
        endDate: '2020-01-31',
      });
      expect(longAgo.data).toEqual([]);
    });

    it('pages with the cursor through rows written in the same instant, losing none', async () => {
      const { playerId, accounts } = await fundedPlayer(wallet, 10_000n);
      const sepa = await clearing('sepa');
      // One transaction: every hold gets the same created_at (PostgreSQL's now(), to the microsecond).
      await db().transaction(async (tx) => {
        for (const letter of ['a', 'b', 'c', 'd', 'e']) {
          await wallet.hold(tx, {
            id: `wd:${playerId}:same:${letter}`,
            debitAccountId: accounts.cash.id,
            creditAccountId: sepa.id,
            amount: 100n,
            kind: transferKinds.withdrawal,
          });
        }
      });
      const all = await wallet.financeHistory(playerId, { page: 1, perPage: 10, type: 'withdraw' });
      expect(all.data).toHaveLength(5);
      const paged: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 5; page += 1) {
        const next = await wallet.financeHistory(playerId, { page: 1, perPage: 2, type: 'withdraw', cursor });
        paged.push(...next.data.map((row) => row.id));
        cursor = next.pagination.next_cursor ?? undefined;
        if (!cursor) break;
      }
      expect(paged).toEqual(all.data.map((row) => row.id));
    });

    it('shows a hold posted with a payout to make as Processing until the payout is settled, once', async () => {
      const { playerId, accounts } = await fundedPlayer(wallet, 10_000n);
      const wire = await clearing('wire');
      const paidOut = await wallet.systemAccount(db(), {
        kind: accountKinds.cashierPayouts,
        reference: 'wire',
        currency: 'EUR',
      });
      const holdId = `wd:${playerId}:payout`;
      await wallet.hold(db(), {
        id: holdId,
        debitAccountId: accounts.cash.id,
        creditAccountId: wire.id,
        amount: 4_000n,
        kind: transferKinds.withdrawal,
        metadata: { method: 'wire' },
      });
      expect(
        await failure(wallet.settlePayout(db(), { pendingId: holdId, payoutAccountId: paidOut.id })),
      ).toBe('WALLET_TRANSFER_NOT_PENDING');
      await wallet.postHold(db(), { id: `${holdId}:post`, pendingId: holdId, awaitsPayout: true });
      const statusOf = async () =>
        (await wallet.financeHistory(playerId, { page: 1, perPage: 10, type: 'withdraw' })).data.map(
          (row) => [row.id, row.status],
        );
      expect(await statusOf()).toEqual([[holdId, 3]]);
      const processing = await wallet.financeHistory(playerId, { page: 1, perPage: 10, status: 3 });
      expect(processing.data.map((row) => row.id)).toEqual([holdId]);

      const first = await wallet.settlePayout(db(), { pendingId: holdId, payoutAccountId: paidOut.id });
      const again = await wallet.settlePayout(db(), { pendingId: holdId, payoutAccountId: paidOut.id });
      expect(first.created).toBe(true);
      expect(again.created).toBe(false);
      expect(first.transfer).toMatchObject({ id: `${holdId}:payout`, amount: 4_000n, kind: 'payout' });
      expect(await statusOf()).toEqual([[holdId, 1]]);
      expect(
        (await wallet.balance(db(), wire.id)).creditsPosted -
          (await wallet.balance(db(), wire.id)).debitsPosted,
      ).toBe(0n);
      expect((await wallet.balance(db(), paidOut.id)).creditsPosted).toBe(4_000n);
      expect(await wallet.playerBalance(db(), playerId)).toMatchObject({ cash: 6_000n });
      expect((await wallet.checkInvariants()).ok).toBe(true);
    });
  });
});
