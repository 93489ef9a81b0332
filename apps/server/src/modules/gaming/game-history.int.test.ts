// The bet history over HTTP with a real player: each round the provider played shows with its status.
import { gameHistoryReply } from '@reelvault/contract/calls/game-history';
import { errorBodySchema } from '@reelvault/contract/errors';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer } from '../../../test/players';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  rollbackBody,
  WalletApiClient,
  winBody,
} from '../../../test/wallet-api';

describe('GET /api/account/history/game', () => {
  const ctx = useTestApp();

  it("lists the player's rounds, newest first, with bet, win and refund statuses", async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    const client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 10_000n);
    const opened = await ctx.app.gaming.openGameSession({
      playerId: player.id,
      providerCode: provider.code,
      gameCode: 'lucky-7',
    });
    const session = { token: opened.token, user: opened.user, gameCode: 'lucky-7', currency: 'EUR' };
    const lost = betBody(session, 100, { round_closed: true });
    const won = betBody(session, 250, { transaction_uuid: randomUUID() });
    const refunded = betBody(session, 300);
    for (const [operation, body] of [
      ['bet', lost],
      ['bet', won],
      ['win', winBody(session, won, 1_000)],
      ['bet', refunded],
      ['rollback', rollbackBody(session, refunded)],
    ] as const) {
      expect((await client.call(operation, body)).reply.status).toBe('RS_OK');
    }

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/history/game?per_page=2',
      headers: bearer(player.token),
    });
    expect(response.statusCode).toBe(200);
    const body = gameHistoryReply.parse(response.json());
    expect(body.data.map((row) => [row.status, row.bet_amount, row.win])).toEqual([
      [3, '3.00', '0.00'],
      [2, '2.50', '10.00'],
    ]);
    expect(body.data[1]?.game_info).toEqual({
      id: 'lucky-7',
      name: 'lucky-7',
      provider: `Studio ${provider.code}`,
    });
    // Only the in-house studio's rounds are verified on /fairness.
    expect(body.data[1]?.fairness_round).toBeNull();
    expect(body.pagination).toMatchObject({ total: 3, pages: 2 });
    const rest = gameHistoryReply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/account/history/game?per_page=2&cursor=${body.pagination.next_cursor}`,
          headers: bearer(player.token),
        })
      ).json(),
    );
    expect(rest.data.map((row) => [row.status, row.bet_amount])).toEqual([[1, '1.00']]);

    const stranger = await registerPlayer(ctx.app);
    const none = gameHistoryReply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/account/history/game',
          headers: bearer(stranger.token),
        })
      ).json(),
    );
    expect(none.data).toEqual([]);
  });

  it('refuses a day the calendar does not have, as the session history does, instead of reading March', async () => {
    const player = await registerPlayer(ctx.app);
    for (const url of [
      '/api/account/history/game?start_date=2026-02-30',
      '/api/account/history/finance?end_date=2026-02-30',
      '/api/account/session-history?start_date=2026-02-30',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(player.token) });
      expect(response.statusCode, url).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors, url).toEqual({
        [url.includes('end_date') ? 'end_date' : 'start_date']: ['The date is not a real calendar date.'],
      });
    }
  });
});
