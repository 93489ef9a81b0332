// The provider wallet API over HTTP (app.inject): signatures and syntax, user info, balance and bets,
// every status a provider can get, signed both ways, with the ledger checked afterwards. Wins:
// wallet-api-win.int.test.ts; rollbacks: wallet-api-rollback.int.test.ts.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  winBody,
  wire,
  type TestProvider,
} from '../../../test/wallet-api';

describe('provider wallet API', () => {
  const api = useWalletApiContext();
  const { ctx, gate, playerWithSession, cashOf } = api;
  let otherProvider: TestProvider;
  let client: WalletApiClient;
  let otherClient: WalletApiClient;

  beforeAll(() => {
    ({ otherProvider, client, otherClient } = api.parties());
  });

  describe('signatures and syntax', () => {
    it('answers HTTP 200 with a JSON body signed by the platform key', async () => {
      const session = await playerWithSession(1_000);
      const answer = await client.call('balance', {
        user: session.user,
        token: session.token,
        request_uuid: 'r-1',
      });
      expect(answer.raw.statusCode).toBe(200);
      expect(answer.raw.contentType).toContain('application/json');
      expect(answer.verified).toBe(true);
      expect(answer.reply).toEqual({
        user: session.user,
        status: 'RS_OK',
        request_uuid: 'r-1',
        currency: 'EUR',
        balance: wire(1_000),
      });
    });

    it('refuses a request signed with another key, a tampered body, or no signature', async () => {
      const session = await playerWithSession(1_000);
      const body = { user: session.user, token: session.token, request_uuid: randomUUID() };
      const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const forged = await client.call('balance', body, { signWith: forger });
      expect(forged.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(forged.verified).toBe(true);
      const unsigned = await client.call('balance', body, { signature: null });
      expect(unsigned.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      const text = JSON.stringify(body);
      const signatureOfOriginal = (await client.call('balance', text)).raw;
      expect(signatureOfOriginal.statusCode).toBe(200);
      const tampered = await client.call('bet', JSON.stringify(betBody(session, 100)), {
        signature: 'c2lnbmF0dXJlIG9mIHNvbWV0aGluZyBlbHNl',
      });
      expect(tampered.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('checks the signature over the exact bytes, whatever the content type', async () => {
      const session = await playerWithSession(1_000);
      const text = `{ "user": "${session.user}",\n  "token": "${session.token}", "request_uuid": "spaced" }`;
      const answer = await client.call('balance', text, { contentType: 'text/plain' });
      expect(answer.reply.status).toBe('RS_OK');
      expect(answer.reply.request_uuid).toBe('spaced');
    });

    it('answers a body that is not JSON with RS_ERROR_WRONG_SYNTAX', async () => {
      const answer = await client.call('bet', '{"user": "rv-1", ');
      expect(answer.reply.status).toBe('RS_ERROR_WRONG_SYNTAX');
      expect(answer.verified).toBe(true);
      const array = await client.call('bet', '[1, 2]');
      expect(array.reply.status).toBe('RS_ERROR_WRONG_SYNTAX');
    });

    it('answers a missing field with RS_ERROR_WRONG_SYNTAX and a field of another type with RS_ERROR_WRONG_TYPES', async () => {
      const session = await playerWithSession(1_000);
      const missing = betBody(session, 100);
      delete missing.round;
      expect((await client.call('bet', missing)).reply.status).toBe('RS_ERROR_WRONG_SYNTAX');
      expect((await client.call('bet', betBody(session, 100, { amount: '1000' }))).reply.status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect((await client.call('bet', betBody(session, 100, { amount: 1.5 }))).reply.status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect((await client.call('bet', betBody(session, 100, { amount: -100_000 }))).reply.status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      // 0.00001 EUR cannot be booked in cents.
      expect((await client.call('bet', betBody(session, 100, { amount: 100_001 }))).reply.status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect((await client.call('bet', betBody(session, 100, { round_closed: 'yes' }))).reply.status).toBe(
        'RS_ERROR_WRONG_TYPES',
      );
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('answers an unknown provider named in the header with RS_ERROR_INVALID_PARTNER', async () => {
      const session = await playerWithSession(1_000);
      const answer = await client.call(
        'balance',
        { user: session.user, token: session.token, request_uuid: randomUUID() },
        { providerCode: 'no-such-studio' },
      );
      expect(answer.reply.status).toBe('RS_ERROR_INVALID_PARTNER');
    });
  });

  describe('/user/info', () => {
    it("gives the player's currency and balance to a provider they played with", async () => {
      const session = await playerWithSession(2_500);
      const answer = await client.call('userInfo', { user: session.user, request_uuid: 'info-1' });
      expect(answer.reply).toEqual({
        user: session.user,
        status: 'RS_OK',
        request_uuid: 'info-1',
        currency: 'EUR',
        balance: wire(2_500),
      });
      expect(answer.verified).toBe(true);
    });

    it('tells nothing about players who never played with this provider, or who do not exist', async () => {
      const session = await playerWithSession(2_500);
      const stranger = await otherClient.call('userInfo', { user: session.user, request_uuid: randomUUID() });
      expect(stranger.reply.status).toBe('RS_ERROR_UNKNOWN');
      expect(stranger.reply.balance).toBeUndefined();
      const nobody = await client.call('userInfo', { user: 'rv-999999', request_uuid: randomUUID() });
      expect(nobody.reply.status).toBe('RS_ERROR_UNKNOWN');
    });

    it('answers RS_ERROR_USER_DISABLED for a player who may not play', async () => {
      const session = await playerWithSession(100);
      gate.disabled.add(session.playerId);
      const answer = await client.call('userInfo', { user: session.user, request_uuid: randomUUID() });
      expect(answer.reply.status).toBe('RS_ERROR_USER_DISABLED');
      gate.disabled.delete(session.playerId);
    });

    it('refuses a request no registered provider signed', async () => {
      const session = await playerWithSession(100);
      const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const answer = await client.call(
        'userInfo',
        { user: session.user, request_uuid: randomUUID() },
        { signWith: forger },
      );
      expect(answer.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    });
  });

  describe('/user/balance', () => {
    it('refuses an unknown token, a token of another player or provider', async () => {
      const session = await playerWithSession(100);
      const other = await playerWithSession(100);
      const unknown = await client.call('balance', {
        user: session.user,
        token: 'nope',
        request_uuid: randomUUID(),
      });
      expect(unknown.reply.status).toBe('RS_ERROR_INVALID_TOKEN');
      const wrongUser = await client.call('balance', {
        user: other.user,
        token: session.token,
        request_uuid: randomUUID(),
      });
      expect(wrongUser.reply.status).toBe('RS_ERROR_INVALID_TOKEN');
      const foreign = await otherClient.call(
        'balance',
        { user: session.user, token: session.token, request_uuid: randomUUID() },
        { providerCode: otherProvider.code },
      );
      expect(foreign.reply.status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('answers RS_ERROR_TOKEN_EXPIRED after the session expired or ended', async () => {
      const expired = await playerWithSession(100, { ttlMinutes: -1 });
      const answer = await client.call('balance', {
        user: expired.user,
        token: expired.token,
        request_uuid: randomUUID(),
      });
      expect(answer.reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      const ended = await playerWithSession(100);
      // Read once, so the session sits in the 5 s cache: ending it must still take effect at once.
      const before = await client.call('balance', {
        user: ended.user,
        token: ended.token,
        request_uuid: randomUUID(),
      });
      expect(before.reply.status).toBe('RS_OK');
      await ctx.app.gaming.endGameSession(ended.token);
      const after = await client.call('balance', {
        user: ended.user,
        token: ended.token,
        request_uuid: randomUUID(),
      });
      expect(after.reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    });

    it('answers RS_ERROR_INVALID_GAME for another game than the session', async () => {
      const session = await playerWithSession(100);
      const answer = await client.call('balance', {
        user: session.user,
        token: session.token,
        request_uuid: randomUUID(),
        game_code: 'some-other-game',
      });
      expect(answer.reply.status).toBe('RS_ERROR_INVALID_GAME');
    });

    it('answers RS_ERROR_INVALID_PARTNER while the provider is disabled', async () => {
      const disabled = await registerTestProvider(ctx.app.gaming);
      const disabledClient = new WalletApiClient(
        injectTransport(ctx.app),
        disabled,
        ctx.app.walletApiPublicKey,
      );
      const session = await playerWithSession(1_000, { providerCode: disabled.code });
      const bet = betBody(session, 100);
      expect((await disabledClient.call('bet', bet)).reply.status).toBe('RS_OK');
      await ctx.app.gaming.setProviderStatus(disabled.code, 'disabled');
      const balance = await disabledClient.call('balance', {
        user: session.user,
        token: session.token,
        request_uuid: randomUUID(),
      });
      expect(balance.reply.status).toBe('RS_ERROR_INVALID_PARTNER');
      expect((await disabledClient.call('bet', betBody(session, 100))).reply.status).toBe(
        'RS_ERROR_INVALID_PARTNER',
      );
      // Bets it already took still settle.
      expect((await disabledClient.call('win', winBody(session, bet, 300))).reply.status).toBe('RS_OK');
      expect(await cashOf(session.playerId)).toBe(1_200n);
    });
  });

  describe('/transaction/bet', () => {
    it('debits the player and answers the new balance', async () => {
      const session = await playerWithSession(10_000);
      const answer = await client.call('bet', betBody(session, 1_250));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', currency: 'EUR', balance: wire(8_750) });
      expect(answer.verified).toBe(true);
      expect(await cashOf(session.playerId)).toBe(8_750n);
    });

    it('replays the stored answer for a repeated transaction with the same content', async () => {
      const session = await playerWithSession(10_000);
      const bet = betBody(session, 1_000);
      const first = await client.call('bet', bet);
      await client.call('bet', betBody(session, 500));
      const again = await client.call('bet', { ...bet, request_uuid: randomUUID() });
      expect(again.reply.status).toBe('RS_OK');
      expect(again.reply.balance).toBe(first.reply.balance);
      expect(await cashOf(session.playerId)).toBe(8_500n);
    });

    it('refuses the same transaction_uuid with other content as RS_ERROR_DUPLICATE_TRANSACTION', async () => {
      const session = await playerWithSession(10_000);
      const bet = betBody(session, 1_000);
      await client.call('bet', bet);
      const other = await client.call('bet', { ...bet, amount: wire(2_000), request_uuid: randomUUID() });
      expect(other.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      const otherRound = await client.call('bet', { ...bet, round: 'another-round' });
      expect(otherRound.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await cashOf(session.playerId)).toBe(9_000n);
    });

    it('answers RS_ERROR_NOT_ENOUGH_MONEY with the balance, and takes nothing', async () => {
      const session = await playerWithSession(500);
      const answer = await client.call('bet', betBody(session, 501));
      expect(answer.reply).toMatchObject({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: wire(500),
        currency: 'EUR',
      });
      expect(await cashOf(session.playerId)).toBe(500n);
    });

    it('answers RS_ERROR_WRONG_CURRENCY for another currency than the session', async () => {
      const session = await playerWithSession(5_000);
      const answer = await client.call('bet', betBody(session, 100, { currency: 'USD' }));
      expect(answer.reply.status).toBe('RS_ERROR_WRONG_CURRENCY');
      expect(await cashOf(session.playerId)).toBe(5_000n);
    });

    it('answers RS_ERROR_INVALID_GAME for a game the session was not opened for', async () => {
      const session = await playerWithSession(5_000);
      const answer = await client.call('bet', betBody(session, 100, { game_code: 'not-this-game' }));
      expect(answer.reply.status).toBe('RS_ERROR_INVALID_GAME');
    });

    it('answers RS_ERROR_TOKEN_EXPIRED once the session expired, unless the bet was already taken', async () => {
      const session = await playerWithSession(5_000, { ttlMinutes: -1 });
      const answer = await client.call('bet', betBody(session, 100));
      expect(answer.reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await cashOf(session.playerId)).toBe(5_000n);

      const live = await playerWithSession(5_000);
      const bet = betBody(live, 100);
      expect((await client.call('bet', bet)).reply.status).toBe('RS_OK');
      await ctx.app.gaming.endGameSession(live.token);
      const retried = await client.call('bet', { ...bet, request_uuid: randomUUID() });
      expect(retried.reply).toMatchObject({ status: 'RS_OK', balance: wire(4_900) });
      expect((await client.call('bet', betBody(live, 100))).reply.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    });

    it('answers RS_ERROR_USER_DISABLED for a player who may not bet', async () => {
      const session = await playerWithSession(5_000);
      gate.disabled.add(session.playerId);
      const answer = await client.call('bet', betBody(session, 100));
      gate.disabled.delete(session.playerId);
      expect(answer.reply.status).toBe('RS_ERROR_USER_DISABLED');
      expect(await cashOf(session.playerId)).toBe(5_000n);
    });

    it("answers RS_ERROR_LIMIT_REACHED when the bet would break the player's limits", async () => {
      const session = await playerWithSession(5_000);
      gate.limited.add(session.playerId);
      const answer = await client.call('bet', betBody(session, 100));
      gate.limited.delete(session.playerId);
      expect(answer.reply.status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(await cashOf(session.playerId)).toBe(5_000n);
    });

    it('answers RS_ERROR_UNKNOWN when something fails on our side, and takes nothing', async () => {
      const session = await playerWithSession(5_000);
      gate.failing.add(session.playerId);
      const answer = await client.call('bet', betBody(session, 100));
      gate.failing.delete(session.playerId);
      expect(answer.reply.status).toBe('RS_ERROR_UNKNOWN');
      expect(answer.verified).toBe(true);
      expect(await cashOf(session.playerId)).toBe(5_000n);
    });

    it('takes bets in other currencies with their own precision', async () => {
      const session = await playerWithSession(1_000, { currency: 'JPY' });
      const answer = await client.call('bet', betBody(session, 0, { amount: 300 * 100_000 }));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', currency: 'JPY', balance: 700 * 100_000 });
    });
  });

  it('leaves the ledger balanced after everything above', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
