// Playing cards in the order Stake documents (index 0 to 51: ♦2, ♥2, ♠2, ♣2, ♦3, ... ♣A), single-card draws
// from a float, and multi-deck shoes shuffled from the fair stream.
import { outcomeIndex, type OutcomeSource } from './fair-stream';
import { shuffle } from './draw';

export const SUITS = ['D', 'H', 'S', 'C'] as const;
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];
/** A card as rank then suit: '10D' is the ten of diamonds, 'AS' the ace of spades. */
export type Card = `${Rank}${Suit}`;

const SUIT_SYMBOLS: Record<Suit, string> = { D: '♦', H: '♥', S: '♠', C: '♣' };

/** The 52 cards in the documented order: ranks 2 to A, and within a rank ♦ ♥ ♠ ♣. */
export const DECK: readonly Card[] = RANKS.flatMap((rank) => SUITS.map((suit): Card => `${rank}${suit}`));

export function cardRank(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

export function cardSuit(card: Card): Suit {
  return card.slice(-1) as Suit;
}

/** '♦10', '♠A': the card as the documentation prints it. */
export function cardLabel(card: Card): string {
  return `${SUIT_SYMBOLS[cardSuit(card)]}${cardRank(card)}`;
}

/** One card from an unlimited number of decks: CARDS[floor(float * 52)]. */
export function cardFromFloat(float: number): Card {
  return DECK[outcomeIndex(float, DECK.length)] as Card;
}

/** `decks` decks in the documented order, then shuffled from the source (see `shuffle`). */
export function shuffledShoe(source: OutcomeSource, decks: number): Card[] {
  if (!Number.isInteger(decks) || decks < 1)
    throw new RangeError(`A shoe holds a whole number of decks, not ${decks}`);
  return shuffle(source, Array.from({ length: decks }, () => DECK).flat());
}
