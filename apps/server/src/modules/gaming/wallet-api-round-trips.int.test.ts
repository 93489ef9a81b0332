// What a bet, a win and a rollback cost the database (decisions 0311 and 0317): each writes its transfer,
// its record and its round with one statement, in no transaction of several statements, and the player's open pages still
// hear of the new balance; a bet refused for want of money moves nothing and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import { watchDatabase } from '../../../test/watch-database';
import { betBody, rollbackBody, winBody, wire, type WalletApiClient } from '../../../test/wallet-api';

/** The statements of a call's write: transfers, provider transactions, rounds, or a transaction's. */
const writes =
  /ledger_transfers|provider_transactions|game_rounds|gaming_place_bet|gaming_pay_win|gaming_rollback_bet|^\s*begin/i;

describe('provider wallet API: one round trip a call', () => {
  const api = useWalletApiContext();
  const { ctx, playerWithSession, cashOf } = api;
  let client: WalletApiClient;

  beforeAll(() => {
    ({ client } = api.parties());
  });

  it('writes a bet and its win with one statement each, and tells the player of each balance', async () => {
    const session = await playerWithSession(1_000);
    const heard: number[] = [];
    const unsubscribe = ctx.app.wallet.balanceChanges.subscribe(session.playerId, () => {
      heard.push(session.playerId);
    });
    const watch = watchDatabase(ctx.app.database.db, writes);
    try {
      const bet = betBody(session, 400);
      const betAnswer = await client.call('bet', bet);
      expect(betAnswer.reply).toMatchObject({ status: 'RS_OK', balance: wire(600) });
      expect(watch.writes()).toEqual([expect.stringContaining('gaming_place_bet(')]);
      const winAnswer = await client.call('win', winBody(session, bet, 1_500));
      expect(winAnswer.reply).toMatchObject({ status: 'RS_OK', balance: wire(2_100) });
      expect(watch.writes()).toEqual([
        expect.stringContaining('gaming_place_bet('),
        expect.stringContaining('gaming_pay_win('),
      ]);
      expect(watch.transactions()).toBe(0);
    } finally {
      watch.stop();
      unsubscribe();
    }
    expect(heard).toHaveLength(2);
    expect(await cashOf(session.playerId)).toBe(2_100n);
  });

  it('rolls a bet back with one statement, and a bet it has not seen with one statement too', async () => {
    const session = await playerWithSession(1_000);
    const heard: number[] = [];
    const unsubscribe = ctx.app.wallet.balanceChanges.subscribe(session.playerId, () => {
      heard.push(session.playerId);
    });
    const bet = betBody(session, 250);
    expect((await client.call('bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: wire(750) });
    const watch = watchDatabase(ctx.app.database.db, writes);
    try {
      const refund = await client.call('rollback', rollbackBody(session, bet));
      expect(refund.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      expect(watch.writes()).toEqual([expect.stringContaining('gaming_rollback_bet(')]);
      // Its bet never arrived: recorded as cancelled, by the same one statement, and refused when it comes.
      const unseen = betBody(session, 300);
      const early = await client.call('rollback', rollbackBody(session, unseen));
      expect(early.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_000) });
      expect(watch.writes()).toEqual([
        expect.stringContaining('gaming_rollback_bet('),
        expect.stringContaining('gaming_rollback_bet('),
      ]);
      expect(watch.transactions()).toBe(0);
      expect((await client.call('bet', unseen)).reply).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      });
    } finally {
      watch.stop();
      unsubscribe();
    }
    // The bet and its refund moved the balance; the rollback of the unseen bet moved nothing.
    expect(heard).toHaveLength(2);
    expect(await cashOf(session.playerId)).toBe(1_000n);
  });

  it('refuses a bet above the balance with nothing written and nothing told', async () => {
    const session = await playerWithSession(300);
    const heard: number[] = [];
    const unsubscribe = ctx.app.wallet.balanceChanges.subscribe(session.playerId, () => {
      heard.push(session.playerId);
    });
    try {
      const bet = betBody(session, 301);
      const answer = await client.call('bet', bet);
      expect(answer.reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: wire(300) });
      const again = await client.call('bet', betBody(session, 300));
      expect(again.reply).toMatchObject({ status: 'RS_OK', balance: wire(0) });
    } finally {
      unsubscribe();
    }
    expect(heard).toHaveLength(1);
    expect(await cashOf(session.playerId)).toBe(0n);
  });
});
