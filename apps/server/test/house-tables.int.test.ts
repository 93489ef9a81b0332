// Table games of the in-house studio through the signed wallet API: a roulette spin and a baccarat coup pay
// what their rules say, bets off the layout or over the limits are refused before any money moves, and a
// blackjack hand is played decision by decision with doubles as further bets of the round, the hole card
// kept back until the hand is over, a hand resumed from a new launch, and an abandoned one stood and settled.
import { roundRecord, roundReply, stateReply, type RoundRecordReply } from '@reelvault/contract/calls/studio';
import { describe, expect, it } from 'vitest';
import { cashOf, GamePage, useHouseTestApp, wireOfCents, type StudioAnswer } from './house';
import { fundedPlayer } from './ledger';

const euros = (amount: number) => wireOfCents(amount * 100).toString();
const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

describe('the in-house studio tables', () => {
  const ctx = useHouseTestApp();

  async function open(identifier: string, cents: bigint) {
    const { playerId } = await fundedPlayer(ctx.app.wallet, cents);
    return { playerId, page: await GamePage.open(ctx.app, playerId, identifier) };
  }

  it('pays a roulette spin as the layout says, each bet on its own', async () => {
    const { playerId, page } = await open('gamma-royal-roulette', 10_000n);
    const bets = [
      { kind: 'red', amount: euros(1) },
      { kind: 'straight', numbers: [17], amount: euros(0.5) },
      { kind: 'split', numbers: [0, 1], amount: euros(0.5) },
      { kind: 'dozen', which: 2, amount: euros(1) },
      { kind: 'column', which: 1, amount: euros(1) },
    ];
    const answer = await page.send('POST', '/house/api/roulette/spin', { bets });
    expect(answer.statusCode, answer.text).toBe(200);
    const { round } = roundReply.parse(answer.body);
    const pocket = (round.result as { pocket: number }).pocket;
    const cents =
      (red.has(pocket) ? 200 : 0) +
      (pocket === 17 ? 36 * 50 : 0) +
      (pocket === 0 || pocket === 1 ? 18 * 50 : 0) +
      (pocket >= 13 && pocket <= 24 ? 300 : 0) +
      (pocket > 0 && pocket % 3 === 1 ? 300 : 0);
    expect(round).toMatchObject({ state: 'settled', stake: euros(4), payout: wireOfCents(cents).toString() });
    expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 400n + BigInt(cents));
  });

  it('refuses roulette bets off the layout or over the table limits, and takes nothing', async () => {
    const { playerId, page } = await open('gamma-royal-roulette', 100_000n);
    for (const bets of [
      [{ kind: 'split', numbers: [1, 5], amount: euros(1) }],
      [{ kind: 'straight', numbers: [7], amount: euros(101) }],
      [{ kind: 'red', amount: euros(0.1) }],
    ]) {
      const answer = await page.send('POST', '/house/api/roulette/spin', { bets });
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toMatchObject({ code: 'BET_REFUSED' });
    }
    expect(await cashOf(ctx.app, playerId)).toBe(100_000n);
    const rounds = (await page.send('GET', '/house/api/rounds')).body as { rounds: unknown[] };
    expect(rounds.rounds).toEqual([]);
  });

  it('pays a baccarat coup: banker 0.95 to 1, tie 8 to 1 with the main bets pushed, pairs 11 to 1', async () => {
    const { playerId, page } = await open('gamma-monaco-baccarat', 10_000n);
    const answer = await page.send('POST', '/house/api/baccarat/deal', {
      bets: { banker: euros(2), tie: euros(1), playerPair: euros(1) },
    });
    expect(answer.statusCode, answer.text).toBe(200);
    const { round } = roundReply.parse(answer.body);
    const coup = round.result as {
      winner: string;
      player: { cards: string[]; total: number };
      banker: { cards: string[]; total: number };
      playerPair: boolean;
    };
    const rank = (card: string | undefined) => card?.slice(0, -1);
    expect(coup.playerPair).toBe(rank(coup.player.cards[0]) === rank(coup.player.cards[1]));
    const cents =
      (coup.winner === 'banker' ? 390 : coup.winner === 'tie' ? 200 : 0) +
      (coup.winner === 'tie' ? 900 : 0) +
      (coup.playerPair ? 1200 : 0);
    expect(round).toMatchObject({ state: 'settled', stake: euros(4), payout: wireOfCents(cents).toString() });
    expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 400n + BigInt(cents));
  });

  describe('blackjack', () => {
    type View = {
      phase: string;
      dealer: { cards: string[]; hiddenCards: number };
      legalActions: string[];
      result: { totalPayout: string } | null;
    };
    const viewOf = (round: RoundRecordReply) => round.result as View;

    async function act(
      page: GamePage,
      round: RoundRecordReply,
      action: object,
    ): Promise<{ answer: StudioAnswer; round: RoundRecordReply }> {
      const answer = await page.send('POST', '/house/api/blackjack/action', { round_id: round.id, action });
      return { answer, round: answer.statusCode === 200 ? roundReply.parse(answer.body).round : round };
    }

    /** Deals until a hand waits for a decision other than insurance (declined when offered). */
    async function dealOpenHand(page: GamePage, bet: string) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const answer = await page.send('POST', '/house/api/blackjack/deal', { bet });
        expect(answer.statusCode, answer.text).toBe(200);
        let { round } = roundReply.parse(answer.body);
        if (round.state === 'open' && viewOf(round).phase === 'insurance') {
          ({ round } = await act(page, round, { type: 'insurance', take: false }));
        }
        if (round.state === 'open') return { round, text: answer.text };
      }
      throw new Error('ten hands in a row ended at the deal');
    }

    it('plays a hand to the end: the hole card stays hidden, a double is a second bet, one win closes it', async () => {
      const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n);
      const dealtHand = await dealOpenHand(page, euros(10));
      let round: RoundRecordReply = dealtHand.round;
      const text = dealtHand.text;
      const dealt = await cashOf(ctx.app, playerId);
      expect(text).not.toMatch(/shoe/i);
      expect(viewOf(round).dealer).toMatchObject({ hiddenCards: 1 });
      expect(viewOf(round).dealer.cards).toHaveLength(1);
      let doubled = false;
      while (round.state === 'open' && round.payout === null) {
        const legal = viewOf(round).legalActions;
        const action: string = !doubled && legal.includes('double') ? 'double' : 'stand';
        const step = await act(page, round, { type: action });
        expect(step.answer.statusCode, step.answer.text).toBe(200);
        doubled ||= action === 'double';
        round = step.round;
        if (round.state === 'open') expect(step.answer.text).not.toMatch(/shoe/i);
      }
      expect(doubled).toBe(true);
      expect(round.state).toBe('settled');
      expect(viewOf(round).dealer.hiddenCards).toBe(0);
      expect(viewOf(round).dealer.cards.length).toBeGreaterThanOrEqual(2);
      expect(round.transactions.map((call) => [call.kind, call.amount])).toEqual([
        ['bet', euros(10)],
        ['bet', euros(10)],
        ['win', round.payout],
      ]);
      expect(round.stake).toBe(euros(20));
      expect(await cashOf(ctx.app, playerId)).toBe(dealt - 1_000n + BigInt(round.payout ?? '0') / 1000n);
      expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
    });

    it('refuses a double the balance cannot cover and lets the hand go on', async () => {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const { playerId, page } = await open('gamma-vienna-blackjack', 1_000n);
        const answer = await page.send('POST', '/house/api/blackjack/deal', { bet: euros(10) });
        let { round } = roundReply.parse(answer.body);
        if (round.state !== 'open') continue;
        if (viewOf(round).phase === 'insurance') {
          ({ round } = await act(page, round, { type: 'insurance', take: false }));
          if (round.state !== 'open') continue;
        }
        const refused = await act(page, round, { type: 'double' });
        expect(refused.answer.statusCode).toBe(402);
        expect(refused.answer.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
        const state = stateReply.parse((await page.send('GET', '/house/api/state')).body);
        expect(state.open_round?.id).toBe(round.id);
        expect(state.open_round?.stake).toBe(euros(10));
        expect(await cashOf(ctx.app, playerId)).toBe(0n);
        const stood = await act(page, round, { type: 'stand' });
        expect(stood.round.state).toBe('settled');
        expect(await cashOf(ctx.app, playerId)).toBe(BigInt(stood.round.payout ?? '0') / 1000n);
        return;
      }
      throw new Error('no hand to double in ten deals');
    });

    it('shows an unfinished hand again at the next launch, to be played on there', async () => {
      const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n);
      const { round } = await dealOpenHand(page, euros(5));
      const dealt = await cashOf(ctx.app, playerId);
      const next = await GamePage.open(ctx.app, playerId, 'gamma-vienna-blackjack');
      const state = stateReply.parse((await next.send('GET', '/house/api/state')).body);
      expect(state.open_round?.id).toBe(round.id);
      expect(JSON.stringify(state.open_round)).not.toMatch(/shoe/i);
      const other = await next.send('POST', '/house/api/blackjack/deal', { bet: euros(5) });
      expect(other.body).toMatchObject({ code: 'ROUND_IN_PROGRESS' });
      const { round: current } = await act(next, state.open_round ?? round, { type: 'stand' });
      expect(current.state).toBe('settled');
      expect(await cashOf(ctx.app, playerId)).toBe(dealt + BigInt(current.payout ?? '0') / 1000n);
    });

    it('keeps the seeds while a hand is open, and stands an abandoned hand after 30 minutes', async () => {
      const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n);
      const { round } = await dealOpenHand(page, euros(5));
      const dealt = await cashOf(ctx.app, playerId);
      const rotate = await page.send('POST', '/house/api/seeds/rotate', {});
      expect(rotate.statusCode).toBe(409);
      expect(rotate.body).toMatchObject({ code: 'ROUND_IN_PROGRESS' });

      ctx.clock.advanceMinutes(29);
      await ctx.app.houseStudio?.sweep();
      expect(roundRecord.parse((await page.send('GET', `/house/api/rounds/${round.id}`)).body).state).toBe(
        'open',
      );
      ctx.clock.advanceMinutes(2);
      await ctx.app.houseStudio?.sweep();
      const after = roundRecord.parse((await page.send('GET', `/house/api/rounds/${round.id}`)).body);
      expect(after.state).toBe('settled');
      const actions = after.play.engine === 'blackjack' ? after.play.actions : [];
      expect(actions.every((action) => action.type === 'stand' || action.type === 'insurance')).toBe(true);
      expect(await cashOf(ctx.app, playerId)).toBe(dealt + BigInt(after.payout ?? '0') / 1000n);
      expect((await page.send('POST', '/house/api/seeds/rotate', {})).statusCode).toBe(200);
    });

    it('refunds a double whose answer was lost and keeps the hand as it was', async () => {
      const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n);
      const { round } = await dealOpenHand(page, euros(10));
      const dealt = await cashOf(ctx.app, playerId);
      ctx.wire.fail('bet', 'answer', 1);
      const lost = await act(page, round, { type: 'double' });
      expect(lost.answer.statusCode).toBe(503);
      const record = roundRecord.parse((await page.send('GET', `/house/api/rounds/${round.id}`)).body);
      expect(record.stake).toBe(euros(10));
      expect(record.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['bet', 'refused'],
        ['rollback', 'done'],
      ]);
      expect(await cashOf(ctx.app, playerId)).toBe(dealt);
      const stood = await act(page, record, { type: 'stand' });
      expect(stood.round.state).toBe('settled');
      expect(await cashOf(ctx.app, playerId)).toBe(dealt + BigInt(stood.round.payout ?? '0') / 1000n);
      expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
    });
  });
});
