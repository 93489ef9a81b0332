// The house edge of the studio's blackjack rules, computed for an unlimited number of decks (every card
// value keeps its probability: 1/13 each, tens 4/13). Each decision takes the best expectation (for an
// unlimited deck that is exactly basic strategy); insurance is never taken. The game deals from a 6-deck
// shoe, whose edge blackjack-shoe-edge.ts computes; this independent calculation is its limit as the
// number of decks grows, and the tests hold the two together.

/** Card values 2 to 11 (11 is the ace) with their probability. */
const VALUES: readonly (readonly [number, number])[] = [
  [2, 1 / 13],
  [3, 1 / 13],
  [4, 1 / 13],
  [5, 1 / 13],
  [6, 1 / 13],
  [7, 1 / 13],
  [8, 1 / 13],
  [9, 1 / 13],
  [10, 4 / 13],
  [11, 1 / 13],
];

interface Total {
  readonly total: number;
  readonly soft: boolean;
}

function add({ total, soft }: Total, value: number): Total {
  let next = total + value;
  let aces = (soft ? 1 : 0) + (value === 11 ? 1 : 0);
  while (next > 21 && aces > 0) {
    next -= 10;
    aces -= 1;
  }
  return { total: next, soft: aces > 0 };
}

/** The dealer's final total (17 to 21, or 22 for a bust) from an up card, given no dealer blackjack. */
function dealerFinals(up: number): number[] {
  const finals = new Array<number>(23).fill(0);
  const play = (hand: Total, p: number) => {
    if (hand.total >= 17) {
      finals[Math.min(hand.total, 22)] = (finals[Math.min(hand.total, 22)] ?? 0) + p;
      return;
    }
    for (const [value, q] of VALUES) play(add(hand, value), p * q);
  };
  const start: Total = { total: up, soft: up === 11 };
  // The hole card cannot complete a blackjack: the dealer has peeked.
  const holes = VALUES.filter(([value]) => up + value !== 21);
  const norm = holes.reduce((sum, [, q]) => sum + q, 0);
  for (const [value, q] of holes) play(add(start, value), q / norm);
  return finals;
}

/** The house edge per unit bet of one round under the rules of blackjack.ts (peek, S17, 3:2, DAS, one split). */
export function blackjackEdgeInfiniteDeck(): number {
  let expectation = 0;
  for (const [up, pUp] of VALUES) {
    const finals = dealerFinals(up);
    const stand = (total: number) => {
      if (total > 21) return -1;
      let ev = 0;
      finals.forEach((p, dealer) => {
        if (dealer === 22 || dealer < total) ev += p;
        else if (dealer > total) ev -= p;
      });
      return ev;
    };
    const memo = new Map<string, number>();
    // Best expectation of a hand that may hit or stand (and double when `canDouble`).
    const best = (hand: Total, canDouble: boolean): number => {
      if (hand.total > 21) return -1;
      if (hand.total === 21) return stand(21);
      const key = `${hand.total},${hand.soft},${canDouble}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let hit = 0;
      let double = 0;
      for (const [value, q] of VALUES) {
        const next = add(hand, value);
        hit += q * best(next, false);
        double += q * 2 * stand(next.total);
      }
      const value = Math.max(stand(hand.total), hit, canDouble ? double : -Infinity);
      memo.set(key, value);
      return value;
    };
    // A split hand: one card, then its second; split aces stand on two cards, others may double.
    const splitHand = (card: number) => {
      let ev = 0;
      for (const [value, q] of VALUES) {
        const hand = add({ total: card, soft: card === 11 }, value);
        ev += q * (card === 11 ? stand(hand.total) : best(hand, true));
      }
      return ev;
    };
    const dealerBlackjack = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    let afterPeek = 0;
    for (const [a, pa] of VALUES) {
      for (const [b, pb] of VALUES) {
        const hand = add({ total: a, soft: a === 11 }, b);
        let ev: number;
        if (hand.total === 21) ev = 1.5;
        else {
          ev = best(hand, true);
          if (a === b) ev = Math.max(ev, 2 * splitHand(a));
        }
        afterPeek += pa * pb * ev;
      }
    }
    const playerBlackjack = 2 * (1 / 13) * (4 / 13);
    // Against a dealer blackjack only the bet is lost, and a player blackjack pushes.
    expectation += pUp * (dealerBlackjack * -(1 - playerBlackjack) + (1 - dealerBlackjack) * afterPeek);
  }
  return -expectation;
}
