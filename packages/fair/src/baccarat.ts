// Punto banco: each coup is dealt from a fresh 8-deck shoe shuffled from the fair stream (its top six cards,
// six floats from cursor 0, which are the same six cards a full shuffle would put on top). Player, banker
// (5% commission), tie (8 to 1) and pair (11 to 1) bets; the standard third-card rules.
import { cardRank, DECK, type Card } from './cards';
import { drawWithoutReplacement } from './draw';
import { type OutcomeSource } from './fair-stream';
import { Rational } from './rational';

export const BACCARAT_ENGINE = { engine: 'baccarat-punto-banco', mathVersion: '1.0.0' } as const;

export const BACCARAT_DECKS = 8;

export type BaccaratSide = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
export type BaccaratBets = Readonly<Partial<Record<BaccaratSide, bigint>>>;
export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratLimits {
  readonly minBet: bigint;
  /** Player and banker. */
  readonly maxMain: bigint;
  readonly maxTie: bigint;
  /** Each pair bet. */
  readonly maxPair: bigint;
  readonly maxTotal: bigint;
}

export type BaccaratBetErrorCode =
  'NO_BETS' | 'BET_BELOW_MINIMUM' | 'BET_ABOVE_MAXIMUM' | 'TOTAL_ABOVE_MAXIMUM';

export class BaccaratBetError extends Error {
  constructor(
    readonly code: BaccaratBetErrorCode,
    message: string,
    readonly side?: BaccaratSide,
  ) {
    super(message);
    this.name = 'BaccaratBetError';
  }
}

