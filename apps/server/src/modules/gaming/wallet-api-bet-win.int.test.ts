// The in-house studio's one-call spin over HTTP (app.inject), Reelvault's extension of the wallet API
// (decision 0312): the bet and the win of a one-step round paid together, replayed as the first answer,
// refused whole for want of money, refused with a bad signature, refused to third-party providers, and a
// bet id already used with other content refused as a duplicate. The ledger is checked afterwards.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  wire,
  type SessionFacts,
} from '../../../test/wallet-api';
import { houseProviderCode } from './service';

/** A one-call spin: a bet's fields plus the win's own id and amount. */
function betWinBody(
  session: SessionFacts,
  betCents: number,
  winCents: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...betBody(session, betCents),
    round_closed: true,
    win_transaction_uuid: randomUUID(),
    win_amount: wire(winCents),
    ...overrides,
  };
}

describe('provider wallet API: the studio’s one-call spin (/transaction/bet-win)', () => {
  const api = useWalletApiContext();
  const { ctx, playerWithSession, cashOf } = api;
  let studio: WalletApiClient;

  beforeAll(async () => {
    const house = await registerTestProvider(ctx.app.gaming, houseProviderCode);
    studio = new WalletApiClient(injectTransport(ctx.app), house, ctx.app.walletApiPublicKey);
  });

  const studioPlayer = (cents: number) => playerWithSession(cents, { providerCode: houseProviderCode });

  async function roundsOf(playerId: number) {
    const history = await ctx.app.gaming.gameHistory(playerId, { page: 1, perPage: 10 });
    return history.data.map((row) => [row.status, row.bet_amount, row.win]);
  }

  it('takes the bet and pays the win in one call, answering the balance after both', async () => {
    const session = await studioPlayer(1_000);
    const answer = await studio.call('betWin', betWinBody(session, 400, 1_500));
    expect(answer.verified).toBe(true);
    expect(answer.reply).toMatchObject({ status: 'RS_OK', currency: 'EUR', balance: wire(2_100) });
    expect(await cashOf(session.playerId)).toBe(2_100n);
    // One closed round in the bet history, as a separate bet and win would leave.
    expect(await roundsOf(session.playerId)).toEqual([[2, '4.00', '15.00']]);
  });

  it('takes a losing spin with a win of zero', async () => {
    const session = await studioPlayer(1_000);
    const answer = await studio.call('betWin', betWinBody(session, 250, 0));
    expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(750) });
    expect(await roundsOf(session.playerId)).toEqual([[1, '2.50', '0.00']]);
  });

  it('answers a repeat as the first and pays once', async () => {
    const session = await studioPlayer(1_000);
    const spin = betWinBody(session, 400, 900);
    const first = await studio.call('betWin', spin);
    await studio.call('betWin', betWinBody(session, 100, 0));
    const again = await studio.call('betWin', { ...spin, request_uuid: randomUUID() });
    expect(again.reply).toEqual({ ...first.reply, request_uuid: again.reply.request_uuid });
    expect(first.reply.balance).toBe(wire(1_500));
    expect(await cashOf(session.playerId)).toBe(1_400n);
  });

  it('refuses a spin the balance cannot cover and writes nothing, whatever it would have won', async () => {
    const session = await studioPlayer(300);
    const answer = await studio.call('betWin', betWinBody(session, 400, 5_000));
    expect(answer.reply).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: wire(300) });
    expect(await cashOf(session.playerId)).toBe(300n);
    expect(await roundsOf(session.playerId)).toEqual([]);
  });

  it('refuses a spin signed with another key', async () => {
    const session = await studioPlayer(1_000);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const answer = await studio.call('betWin', betWinBody(session, 400, 900), { signWith: forger });
    expect(answer.reply.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(answer.verified).toBe(true);
    expect(await cashOf(session.playerId)).toBe(1_000n);
  });

  it('refuses a third-party provider, which keeps the separate calls', async () => {
    const { client } = api.parties();
    const session = await playerWithSession(1_000);
    const answer = await client.call('betWin', betWinBody(session, 400, 900));
    expect(answer.reply.status).toBe('RS_ERROR_INVALID_PARTNER');
    expect(answer.verified).toBe(true);
    expect(await cashOf(session.playerId)).toBe(1_000n);
  });

  it('refuses a bet id already taken with another amount as a duplicate, and pays nothing', async () => {
    const session = await studioPlayer(1_000);
    const spin = betWinBody(session, 400, 900);
    expect((await studio.call('betWin', spin)).reply.status).toBe('RS_OK');
    const other = await studio.call('betWin', {
      ...spin,
      amount: wire(100),
      win_transaction_uuid: randomUUID(),
    });
    expect(other.reply).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: wire(1_500) });
    // A bet sent alone earlier is not a spin's bet either.
    const bet = betBody(session, 100);
    await studio.call('bet', bet);
    const reused = await studio.call('betWin', {
      ...betWinBody(session, 100, 0),
      ...bet,
      round_closed: true,
    });
    expect(reused.reply.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await cashOf(session.playerId)).toBe(1_400n);
  });

  it('leaves the ledger balanced after everything above', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
