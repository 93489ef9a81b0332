// A bonus's free spins played as free rounds at the in-house studio (decision 1113): the bonus's start
// awards them at the studio, the game page offers them at the award's stake, each one travels as the
// one-call spin with `is_free` and the reward (amount 0), and the platform uses one up under the bonus's
// lock and pays the win into the bonus balance. No cash moves; a replay pays once; a reward that is used
// up or another player's is refused and moves nothing; the bonus's end cancels the award.
import { randomUUID } from 'node:crypto';
import { roundReply, stateReply, type RoundPlayInput } from '@reelvault/contract/calls/studio';
import { slotModel } from '@reelvault/fair/slots/slot-models';
import { createWalletClient, injectTransport } from '@reelvault/house/wallet-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql';
import { defaultOfferTerms, termsOf } from '../src/modules/bonuses/service';
import {
  GamePage,
  cashOf,
  launchToken,
  steerNextRound,
  transfersOf,
  useHouseTestApp,
  wireOfCents,
  type HouseTestApp,
} from './house';
import { fundedPlayer } from './ledger';

const game = 'sands-of-gold';
/** EUR 0.20 a spin, in minor units and in wallet units. */
const spinValue = 20n;
const spinStake = wireOfCents(20);

interface AwardRow extends Record<string, unknown> {
  wallet_user: string;
  game_code: string;
  spins_left: number;
  bet_value: unknown;
  cancelled_at: unknown;
}

