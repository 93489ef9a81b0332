// The in-house studio's one-call spins (decision 0312): a slot round's bet and win travel as one signed
// `transaction/bet-win` call, settled by the platform as one ledger transaction. A refused spin leaves no
// round and spends no nonce; a spin whose answer was lost is sent again with the same ids and paid once,
// within the request or by the sweeper after a crash; its outcome stays hidden until its money is answered.
import { roundRecord, roundReply } from '@reelvault/contract/calls/studio';
import { describe, expect, it } from 'vitest';
import {
  cashOf,
  slotPlayer,
  slotRounds,
  slotSpin,
  transfersOf,
  useHouseTestApp,
  type GamePage,
} from './house';
import { deposit } from './ledger';

describe('one-call spins of the in-house studio', () => {
  const ctx = useHouseTestApp({ singleCallSpins: true });

  const player = (cents: bigint) => slotPlayer(ctx.app, cents);
  const spin = (page: GamePage) => slotSpin(ctx, page);

  const callsOf = (roundId: string) => ctx.wire.sent.filter((call) => call.body.round === roundId);
  const nonceOf = async (page: GamePage) =>
    ((await page.send('GET', '/house/api/seeds')).body as { active: { nonce: number } }).active.nonce;
  const paidFor = (uuid: string, ids: readonly string[]) => ids.filter((id) => id.endsWith(uuid)).length;

  it('sends each spin as one call that takes the stake and pays the win, on consecutive nonces', async () => {
    const { playerId, page } = await player(5_000n);
    const rounds = await slotRounds(ctx, page, 6);
    expect(rounds.map((round) => round.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    const [bets, wins] = [await transfersOf(ctx.app, 'bet'), await transfersOf(ctx.app, 'win')];
    for (const round of rounds) {
      expect(callsOf(round.id).map((call) => call.operation)).toEqual(['bet-win']);
      expect(round.state).toBe('settled');
      expect(round.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['win', 'done'],
      ]);
      expect(round.transactions[1]?.amount).toBe(round.payout);
      // The platform booked the spin's bet and win under the ids the studio chose.
      expect(paidFor(round.transactions[0]?.uuid ?? '-', bets)).toBe(1);
      expect(paidFor(round.transactions[1]?.uuid ?? '-', wins)).toBe(1);
    }
    const paid = rounds.reduce((sum, round) => sum + BigInt(round.payout ?? '0'), 0n);
    expect(await cashOf(ctx.app, playerId)).toBe(5_000n - 6n * 20n + paid / 1000n);
  });

  it('takes nothing for a spin refused for want of money and gives its nonce to the next spin', async () => {
    const { playerId, page } = await player(10n);
    expect(await spin(page)).toMatchObject({ statusCode: 402, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await cashOf(ctx.app, playerId)).toBe(10n);
    expect(await nonceOf(page)).toBe(0);
    await deposit(ctx.app.wallet, playerId, 1_000n);
    const [round] = await slotRounds(ctx, page, 1);
    expect(round).toMatchObject({ nonce: 0, state: 'settled' });
    expect(await cashOf(ctx.app, playerId)).toBe(1_010n - 20n + BigInt(round?.payout ?? '0') / 1000n);
  });

  it('sends a spin whose answer was lost again with the same ids, and pays it once', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('bet-win', 'answer', 1);
    const answer = await spin(page);
    expect(answer.statusCode, answer.text).toBe(200);
    const round = roundReply.parse(answer.body).round;
    const sent = callsOf(round.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.transaction_uuid).toBe(sent[0]?.body.transaction_uuid);
    expect(sent[1]?.body.win_transaction_uuid).toBe(sent[0]?.body.win_transaction_uuid);
    expect(round.state).toBe('settled');
    expect(paidFor(String(sent[0]?.body.win_transaction_uuid), await transfersOf(ctx.app, 'win'))).toBe(1);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n - 20n + BigInt(round.payout ?? '0') / 1000n);
  });

  it('leaves a spin whose answers never came to the sweeper, hiding its outcome until it settles it once', async () => {
    const { playerId, page } = await player(1_000n);
    // The platform takes the first try; every answer is lost, as in a crash of the network.
    ctx.wire.fail('bet-win', 'answer', 3);
    expect(await spin(page)).toMatchObject({ statusCode: 503, body: { code: 'WALLET_UNAVAILABLE' } });
    const [sent] = ctx.wire.sent.slice(-1);
    const roundId = String(sent?.body.round);
    const pending = roundRecord.parse((await page.send('GET', `/house/api/rounds/${roundId}`)).body);
    expect(pending).toMatchObject({ state: 'betting', result: null, payout: null });
    expect(pending.transactions.map((call) => call.kind)).toEqual(['bet']);
    // Its server seed would give the outcome away: no rotation until the spin is answered.
    const rotate = await page.send('POST', '/house/api/seeds/rotate', { client_seed: 'another seed' });
    expect(rotate.body).toMatchObject({ code: 'ROUND_IN_PROGRESS' });

    ctx.clock.advance(31_000);
    expect(await ctx.app.houseStudio?.sweep()).toBeGreaterThanOrEqual(1);
    const settled = roundRecord.parse((await page.send('GET', `/house/api/rounds/${roundId}`)).body);
    expect(settled.state).toBe('settled');
    expect(new Set(callsOf(roundId).map((call) => call.body.win_transaction_uuid)).size).toBe(1);
    const wins = await transfersOf(ctx.app, 'win');
    expect(paidFor(String(sent?.body.win_transaction_uuid), wins)).toBe(1);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n - 20n + BigInt(settled.payout ?? '0') / 1000n);
  });

  it('lets the sweeper settle a spin whose request never reached the platform', async () => {
    const { playerId, page } = await player(1_000n);
    ctx.wire.fail('bet-win', 'request', 3);
    expect((await spin(page)).statusCode).toBe(503);
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n);
    const roundId = String(ctx.wire.sent.at(-1)?.body.round);
    ctx.clock.advance(31_000);
    await ctx.app.houseStudio?.sweep();
    const settled = roundRecord.parse((await page.send('GET', `/house/api/rounds/${roundId}`)).body);
    expect(settled).toMatchObject({ state: 'settled', nonce: 0 });
    expect(await cashOf(ctx.app, playerId)).toBe(1_000n - 20n + BigInt(settled.payout ?? '0') / 1000n);
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
