// The provider wallet API over HTTP (app.inject): every call and every status a provider can get, signed
// both ways, with the ledger checked afterwards.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer } from '../../../test/ledger';
import { useTestApp } from '../../../test/helper';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  rollbackBody,
  WalletApiClient,
  winBody,
  wire,
  type SessionFacts,
  type TestProvider,
} from '../../../test/wallet-api';
import type { PlayerGate } from './service';

/** A gate the tests steer: players to refuse, players over their limit, and a failure to simulate. */
const gate = {
  disabled: new Set<number>(),
  limited: new Set<number>(),
  failing: new Set<number>(),
};
const playerGate: PlayerGate = {
  async playerStatus(playerId) {
    if (gate.failing.has(playerId)) throw new Error('the player service is down');
    return gate.disabled.has(playerId) ? 'disabled' : 'active';
  },
  async allowsBet({ playerId }) {
    return !gate.limited.has(playerId);
  },
};

describe('provider wallet API', () => {
  const ctx = useTestApp({}, { playerGate });
  let provider: TestProvider;
  let otherProvider: TestProvider;
  let client: WalletApiClient;
  let otherClient: WalletApiClient;

  beforeAll(async () => {
    provider = await registerTestProvider(ctx.app.gaming);
    otherProvider = await registerTestProvider(ctx.app.gaming);
    client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
    otherClient = new WalletApiClient(injectTransport(ctx.app), otherProvider, ctx.app.walletApiPublicKey);
  });

  /** A player with `cents` of EUR and an open session on `provider`. */
  async function playerWithSession(
    cents: number,
    options: { providerCode?: string; gameCode?: string; ttlMinutes?: number; currency?: string } = {},
  ): Promise<SessionFacts & { playerId: number }> {
    const { playerId } = await fundedPlayer(ctx.app.wallet, BigInt(cents), options.currency ?? 'EUR');
    const session = await ctx.app.gaming.openGameSession({
      playerId,
      providerCode: options.providerCode ?? provider.code,
      gameCode: options.gameCode ?? 'fruit-reels',
      ...(options.ttlMinutes !== undefined ? { ttlMinutes: options.ttlMinutes } : {}),
    });
    return {
      playerId,
      token: session.token,
      user: session.user,
      gameCode: options.gameCode ?? 'fruit-reels',
      currency: session.currency,
    };
  }

  async function cashOf(playerId: number): Promise<bigint | undefined> {
    return (await ctx.app.wallet.playerBalance(ctx.app.database.db, playerId))?.cash;
  }

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

  describe('/transaction/rollback', () => {
    it('refunds a bet exactly once, whatever rollbacks follow', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 600);
      await client.call('bet', bet);
      const rollback = rollbackBody(session, bet);
      const first = await client.call('rollback', rollback);
      expect(first.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      const replay = await client.call('rollback', { ...rollback, request_uuid: randomUUID() });
      expect(replay.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      const second = await client.call('rollback', rollbackBody(session, bet));
      expect(second.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      expect(await cashOf(session.playerId)).toBe(1_000n);
      const duplicate = await client.call('rollback', {
        ...rollback,
        reference_transaction_uuid: randomUUID(),
      });
      expect(duplicate.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    });

    it('records a rollback that arrives before its bet, so that the late bet is refused', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 250);
      const rollback = await client.call('rollback', rollbackBody(session, bet));
      expect(rollback.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      const late = await client.call('bet', bet);
      expect(late.reply).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', balance: wire(1_000) });
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('refuses a repeated bet once it was rolled back', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 250);
      await client.call('bet', bet);
      await client.call('rollback', rollbackBody(session, bet));
      const again = await client.call('bet', { ...bet, request_uuid: randomUUID() });
      expect(again.reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });

    it('is accepted after the session ended', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 400);
      await client.call('bet', bet);
      await ctx.app.gaming.endGameSession(session.token);
      const answer = await client.call('rollback', rollbackBody(session, bet));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
    });

    it('rolls back bets only: a win, or a bet of another player, does not exist for it', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 400);
      await client.call('bet', bet);
      const win = winBody(session, bet, 100);
      await client.call('win', win);
      const ofWin = await client.call('rollback', rollbackBody(session, win));
      expect(ofWin.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const other = await playerWithSession(1_000);
      const ofOther = await client.call('rollback', rollbackBody(other, bet));
      expect(ofOther.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await cashOf(session.playerId)).toBe(700n);
    });

    it('refunds each of many concurrent rollbacks of one bet once in total', async () => {
      const session = await playerWithSession(1_000);
      const bet = betBody(session, 1_000);
      await client.call('bet', bet);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => client.call('rollback', rollbackBody(session, bet))),
      );
      expect(answers.every((answer) => answer.reply.status === 'RS_OK')).toBe(true);
      expect(await cashOf(session.playerId)).toBe(1_000n);
    });
  });

  describe('rollbacks and wins of one bet (decision 0307)', () => {
    /** Which of the bet's ledger transfers exist: its stake, its win, its refund. */
    async function transfersOf(bet: Record<string, unknown>, win: Record<string, unknown>) {
      const registered = await ctx.app.gaming.providerByCode(provider.code);
      if (!registered) throw new Error('the test provider vanished');
      const db = ctx.app.database.db;
      const exists = async (id: string) => (await ctx.app.wallet.findTransfer(db, id)) !== undefined;
      return {
        stake: await exists(`bet:${registered.id}:${String(bet.transaction_uuid)}`),
        win: await exists(`win:${registered.id}:${String(win.transaction_uuid)}`),
        refund: await exists(`refund:${registered.id}:${String(bet.transaction_uuid)}`),
      };
    }

    it('refuses to roll back a bet that a win settled: the player keeps the win, not the stake too', async () => {
      const session = await playerWithSession(10_000);
      const bet = betBody(session, 100);
      expect((await client.call('bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: wire(9_900) });
      const win = winBody(session, bet, 200);
      expect((await client.call('win', win)).reply).toMatchObject({ status: 'RS_OK', balance: wire(10_100) });

      const rollback = rollbackBody(session, bet);
      const refused = await client.call('rollback', rollback);
      expect(refused.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        currency: 'EUR',
        balance: wire(10_100),
      });
      expect(refused.verified).toBe(true);
      expect(await cashOf(session.playerId)).toBe(10_100n);

      // The same rollback again, another rollback of the bet, and a rollback of the win: nothing moves.
      const again = await client.call('rollback', { ...rollback, request_uuid: randomUUID() });
      expect(again.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: wire(10_100),
      });
      const another = await client.call('rollback', rollbackBody(session, bet));
      expect(another.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: wire(10_100),
      });
      const ofWin = await client.call('rollback', rollbackBody(session, win));
      expect(ofWin.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await cashOf(session.playerId)).toBe(10_100n);

      // The bet and the win still replay their first answers.
      const betAgain = await client.call('bet', { ...bet, request_uuid: randomUUID() });
      expect(betAgain.reply).toMatchObject({ status: 'RS_OK', balance: wire(9_900) });
      const winAgain = await client.call('win', { ...win, request_uuid: randomUUID() });
      expect(winAgain.reply).toMatchObject({ status: 'RS_OK', balance: wire(10_100) });
      expect(await cashOf(session.playerId)).toBe(10_100n);

      expect(await transfersOf(bet, win)).toEqual({ stake: true, win: true, refund: false });
      expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
    });

    it('refuses the rollback after a zero win too, and still takes further wins on the bet', async () => {
      const session = await playerWithSession(10_000);
      const bet = betBody(session, 100);
      await client.call('bet', bet);
      const lost = winBody(session, bet, 0);
      expect((await client.call('win', lost)).reply).toMatchObject({ status: 'RS_OK', balance: wire(9_900) });
      const refused = await client.call('rollback', rollbackBody(session, bet));
      expect(refused.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: wire(9_900),
      });
      // A bet may be paid by several wins (free spins, side bets); a settled bet is still one.
      const bonus = winBody(session, bet, 50);
      expect((await client.call('win', bonus)).reply).toMatchObject({
        status: 'RS_OK',
        balance: wire(9_950),
      });
      expect(await cashOf(session.playerId)).toBe(9_950n);
      expect(await transfersOf(bet, bonus)).toEqual({ stake: true, win: true, refund: false });
    });

    it('refuses the win on a bet that was rolled back first: the stake comes back once, the win never', async () => {
      const session = await playerWithSession(10_000);
      const bet = betBody(session, 100);
      expect((await client.call('bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: wire(9_900) });
      const rollback = rollbackBody(session, bet);
      expect((await client.call('rollback', rollback)).reply).toMatchObject({
        status: 'RS_OK',
        balance: wire(10_000),
      });
      const win = winBody(session, bet, 200);
      const refused = await client.call('win', win);
      expect(refused.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        balance: wire(10_000),
      });
      expect(await cashOf(session.playerId)).toBe(10_000n);

      const rollbackAgain = await client.call('rollback', { ...rollback, request_uuid: randomUUID() });
      expect(rollbackAgain.reply).toMatchObject({ status: 'RS_OK', balance: wire(10_000) });
      const winAgain = await client.call('win', { ...win, request_uuid: randomUUID() });
      expect(winAgain.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        balance: wire(10_000),
      });
      const betAgain = await client.call('bet', { ...bet, request_uuid: randomUUID() });
      expect(betAgain.reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await cashOf(session.playerId)).toBe(10_000n);

      expect(await transfersOf(bet, win)).toEqual({ stake: true, win: false, refund: true });
      expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
    });

    it('marks, on migration, the bets that wins settled before wins marked them', async () => {
      const session = await playerWithSession(10_000);
      const won = betBody(session, 100);
      const open = betBody(session, 100);
      await client.call('bet', won);
      await client.call('bet', open);
      await client.call('win', winBody(session, won, 200));
      const db = ctx.app.database.db;
      const uuids = [String(won.transaction_uuid), String(open.transaction_uuid)];
      // The rows as they were before wins marked their bet.
      await db.execute(
        sql`update provider_transactions set state = 'open' where transaction_uuid in (${sql.join(uuids, sql`, `)})`,
      );
      const migration = await readFile(
        new URL('../../../migrations/0015_settled-bets.sql', import.meta.url),
        'utf8',
      );
      await db.execute(sql.raw(migration));
      const refused = await client.call('rollback', rollbackBody(session, won));
      expect(refused.reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: wire(10_000),
      });
      const refunded = await client.call('rollback', rollbackBody(session, open));
      expect(refunded.reply).toMatchObject({ status: 'RS_OK', balance: wire(10_100) });
      expect(await cashOf(session.playerId)).toBe(10_100n);
    });

    it('lets exactly one of a win and a rollback sent together settle the bet', async () => {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const session = await playerWithSession(10_000);
        const bet = betBody(session, 100);
        await client.call('bet', bet);
        const win = winBody(session, bet, 200);
        const [winAnswer, rollbackAnswer] = await Promise.all([
          client.call('win', win),
          client.call('rollback', rollbackBody(session, bet)),
        ]);
        const cash = await cashOf(session.playerId);
        const transfers = await transfersOf(bet, win);
        if (winAnswer.reply.status === 'RS_OK') {
          expect(rollbackAnswer.reply.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          expect(cash).toBe(10_100n);
          expect(transfers).toEqual({ stake: true, win: true, refund: false });
        } else {
          expect(winAnswer.reply.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
          expect(rollbackAnswer.reply.status).toBe('RS_OK');
          expect(cash).toBe(10_000n);
          expect(transfers).toEqual({ stake: true, win: false, refund: true });
        }
      }
      expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
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

    it('leaves the ledger balanced after everything above', async () => {
      const report = await ctx.app.wallet.checkInvariants();
      expect(report.problems).toEqual([]);
    });
  });
});