describe('free spins played as free rounds at the in-house studio', () => {
  // Paid spins travel as separate calls here: free rounds take the one call whatever the setting.
  const ctx: HouseTestApp = useHouseTestApp();
  const db = () => ctx.database.db;

  async function playerWithFreeSpins(count: number, cents = 5_000n) {
    const { playerId } = await fundedPlayer(ctx.app.wallet, cents);
    const bonus = await ctx.app.bonuses.grantBonus(db(), {
      grantId: `test:${randomUUID()}`,
      playerId,
      currency: 'EUR',
      amount: 0n,
      source: 'manual',
      // The spins count toward wagering at their nominal value (decision 1112).
      terms: termsOf(defaultOfferTerms, 'EUR', { bonus: BigInt(count) * spinValue }, ctx.clock.now()),
      freeSpins: { game, count, bet: spinValue },
    });
    await ctx.app.bonuses.freeSpinAwardsSent();
    return { playerId, bonus };
  }

  const bonusRow = async (playerId: number, id: bigint) => {
    const rows = await ctx.app.bonuses.playerBonuses(db(), playerId);
    const row = rows.find((item) => item.id === id);
    if (!row) throw new Error(`no bonus ${id}`);
    return row;
  };
  const awardOf = async (rewardUuid: string) => {
    const [row] = await queryRows<AwardRow>(
      db(),
      sql`select wallet_user, game_code, spins_left, bet_value, cancelled_at
          from house.free_round_awards where reward_uuid = ${rewardUuid}`,
    );
    return row;
  };
  const bonusBalance = async (playerId: number) =>
    (await ctx.app.wallet.playerBalance(db(), playerId))?.bonus ?? 0n;
  const freeWins = () => transfersOfKind('free_spin_win');
  /** The bonus money granted in a currency, as the dashboard's bonus cost reads it, over all time. */
  const grantsIn = async (currency: string) => {
    const rows = await ctx.app.bonusAdmin.costFigures(new Date(0), new Date(Date.now() + 86_400_000));
    return rows.find((row) => row.currency === currency)?.grants ?? 0n;
  };
  const transfersOfKind = async (kind: string) =>
    (
      await queryRows<{ id: string; amount: unknown }>(
        db(),
        sql`select id, amount from ledger_transfers where kind = ${kind} order by id`,
      )
    ).map((row) => ({ id: row.id, amount: BigInt(String(row.amount)) }));
  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

  const slotPlay = async (page: GamePage): Promise<RoundPlayInput> => {
    const state = stateReply.parse((await page.send('GET', '/house/api/state')).body);
    const model = state.game?.rules.engine === 'slot' ? state.game.rules.model : '';
    return {
      engine: 'video-slot-5x3',
      mathVersion: slotModel(model).mathVersion,
      model,
      stake: spinStake.toString(),
    };
  };

  /** The next free spin wins (or loses), then is played from the game page. */
  async function freeSpin(page: GamePage, outcome: 'win' | 'loss') {
    await steerNextRound(ctx.app, page, await slotPlay(page), (round) => {
      if (round.engine !== 'video-slot-5x3') return false;
      return outcome === 'win' ? round.round.totalPayout > 0n : round.round.totalPayout === 0n;
    });
    ctx.clock.advance(2_500);
    return page.send('POST', '/house/api/slot/spin', { stake: wireOfCents(100).toString(), free: true });
  }

  it('awards the spins at the studio, plays one free, pays its win into the bonus balance, no cash moves', async () => {
    const { playerId, bonus } = await playerWithFreeSpins(3);
    const reward = bonus.id.toString();
    expect(await awardOf(reward)).toMatchObject({
      wallet_user: `rv-${playerId}`,
      game_code: game,
      spins_left: 3,
      cancelled_at: null,
    });
    expect(BigInt(String((await awardOf(reward))?.bet_value))).toBe(spinStake);
    const betsBefore = (await transfersOf(ctx.app, 'bet')).length;
    const grantsBefore = await grantsIn(bonus.currency);

    const page = await GamePage.open(ctx.app, playerId, game);
    const opened = stateReply.parse((await page.send('GET', '/house/api/state')).body);
    expect(opened.free_spins).toEqual({ left: 3, stake: spinStake.toString() });

    const answer = await freeSpin(page, 'win');
    expect(answer.statusCode, answer.text).toBe(200);
    const reply = roundReply.parse(answer.body);
    // Played at the award's stake, whatever stake the page sent; no stake taken.
    expect(reply.round).toMatchObject({ state: 'settled', stake: spinStake.toString() });
    expect(reply.round.transactions.map((call) => [call.kind, call.amount])).toEqual([
      ['bet', '0'],
      ['win', reply.round.payout],
    ]);
    expect(reply.free_spins).toEqual({ left: 2, stake: spinStake.toString() });
    const sent = ctx.wire.sent.filter((call) => call.body.round === reply.round.id);
    expect(sent.map((call) => call.operation)).toEqual(['bet-win']);
    expect(sent[0]?.body).toMatchObject({
      is_free: true,
      reward_uuid: reward,
      amount: 0,
      bet: String(spinStake),
    });

    const won = BigInt(reply.round.payout ?? '0') / 1000n;
    expect(won).toBeGreaterThan(0n);
    expect((await bonusRow(playerId, bonus.id)).freeSpinsLeft).toBe(2);
    expect(await bonusBalance(playerId)).toBe(won);
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n);
    expect((await transfersOf(ctx.app, 'bet')).length).toBe(betsBefore);
    expect(
      (await freeWins()).filter((row) => row.id.endsWith(reply.round.transactions[1]?.uuid ?? '-')),
    ).toEqual([{ id: expect.stringMatching(/^win:/) as unknown as string, amount: won }]);
    // A free round adds nothing to wagering.
    expect((await bonusRow(playerId, bonus.id)).wagered).toBe(0n);
    // The win is bonus money the casino gave: the dashboard's bonus cost counts it with the grants.
    expect((await grantsIn(bonus.currency)) - grantsBefore).toBe(won);
    await ledgerIsSound();
  });

  it('pays a free spin once when its answer is lost and the studio sends it again', async () => {
    const { playerId, bonus } = await playerWithFreeSpins(2);
    const page = await GamePage.open(ctx.app, playerId, game);
    const winsBefore = (await freeWins()).length;
    ctx.wire.fail('bet-win', 'answer');
    const answer = await freeSpin(page, 'win');
    expect(answer.statusCode, answer.text).toBe(200);
    const { round, free_spins: offer } = roundReply.parse(answer.body);
    expect(ctx.wire.sent.filter((call) => call.body.round === round.id)).toHaveLength(2);
    expect(offer?.left).toBe(1);
    expect((await bonusRow(playerId, bonus.id)).freeSpinsLeft).toBe(1);
    expect((await freeWins()).length).toBe(winsBefore + 1);
    expect(await bonusBalance(playerId)).toBe(BigInt(round.payout ?? '0') / 1000n);
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n);
    await ledgerIsSound();
  });

  it("refuses a used-up reward and another player's, moving nothing, and the studio stops offering it", async () => {
    const { playerId, bonus } = await playerWithFreeSpins(1);
    const reward = bonus.id.toString();
    const page = await GamePage.open(ctx.app, playerId, game);
    expect((await freeSpin(page, 'win')).statusCode).toBe(200);
    expect((await bonusRow(playerId, bonus.id)).freeSpinsLeft).toBe(0);

    // The studio is made to believe a spin is left: the platform refuses it, and the award ends there too.
    await db().execute(sql`update house.free_round_awards set spins_left = 1 where reward_uuid = ${reward}`);
    const balanceBefore = await bonusBalance(playerId);
    const winsBefore = (await freeWins()).length;
    const refused = await freeSpin(page, 'win');
    expect(refused.statusCode, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FREE_SPINS_UNAVAILABLE' });
    expect((await awardOf(reward))?.spins_left).toBe(0);
    expect(stateReply.parse((await page.send('GET', '/house/api/state')).body).free_spins).toBeNull();

    // Another player's session naming this reward, as the studio's wallet client sends it.
    const other = await fundedPlayer(ctx.app.wallet, 1_000n);
    const otherPage = await GamePage.open(ctx.app, other.playerId, game);
    const client = createWalletClient(injectTransport(ctx.app), ctx.houseKeys, 'house');
    const session = {
      user: `rv-${other.playerId}`,
      token: launchToken(otherPage.url),
      currency: 'EUR',
      gameCode: game,
    };
    const spin = { betUuid: randomUUID(), winUuid: randomUUID(), round: randomUUID(), stake: spinStake };
    expect(await client.betWin(session, { ...spin, payout: wireOfCents(40), rewardUuid: reward })).toEqual({
      kind: 'answered',
      status: 'RS_ERROR_WRONG_TYPES',
      balance: 1_000n * 1000n,
    });
    // The reward's own player, with the spins used up.
    const own = { user: `rv-${playerId}`, token: launchToken(page.url), currency: 'EUR', gameCode: game };
    const usedUp = await client.betWin(own, {
      ...spin,
      betUuid: randomUUID(),
      winUuid: randomUUID(),
      payout: 0n,
      rewardUuid: reward,
    });
    expect(usedUp).toMatchObject({ kind: 'answered', status: 'RS_ERROR_WRONG_TYPES' });

    expect(await bonusBalance(playerId)).toBe(balanceBefore);
    expect((await freeWins()).length).toBe(winsBefore);
    expect(await cashOf(ctx.app, other.playerId)).toBe(1_000n);
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n);
    await ledgerIsSound();
  });

  it('closes the bonus as lost when the last spin leaves the bonus balance at zero, and ends the award', async () => {
    const { playerId, bonus } = await playerWithFreeSpins(1);
    const page = await GamePage.open(ctx.app, playerId, game);
    const answer = await freeSpin(page, 'loss');
    expect(answer.statusCode, answer.text).toBe(200);
    expect(roundReply.parse(answer.body).free_spins).toBeNull();
    expect(await bonusRow(playerId, bonus.id)).toMatchObject({ status: 'lost', freeSpinsLeft: 0 });
    await ctx.app.bonuses.freeSpinAwardsSent();
    expect((await awardOf(bonus.id.toString()))?.cancelled_at).not.toBeNull();
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n);
    await ledgerIsSound();
  });

  it('cancels the award when the bonus is cancelled: the page offers no free spin and none is played', async () => {
    const { playerId, bonus } = await playerWithFreeSpins(5);
    const page = await GamePage.open(ctx.app, playerId, game);
    await ctx.app.bonuses.endBonus(db(), bonus.id, 'cancelled');
    await ctx.app.bonuses.freeSpinAwardsSent();
    expect((await awardOf(bonus.id.toString()))?.cancelled_at).not.toBeNull();
    expect(stateReply.parse((await page.send('GET', '/house/api/state')).body).free_spins).toBeNull();
    const refused = await freeSpin(page, 'win');
    expect(refused.statusCode, refused.text).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FREE_SPINS_UNAVAILABLE' });
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n);
    await ledgerIsSound();
  });

  it("awards a queued bonus's spins when it starts, and again at the launch when the first award was lost", async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 1_000n);
    const grant = (count: number) =>
      ctx.app.bonuses.grantBonus(db(), {
        grantId: `test:${randomUUID()}`,
        playerId,
        currency: 'EUR',
        amount: 500n,
        source: 'manual',
        terms: termsOf(defaultOfferTerms, 'EUR', { bonus: 500n }, ctx.clock.now()),
        ...(count > 0 ? { freeSpins: { game, count, bet: spinValue } } : {}),
      });
    const first = await grant(0);
    const queued = await grant(4);
    expect(queued.status).toBe('queued');
    await ctx.app.bonuses.freeSpinAwardsSent();
    expect(await awardOf(queued.id.toString())).toBeUndefined();
    await ctx.app.bonuses.endBonus(db(), first.id, 'cancelled');
    await ctx.app.bonuses.freeSpinAwardsSent();
    expect((await awardOf(queued.id.toString()))?.spins_left).toBe(4);

    // The award is lost at the studio: the next launch of the game awards it again.
    await db().execute(sql`delete from house.free_round_awards where reward_uuid = ${queued.id.toString()}`);
    const page = await GamePage.open(ctx.app, playerId, game);
    expect(stateReply.parse((await page.send('GET', '/house/api/state')).body).free_spins?.left).toBe(4);
    expect((await bonusRow(playerId, queued.id)).freeSpinsLeft).toBe(4);
  });
});
