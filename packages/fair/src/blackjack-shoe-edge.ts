// The house edge of the studio's blackjack (blackjack.ts) for a shoe of a given number of decks, computed by
// exhausting every way the cards can fall rather than by sampling. Every deal of the up card and the
// player's two cards is weighed by its probability from the full shoe; from there the player takes, at each
// point, the decision of best expectation knowing their own cards and the up card (composition-dependent
// play), and every dealer finish is computed from the cards really left, with the hole card conditioned on
// the dealer's peek. Insurance is never taken. The one convention is for splits: each split hand is valued
// on the shoe less the up card and the pair, as if the other split hand drew nothing (the usual treatment
// of exact calculators; a split hand's decisions cannot see the other hand's cards either).
// docs/decisions/0603-blackjack-six-deck-house-edge.md gives the figures and how they were checked.

import {
  applyBlackjackAction,
  BLACKJACK_DECKS,
  blackjackStake,
  cardPoints,
  legalActions,
  startBlackjack,
  type BlackjackAction,
  type BlackjackActionType,
  type BlackjackState,
} from './blackjack';
import type { Card } from './cards';
import type { OutcomeSource } from './fair-stream';

/** Card values 1 (ace) to 10 (ten, jack, queen, king): index 0 to 9 of a count array. */
const VALUES = 10;
const ACE = 1;
const TEN = 10;
/**
 * A set of removed cards as one safe integer: 5 bits per value 2 to 10 (a round takes at most 18 twos and
 * fewer of every other value) and the aces, of which a round may take more, above them all.
 */
const KEY_WEIGHT = [32 ** 9, ...Array.from({ length: VALUES - 1 }, (_, i) => 32 ** i)];

/** The dealer's finishes, unnormalised: 17, 18, 19, 20, 21, bust. */
type DealerFinishes = Float64Array;

export interface BlackjackShoeEdge {
  readonly decks: number;
  /** The house edge per unit of the original bet (0.0045 is 0.45%). */
  readonly houseEdge: number;
  /** What splitting adds to the player's expectation per round, against never splitting. */
  readonly splitGain: number;
  /** What doubling adds to the player's expectation per round, against never doubling. */
  readonly doubleGain: number;
}

interface Hand {
  /** Points with every ace as 1. */
  readonly hard: number;
  readonly hasAce: boolean;
}

const best = (hand: Hand) => (hand.hasAce && hand.hard + 10 <= 21 ? hand.hard + 10 : hand.hard);
const withCard = (hand: Hand, value: number): Hand => ({
  hard: hand.hard + value,
  hasAce: hand.hasAce || value === ACE,
});

class Shoe {
  readonly counts: number[];
  total: number;
  /** The removed cards as one number (KEY_WEIGHT). */
  key = 0;

  constructor(decks: number) {
    this.counts = Array.from({ length: VALUES }, (_, i) => (i === TEN - 1 ? 16 : 4) * decks);
    this.total = 52 * decks;
  }

  take(value: number): void {
    this.counts[value - 1] = (this.counts[value - 1] as number) - 1;
    this.total -= 1;
    this.key += KEY_WEIGHT[value - 1] as number;
  }

  putBack(value: number): void {
    this.counts[value - 1] = (this.counts[value - 1] as number) + 1;
    this.total += 1;
    this.key -= KEY_WEIGHT[value - 1] as number;
  }

  chance(value: number): number {
    return (this.counts[value - 1] as number) / this.total;
  }
}

interface Options {
  readonly allowSplit: boolean;
  readonly allowDouble: boolean;
}

/**
 * Computes the house edge of the rules of blackjack.ts (dealer peeks and stands on soft 17, blackjack 3 to 2,
 * double on any first two cards and after a split, one split, split aces one card each, no surrender) for a
 * shoe of `decks` decks, with the best play of the player's own cards.
 */
