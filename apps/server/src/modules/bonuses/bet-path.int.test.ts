// Bonus money through the signed provider wallet API: the stake from cash first and then from the bonus
// balance, wins and refunds following the stake's source, the maximum bet refused with a Hub88 status,
// wagering counted by contribution, conversion (capped) when wagering completes, `lost` at zero, and the
// studio's one-call spin. The ledger is checked after each.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  rollbackBody,
  WalletApiClient,
  winBody,
  wire,
} from '../../../test/wallet-api';
import { useWalletApiContext } from '../../../test/wallet-api-context';
import { houseProviderCode } from '../gaming/service';
import { defaultOfferTerms, termsOf, type BonusTerms } from './service';

describe('bonus money on the provider wallet API', () => {
  const api = useWalletApiContext();
  const { ctx, playerWithSession } = api;
  const client = () => api.parties().client;
  const db = () => ctx.app.database.db;

  const grant = async (playerId: number, cents: bigint, terms: Partial<BonusTerms> = {}) =>
    ctx.app.bonuses.grantBonus(db(), {
      grantId: `test:${randomUUID()}`,
      playerId,
      currency: 'EUR',
      amount: cents,
      source: 'manual',
      terms: { ...termsOf(defaultOfferTerms, 'EUR', { bonus: cents }, new Date()), ...terms },
    });

  const money = async (playerId: number) => {
    const balance = await ctx.app.wallet.playerBalance(db(), playerId);
    return { cash: balance?.cash, bonus: balance?.bonus };
  };
  const bonusRow = async (playerId: number, id: bigint) => {
    const rows = await ctx.app.bonuses.activeBonus(db(), playerId);
    return rows?.id === id ? rows : undefined;
  };
  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

  it('takes cash first, then bonus, and pays a win in proportion to where the stake came from', async () => {
    const session = await playerWithSession(300);
    const bonus = await grant(session.playerId, 2_000n);
    const bet = betBody(session, 500);
    const placed = await client().call('bet', bet);
    expect(placed.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_800) });
    expect(await money(session.playerId)).toEqual({ cash: 0n, bonus: 1_800n });
    const won = await client().call('win', winBody(session, bet, 1_000));
    // 2.00 of the 5.00 stake was bonus: 4.00 of the 10.00 win goes to the bonus, 6.00 to cash.
    expect(won.reply).toMatchObject({ status: 'RS_OK', balance: wire(2_800) });
    expect(await money(session.playerId)).toEqual({ cash: 600n, bonus: 2_200n });
    expect((await bonusRow(session.playerId, bonus.id))?.wagered).toBe(500n);
    await ledgerIsSound();
  });

  it('refuses a bet above the maximum bet with RS_ERROR_LIMIT_REACHED and moves nothing', async () => {
    const session = await playerWithSession(10_000);
    await grant(session.playerId, 1_000n);
    const refused = await client().call('bet', betBody(session, 501));
    expect(refused.reply).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: wire(11_000) });
    expect(await money(session.playerId)).toEqual({ cash: 10_000n, bonus: 1_000n });
    expect((await client().call('bet', betBody(session, 500))).reply.status).toBe('RS_OK');
    await ledgerIsSound();
  });

  it('returns each part of a rolled-back stake where it came from and takes back its wagering', async () => {
    const session = await playerWithSession(100);
    const bonus = await grant(session.playerId, 1_000n);
    const bet = betBody(session, 300);
    await client().call('bet', bet);
    expect(await money(session.playerId)).toEqual({ cash: 0n, bonus: 800n });
    expect((await bonusRow(session.playerId, bonus.id))?.wagered).toBe(300n);
    const rolledBack = await client().call('rollback', rollbackBody(session, bet));
    expect(rolledBack.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_100) });
    expect(await money(session.playerId)).toEqual({ cash: 100n, bonus: 1_000n });
    expect((await bonusRow(session.playerId, bonus.id))?.wagered).toBe(0n);
    await ledgerIsSound();
  });

  it('counts nothing for an excluded game', async () => {
    const session = await playerWithSession(1_000);
    const bonus = await grant(session.playerId, 1_000n, {
      contributions: { slots: 100, table: 10, live: 10, excluded_games: [session.gameCode] },
    });
    await client().call('bet', betBody(session, 400));
    expect((await bonusRow(session.playerId, bonus.id))?.wagered).toBe(0n);
  });

  it('rounds a part of a minor unit of wagering up, in the player’s favour', async () => {
    const session = await playerWithSession(1_000);
    const bonus = await grant(session.playerId, 1_000n, {
      contributions: { slots: 15, table: 10, live: 10, excluded_games: [] },
    });
    await client().call('bet', betBody(session, 405));
    // 15 % of 405 is 60.75 minor units.
    expect((await bonusRow(session.playerId, bonus.id))?.wagered).toBe(61n);
  });

  it('converts the bonus balance up to its cap once wagering completes, and forfeits the rest', async () => {
    const session = await playerWithSession(0);
    const bonus = await grant(session.playerId, 1_000n, { wageringRequired: 800n, maxConversion: 500n });
    const first = betBody(session, 400);
    await client().call('bet', first);
    await client().call('win', winBody(session, first, 1_200));
    expect(await money(session.playerId)).toEqual({ cash: 0n, bonus: 1_800n });
    const second = betBody(session, 400);
    const placed = await client().call('bet', second);
    expect(placed.reply.status).toBe('RS_OK');
    const [row] = await ctx.app.bonuses.playerBonuses(db(), session.playerId);
    expect(row).toMatchObject({ id: bonus.id, status: 'completed', converted: 500n, forfeited: 900n });
    expect(await money(session.playerId)).toEqual({ cash: 500n, bonus: 0n });
    // A win on a bet of the completed bonus is cash.
    await client().call('win', winBody(session, second, 300));
    expect(await money(session.playerId)).toEqual({ cash: 800n, bonus: 0n });
    await ledgerIsSound();
  });

  it('closes a bonus whose balance is gone as lost when its round closes', async () => {
    const session = await playerWithSession(0);
    const bonus = await grant(session.playerId, 200n);
    const placed = await client().call('bet', betBody(session, 200, { round_closed: true }));
    expect(placed.reply).toMatchObject({ status: 'RS_OK', balance: wire(0) });
    const [row] = await ctx.app.bonuses.playerBonuses(db(), session.playerId);
    expect(row).toMatchObject({ id: bonus.id, status: 'lost', converted: 0n, forfeited: 0n });
    await ledgerIsSound();
  });

  describe('the studio’s one-call spin', () => {
    let studio: WalletApiClient;
    beforeAll(async () => {
      const house = await registerTestProvider(ctx.app.gaming, houseProviderCode);
      studio = new WalletApiClient(injectTransport(ctx.app), house, ctx.app.walletApiPublicKey);
    });

    it('splits the stake and the win as the separate calls do, and refuses above the maximum bet', async () => {
      const session = await playerWithSession(100, { providerCode: houseProviderCode });
      await grant(session.playerId, 1_000n);
      const spin = (cents: number, winCents: number) => ({
        ...betBody(session, cents),
        round_closed: true,
        win_transaction_uuid: randomUUID(),
        win_amount: wire(winCents),
      });
      const refused = await studio.call('betWin', spin(600, 0));
      expect(refused.reply.status).toBe('RS_ERROR_LIMIT_REACHED');
      const answer = await studio.call('betWin', spin(500, 1_000));
      // 4.00 of the 5.00 stake was bonus: 8.00 of the 10.00 win is bonus.
      expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(1_600) });
      expect(await money(session.playerId)).toEqual({ cash: 200n, bonus: 1_400n });
      await ledgerIsSound();
    });
  });
});
