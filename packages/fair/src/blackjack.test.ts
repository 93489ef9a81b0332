import { describe, expect, it } from 'vitest';
import {
  applyBlackjackAction,
  BLACKJACK_DECKS,
  BLACKJACK_HOUSE_EDGE_PERCENT,
  blackjackStake,
  blackjackView,
  BlackjackError,
  handTotal,
  legalActions,
  replayBlackjack,
  startBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack';
import { blackjackEdgeInfiniteDeck } from './blackjack-edge';
import { blackjackShoeHouseEdge } from './blackjack-shoe-edge';
import { DECK, type Card } from './cards';
import { FairStream, type OutcomeSource } from './fair-stream';

/** A source whose shuffle puts these cards on top of the shoe, in this order (deal: P, D-up, P, D-hole, ...). */
function stacked(...top: Card[]): OutcomeSource {
  const left: Card[] = Array.from({ length: BLACKJACK_DECKS }, () => DECK).flat();
  const floats = top.map((card) => {
    const index = left.indexOf(card);
    if (index < 0) throw new Error(`No ${card} left`);
    const float = (index + 0.5) / left.length;
    left.splice(index, 1);
    return float;
  });
  let i = 0;
  return { nextFloat: () => floats[i++] ?? 0 };
}

const play = (state: BlackjackState, ...actions: BlackjackAction[]) =>
  actions.reduce(applyBlackjackAction, state);
const hit: BlackjackAction = { type: 'hit' };
const stand: BlackjackAction = { type: 'stand' };
const double: BlackjackAction = { type: 'double' };
const split: BlackjackAction = { type: 'split' };

describe('hand totals', () => {
  it('counts an ace as 11 while that does not bust, and calls such a hand soft', () => {
    expect(handTotal(['AS', '6H'])).toEqual({ total: 17, soft: true });
    expect(handTotal(['AS', '6H', '10D'])).toEqual({ total: 17, soft: false });
    expect(handTotal(['AS', 'AH', '9D'])).toEqual({ total: 21, soft: true });
    expect(handTotal(['AS', 'AH', 'AD', 'AC'])).toEqual({ total: 14, soft: true });
    expect(handTotal(['KS', 'QH', '2D'])).toEqual({ total: 22, soft: false });
    expect(handTotal(['AS', 'KH'])).toEqual({ total: 21, soft: true });
  });
});

describe('blackjack round', () => {
  it('deals player, dealer up card, player, hole card, and shows the player neither hole card nor shoe', () => {
    const state = startBlackjack(stacked('10S', '9H', '7D', '8C'), 100n);
    expect(state.hands[0]?.cards).toEqual(['10S', '7D']);
    expect(state.dealer).toEqual(['9H', '8C']);
    const view = blackjackView(state);
    expect(view.dealer).toEqual({ cards: ['9H'], hiddenCards: 1, total: 9 });
    expect(JSON.stringify(view, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).not.toContain(
      '8C',
    );
    expect(view).not.toHaveProperty('shoe');
    expect(view.legalActions).toEqual(['hit', 'stand', 'double']);
    expect(view.hands[0]).toMatchObject({ total: 17, soft: false });
  });

  it('reveals the hole card and the dealer draws to 17, standing on soft 17', () => {
    // Player 18 against 6 up, A in the hole: soft 17, the dealer stands and loses.
    const settled = play(startBlackjack(stacked('10S', '6H', '8D', 'AC', '5S'), 100n), stand);
    expect(settled.dealer).toEqual(['6H', 'AC']);
    expect(settled.result).toMatchObject({ dealerTotal: 17, hands: [{ outcome: 'win', payout: 200n }] });
    expect(blackjackView(settled).dealer).toEqual({ cards: ['6H', 'AC'], hiddenCards: 0, total: 17 });
    // Dealer 16 draws and busts.
    const busted = play(startBlackjack(stacked('10S', '10H', '7D', '6C', 'KS'), 100n), stand);
    expect(busted.dealer).toEqual(['10H', '6C', 'KS']);
    expect(busted.result?.hands[0]).toEqual({ outcome: 'win', payout: 200n });
  });

  it('pays a blackjack 3 to 2 at once, rounding the half unit up', () => {
    const even = startBlackjack(stacked('AS', '9H', 'KD', '7C'), 100n);
    expect(even.phase).toBe('settled');
    expect(even.result?.hands[0]).toEqual({ outcome: 'blackjack', payout: 250n });
    expect(startBlackjack(stacked('AS', '9H', 'KD', '7C'), 5n).result?.hands[0]?.payout).toBe(13n);
  });

  it('settles a dealer blackjack under a ten at once: the bet is lost, a player blackjack pushes', () => {
    const lost = startBlackjack(stacked('9S', 'KH', '9D', 'AC'), 100n);
    expect(lost.phase).toBe('settled');
    expect(lost.result).toMatchObject({ dealerBlackjack: true, totalPayout: 0n });
    expect(legalActions(lost)).toEqual([]);
    const pushed = startBlackjack(stacked('AS', 'KH', 'QD', 'AC'), 100n);
    expect(pushed.result?.hands[0]).toEqual({ outcome: 'push', payout: 100n });
  });

  it('offers insurance under an ace: half the bet, paid 2 to 1 on a dealer blackjack', () => {
    const offered = startBlackjack(stacked('9S', 'AH', '9D', 'KC'), 100n);
    expect(offered.phase).toBe('insurance');
    expect(legalActions(offered)).toEqual(['insurance']);
    expect(blackjackView(offered).dealer.cards).toEqual(['AH']);
    const insured = play(offered, { type: 'insurance', take: true });
    expect(insured.result).toMatchObject({ dealerBlackjack: true, insurancePayout: 150n, totalPayout: 150n });
    expect(blackjackStake(insured)).toBe(150n);
    const declined = play(offered, { type: 'insurance', take: false });
    expect(declined.result).toMatchObject({ insurancePayout: 0n, totalPayout: 0n });
  });

  it('keeps the insurance when the dealer has no blackjack, and play goes on', () => {
    const state = play(startBlackjack(stacked('9S', 'AH', '9D', '7C', '10S'), 101n), {
      type: 'insurance',
      take: true,
    });
    expect(state.insurance).toBe(50n);
    expect(state.phase).toBe('playing');
    const settled = play(state, stand);
    // 18 against soft 18: a push; the insurance is lost.
    expect(settled.result).toMatchObject({
      dealerTotal: 18,
      insurancePayout: 0n,
      hands: [{ outcome: 'push', payout: 101n }],
    });
    expect(blackjackStake(settled)).toBe(151n);
  });

  it('rounds 3 to 2 up and insurance down to whole minor units when amounts are counted finer', () => {
    // 1.01 EUR in wallet units (a cent is 1000): the blackjack pays 1.52 on top, not 1.515.
    const blackjack = startBlackjack(stacked('AS', '9H', 'KD', '7C'), 101_000n, undefined, 1_000n);
    expect(blackjack.result?.hands[0]).toEqual({ outcome: 'blackjack', payout: 253_000n });
    const insured = play(startBlackjack(stacked('9S', 'AH', '9D', 'KC'), 101_000n, undefined, 1_000n), {
      type: 'insurance',
      take: true,
    });
    expect(insured.insurance).toBe(50_000n);
    expect(insured.result).toMatchObject({ insurancePayout: 150_000n, totalPayout: 150_000n });
    // Replayed as the verifier does, with the unit from the round's record.
    const source = new FairStream({ serverSeed: 'a'.repeat(64), clientSeed: 'unit', nonce: 3 });
    const again = new FairStream({ serverSeed: 'a'.repeat(64), clientSeed: 'unit', nonce: 3 });
    expect(replayBlackjack(source, 3_000n, [], 1_000n)).toEqual(
      startBlackjack(again, 3_000n, undefined, 1_000n),
    );
  });

  it('doubles: twice the stake, one card, then the dealer', () => {
    const state = play(startBlackjack(stacked('6S', '5H', '5D', '10C', 'KS', '9H'), 100n), double);
    expect(state.hands[0]).toMatchObject({
      cards: ['6S', '5D', 'KS'],
      stake: 200n,
      doubled: true,
      done: true,
    });
    expect(state.dealer).toEqual(['5H', '10C', '9H']);
    expect(state.result?.hands[0]).toEqual({ outcome: 'win', payout: 400n });
  });

  it('ends a hand that busts, and the dealer draws nothing when every hand has busted', () => {
    const state = play(startBlackjack(stacked('10S', '5H', '6D', '10C', '9S', '2H'), 100n), hit);
    expect(state.hands[0]).toMatchObject({ cards: ['10S', '6D', '9S'], done: true });
    expect(state.dealer).toEqual(['5H', '10C']);
    expect(state.result?.hands[0]).toEqual({ outcome: 'bust', payout: 0n });
  });

  it('splits once, plays the hands in turn with doubling allowed, and settles each', () => {
    // 8 8 against 6 (hole 10). First hand: 8 + 3, doubled with a 10 = 21. Second: 8 + 8 (no second split), stands.
    const state = startBlackjack(stacked('8S', '6H', '8D', '10C', '3S', '10H', '8C', '9D'), 100n);
    const afterSplit = play(state, split);
    expect(afterSplit.hands.map((hand) => hand.cards)).toEqual([['8S', '3S'], ['8D']]);
    expect(legalActions(afterSplit)).toEqual(['hit', 'stand', 'double']);
    const second = play(afterSplit, double);
    expect(second.active).toBe(1);
    expect(second.hands[1]?.cards).toEqual(['8D', '8C']);
    expect(legalActions(second)).toEqual(['hit', 'stand', 'double']);
    const settled = play(second, stand);
    // Dealer 16 draws the 9 and busts: both hands win.
    expect(settled.dealer).toEqual(['6H', '10C', '9D']);
    expect(settled.result?.hands).toEqual([
      { outcome: 'win', payout: 400n },
      { outcome: 'win', payout: 200n },
    ]);
    expect(blackjackStake(settled)).toBe(300n);
  });

  it('gives split aces one card each, and an ace and a ten after a split is 21, not a blackjack', () => {
    const state = play(startBlackjack(stacked('AS', '7H', 'AD', '10C', 'KS', '5H'), 100n), split);
    expect(state.phase).toBe('settled');
    expect(state.hands.map((hand) => hand.cards)).toEqual([
      ['AS', 'KS'],
      ['AD', '5H'],
    ]);
    // Dealer 17: 21 wins even money, soft 16 loses.
    expect(state.result?.hands).toEqual([
      { outcome: 'win', payout: 200n },
      { outcome: 'lose', payout: 0n },
    ]);
  });

  it('refuses what the rules do not allow, naming the action', () => {
    const state = startBlackjack(stacked('10S', '9H', '7D', '8C', '2S'), 100n);
    expect(() => play(state, split)).toThrow(BlackjackError);
    expect(() => play(state, { type: 'insurance', take: true })).toThrow(/"insurance" is not allowed/);
    const hitOnce = play(state, hit);
    expect(() => play(hitOnce, double)).toThrow(expect.objectContaining({ code: 'ACTION_NOT_ALLOWED' }));
    const settled = play(hitOnce, stand);
    expect(() => play(settled, hit)).toThrow(BlackjackError);
    expect(() => startBlackjack(stacked(), 0n)).toThrow(
      expect.objectContaining({ code: 'BET_NOT_POSITIVE' }),
    );
    expect(() => startBlackjack(stacked(), 5n, { minBet: 10n, maxBet: 100n })).toThrow(
      expect.objectContaining({ code: 'BET_OUTSIDE_LIMITS' }),
    );
  });

  it('never changes a state it was given, and replays from the seeds and the decisions', () => {
    const seeds = { serverSeed: 'table-7', clientSeed: 'player', nonce: 3 };
    const start = startBlackjack(new FairStream(seeds), 100n);
    const snapshot = JSON.stringify(start, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    const actions: BlackjackAction[] =
      start.phase === 'insurance' ? [{ type: 'insurance', take: false }] : [];
    let state = actions.reduce(applyBlackjackAction, start);
    while (state.phase === 'playing') {
      const action: BlackjackAction =
        handTotal(state.hands[state.active]?.cards ?? []).total < 17 ? hit : stand;
      actions.push(action);
      state = applyBlackjackAction(state, action);
    }
    expect(JSON.stringify(start, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).toBe(
      snapshot,
    );
    expect(replayBlackjack(new FairStream(seeds), 100n, actions)).toEqual(state);
    expect(state.actions).toEqual(actions);
    expect(state.shoe).toHaveLength(312);
  });
});

describe('blackjack house edge', () => {
  it('computes the edge of these rules for unlimited decks from the rules themselves', () => {
    // Peek, S17, 3:2, double any two, double after split, one split, split aces one card, no surrender.
    expect(blackjackEdgeInfiniteDeck()).toBeCloseTo(0.0057, 4);
  });

  it('computes the 6-deck edge exactly, and the rules panel shows that figure', () => {
    const edge = blackjackShoeHouseEdge(BLACKJACK_DECKS);
    expect(edge).toBeCloseTo(0.0045688, 7);
    expect((edge * 100).toFixed(2)).toBe(BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2));
  }, 120_000);

  it('tends to the independent unlimited-deck figure as the shoe grows', () => {
    // The edge falls roughly as 1/decks below the unlimited-deck one (0.11 points at 6 decks), so at 1,000
    // decks the two calculations, written apart, must agree within 0.001 points and in that direction.
    const unlimited = blackjackEdgeInfiniteDeck();
    const large = blackjackShoeHouseEdge(1000);
    expect(large).toBeLessThan(unlimited);
    expect(unlimited - large).toBeLessThan(0.00001);
  }, 120_000);
});
