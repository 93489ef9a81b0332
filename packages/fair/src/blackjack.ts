// Blackjack as a state machine: a round starts from a fresh 6-deck shoe shuffled from the fair stream, and
// every decision is an action applied to the state. The studio keeps the state and sends the player only
// `blackjackView(state)`, which never holds the shoe nor the dealer's hole card before it is turned.
// Rules (docs/decisions/0404-blackjack-rules.md): dealer peeks and stands on soft 17, blackjack pays 3 to 2,
// double on any first two cards and after a split, one split, split aces take one card each, insurance.
import { cardRank, shuffledShoe, type Card } from './cards';
import { type OutcomeSource } from './fair-stream';

export const BLACKJACK_ENGINE = { engine: 'blackjack', mathVersion: '1.0.0' } as const;

export const BLACKJACK_DECKS = 6;

/**
 * The house edge of these rules for the 6-deck shoe, with the best play of the player's own cards and no
 * insurance: 0.4569%, computed exactly by blackjackShoeEdge(6) (blackjack-shoe-edge.ts, `npm run
 * fair:blackjack`; docs/decisions/0603-blackjack-six-deck-house-edge.md). A unit test recomputes it.
 */
export const BLACKJACK_HOUSE_EDGE_PERCENT = 0.46;

export type BlackjackPhase = 'insurance' | 'playing' | 'settled';
export type BlackjackActionType = 'insurance' | 'hit' | 'stand' | 'double' | 'split';
export type BlackjackAction =
  | { readonly type: 'insurance'; readonly take: boolean }
  | { readonly type: 'hit' | 'stand' | 'double' | 'split' };

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  readonly cards: readonly Card[];
  readonly stake: bigint;
  readonly doubled: boolean;
  readonly fromSplit: boolean;
  /** No further card: stood, doubled, busted, reached 21, or a split ace. */
  readonly done: boolean;
}

export interface BlackjackResult {
  readonly dealerTotal: number;
  readonly dealerBlackjack: boolean;
  readonly hands: readonly { readonly outcome: HandOutcome; readonly payout: bigint }[];
  readonly insurancePayout: bigint;
  readonly totalPayout: bigint;
}

export interface BlackjackState {
  readonly engine: typeof BLACKJACK_ENGINE.engine;
  readonly mathVersion: typeof BLACKJACK_ENGINE.mathVersion;
  readonly phase: BlackjackPhase;
  /** The whole shuffled shoe: secret until the round is settled, and never part of the view. */
  readonly shoe: readonly Card[];
  /** Cards taken from the top of the shoe so far. */
  readonly dealt: number;
  readonly bet: bigint;
  /**
   * The currency's smallest amount in the units the bet is counted in: the 3 to 2 of a blackjack and the
   * insurance are rounded to whole ones of it (ADR 0403).
   */
  readonly minorUnit: bigint;
  /** Up card, hole card, then the cards the dealer draws. */
  readonly dealer: readonly Card[];
  readonly hands: readonly BlackjackHand[];
  readonly active: number;
  /** Insurance staked: null until decided (or when not offered), 0n when declined. */
  readonly insurance: bigint | null;
  readonly actions: readonly BlackjackAction[];
  readonly result: BlackjackResult | null;
}

export type BlackjackErrorCode = 'BET_NOT_POSITIVE' | 'BET_OUTSIDE_LIMITS' | 'ACTION_NOT_ALLOWED';

export class BlackjackError extends Error {
  constructor(
    readonly code: BlackjackErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BlackjackError';
  }
}

export interface BlackjackLimits {
  readonly minBet: bigint;
  readonly maxBet: bigint;
}

/** A card's points: aces 11 (counted as 1 when 11 would bust), faces 10. */
export function cardPoints(card: Card): number {
  const rank = cardRank(card);
  if (rank === 'A') return 11;
  if (rank === 'K' || rank === 'Q' || rank === 'J') return 10;
  return Number(rank);
}

/** A hand's best total and whether an ace still counts 11 in it (a soft hand). */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardPoints(card);
    if (cardRank(card) === 'A') aces += 1;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return { total, soft: aces > 0 };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handTotal(cards).total === 21;

/** The insurance a bet may take: half the bet, rounded down to a whole minor unit (ADR 0403). */
export const insuranceStake = (bet: bigint, minorUnit = 1n): bigint => (bet / (2n * minorUnit)) * minorUnit;

/** What a blackjack pays on its stake (stake included): 3 to 2, the half minor unit rounded up (ADR 0403). */
export const blackjackPayout = (stake: bigint, minorUnit = 1n): bigint =>
  stake + ((3n * stake + 2n * minorUnit - 1n) / (2n * minorUnit)) * minorUnit;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function draw(state: Mutable<BlackjackState>): Card {
  const card = state.shoe[state.dealt];
  if (card === undefined) throw new Error('The shoe is empty');
  state.dealt += 1;
  return card;
}