export function blackjackShoeEdge(decks: number): BlackjackShoeEdge {
  const full = -blackjackShoeHouseEdge(decks);
  const noSplit = expectation(decks, { allowSplit: false, allowDouble: true });
  const noDouble = expectation(decks, { allowSplit: true, allowDouble: false });
  return { decks, houseEdge: -full, splitGain: full - noSplit, doubleGain: full - noDouble };
}

/** The house edge alone (one pass instead of the three of `blackjackShoeEdge`). */
export function blackjackShoeHouseEdge(decks: number): number {
  return -expectation(decks, { allowSplit: true, allowDouble: true });
}

/** The player's expectation per round. */
function expectation(decks: number, options: Options): number {
  if (!Number.isInteger(decks) || decks < 1) throw new RangeError('A shoe holds one deck or more');
  const shoe = new Shoe(decks);
  let total = 0;
  for (let up = 1; up <= VALUES; up += 1) {
    const pUp = shoe.chance(up);
    shoe.take(up);
    total += pUp * expectationUnder(shoe, up, options);
    shoe.putBack(up);
  }
  return total;
}

/** The player's expectation given the up card (already taken from the shoe). */
function expectationUnder(shoe: Shoe, up: number, options: Options): number {
  const { play, split, noDealerBlackjack } = evaluator(shoe, up, options);
  let total = 0;
  for (let first = 1; first <= VALUES; first += 1) {
    const pFirst = shoe.chance(first);
    if (pFirst === 0) continue;
    shoe.take(first);
    for (let second = 1; second <= VALUES; second += 1) {
      const pSecond = shoe.chance(second);
      if (pSecond === 0) continue;
      shoe.take(second);
      const hand = withCard({ hard: first, hasAce: first === ACE }, second);
      const dealerBlackjack = 1 - noDealerBlackjack();
      let value: number;
      if (best(hand) === 21) {
        // A blackjack pays 3 to 2 unless the dealer has one too (a push).
        value = 1.5 * noDealerBlackjack();
      } else {
        // Against a dealer blackjack only the original bet is lost.
        value = -dealerBlackjack + play(hand, true);
        if (options.allowSplit && first === second) value = Math.max(value, -dealerBlackjack + split(first));
      }
      total += pFirst * pSecond * value;
      shoe.putBack(second);
    }
    shoe.putBack(first);
  }
  return total;
}

/**
 * The values of the player's choices under one up card, for the cards now out of `shoe` (the up card and
 * the hand's cards, and for a split hand the other pair card too), each times the chance of no dealer
 * blackjack. Memoised by the cards out, so one evaluator serves a whole computation or a whole simulation.
 */
