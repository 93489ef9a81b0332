// Group commit of wallet calls (decision 0314): bets, wins and one-call spins that arrive together are
// applied by one statement, in one commit, and each is answered on its own; a call refused in the batch
// (no money, a transaction id taken with other content, a win without its bet) is refused alone while
// the others are taken. The batches are forced full here: at most 4 calls, gathered for up to 3 s.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import { watchDatabase } from '../../../test/watch-database';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  winBody,
  wire,
} from '../../../test/wallet-api';
import { houseProviderCode } from './service';

/**
 * The statements that write a call: the batch statement, the one-call functions, a transaction, or rows
 * of transfers, provider transactions and rounds.
 */
const writes =
  /gaming_apply_calls|gaming_place_bet|gaming_place_free_bet|gaming_pay_win|^\s*begin|^\s*(insert into|update) "?(ledger_transfers|provider_transactions|game_rounds)/i;

describe('provider wallet API: calls arriving together share one statement', () => {
  const api = useWalletApiContext({ WALLET_BATCH_MAX_CALLS: '4', WALLET_BATCH_GATHER_MS: '3000' });
  const { ctx, playerWithSession, cashOf } = api;
  let client: WalletApiClient;
  let studio: WalletApiClient;

  beforeAll(async () => {
    ({ client } = api.parties());
    const house = await registerTestProvider(ctx.app.gaming, houseProviderCode);
    studio = new WalletApiClient(injectTransport(ctx.app), house, ctx.app.walletApiPublicKey);
  });

  it('applies four bets in one statement and refuses the overdraw and the duplicate alone', async () => {
    const [rich, poor, other] = await Promise.all([
      playerWithSession(1_000),
      playerWithSession(300),
      playerWithSession(1_000),
    ]);
    // A bet taken first (alone, once the gathering wait is over), whose id comes back with other content.
    const first = betBody(other, 100);
    expect((await client.call('bet', first)).reply).toMatchObject({ status: 'RS_OK', balance: wire(900) });
    const before = ctx.app.gaming.walletBatchFigures();

    const watch = watchDatabase(ctx.app.database.db, writes);
    let answers;
    try {
      answers = await Promise.all([
        client.call('bet', betBody(rich, 400)),
        client.call('bet', betBody(poor, 301)),
        client.call('bet', { ...betBody(other, 200), transaction_uuid: first.transaction_uuid }),
        client.call('bet', betBody(rich, 100)),
      ]);
      expect(watch.writes()).toEqual([expect.stringContaining('gaming_apply_calls(')]);
      expect(watch.transactions()).toBe(0);
    } finally {
      watch.stop();
    }
    const [big, overdraw, duplicate, small] = answers.map((answer) => answer.reply);
    expect(overdraw).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: wire(300) });
    expect(duplicate).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: wire(900) });
    expect(big).toMatchObject({ status: 'RS_OK' });
    expect(small).toMatchObject({ status: 'RS_OK' });
    // The same player's two bets in one batch, in their order of arrival: each answered with the balance
    // after it.
    const bigFirst = big?.balance === wire(600);
    expect([big?.balance, small?.balance]).toEqual(
      bigFirst ? [wire(600), wire(500)] : [wire(500), wire(900)],
    );
    expect(await cashOf(rich.playerId)).toBe(500n);
    expect(await cashOf(poor.playerId)).toBe(300n);
    expect(await cashOf(other.playerId)).toBe(900n);
    const after = ctx.app.gaming.walletBatchFigures();
    expect(after.batches - before.batches).toBe(1);
    expect(after.largest).toBe(4);
  });

  it('pays a win and takes one-call spins together, refusing a win without its bet and a broke spin alone', async () => {
    const player = await playerWithSession(1_000);
    const spinner = await playerWithSession(1_000, { providerCode: houseProviderCode });
    const broke = await playerWithSession(100, { providerCode: houseProviderCode });
    const bet = betBody(player, 200);
    expect((await client.call('bet', bet)).reply).toMatchObject({ status: 'RS_OK', balance: wire(800) });

    const watch = watchDatabase(ctx.app.database.db, writes);
    let answers;
    try {
      answers = await Promise.all([
        client.call('win', winBody(player, bet, 700)),
        client.call('win', winBody(player, betBody(player, 100), 500)),
        studio.call('betWin', {
          ...betBody(spinner, 300),
          round_closed: true,
          win_transaction_uuid: randomUUID(),
          win_amount: wire(1_000),
        }),
        studio.call('betWin', {
          ...betBody(broke, 101),
          round_closed: true,
          win_transaction_uuid: randomUUID(),
          win_amount: wire(5_000),
        }),
      ]);
      expect(watch.writes()).toEqual([expect.stringContaining('gaming_apply_calls(')]);
      expect(watch.transactions()).toBe(0);
    } finally {
      watch.stop();
    }
    const [win, orphan, spin, brokeSpin] = answers.map((answer) => answer.reply);
    expect(win).toMatchObject({ status: 'RS_OK', balance: wire(1_500) });
    expect(orphan).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: wire(1_500) });
    expect(spin).toMatchObject({ status: 'RS_OK', balance: wire(1_700) });
    // A spin the balance cannot cover writes nothing, its win included.
    expect(brokeSpin).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: wire(100) });
    expect(await cashOf(player.playerId)).toBe(1_500n);
    expect(await cashOf(spinner.playerId)).toBe(1_700n);
    expect(await cashOf(broke.playerId)).toBe(100n);
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