/** Points of a card: ace 1, two to nine at face value, tens and faces 0. */
export function baccaratPoints(card: Card): number {
  const rank = cardRank(card);
  if (rank === 'A') return 1;
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

/** The player's hand draws a third card on 0 to 5 (unless either hand has a natural). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's rule: on the banker's total, and on the player's third card's points when the player drew. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** A coup played on card points in dealing order (player, banker, player, banker, then thirds as drawn). */
export function playCoupPoints(points: readonly number[]): {
  player: number[];
  banker: number[];
  natural: boolean;
} {
  const at = (i: number) => points[i] ?? 0;
  const player = [at(0), at(2)];
  const banker = [at(1), at(3)];
  const total = (hand: number[]) => hand.reduce((sum, p) => sum + p, 0) % 10;
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (natural) return { player, banker, natural };
  let next = 4;
  let playerThird: number | null = null;
  if (playerDraws(total(player))) {
    playerThird = at(next++);
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(at(next));
  return { player, banker, natural };
}

export interface BaccaratHand {
  readonly cards: readonly Card[];
  readonly total: number;
}

export interface BaccaratCoup {
  readonly player: BaccaratHand;
  readonly banker: BaccaratHand;
  readonly natural: boolean;
  readonly winner: BaccaratWinner;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** Deals a coup from six cards off the top of the shoe (cards the rules do not call for stay unused). */
export function dealCoup(topSix: readonly Card[]): BaccaratCoup {
  const points = topSix.map(baccaratPoints);
  const { player, banker, natural } = playCoupPoints(points);
  const playerCards = [topSix[0], topSix[2], ...(player.length === 3 ? [topSix[4]] : [])] as Card[];
  const bankerThirdAt = player.length === 3 ? 5 : 4;
  const bankerCards = [
    topSix[1],
    topSix[3],
    ...(banker.length === 3 ? [topSix[bankerThirdAt]] : []),
  ] as Card[];
  const total = (hand: number[]) => hand.reduce((sum, p) => sum + p, 0) % 10;
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player: { cards: playerCards, total: playerTotal },
    banker: { cards: bankerCards, total: bankerTotal },
    natural,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(topSix[0] as Card) === cardRank(topSix[2] as Card),
    bankerPair: cardRank(topSix[1] as Card) === cardRank(topSix[3] as Card),
  };
}

const SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/**
 * What a bet returns (stake included). The banker's 5% commission is rounded down to a whole minor unit, in
 * the player's favour: exact when the stake is a multiple of 20 minor units. `minorUnit` is the currency's
 * smallest amount in the units the amounts are counted in (the studio counts in wallet units, where a cent
 * is 1000); every amount is then a whole number of them when the stakes are.
 */
export function baccaratPayout(
  side: BaccaratSide,
  amount: bigint,
  coup: BaccaratCoup,
  minorUnit = 1n,
): bigint {
  switch (side) {
    case 'player':
      return coup.winner === 'player' ? 2n * amount : coup.winner === 'tie' ? amount : 0n;
    case 'banker':
      return coup.winner === 'banker'
        ? 2n * amount - (amount / (20n * minorUnit)) * minorUnit
        : coup.winner === 'tie'
          ? amount
          : 0n;
    case 'tie':
      return coup.winner === 'tie' ? 9n * amount : 0n;
    case 'playerPair':
      return coup.playerPair ? 12n * amount : 0n;
    case 'bankerPair':
      return coup.bankerPair ? 12n * amount : 0n;
  }
}

export function validateBaccaratBets(bets: BaccaratBets, limits: BaccaratLimits): void {
  const placed = SIDES.filter((side) => bets[side] !== undefined && bets[side] !== 0n);
  if (placed.length === 0) throw new BaccaratBetError('NO_BETS', 'No bet was placed');
  let total = 0n;
  for (const side of placed) {
    const amount = bets[side] ?? 0n;
    const max =
      side === 'tie'
        ? limits.maxTie
        : side === 'playerPair' || side === 'bankerPair'
          ? limits.maxPair
          : limits.maxMain;
    if (amount < limits.minBet) {
      throw new BaccaratBetError('BET_BELOW_MINIMUM', `A bet must be at least ${limits.minBet}`, side);
    }
    if (amount > max)
      throw new BaccaratBetError('BET_ABOVE_MAXIMUM', `This bet may carry at most ${max}`, side);
    total += amount;
  }
  if (total > limits.maxTotal) {
    throw new BaccaratBetError('TOTAL_ABOVE_MAXIMUM', `The bets may total at most ${limits.maxTotal}`);
  }
}

export interface BaccaratRound extends BaccaratCoup {
  readonly engine: typeof BACCARAT_ENGINE.engine;
  readonly mathVersion: typeof BACCARAT_ENGINE.mathVersion;
  readonly bets: readonly { side: BaccaratSide; amount: bigint; payout: bigint }[];
  readonly totalStake: bigint;
  readonly totalPayout: bigint;
}

export const BACCARAT_SHOE: readonly Card[] = Array.from({ length: BACCARAT_DECKS }, () => DECK).flat();

/** A coup from six floats: six cards drawn without replacement from a fresh shoe, dealt by the rules. */
export function dealBaccarat(source: OutcomeSource): BaccaratCoup {
  return dealCoup(drawWithoutReplacement(source, BACCARAT_SHOE, 6));
}

/** Settles the bets on a coup (what a verifier does once it has the coup). */
export function settleBaccarat(coup: BaccaratCoup, bets: BaccaratBets, minorUnit = 1n): BaccaratRound {
  const settled = SIDES.filter((side) => bets[side] !== undefined && bets[side] !== 0n).map((side) => {
    const amount = bets[side] ?? 0n;
    return { side, amount, payout: baccaratPayout(side, amount, coup, minorUnit) };
  });
  return {
    ...BACCARAT_ENGINE,
    ...coup,
    bets: settled,
    totalStake: settled.reduce((sum, bet) => sum + bet.amount, 0n),
    totalPayout: settled.reduce((sum, bet) => sum + bet.payout, 0n),
  };
}

/** A coup: validates the bets, deals, settles. */
export function playBaccarat(
  source: OutcomeSource,
  bets: BaccaratBets,
  limits: BaccaratLimits,
): BaccaratRound {
  validateBaccaratBets(bets, limits);
  return settleBaccarat(dealBaccarat(source), bets);
}

export interface BaccaratOdds {
  readonly player: Rational;
  readonly banker: Rational;
  readonly tie: Rational;
}

/**
 * Exact probabilities of a coup off the top of a fresh shoe: every sequence of card points is weighed by how
 * many ways it can be dealt without replacement (tens and faces count as one point value, 16 per deck).
 */
export function baccaratOdds(decks = BACCARAT_DECKS): BaccaratOdds {
  const left = Array.from({ length: 10 }, (_, points) => BigInt(decks * (points === 0 ? 16 : 4)));
  const size = BigInt(decks * 52);
  const wins = { player: 0n, banker: 0n, tie: 0n };
  const sequence: number[] = [];
  // Every coup is weighed as if six cards were dealt, so that all weights share one denominator.
  const fallingFactorial = (from: bigint, count: number) => {
    let product = 1n;
    for (let i = 0; i < count; i += 1) product *= from - BigInt(i);
    return product;
  };
  const visit = (weight: bigint) => {
    if (sequence.length >= 4) {
      const { player, banker, natural } = playCoupPoints(sequence);
      const needed = natural ? 4 : 4 + (player.length - 2) + (banker.length - 2);
      if (needed === sequence.length) {
        const total = (hand: number[]) => hand.reduce((sum, p) => sum + p, 0) % 10;
        const [p, b] = [total(player), total(banker)];
        const key = p > b ? 'player' : b > p ? 'banker' : 'tie';
        wins[key] += weight * fallingFactorial(size - BigInt(needed), 6 - needed);
        return;
      }
    }
    for (let points = 0; points < 10; points += 1) {
      const count = left[points] ?? 0n;
      if (count === 0n) continue;
      left[points] = count - 1n;
      sequence.push(points);
      visit(weight * count);
      sequence.pop();
      left[points] = count;
    }
  };
  visit(1n);
  const all = fallingFactorial(size, 6);
  return {
    player: new Rational(wins.player, all),
    banker: new Rational(wins.banker, all),
    tie: new Rational(wins.tie, all),
  };
}

/** House edge of each bet from its rules and the exact odds (banker's commission taken as exactly 5%). */
export function baccaratHouseEdges(decks = BACCARAT_DECKS): Record<BaccaratSide, Rational> {
  const { player, banker, tie } = baccaratOdds(decks);
  const perDeck = BigInt(decks * 4);
  const pair = Rational.of(perDeck - 1n, BigInt(decks * 52) - 1n);
  return {
    player: banker.sub(player),
    banker: player.sub(banker.mul(Rational.of(95, 100))),
    tie: Rational.of(1).sub(tie.mul(Rational.of(9))),
    playerPair: Rational.of(1).sub(pair.mul(Rational.of(12))),
    bankerPair: Rational.of(1).sub(pair.mul(Rational.of(12))),
  };
}