function replaceHand(state: Mutable<BlackjackState>, index: number, hand: BlackjackHand): void {
  state.hands = state.hands.map((existing, i) => (i === index ? hand : existing));
}

/** A hand that reaches 21 or more takes no further card. */
const settledByTotal = (cards: readonly Card[]) => handTotal(cards).total >= 21;

/** What the dealer does once every hand is done, and the settlement. */
function settle(state: Mutable<BlackjackState>): void {
  const dealerBlackjack = isBlackjack(state.dealer.slice(0, 2));
  const playerBlackjack =
    state.hands.length === 1 && !state.hands[0]?.fromSplit && isBlackjack(state.hands[0]?.cards ?? []);
  const everyHandBusted = state.hands.every((hand) => handTotal(hand.cards).total > 21);
  if (!dealerBlackjack && !playerBlackjack && !everyHandBusted) {
    const dealer = [...state.dealer];
    // The dealer stands on every 17, soft 17 included.
    while (handTotal(dealer).total < 17) dealer.push(draw(state));
    state.dealer = dealer;
  }
  const dealerTotal = handTotal(state.dealer).total;
  const hands = state.hands.map((hand): { outcome: HandOutcome; payout: bigint } => {
    const { total } = handTotal(hand.cards);
    if (dealerBlackjack)
      return playerBlackjack ? { outcome: 'push', payout: hand.stake } : { outcome: 'lose', payout: 0n };
    if (playerBlackjack) {
      return { outcome: 'blackjack', payout: blackjackPayout(hand.stake, state.minorUnit) };
    }
    if (total > 21) return { outcome: 'bust', payout: 0n };
    if (dealerTotal > 21 || total > dealerTotal) return { outcome: 'win', payout: 2n * hand.stake };
    if (total === dealerTotal) return { outcome: 'push', payout: hand.stake };
    return { outcome: 'lose', payout: 0n };
  });
  const insurancePayout = dealerBlackjack ? 3n * (state.insurance ?? 0n) : 0n;
  state.phase = 'settled';
  state.result = {
    dealerTotal,
    dealerBlackjack,
    hands,
    insurancePayout,
    totalPayout: hands.reduce((sum, hand) => sum + hand.payout, 0n) + insurancePayout,
  };
}

/** Moves to the next hand that needs a decision, dealing a split hand its second card; settles when none is left. */
function advance(state: Mutable<BlackjackState>): void {
  while (state.active < state.hands.length) {
    const hand = state.hands[state.active] as BlackjackHand;
    if (hand.cards.length === 1) {
      const cards = [...hand.cards, draw(state)];
      replaceHand(state, state.active, { ...hand, cards, done: settledByTotal(cards) });
      continue;
    }
    if (!hand.done) return;
    state.active += 1;
  }
  settle(state);
}

/** After insurance: the dealer peeks under an ace or a ten; blackjacks end the round at once. */
function peekAndPlay(state: Mutable<BlackjackState>): void {
  const up = state.dealer[0] as Card;
  const hand = state.hands[0] as BlackjackHand;
  const dealerMayHaveBlackjack = cardPoints(up) >= 10;
  if ((dealerMayHaveBlackjack && isBlackjack(state.dealer)) || isBlackjack(hand.cards)) {
    replaceHand(state, 0, { ...hand, done: true });
    settle(state);
    return;
  }
  state.phase = 'playing';
}

/**
 * Deals a round: player, dealer up card, player, dealer hole card, from a freshly shuffled shoe. `minorUnit`
 * is the currency's smallest amount in the bet's units (1 when the bet is in minor units).
 */
export function startBlackjack(
  source: OutcomeSource,
  bet: bigint,
  limits?: BlackjackLimits,
  minorUnit = 1n,
): BlackjackState {
  if (bet <= 0n) throw new BlackjackError('BET_NOT_POSITIVE', 'The bet must be positive');
  if (limits && (bet < limits.minBet || bet > limits.maxBet)) {
    throw new BlackjackError(
      'BET_OUTSIDE_LIMITS',
      `The bet must be from ${limits.minBet} to ${limits.maxBet}`,
    );
  }
  const state: Mutable<BlackjackState> = {
    ...BLACKJACK_ENGINE,
    phase: 'playing',
    shoe: shuffledShoe(source, BLACKJACK_DECKS),
    dealt: 0,
    bet,
    minorUnit,
    dealer: [],
    hands: [],
    active: 0,
    insurance: null,
    actions: [],
    result: null,
  };
  const [p1, up, p2, hole] = [draw(state), draw(state), draw(state), draw(state)];
  state.dealer = [up, hole];
  state.hands = [{ cards: [p1, p2], stake: bet, doubled: false, fromSplit: false, done: false }];
  if (cardRank(up) === 'A' && insuranceStake(bet, minorUnit) > 0n) state.phase = 'insurance';
  else peekAndPlay(state);
  return state;
}