function evaluator(shoe: Shoe, up: number, options: Options) {
  const dealerMemo = new Map<number, DealerFinishes>();
  const playerMemo = new Map<string, number>();
  const blackjackCard = up === ACE ? TEN : up === TEN ? ACE : 0;
  /** The chance that the hole card does not give the dealer a blackjack, from the cards left. */
  const noDealerBlackjack = () => (blackjackCard === 0 ? 1 : 1 - shoe.chance(blackjackCard));

  // The dealer's finishes from the cards left, times the chance of no dealer blackjack (the hole card is
  // drawn only among the cards that do not complete one): every value below carries that same factor, so
  // comparing decisions is unaffected and the peek is exact.
  const dealerFinishes = (): DealerFinishes => {
    const known = dealerMemo.get(shoe.key);
    if (known) return known;
    const finishes = new Float64Array(6);
    // The hot loop of the whole computation (hundreds of millions of dealer draws): plain numbers and the
    // shoe's count array, with no allocation per card.
    const counts = shoe.counts;
    const draw = (hard: number, hasAce: boolean, left: number, weight: number) => {
      if (hard > 21) {
        finishes[5] = (finishes[5] as number) + weight;
        return;
      }
      const points = hasAce && hard + 10 <= 21 ? hard + 10 : hard;
      if (points >= 17) {
        finishes[points - 17] = (finishes[points - 17] as number) + weight;
        return;
      }
      for (let value = 1; value <= VALUES; value += 1) {
        const count = counts[value - 1] as number;
        if (count === 0) continue;
        counts[value - 1] = count - 1;
        draw(hard + value, hasAce || value === ACE, left - 1, (weight * count) / left);
        counts[value - 1] = count;
      }
    };
    for (let hole = 1; hole <= VALUES; hole += 1) {
      if (hole === blackjackCard) continue;
      const count = counts[hole - 1] as number;
      if (count === 0) continue;
      counts[hole - 1] = count - 1;
      draw(up + hole, up === ACE || hole === ACE, shoe.total - 1, count / shoe.total);
      counts[hole - 1] = count;
    }
    dealerMemo.set(shoe.key, finishes);
    return finishes;
  };

  /** Standing on `points`, unnormalised like the dealer's finishes. */
  const stand = (points: number): number => {
    if (points > 21) return -noDealerBlackjack();
    const finishes = dealerFinishes();
    let value = finishes[5] as number;
    for (let finish = 17; finish <= 21; finish += 1) {
      const p = finishes[finish - 17] as number;
      if (points > finish) value += p;
      else if (points < finish) value -= p;
    }
    // A total under 17 wins only when the dealer busts (counted above) and loses to every finish.
    return value;
  };

  /** Doubling: one card, then stand, for twice the bet. */
  const double = (hand: Hand): number => {
    let value = 0;
    for (let card = 1; card <= VALUES; card += 1) {
      const p = shoe.chance(card);
      if (p === 0) continue;
      shoe.take(card);
      value += p * 2 * stand(best(withCard(hand, card)));
      shoe.putBack(card);
    }
    return value;
  };

  /** Hitting once, then playing on as well as possible. */
  const hit = (hand: Hand): number => {
    let value = 0;
    for (let card = 1; card <= VALUES; card += 1) {
      const p = shoe.chance(card);
      if (p === 0) continue;
      shoe.take(card);
      value += p * play(withCard(hand, card), false);
      shoe.putBack(card);
    }
    return value;
  };

  /** The best of standing, hitting and (on two cards) doubling; a hand at 21 stands by itself. */
  const play = (hand: Hand, mayDouble: boolean): number => {
    const points = best(hand);
    if (hand.hard > 21) return -noDealerBlackjack();
    if (points === 21) return stand(21);
    const key = `${shoe.key}|${hand.hard}|${hand.hasAce ? 1 : 0}|${mayDouble ? 1 : 0}`;
    const known = playerMemo.get(key);
    if (known !== undefined) return known;
    let value = Math.max(stand(points), hit(hand));
    if (mayDouble && options.allowDouble) value = Math.max(value, double(hand));
    playerMemo.set(key, value);
    return value;
  };

  /** Both split hands of a pair (both pair cards already out of the shoe). */
  const split = (pair: number): number => {
    let value = 0;
    for (let card = 1; card <= VALUES; card += 1) {
      const p = shoe.chance(card);
      if (p === 0) continue;
      shoe.take(card);
      const hand = withCard({ hard: pair, hasAce: pair === ACE }, card);
      // Split aces take one card and stand; other split hands play on, doubling allowed.
      value += p * (pair === ACE ? stand(best(hand)) : play(hand, true));
      shoe.putBack(card);
    }
    return 2 * value;
  };

  return { stand, hit, double, play, split, noDealerBlackjack };
}

/** A card's value as the computation counts it: 1 for an ace, 10 for every ten and face. */
const valueOf = (card: Card): number => {
  const points = cardPoints(card);
  return points === 11 ? ACE : points;
};

/**
 * The decision the exact computation takes for a state of the engine (blackjack.ts): the best expectation
 * among the legal actions, knowing the up card and the hand's own cards (and for a split hand, the pair).
 * Insurance is declined. Used to play the engine itself in simulations that check the computation.
 */
