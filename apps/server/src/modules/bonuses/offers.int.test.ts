// Offers from claim or redemption to grant, through the player's calls and the cashier: the welcome tier
// chosen in the cashier and granted by the first qualifying deposit (once, whatever is replayed), the
// crypto deposit bonus, promo codes within their limits (two redemptions of the last slot at once), the
// activation of an offer by id, and the ledger's invariants after each.
import { randomBytes } from 'node:crypto';
import { playerBonusesReply } from '@reelvault/contract/calls/bonuses';
import { offerActivationReply, promoCodeReply } from '@reelvault/contract/calls/offers';
import { balanceReply } from '@reelvault/contract/calls/wallet';
import { errorBodySchema } from '@reelvault/contract/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositThroughSandbox, namedPlayer, replaySandboxWebhook } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { bearer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import { seedDemoBonusOffers } from '../../demo/bonus-offers';
import { addPromoCode } from './offers-definitions';
import { bonusClaims, bonusOffers, playerBonuses, promoCodes } from './schema';

const sandboxSecret = 'sandbox-test-secret-of-at-least-32-characters';
const freeSpinGame = 'house-slot';

describe('offers', () => {
  const ctx = useTestApp({ SANDBOX_GATEWAY_SECRET: sandboxSecret, PUBLIC_URL: 'http://casino.test' });
  const app = (): FastifyInstance => ctx.app;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    await seedDemoBonusOffers(db(), new Date(), freeSpinGame);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, player: TestPlayer, payload?: object) =>
    app().inject({ method, url, headers: bearer(player.token), ...(payload ? { payload } : {}) });

  async function bonusesOf(player: TestPlayer) {
    const response = await call('GET', '/api/user/bonuses', player);
    expect(response.statusCode, response.body).toBe(200);
    return playerBonusesReply.parse(response.json()).data;
  }

  async function balanceOf(player: TestPlayer) {
    const response = await call('GET', '/api/user/balance', player);
    expect(response.statusCode, response.body).toBe(200);
    return balanceReply.parse(response.json());
  }

  const grantsOf = (player: TestPlayer) =>
    db().select().from(playerBonuses).where(eq(playerBonuses.playerId, player.id));

  async function offerId(key: string): Promise<number> {
    const [row] = await db().select({ id: bonusOffers.id }).from(bonusOffers).where(eq(bonusOffers.key, key));
    if (!row) throw new Error(`no offer ${key}`);
    return row.id;
  }

  async function expectLedgerBalanced() {
    expect((await app().wallet.checkInvariants()).problems).toEqual([]);
  }

  describe('the welcome bonus', () => {
    it('waits for a deposit of the chosen tier, then grants its bonus and free spins once', async () => {
      const player = await namedPlayer(app());
      const chosen = await call('PUT', '/api/account/welcome-tier', player, { tier: 0 });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const waiting = (await bonusesOf(player)).offers.find((offer) => offer.key === 'welcome');
      expect(waiting).toMatchObject({
        claimed: true,
        can_activate: false,
        max_amount: '105.00',
        min_deposit: '75.00',
      });
      expect(waiting?.free_spins).toMatchObject({ game: freeSpinGame, count: 15, bet: '0.20' });

      // Below the tier's 75.00: credited, no bonus, the claim still waits.
      await depositThroughSandbox(app(), player.token, '50');
      expect(await grantsOf(player)).toEqual([]);

      const qualifying = await depositThroughSandbox(app(), player.token, '100');
      const [bonus] = (await bonusesOf(player)).active;
      expect(bonus).toMatchObject({
        source: 'welcome',
        title: 'Welcome Bonus',
        granted: '105.00',
        balance: '105.00',
        free_spins_left: 15,
        free_spins_game: freeSpinGame,
        // 40x the bonus and the free spins' value (15 x 0.20).
        wagering_required: '4320.00',
        max_bet: '5.00',
      });
      expect(await balanceOf(player)).toMatchObject({ balance: '150.00', bonus_balance: '105.00' });

      // The gateway repeats its webhook: the deposit and its bonus exist once.
      expect((await replaySandboxWebhook(app(), db(), qualifying, sandboxSecret)).statusCode).toBe(200);
      // The hook itself asked again for the same deposit: nothing more.
      await db().transaction((tx) =>
        app().bonuses.depositCredited(tx, {
          playerId: player.id,
          depositId: qualifying,
          amount: 10_000n,
          currency: 'EUR',
          channel: 'gateway',
        }),
      );
      // A later deposit is not a welcome deposit any more.
      await depositThroughSandbox(app(), player.token, '600');
      expect((await grantsOf(player)).map((row) => [row.source, row.granted])).toEqual([
        ['welcome', 10_500n],
      ]);
      expect((await balanceOf(player)).bonus_balance).toBe('105.00');
      const offered = (await bonusesOf(player)).offers.find((offer) => offer.key === 'welcome');
      expect(offered).toMatchObject({ claimed: false, can_activate: false, reason: 'used' });
      // Choosing again once the welcome was had leaves no claim.
      await call('PUT', '/api/account/welcome-tier', player, { tier: 1 });
      expect(
        await db()
          .select()
          .from(bonusClaims)
          .where(and(eq(bonusClaims.playerId, player.id), eq(bonusClaims.status, 'waiting'))),
      ).toEqual([]);
      await expectLedgerBalanced();
    });

    it('counts toward no deposit limit: the limit applies to the deposit alone', async () => {
      const player = await namedPlayer(app());
      const limited = await call('PUT', '/api/account/limits', player, {
        kind: 'deposit',
        period: 'daily',
        amount: '150',
      });
      expect(limited.statusCode, limited.body).toBe(200);
      await call('PUT', '/api/account/welcome-tier', player, { tier: 0 });
      await depositThroughSandbox(app(), player.token, '100');
      expect((await balanceOf(player)).bonus_balance).toBe('105.00');
      // 100 + 50 is within 150; the 105.00 bonus is not a deposit.
      await depositThroughSandbox(app(), player.token, '50');
      expect((await balanceOf(player)).balance).toBe('150.00');
    });

    it('is not granted when the player skipped the chooser after a choice', async () => {
      const player = await namedPlayer(app());
      await call('PUT', '/api/account/welcome-tier', player, { tier: 1 });
      const skipped = await call('PUT', '/api/account/welcome-tier', player, { tier: null });
      expect(skipped.statusCode, skipped.body).toBe(200);
      await depositThroughSandbox(app(), player.token, '300');
      expect(await grantsOf(player)).toEqual([]);
      expect((await balanceOf(player)).bonus_balance).toBe('0.00');
    });

    it('is activated from its promotion page with the chooser’s default tier', async () => {
      const player = await namedPlayer(app());
      const welcome = await offerId('welcome');
      const activated = await call('POST', `/api/user/offers/${welcome}/activate`, player);
      expect(activated.statusCode, activated.body).toBe(200);
      const { claim, bonus } = offerActivationReply.parse(activated.json()).data;
      expect(bonus).toBeNull();
      expect(claim).toMatchObject({ offer_id: welcome, tier: 2, status: 'waiting' });
      // Tier 2: 500 for 1,500 + 75 free spins.
      await depositThroughSandbox(app(), player.token, '500');
      expect((await grantsOf(player)).map((row) => [row.granted, row.freeSpinsLeft])).toEqual([
        [100_000n, 75],
      ]);
      await expectLedgerBalanced();
    });

    it('is granted to no player who may not take bonuses', async () => {
      const player = await namedPlayer(app());
      await call('PUT', '/api/account/welcome-tier', player, { tier: 2 });
      await depositThroughSandbox(app(), player.token, '100');
      expect(await grantsOf(player)).toEqual([]);
      await setPlayerStanding(db(), player.id, { excludedUntil: new Date(Date.now() + 86_400_000) });
      // The claim a later deposit would have granted is still there; the hook grants nothing.
      const second = await db().transaction((tx) =>
        app().bonuses.depositCredited(tx, {
          playerId: player.id,
          depositId: `test-${randomBytes(4).toString('hex')}`,
          amount: 100_000n,
          currency: 'EUR',
          channel: 'crypto',
        }),
      );
      expect(second).toBeUndefined();
    });
  });

  describe('the crypto deposit bonus', () => {
    async function cryptoDeposit(player: TestPlayer, usdt: bigint) {
      const asset = app().crypto.assets.find('USDT', 'TRC20');
      if (!asset) throw new Error('no USDT on TRC20');
      await app().crypto.cashier.recordPayments(
        [
          {
            asset,
            txHash: randomBytes(32).toString('hex'),
            outputIndex: 0,
            address: `T${randomBytes(16).toString('hex')}`,
            amount: usdt * 1_000_000n,
            blockNumber: 100n,
            blockHash: randomBytes(32).toString('hex'),
            playerId: player.id,
          },
        ],
        200n,
      );
    }

    it('adds 25 % to a crypto deposit, once per deposit, when no welcome claim applies', async () => {
      const player = await namedPlayer(app());
      // 100 USDT at the demo rate: 92.00 EUR.
      await cryptoDeposit(player, 100n);
      expect((await grantsOf(player)).map((row) => [row.source, row.granted])).toEqual([
        ['crypto_deposit', 2_300n],
      ]);
      expect(await balanceOf(player)).toMatchObject({ balance: '92.00', bonus_balance: '23.00' });
      // A second crypto deposit earns its own, queued behind the active one.
      await cryptoDeposit(player, 50n);
      expect((await bonusesOf(player)).queued.map((bonus) => bonus.granted)).toEqual(['11.50']);
      await expectLedgerBalanced();
    });

    it('gives way to the welcome tier when the crypto deposit reaches it', async () => {
      const player = await namedPlayer(app());
      await call('PUT', '/api/account/welcome-tier', player, { tier: 0 });
      await cryptoDeposit(player, 100n);
      expect((await grantsOf(player)).map((row) => row.source)).toEqual(['welcome']);
    });

    it('is not paid below its minimum deposit', async () => {
      const player = await namedPlayer(app());
      await cryptoDeposit(player, 20n);
      expect(await grantsOf(player)).toEqual([]);
    });
  });

  describe('promo codes', () => {
    const redeem = (player: TestPlayer, code: string) =>
      call('POST', `/api/promo-codes/${code}/redeem`, player);

    it('shows the offer of a code as typed, and nothing for another case or an unknown code', async () => {
      const player = await namedPlayer(app());
      const found = await call('GET', '/api/promo-codes/Reload150', player);
      expect(found.statusCode, found.body).toBe(200);
      expect(promoCodeReply.parse(found.json()).data).toMatchObject({
        code: 'Reload150',
        offer: {
          kind: 'deposit_match',
          percent: 150,
          max_amount: '2000.00',
          min_deposit: '20.00',
          can_activate: true,
        },
      });
      for (const code of ['reload150', 'RELOAD150', 'Nothing']) {
        const missing = await call('GET', `/api/promo-codes/${code}`, player);
        expect(missing.statusCode).toBe(404);
        expect(errorBodySchema.parse(missing.json()).code).toBe('BONUS_PROMO_INVALID');
      }
    });

    it('grants free spins without a deposit, once per player', async () => {
      const player = await namedPlayer(app());
      const redeemed = await redeem(player, 'FreeSpins25');
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(offerActivationReply.parse(redeemed.json()).data.bonus).toMatchObject({
        source: 'promo:FreeSpins25',
        granted: '0.00',
        free_spins_left: 25,
        free_spins_game: freeSpinGame,
        status: 'active',
      });
      const again = await redeem(player, 'FreeSpins25');
      expect(again.statusCode).toBe(404);
      expect(errorBodySchema.parse(again.json()).code).toBe('BONUS_PROMO_INVALID');
      await expectLedgerBalanced();
    });

    it('starts a 25 % rakeback without a deposit, crediting no bonus (decision 1124)', async () => {
      const player = await namedPlayer(app());
      const redeemed = await redeem(player, 'Rakeback25');
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(offerActivationReply.parse(redeemed.json()).data).toMatchObject({
        bonus: null,
        claim: null,
        rakeback: { percent: 25, source: 'promo:Rakeback25', paid: '0.00' },
      });
      expect(await balanceOf(player)).toMatchObject({ balance: '0.00', bonus_balance: '0.00' });
      expect(await grantsOf(player)).toEqual([]);
      expect((await bonusesOf(player)).rakeback).toHaveLength(1);
      await expectLedgerBalanced();
    });

    it('keeps a deposit offer waiting for the next qualifying deposit, then grants the match capped', async () => {
      const player = await namedPlayer(app());
      const redeemed = await redeem(player, 'Reload175');
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      expect(offerActivationReply.parse(redeemed.json()).data.claim).toMatchObject({ status: 'waiting' });
      expect(
        (await bonusesOf(player)).offers.find((offer) => offer.key === 'promo-deposit-175'),
      ).toMatchObject({
        claimed: true,
      });
      await depositThroughSandbox(app(), player.token, '1000');
      // 175 % of 1,000 is 1,750: capped at 1,250.
      expect((await grantsOf(player)).map((row) => [row.source, row.granted])).toEqual([
        ['promo:Reload175', 125_000n],
      ]);
      await expectLedgerBalanced();
    });

    it('gives the last slot of a code to one of two players redeeming at once', async () => {
      const offer = await offerId('promo-rakeback-25');
      await addPromoCode(db(), { code: 'LastOne25', offerId: offer, totalLimit: 1 });
      const [first, second] = [await namedPlayer(app()), await namedPlayer(app())];
      const answers = await Promise.all([redeem(first, 'LastOne25'), redeem(second, 'LastOne25')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'LastOne25'));
      expect(code?.used).toBe(1);
      await expectLedgerBalanced();
    });

    it('refuses a code outside its window or paused', async () => {
      const offer = await offerId('promo-rakeback-25');
      await addPromoCode(db(), { code: 'Ended25', offerId: offer, endsAt: new Date(Date.now() - 1000) });
      await addPromoCode(db(), { code: 'Paused25', offerId: offer, status: 'paused' });
      const player = await namedPlayer(app());
      for (const code of ['Ended25', 'Paused25']) expect((await redeem(player, code)).statusCode).toBe(404);
    });

    it('grants nothing to a player who may not take bonuses', async () => {
      const player = await namedPlayer(app());
      await setPlayerStanding(db(), player.id, { status: 2 });
      const refused = await redeem(player, 'Rakeback100');
      expect(refused.statusCode).toBe(403);
      expect(errorBodySchema.parse(refused.json()).code).toBe('BONUS_NOT_ELIGIBLE');
      expect(await grantsOf(player)).toEqual([]);
    });
  });

  describe('the offers list', () => {
    it('shows the public offers, not the codes’ offers, and refuses to activate a code’s offer by id', async () => {
      const player = await namedPlayer(app());
      const keys = (await bonusesOf(player)).offers.map((offer) => offer.key);
      expect(keys).toEqual(['welcome', 'crypto-deposit-25']);
      const crypto = (await bonusesOf(player)).offers[1];
      expect(crypto).toMatchObject({ percent: 25, can_activate: false, reason: null, promotion_id: 2 });
      const byId = await call(
        'POST',
        `/api/user/offers/${await offerId('promo-rakeback-100')}/activate`,
        player,
      );
      expect(byId.statusCode).toBe(404);
      expect(errorBodySchema.parse(byId.json()).code).toBe('BONUS_NOT_FOUND');
    });
  });
});
