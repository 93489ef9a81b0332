// The one withdrawal queue (decision 0713): bank and crypto withdrawals in one list, oldest first, each
// with the player's verification, money to date, last 7 days of play and players on the same address,
// checked against a known sequence of deposits, bets, wins, a rollback and withdrawals; the roles matrix;
// and the methods' own decision calls acting on the queue's rows.
import { adminMay, adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { adminWithdrawalQueue, type WithdrawalQueueRow } from '@reelvault/contract/calls/backoffice-queues';
import { bankWithdrawal } from '@reelvault/contract/calls/cashier';
import { cryptoWithdrawal } from '@reelvault/contract/calls/crypto';
import { betRequest, rollbackRequest, winRequest } from '@reelvault/contract/calls/wallet-api';
import { errorBodySchema } from '@reelvault/contract/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { depositThroughSandbox, namedPlayer } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import {
  attemptLogin,
  bearer,
  registerPlayer,
  setPlayerStanding,
  type TestPlayer,
} from '../../../test/players';
import { betBody, registerTestProvider, rollbackBody, winBody } from '../../../test/wallet-api';

const ctx = useTestApp(
  {},
  { playerGate: { playerStatus: async () => 'active', allowsBet: async () => true } },
);
const ops = {} as Record<AdminRole, TestOperator>;
// The first Ethereum address of BIP39's test mnemonic (abandon … about): a player's own wallet.
const payeeAddress = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const sharedIp = '10.213.7.9';

let bankPlayer: TestPlayer;
let cryptoPlayer: TestPlayer;
let neighbour: TestPlayer;
let bankId = '';
let cryptoId = '';

/** Plays one round through the gaming service's provider wallet: a bet, then a win or a rollback. */
async function playRound(
  player: TestPlayer,
  providerCode: string,
  bet: number,
  then: { win?: number; rollback?: boolean },
) {
  const { gaming } = ctx.app;
  const opened = await gaming.openGameSession({ playerId: player.id, providerCode, gameCode: 'fruit-reels' });
  const facts = {
    token: opened.token,
    user: opened.user,
    gameCode: 'fruit-reels',
    currency: opened.currency,
  };
  const studio = await gaming.providerByCode(providerCode);
  if (!studio) throw new Error('no test provider');
  const session = () => gaming.findSession(opened.token);
  const placed = betBody(facts, bet);
  expect((await gaming.placeBet(studio, await session(), betRequest.parse(placed))).status).toBe('RS_OK');
  if (then.win !== undefined) {
    const win = winRequest.parse(winBody(facts, placed, then.win));
    expect((await gaming.settleWin(studio, await session(), win)).status).toBe('RS_OK');
  }
  if (then.rollback) {
    const rollback = rollbackRequest.parse(rollbackBody(facts, placed));
    expect((await gaming.rollback(studio, await session(), rollback)).status).toBe('RS_OK');
  }
  return String(placed.round);
}

const queue = (token: string, query = '') =>
  asOperator(ctx.app, token, 'GET', `/api/admin/withdrawal-queue${query}`);

async function queueRows(query = ''): Promise<WithdrawalQueueRow[]> {
  const response = await queue(ops.finance.token, query);
  expect(response.statusCode, response.body).toBe(200);
  return adminWithdrawalQueue.reply.parse(response.json()).data;
}

beforeAll(async () => {
  for (const role of adminRoles) ops[role] = await operator(ctx.app, role);
  const provider = await registerTestProvider(ctx.app.gaming);

  // The bank player (below the verification threshold): 1500.00 deposited, 150.00 withdrawn and paid, three rounds (one 8 days ago).
  bankPlayer = await namedPlayer(ctx.app, 'Eleni Dimitriou');
  await deposit(ctx.app.wallet, bankPlayer.id, 150_000n, { method: 'payz' });
  const withdraw = (amount: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(bankPlayer.token),
      payload: { payment_id: 59, iban: 'DE89 3704 0044 0532 0130 00', amount },
    });
  const first = await withdraw('150');
  expect(first.statusCode, first.body).toBe(201);
  const firstId = bankWithdrawal.reply.parse(first.json()).data.withdrawal.id;
  for (const step of ['approve', 'confirm-payout'] as const) {
    const decided = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      `/api/admin/withdrawals/${firstId}/${step}`,
      {},
    );
    expect(decided.statusCode, decided.body).toBe(200);
  }
  const recentWin = await playRound(bankPlayer, provider.code, 500, { win: 1_200 });
  const rolledBack = await playRound(bankPlayer, provider.code, 300, { rollback: true });
  const old = await playRound(bankPlayer, provider.code, 1_000, { win: 0 });
  const db = ctx.app.database.db;
  await db.execute(
    sql`update game_rounds set created_at = now() - interval '1 day' where round in (${recentWin}, ${rolledBack})`,
  );
  await db.execute(sql`update game_rounds set created_at = now() - interval '8 days' where round = ${old}`);
  const pending = await withdraw('200');
  expect(pending.statusCode, pending.body).toBe(201);
  bankId = bankWithdrawal.reply.parse(pending.json()).data.withdrawal.id;

  // Another player logs in from an address the bank player used; one more registers from an address of
  // their own and does nothing else.
  await registerPlayer(ctx.app);
  neighbour = await namedPlayer(ctx.app, 'Nikos Pappas');
  for (const player of [bankPlayer, neighbour]) {
    const login = await attemptLogin(
      ctx.app,
      { username: player.username, password: player.password },
      { remoteAddress: sharedIp },
    );
    expect(login.statusCode, login.body).toBe(200);
  }

  // The crypto player: 100.00 deposited at the sandbox, 25.00 asked in USDT, then set to status 6.
  cryptoPlayer = await namedPlayer(ctx.app, 'Maria Papadopoulou');
  await depositThroughSandbox(ctx.app, cryptoPlayer.token, '100');
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/withdraw/crypto',
    headers: bearer(cryptoPlayer.token),
    payload: { coin: 'USDT', network: 'ERC20', amount: '25', address: payeeAddress },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  cryptoId = cryptoWithdrawal.reply.parse(asked.json()).data.withdrawal.id;
  await setPlayerStanding(db, cryptoPlayer.id, { status: 6 });
});