export function blackjackAdvisor(
  decks: number = BLACKJACK_DECKS,
): (state: BlackjackState) => BlackjackAction {
  const options: Options = { allowSplit: true, allowDouble: true };
  const byUpCard = new Map<number, { shoe: Shoe; values: ReturnType<typeof evaluator> }>();
  const forUpCard = (up: number) => {
    let known = byUpCard.get(up);
    if (!known) {
      const shoe = new Shoe(decks);
      shoe.take(up);
      known = { shoe, values: evaluator(shoe, up, options) };
      byUpCard.set(up, known);
    }
    return known;
  };
  return (state) => {
    if (state.phase === 'insurance') return { type: 'insurance', take: false };
    const legal = legalActions(state);
    const current = state.hands[state.active];
    const upCard = state.dealer[0];
    if (!current || !upCard || legal.length === 0) throw new Error('No decision is open');
    const { shoe, values } = forUpCard(valueOf(upCard));
    // The cards out as the computation counts them: a split hand also removes the other pair card.
    const split = state.hands.length === 2;
    const out = split
      ? [...state.hands.map((hand) => hand.cards[0] as Card), ...current.cards.slice(1)]
      : [...current.cards];
    for (const card of out) shoe.take(valueOf(card));
    const hand = current.cards
      .map(valueOf)
      .reduce<Hand>((sum, value) => withCard(sum, value), { hard: 0, hasAce: false });
    const choices: [BlackjackActionType, number][] = [
      ['stand', values.stand(best(hand))],
      ['hit', values.hit(hand)],
    ];
    if (legal.includes('double')) choices.push(['double', values.double(hand)]);
    if (legal.includes('split')) choices.push(['split', values.split(valueOf(current.cards[0] as Card))]);
    for (const card of out) shoe.putBack(valueOf(card));
    const [type] = choices.reduce((bestSoFar, choice) => (choice[1] > bestSoFar[1] ? choice : bestSoFar));
    return { type } as BlackjackAction;
  };
}

/** A fast generator of uniform floats (xorshift128), for simulations only: rounds use the fair stream. */
export class FastSource implements OutcomeSource {
  private state: Uint32Array;

  constructor(seed: number) {
    this.state = new Uint32Array([seed >>> 0 || 1, 0x9e3779b9, 0x243f6a88, 0xb7e15162]);
    for (let i = 0; i < 16; i += 1) this.nextFloat();
  }

  nextFloat(): number {
    const s = this.state;
    let t = s[3] as number;
    t ^= t << 11;
    t ^= t >>> 8;
    s[3] = s[2] as number;
    s[2] = s[1] as number;
    s[1] = s[0] as number;
    const first = s[0] as number;
    s[0] = (t ^ first ^ (first >>> 19)) >>> 0;
    return (s[0] as number) / 2 ** 32;
  }
}

export interface BlackjackSimulation {
  readonly rounds: number;
  /** The player's mean return per unit of the original bet (negative: the house edge). */
  readonly mean: number;
  readonly standardError: number;
}

/** Plays `rounds` rounds of the engine itself with the advisor's decisions and measures the return. */
export function simulateBlackjack(
  rounds: number,
  source: OutcomeSource,
  advise: (state: BlackjackState) => BlackjackAction = blackjackAdvisor(),
): BlackjackSimulation {
  // A bet of 2 units keeps 3 to 2 exact (ADR 0403 rounds only odd amounts).
  const bet = 2n;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    let state = startBlackjack(source, bet);
    while (state.phase !== 'settled') state = applyBlackjackAction(state, advise(state));
    const net = Number((state.result?.totalPayout ?? 0n) - blackjackStake(state)) / Number(bet);
    sum += net;
    squares += net * net;
  }
  const mean = sum / rounds;
  const variance = squares / rounds - mean * mean;
  return { rounds, mean, standardError: Math.sqrt(variance / rounds) };
}
