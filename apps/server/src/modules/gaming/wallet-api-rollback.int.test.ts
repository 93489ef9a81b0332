// The provider wallet API's rollbacks over HTTP (app.inject): a bet refunded exactly once, a rollback
// before its bet, concurrent rollbacks, and rollbacks and wins of one bet (decision 0307).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
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

describe('provider wallet API: rollbacks', () => {
  const api = useWalletApiContext();
  const { ctx, playerWithSession, cashOf } = api;
  let provider: TestProvider;
  let client: WalletApiClient;

  beforeAll(() => {
    ({ provider, client } = api.parties());
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

  it('leaves the ledger balanced after everything above', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