describe('GET /api/admin/withdrawal-queue', () => {
  it('answers each role as the matrix says, refuses a player (401) and bad filters (422)', async () => {
    for (const role of adminRoles) {
      const response = await queue(ops[role].token);
      const expected = adminMay(role, 'withdrawals.read') ? 200 : 403;
      expect(response.statusCode, `${role}: ${response.body}`).toBe(expected);
      if (expected === 403) expect(errorBodySchema.parse(response.json()).code).toBe('ADMIN_FORBIDDEN');
    }
    expect((await queue(bankPlayer.token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/withdrawal-queue' })).statusCode).toBe(
      401,
    );
    const bad = await queue(ops.admin.token, '?status=pending&method=cash&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(bad.json()).errors ?? {}).sort()).toEqual([
      'method',
      'per_page',
      'status',
    ]);
  });

  it('lists bank and crypto withdrawals together, oldest first, with each player’s context', async () => {
    const rows = await queueRows();
    expect(rows.map((row) => [row.id, row.method])).toEqual([
      [bankId, 'bank'],
      [cryptoId, 'crypto'],
    ]);
    const [bank, crypto] = rows;
    expect(bank).toMatchObject({
      method_name: 'sepa',
      amount: '200.00',
      currency: 'EUR',
      status: 'requested',
      destination: { type: 'bank', iban_masked: 'DE89 **** 3000', account_holder: 'Eleni Dimitriou' },
      player: { id: bankPlayer.id, username: bankPlayer.username, verification: { status: 1 } },
      // 150.00 paid out; the 200.00 waiting is held, not withdrawn yet.
      to_date: [{ currency: 'EUR', deposited: '1500.00', withdrawn: '150.00' }],
      // The rolled-back bet counts as a round with nothing bet; the round of 8 days ago is outside.
      recent_play: { by_currency: [{ currency: 'EUR', bets: '5.00', wins: '12.00', rounds: 2 }] },
      // The neighbour on the shared address; the crypto player on the address every request of this test
      // comes from unless it names one (127.0.0.1); not the player seen only on an address of their own.
      shared_addresses: {
        count: 2,
        players: [
          { id: neighbour.id, username: neighbour.username },
          { id: cryptoPlayer.id, username: cryptoPlayer.username },
        ],
      },
    });
    expect(JSON.stringify(bank)).not.toContain('370400440532013000');
    expect(crypto).toMatchObject({
      method_name: 'crypto',
      amount: '25.00',
      status: 'requested',
      destination: { type: 'crypto', address: payeeAddress, network: 'ERC20', coin: 'USDT' },
      player: { id: cryptoPlayer.id, verification: { status: 6 } },
      to_date: [{ currency: 'EUR', deposited: '100.00', withdrawn: '0.00' }],
      recent_play: { by_currency: [] },
      shared_addresses: {
        count: 2,
        players: [
          { id: bankPlayer.id, username: bankPlayer.username },
          { id: neighbour.id, username: neighbour.username },
        ],
      },
    });
    const since = Date.parse(crypto?.recent_play.since ?? '');
    expect(Date.now() - since).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 60_000);
    expect(Date.now() - since).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);
  });

  it('filters by method and status, pages, and follows the methods’ own decisions', async () => {
    expect((await queueRows('?method=crypto')).map((row) => row.id)).toEqual([cryptoId]);
    expect((await queueRows('?method=bank')).map((row) => row.id)).toEqual([bankId]);
    const paged = await queue(ops.compliance.token, '?per_page=1&page=2');
    expect(paged.statusCode).toBe(200);
    const page = adminWithdrawalQueue.reply.parse(paged.json());
    expect(page.data.map((row) => row.id)).toEqual([cryptoId]);
    expect(page.pagination).toMatchObject({ total: 2 });
    expect((await queueRows('?status=paid')).map((row) => row.status)).toEqual(['paid']);

    const rejected = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${cryptoId}/reject`,
      {
        reason: 'Address belongs to a sanctioned service.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const approved = await asOperator(
      ctx.app,
      ops.admin.token,
      'POST',
      `/api/admin/withdrawals/${bankId}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await queueRows()).toEqual([]);
    expect((await queueRows('?status=rejected')).map((row) => [row.id, row.reason])).toEqual([
      [cryptoId, 'Address belongs to a sanctioned service.'],
    ]);
    expect((await queueRows('?status=approved')).map((row) => row.id)).toEqual([bankId]);
  });
});
