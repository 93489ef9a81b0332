// The player's wallet and history calls over HTTP, on an app of their own with a stand-in for the identity
// module's 'player' guard (which registers in app.ts once identity lands; until then buildApp leaves these
// routes off). Checks the contract's reply schemas, decimal amounts and paging end to end.
import { randomUUID } from 'node:crypto';
import { financeHistoryReply, balanceReply } from '@reelvault/contract/calls/wallet';
import { gameHistoryReply } from '@reelvault/contract/calls/game-history';
import { betRequest, winRequest } from '@reelvault/contract/calls/wallet-api';
import { errorBodySchema } from '@reelvault/contract/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposit, fundedPlayer, useTestDatabase } from './ledger';
import { betBody, registerTestProvider, winBody } from './wallet-api';
import { registerErrorHandling } from '../src/http/error-handler';
import { AppError } from '../src/http/app-error';
import { gamingRoutes } from '../src/modules/gaming/routes';
import { createGamingService, type GamingService } from '../src/modules/gaming/service';
import { walletRoutes } from '../src/modules/wallet/routes';
import {
  accountKinds,
  createWalletService,
  transferKinds,
  type WalletService,
} from '../src/modules/wallet/service';

describe('player wallet calls over HTTP', () => {
  const ctx = useTestDatabase();
  let app: FastifyInstance;
  let wallet: WalletService;
  let gaming: GamingService;

  beforeAll(async () => {
    wallet = createWalletService(ctx.database);
    gaming = createGamingService(ctx.database, wallet, { sessionTtlMinutes: 60 });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    // Stand-in guard: the player id comes from a header instead of a session token.
    app.decorate('authGuards', {
      player: async (request) => {
        const id = Number(request.headers['x-test-player']);
        if (!Number.isInteger(id) || id <= 0) throw new AppError('UNAUTHENTICATED');
        request.player = { id, username: `p${id}`, currency: 'EUR', status: 1, sessionId: 'test' };
      },
    });
    await app.register(walletRoutes(wallet));
    await app.register(gamingRoutes(gaming));
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, playerId?: number) =>
    app.inject({ method: 'GET', url, headers: playerId ? { 'x-test-player': String(playerId) } : {} });

  it('answers the balance as decimal strings in the player currency', async () => {
    const { playerId, accounts } = await fundedPlayer(wallet, 123_456n, 'GBP');
    const bonusSource = await wallet.systemAccount(wallet.database.db, {
      kind: accountKinds.bonusExpense,
      currency: 'GBP',
    });
    await wallet.transfer(wallet.database.db, {
      id: `bonus:${playerId}`,
      debitAccountId: bonusSource.id,
      creditAccountId: accounts.bonus.id,
      amount: 500n,
      kind: transferKinds.bonusGrant,
    });
    const response = await get('/api/user/balance', playerId);
    expect(response.statusCode).toBe(200);
    expect(balanceReply.parse(response.json())).toEqual({
      balance: '1234.56',
      currency: 'GBP',
      bonus_balance: '5.00',
    });
  });

  it('answers 0.00 in the registration currency for a player with no accounts yet', async () => {
    const response = await get('/api/user/balance', 987_654);
    expect(balanceReply.parse(response.json())).toEqual({
      balance: '0.00',
      currency: 'EUR',
      bonus_balance: '0.00',
    });
  });

  it('refuses the calls without a logged-in player', async () => {
    const response = await get('/api/user/balance');
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toBe('UNAUTHENTICATED');
    expect((await get('/api/account/history/finance')).statusCode).toBe(401);
    expect((await get('/api/account/history/game')).statusCode).toBe(401);
  });

  it('lists the finance history with the spec row fields, filtered and paged', async () => {
    const { playerId } = await fundedPlayer(wallet, 0n);
    for (let index = 1; index <= 3; index += 1) {
      await deposit(wallet, playerId, BigInt(index * 1_000), {
        method: 'payop',
        id: `dep:${playerId}:${index}`,
      });
    }
    const response = await get('/api/account/history/finance?per_page=2', playerId);
    expect(response.statusCode).toBe(200);
    const body = financeHistoryReply.parse(response.json());
    expect(body.data.map((row) => [row.amount, row.type, row.method, row.status])).toEqual([
      ['30.00', 'deposit', 'payop', 1],
      ['20.00', 'deposit', 'payop', 1],
    ]);
    expect(body.pagination).toMatchObject({ total: 3, page: 1, pages: 2, per_page: 2 });
    const next = financeHistoryReply.parse(
      (
        await get(`/api/account/history/finance?per_page=2&cursor=${body.pagination.next_cursor}`, playerId)
      ).json(),
    );
    expect(next.data.map((row) => row.amount)).toEqual(['10.00']);
    const none = financeHistoryReply.parse(
      (await get('/api/account/history/finance?type=withdraw', playerId)).json(),
    );
    expect(none.data).toEqual([]);
  });

  it('answers 422 for bad paging or dates', async () => {
    const { playerId } = await fundedPlayer(wallet, 0n);
    const badPage = await get('/api/account/history/finance?per_page=1000', playerId);
    expect(badPage.statusCode).toBe(422);
    expect(errorBodySchema.parse(badPage.json()).errors).toHaveProperty('per_page');
    const badDate = await get('/api/account/history/game?start_date=yesterday', playerId);
    expect(badDate.statusCode).toBe(422);
    const backwards = await get(
      '/api/account/history/game?start_date=2026-02-01&end_date=2026-01-01',
      playerId,
    );
    expect(backwards.statusCode).toBe(422);
    expect(errorBodySchema.parse(backwards.json()).errors).toHaveProperty('start_date');
    const badCursor = await get('/api/account/history/game?cursor=bm9wZQ', playerId);
    expect(badCursor.statusCode).toBe(422);
  });

  it("lists the player's rounds in the bet history", async () => {
    const provider = await registerTestProvider(gaming);
    const { playerId } = await fundedPlayer(wallet, 5_000n);
    const opened = await gaming.openGameSession({
      playerId,
      providerCode: provider.code,
      gameCode: 'lucky-7',
    });
    const session = { token: opened.token, user: opened.user, gameCode: 'lucky-7', currency: 'EUR' };
    const found = await gaming.findSession(opened.token);
    const studio = await gaming.providerByCode(provider.code);
    if (!found || !studio) throw new Error('session or provider missing');
    const bet = betBody(session, 250, { transaction_uuid: randomUUID() });
    await gaming.placeBet(studio, found, betRequest.parse(bet));
    await gaming.settleWin(studio, found, winRequest.parse(winBody(session, bet, 1_000)));
    const response = await get('/api/account/history/game', playerId);
    expect(response.statusCode).toBe(200);
    const body = gameHistoryReply.parse(response.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      status: 2,
      bet_amount: '2.50',
      win: '10.00',
      currency: 'EUR',
      game_info: { id: 'lucky-7', name: 'lucky-7', provider: `Studio ${provider.code}` },
    });
  });
});