/** The actions the player may take now. */
export function legalActions(state: BlackjackState): BlackjackActionType[] {
  if (state.phase === 'insurance') return ['insurance'];
  if (state.phase !== 'playing') return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    // Double on any first two cards, after a split too (split aces are done and never get here).
    actions.push('double');
    const [a, b] = hand.cards as [Card, Card];
    if (state.hands.length === 1 && cardPoints(a) === cardPoints(b)) actions.push('split');
  }
  return actions;
}

/** Applies one decision and returns the new state (the given one is not changed). */
export function applyBlackjackAction(current: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(current).includes(action.type)) {
    throw new BlackjackError('ACTION_NOT_ALLOWED', `"${action.type}" is not allowed now (${current.phase})`);
  }
  const state: Mutable<BlackjackState> = { ...current, actions: [...current.actions, action] };
  if (action.type === 'insurance') {
    state.insurance = action.take ? insuranceStake(state.bet, state.minorUnit) : 0n;
    peekAndPlay(state);
    return state;
  }
  const hand = state.hands[state.active] as BlackjackHand;
  switch (action.type) {
    case 'hit': {
      const cards = [...hand.cards, draw(state)];
      replaceHand(state, state.active, { ...hand, cards, done: settledByTotal(cards) });
      break;
    }
    case 'stand':
      replaceHand(state, state.active, { ...hand, done: true });
      break;
    case 'double': {
      const cards = [...hand.cards, draw(state)];
      replaceHand(state, state.active, { ...hand, cards, stake: 2n * hand.stake, doubled: true, done: true });
      break;
    }
    case 'split': {
      const [a, b] = hand.cards as [Card, Card];
      const aces = cardRank(a) === 'A';
      const first = [a, draw(state)];
      const second: Card[] = [b];
      // Split aces take one card each and stand; other split hands are played one after the other.
      if (aces) second.push(draw(state));
      state.hands = [
        {
          cards: first,
          stake: hand.stake,
          doubled: false,
          fromSplit: true,
          done: aces || settledByTotal(first),
        },
        { cards: second, stake: hand.stake, doubled: false, fromSplit: true, done: aces },
      ];
      break;
    }
  }
  advance(state);
  return state;
}

/** Replays a round from its source and the player's decisions: what a verifier does. */
export function replayBlackjack(
  source: OutcomeSource,
  bet: bigint,
  actions: readonly BlackjackAction[],
  minorUnit = 1n,
): BlackjackState {
  return actions.reduce(applyBlackjackAction, startBlackjack(source, bet, undefined, minorUnit));
}

/** Everything the stake of a round comes to so far: hands (doubles and splits included) and insurance. */
export function blackjackStake(state: BlackjackState): bigint {
  return state.hands.reduce((sum, hand) => sum + hand.stake, 0n) + (state.insurance ?? 0n);
}

export interface BlackjackView {
  readonly engine: typeof BLACKJACK_ENGINE.engine;
  readonly mathVersion: typeof BLACKJACK_ENGINE.mathVersion;
  readonly phase: BlackjackPhase;
  readonly bet: bigint;
  readonly dealer: {
    /** The up card, and every other dealer card once the round is settled. */
    readonly cards: readonly Card[];
    readonly hiddenCards: number;
    readonly total: number;
  };
  readonly hands: readonly (BlackjackHand & { readonly total: number; readonly soft: boolean })[];
  readonly active: number;
  readonly insurance: bigint | null;
  readonly legalActions: readonly BlackjackActionType[];
  readonly totalStake: bigint;
  readonly result: BlackjackResult | null;
}

/** What the player may see: the shoe never, the hole card only once the round is settled. */
export function blackjackView(state: BlackjackState): BlackjackView {
  const revealed = state.phase === 'settled';
  const dealerCards = revealed ? state.dealer : state.dealer.slice(0, 1);
  return {
    engine: state.engine,
    mathVersion: state.mathVersion,
    phase: state.phase,
    bet: state.bet,
    dealer: {
      cards: dealerCards,
      hiddenCards: state.dealer.length - dealerCards.length,
      total: handTotal(dealerCards).total,
    },
    hands: state.hands.map((hand) => ({ ...hand, ...handTotal(hand.cards) })),
    active: state.active,
    insurance: state.insurance,
    legalActions: legalActions(state),
    totalStake: blackjackStake(state),
    result: state.result,
  };
}
