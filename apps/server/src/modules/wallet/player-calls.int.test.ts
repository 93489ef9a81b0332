// The player's wallet calls over HTTP with real players: registration opens the accounts, the balance and
// the finance history answer in the contract's shapes, with decimal amounts and index-backed paging.
import { balanceReply, financeHistoryReply } from '@reelvault/contract/calls/wallet';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer } from '../../../test/players';
import { accountKinds, transferKinds } from './service';

describe('player wallet calls', () => {
  const ctx = useTestApp();
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('opens cash and bonus accounts in the registration currency when a player registers', async () => {
    const player = await registerPlayer(ctx.app, { currency: 'GBP' });
    const accounts = await ctx.app.wallet.playerAccounts(ctx.app.database.db, player.id);
    expect(accounts?.cash.currency).toBe('GBP');
    expect(accounts?.bonus.kind).toBe(accountKinds.playerBonus);
    const response = await get('/api/user/balance', player.token);
    expect(response.statusCode).toBe(200);
    expect(balanceReply.parse(response.json())).toEqual({
      balance: '0.00',
      currency: 'GBP',
      bonus_balance: '0.00',
    });
  });

  it('answers the balance as decimal strings, held withdrawals taken out', async () => {
    const player = await registerPlayer(ctx.app, { currency: 'EUR' });
    await deposit(ctx.app.wallet, player.id, 123_456n);
    const db = ctx.app.database.db;
    const accounts = await ctx.app.wallet.playerAccounts(db, player.id);
    if (!accounts) throw new Error('no accounts');
    const bonusSource = await ctx.app.wallet.systemAccount(db, {
      kind: accountKinds.bonusExpense,
      currency: 'EUR',
    });
    await ctx.app.wallet.transfer(db, {
      id: `bonus:${player.id}`,
      debitAccountId: bonusSource.id,
      creditAccountId: accounts.bonus.id,
      amount: 500n,
      kind: transferKinds.bonusGrant,
    });
    const sepa = await ctx.app.wallet.systemAccount(db, {
      kind: accountKinds.cashierClearing,
      reference: 'sepa',
      currency: 'EUR',
    });
    await ctx.app.wallet.hold(db, {
      id: `wd:${player.id}`,
      debitAccountId: accounts.cash.id,
      creditAccountId: sepa.id,
      amount: 23_456n,
      kind: transferKinds.withdrawal,
    });
    const response = await get('/api/user/balance', player.token);
    expect(balanceReply.parse(response.json())).toEqual({
      balance: '1000.00',
      currency: 'EUR',
      bonus_balance: '5.00',
    });
  });

  it('refuses the calls without a logged-in player', async () => {
    for (const url of ['/api/user/balance', '/api/account/history/finance', '/api/account/history/game']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error).toBe('UNAUTHENTICATED');
    }
  });

  it('lists the finance history with the spec row fields, filtered and paged', async () => {
    const player = await registerPlayer(ctx.app);
    for (let index = 1; index <= 3; index += 1) {
      await deposit(ctx.app.wallet, player.id, BigInt(index * 1_000), {
        method: 'payop',
        id: `dep:${player.id}:${index}`,
      });
    }
    const response = await get('/api/account/history/finance?per_page=2', player.token);
    expect(response.statusCode).toBe(200);
    const body = financeHistoryReply.parse(response.json());
    expect(body.data.map((row) => [row.id, row.amount, row.type, row.method, row.status])).toEqual([
      [`dep:${player.id}:3`, '30.00', 'deposit', 'payop', 1],
      [`dep:${player.id}:2`, '20.00', 'deposit', 'payop', 1],
    ]);
    expect(body.pagination).toMatchObject({ total: 3, page: 1, pages: 2, per_page: 2 });
    const next = financeHistoryReply.parse(
      (
        await get(
          `/api/account/history/finance?per_page=2&cursor=${body.pagination.next_cursor}`,
          player.token,
        )
      ).json(),
    );
    expect(next.data.map((row) => row.amount)).toEqual(['10.00']);
    expect(next.pagination.next_cursor).toBeNull();
    const page2 = financeHistoryReply.parse(
      (await get('/api/account/history/finance?per_page=2&page=2', player.token)).json(),
    );
    expect(page2.data.map((row) => row.amount)).toEqual(['10.00']);
    const withdrawals = financeHistoryReply.parse(
      (await get('/api/account/history/finance?type=withdraw&status=0', player.token)).json(),
    );
    expect(withdrawals.data).toEqual([]);
    const other = await registerPlayer(ctx.app);
    const theirs = financeHistoryReply.parse((await get('/api/account/history/finance', other.token)).json());
    expect(theirs.data).toEqual([]);
  });

  it('answers 422 for bad paging, filters or dates', async () => {
    const player = await registerPlayer(ctx.app);
    const badPage = await get('/api/account/history/finance?per_page=1000', player.token);
    expect(badPage.statusCode).toBe(422);
    expect(errorBodySchema.parse(badPage.json()).errors).toHaveProperty('per_page');
    expect((await get('/api/account/history/finance?status=7', player.token)).statusCode).toBe(422);
    expect((await get('/api/account/history/finance?type=bonus', player.token)).statusCode).toBe(422);
    expect((await get('/api/account/history/finance?start_date=yesterday', player.token)).statusCode).toBe(
      422,
    );
    const backwards = await get(
      '/api/account/history/finance?start_date=2026-02-01&end_date=2026-01-01',
      player.token,
    );
    expect(backwards.statusCode).toBe(422);
    expect(errorBodySchema.parse(backwards.json()).errors).toHaveProperty('start_date');
    expect((await get('/api/account/history/finance?cursor=bm9wZQ', player.token)).statusCode).toBe(422);
  });
});
