// Slot rounds of the in-house studio, mounted in the platform and paying through the signed wallet API:
// what a round moves, the minimum round time, a bet refused for want of money, a win whose answer is lost
// (sent again under the same transaction id, paid once), and rounds a crash left behind, finished by the
// sweeper, also when two nodes sweep at once.
import { roundRecord, roundReply, stateReply } from '@reelvault/contract/calls/studio';
import { createHouseStudio } from '@reelvault/house/studio';
import { injectTransport } from '@reelvault/house/wallet-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashOf,
  slotPlayer,
  slotRounds,
  slotSpin,
  transfersOf,
  useHouseTestApp,
  wireOfCents,
  type GamePage,
} from './house';

const stake = wireOfCents(20);

describe('a slot round of the in-house studio', () => {
  const ctx = useHouseTestApp();

  const player = (cents: bigint) => slotPlayer(ctx.app, cents);
  const spin = (page: GamePage) => slotSpin(ctx, page);

  async function roundsOf(user: string) {
    const result = await ctx.database.db.execute<{ state: string }>(
      sql`select state from house.rounds where wallet_user = ${user}`,
    );
    return (result as unknown as { rows: { state: string }[] }).rows;
  }

  it('opens from a launch URL whose token is only in the fragment, and shows the rules and balance', async () => {
    const { page } = await player(5_000n);
    expect(page.url).toMatch(/^\/house\/play\/slot\?game=sands-of-gold#session=[\w-]{40,}$/);
    const state = stateReply.parse((await page.send('GET', '/house/api/state')).body);
    expect(state).toMatchObject({ purpose: 'slot', currency: 'EUR', balance: wireOfCents(5_000).toString() });
    expect(state.game?.rules).toMatchObject({ engine: 'slot', model: 'classic-medium', rtp: '0.9628204401' });
    expect(state.game?.rules.engine === 'slot' && state.game.rules.stakes[0]).toBe(stake.toString());
  });

  it('takes the stake with a bet, draws the round on the next nonce and pays it with a win that closes it', async () => {
    const { playerId, page } = await player(5_000n);
    const rounds = await slotRounds(ctx, page, 12);
    expect(rounds.map((round) => round.nonce)).toEqual([...Array(12).keys()]);
    for (const round of rounds) {
      expect(round).toMatchObject({ state: 'settled', stake: stake.toString(), server_seed: null });
      expect(round.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(round.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['win', 'done'],
      ]);
      expect(round.transactions[1]?.amount).toBe(round.payout);
    }
    const paid = rounds.reduce((sum, round) => sum + BigInt(round.payout ?? '0'), 0n);
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n - 12n * 20n + paid / 1000n);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });

  it('starts no slot round sooner than 2.5 seconds after the last one (no turbo)', async () => {
    const { page } = await player(1_000n);
    expect((await spin(page)).statusCode).toBe(200);
    ctx.clock.advance(-1_000);
    const early = await page.send('POST', '/house/api/slot/spin', { stake: stake.toString() });
    expect(early.statusCode).toBe(429);
    expect(early.body).toMatchObject({ code: 'TOO_SOON' });
  });

  it('refuses stakes off the ladder', async () => {
    const { page } = await player(1_000n);
    ctx.clock.advance(2_500);
    const odd = await page.send('POST', '/house/api/slot/spin', { stake: '20001' });
    expect(odd.statusCode).toBe(422);
    expect(odd.body).toMatchObject({ code: 'BET_REFUSED' });
  });

  it('leaves no round when the bet is refused for insufficient funds', async () => {
    const { playerId, page } = await player(10n);
    const bets = (await transfersOf(ctx.app, 'bet')).length;
    const answer = await spin(page);
    expect(answer.statusCode).toBe(402);
    expect(answer.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await cashOf(ctx.app, playerId)).toBe(10n);
    expect(await roundsOf(`rv-${playerId}`)).toEqual([]);
    expect(await transfersOf(ctx.app, 'bet')).toHaveLength(bets);
    const seeds = (await page.send('GET', '/house/api/seeds')).body as { active: { nonce: number } };
    expect(seeds.active.nonce).toBe(0);
  });

  it('sends a win whose answer was lost again with the same transaction id, and pays it once', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('win', 'answer', 1);
    const answer = await spin(page);
    const round = roundReply.parse(answer.body).round;
    const wins = ctx.wire.sent.filter((call) => call.operation === 'win' && call.body.round === round.id);
    expect(wins).toHaveLength(2);
    expect(wins[0]?.body.transaction_uuid).toBe(wins[1]?.body.transaction_uuid);
    expect(wins[0]?.body.request_uuid).not.toBe(wins[1]?.body.request_uuid);
    expect(round.state).toBe('settled');
    const uuid = String(wins[0]?.body.transaction_uuid);
    expect((await transfersOf(ctx.app, 'win')).filter((id) => id.endsWith(uuid))).toHaveLength(1);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n - 20n + BigInt(round.payout ?? '0') / 1000n);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });

  it('leaves a round whose win cannot get through to the sweeper, which settles it once', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('win', 'request', 3);
    const answer = await spin(page);
    const round = roundReply.parse(answer.body).round;
    expect(round.state).toBe('open');
    expect(await cashOf(ctx.app, playerId)).toBe(980n);

    expect(await ctx.app.houseStudio?.sweep()).toBe(0);
    ctx.clock.advance(31_000);
    expect(await ctx.app.houseStudio?.sweep()).toBeGreaterThanOrEqual(1);
    const record = roundRecord.parse((await page.send('GET', `/house/api/rounds/${round.id}`)).body);
    expect(record.state).toBe('settled');
    const winUuids = new Set(
      ctx.wire.sent
        .filter((call) => call.operation === 'win' && call.body.round === round.id)
        .map((call) => call.body.transaction_uuid),
    );
    expect(winUuids.size).toBe(1);
    expect(await cashOf(ctx.app, playerId)).toBe(980n + BigInt(round.payout ?? '0') / 1000n);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });

  it('rolls back a bet whose answer was lost, so that the round ends with nothing taken', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('bet', 'answer', 1);
    const answer = await spin(page);
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(await roundsOf(`rv-${playerId}`)).toEqual([{ state: 'rolled_back' }]);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n);
    const seeds = (await page.send('GET', '/house/api/seeds')).body as { active: { nonce: number } };
    expect(seeds.active.nonce).toBe(0);
  });

  it('lets the sweeper refund a bet that a crash left without answer or rollback', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('bet', 'answer', 1);
    ctx.wire.fail('rollback', 'request', 3);
    expect((await spin(page)).statusCode).toBe(503);
    expect(await roundsOf(`rv-${playerId}`)).toEqual([{ state: 'rolling_back' }]);
    expect(await cashOf(ctx.app, playerId)).toBe(980n);
    ctx.clock.advance(31_000);
    await ctx.app.houseStudio?.sweep();
    expect(await roundsOf(`rv-${playerId}`)).toEqual([{ state: 'rolled_back' }]);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });

  it('settles each interrupted round once when two nodes sweep at the same time', async () => {
    const players = await Promise.all([player(1_000n), player(1_000n), player(1_000n)]);
    ctx.wire.fail('win', 'request', 9);
    const rounds = [];
    for (const { page } of players) rounds.push(roundReply.parse((await spin(page)).body).round);
    expect(rounds.map((round) => round.state)).toEqual(['open', 'open', 'open']);
    ctx.clock.advance(31_000);
    // A second node: another studio on the same database, calling the same platform.
    const otherNode = createHouseStudio({
      db: ctx.app.database.db,
      transport: injectTransport(ctx.app),
      keys: ctx.houseKeys,
      log: ctx.app.log,
      now: () => ctx.clock.now(),
    });
    const swept = await Promise.all([ctx.app.houseStudio?.sweep(), otherNode.sweep()]);
    expect((swept[0] ?? 0) + swept[1]).toBe(3);
    for (const [index, { playerId }] of players.entries()) {
      expect(await cashOf(ctx.app, playerId)).toBe(980n + BigInt(rounds[index]?.payout ?? '0') / 1000n);
    }
    const wins = await transfersOf(ctx.app, 'win');
    expect(new Set(wins).size).toBe(wins.length);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });
});
