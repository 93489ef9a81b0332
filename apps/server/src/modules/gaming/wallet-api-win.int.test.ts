// The provider wallet API's wins over HTTP (app.inject): paid once, replayed, refused for a bet that does
// not exist or was rolled back, accepted after the session, and the rounds the bet history shows.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import {
  betBody,
  rollbackBody,
  winBody,
  wire,
  type TestProvider,
  type WalletApiClient,
} from '../../../test/wallet-api';

describe('provider wallet API: wins', () => {
  const api = useWalletApiContext();
  const { ctx, playerWithSession, cashOf } = api;
  let provider: TestProvider;
  let client: WalletApiClient;

  beforeAll(() => {
    ({ provider, client } = api.parties());
  });

  describe('/transaction/win', () => {
    it('credits the win to the player', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 400);
      await client.call('bet', bet);
      const answer = await client.call('win', winBody(session, bet, 1_500));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(2_100) });
      expect(answer.verified).toBe(true);
    });

    it('replays a repeated win and refuses one with other content', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 400);
      await client.call('bet', bet);
      const win = winBody(session, bet, 1_000);
      const first = await client.call('win', win);
      const again = await client.call('win', { ...win, request_uuid: randomUUID() });
      expect(again.reply).toEqual({ ...first.reply, request_uuid: again.reply.request_uuid });
      const other = await client.call('win', { ...win, amount: wire(9_999) });
      expect(other.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await cashOf(session.playerId)).toBe(1_600n);
    });

    it('refuses a win for a bet it never saw, or a bet of another player', async () => {
      const session = await playerWithSession(1_000);
      const unknown = await client.call(
        'win',
        winBody(session, { transaction_uuid: randomUUID(), round: 'r' }, 500),
      );
      expect(unknown.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const other = await playerWithSession(1_000);
      const theirBet = betBody(other, 100);
      await client.call('bet', theirBet);
      const stolen = await client.call('win', winBody(session, theirBet, 500));
      expect(stolen.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('refuses a win for a bet that was rolled back', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 300);
      await client.call('bet', bet);
      await client.call('rollback', rollbackBody(session, bet));
      const answer = await client.call('win', winBody(session, bet, 900));
      expect(answer.reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('is accepted after the session expired or ended', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 200);
      await client.call('bet', bet);
      await ctx.app.gaming.endGameSession(session.token);
      const answer = await client.call('win', winBody(session, bet, 700));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_500) });
    });

    it('answers RS_ERROR_WRONG_CURRENCY and RS_ERROR_INVALID_GAME like a bet', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 200);
      await client.call('bet', bet);
      expect((await client.call('win', winBody(session, bet, 100, { currency: 'GBP' }))).reply.status).toBe(
        'RS_ERROR_WRONG_CURRENCY',
      );
      expect((await client.call('win', winBody(session, bet, 100, { game_code: 'x' }))).reply.status).toBe(
        'RS_ERROR_INVALID_GAME',
      );
    });
  });

  describe('rounds and the ledger', () => {
    it("shows the player's rounds in the bet history with their status", async () => {
      const session = await playerWithSession(10_000);
      const lost = betBody(session, 100, { round_closed: true });
      const won = betBody(session, 200);
      const refunded = betBody(session, 300);
      await client.call('bet', lost);
      await client.call('bet', won);
      await client.call('win', winBody(session, won, 1_000));
      await client.call('bet', refunded);
      await client.call('rollback', rollbackBody(session, refunded));
      const history = await ctx.app.gaming.gameHistory(session.playerId, { page: 1, perPage: 10 });
      expect(history.pagination.total).toBe(3);
      expect(history.data.map((row) => [row.status, row.bet_amount, row.win])).toEqual([
        [3, '3.00', '0.00'],
        [2, '2.00', '10.00'],
        [1, '1.00', '0.00'],
      ]);
      expect(history.data[0]?.game_info).toEqual({
        id: 'fruit-reels',
        name: 'fruit-reels',
        provider: `Studio ${provider.code}`,
      });
      const next = await ctx.app.gaming.gameHistory(session.playerId, { page: 1, perPage: 2 });
      const rest = await ctx.app.gaming.gameHistory(session.playerId, {
        page: 1,
        perPage: 2,
        cursor: next.pagination.next_cursor ?? undefined,
      });
      expect(rest.data.map((row) => row.status)).toEqual([1]);
      expect(rest.pagination.next_cursor).toBeNull();
    });
  });

  it('leaves the ledger balanced after everything above', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
