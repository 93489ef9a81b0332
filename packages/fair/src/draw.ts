// Drawing without replacement from the fair stream, as Stake documents it for keno, mines and video poker
// (the original Fisher-Yates procedure): each float, times the number of items still left, picks one of
// them in their current order, and the pick is struck out.
import { drawIndex, type OutcomeSource } from './fair-stream';

function strikeOut<T>(source: OutcomeSource, items: readonly T[], count: number): { drawn: T[]; left: T[] } {
  if (!Number.isInteger(count) || count < 0 || count > items.length) {
    throw new RangeError(`Cannot draw ${count} of ${items.length} items`);
  }
  const left = [...items];
  const drawn: T[] = [];
  for (let i = 0; i < count; i += 1) {
    drawn.push(...left.splice(drawIndex(source, left.length), 1));
  }
  return { drawn, left };
}

/** `count` items drawn in order, without replacement; consumes one float per item. */
export function drawWithoutReplacement<T>(source: OutcomeSource, items: readonly T[], count: number): T[] {
  return strikeOut(source, items, count).drawn;
}

/**
 * The items in shuffled order: n - 1 draws, and the last item is the one left (no float is spent on a choice
 * of one). The first k positions depend only on the first k floats, so a game that deals from the top sees
 * the same cards whether the whole shoe or only its top is shuffled.
 */
export function shuffle<T>(source: OutcomeSource, items: readonly T[]): T[] {
  const { drawn, left } = strikeOut(source, items, Math.max(0, items.length - 1));
  return [...drawn, ...left];
}
