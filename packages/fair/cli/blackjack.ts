// npm run fair:blackjack [-- decks ...] [--simulate N]
// Computes the house edge of the studio's blackjack rules exactly (blackjack-shoe-edge.ts) for the 6-deck
// shoe the game deals from, and for other shoe sizes when named, beside the unlimited-deck figure of
// blackjack-edge.ts. Also prints what doubling and splitting are worth to the player. About 30 s per shoe
// size on one core. --simulate N then plays N rounds of the engine itself (blackjack.ts, a fresh shuffled
// 6-deck shoe per round) with the computation's decisions, and checks its return against the exact edge
// within 4 standard errors (about 2,000 rounds a second: shuffling 312 cards per round dominates).
import { blackjackEdgeInfiniteDeck } from '../src/blackjack-edge';
import { BLACKJACK_DECKS, BLACKJACK_HOUSE_EDGE_PERCENT } from '../src/blackjack';
import { blackjackShoeEdge, FastSource, simulateBlackjack } from '../src/blackjack-shoe-edge';
import { commandArguments, refuseArguments } from './args';

const usage = 'usage: npm run fair:blackjack -- [decks ...] [--simulate rounds]';
const { values, positionals } = commandArguments({ simulate: { type: 'string' } }, usage);
const simulated = values.simulate === undefined ? 0 : Number(values.simulate);
const named = positionals.map(Number);
if (!Number.isInteger(simulated) || simulated < 0)
  refuseArguments(usage, '--simulate takes a number of rounds.');
if (named.some((count) => !Number.isInteger(count) || count < 1)) {
  refuseArguments(usage, 'A shoe size is a whole number of decks.');
}
const decks = named.length > 0 ? named : [BLACKJACK_DECKS];
const percent = (fraction: number) => `${(fraction * 100).toFixed(4).padStart(8)}%`;

console.log('Peek, dealer stands on soft 17, blackjack 3:2, double any two and after a split, one split,');
console.log("split aces one card each, no surrender, no insurance; best play of the player's own cards.\n");
console.log('decks   house edge   doubling adds   splitting adds   seconds');
for (const count of decks) {
  const started = performance.now();
  const edge = blackjackShoeEdge(count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${String(count).padStart(5)}   ${percent(edge.houseEdge)}   ${percent(edge.doubleGain)}       ` +
      `${percent(edge.splitGain)}        ${seconds}`,
  );
  if (
    count === BLACKJACK_DECKS &&
    (edge.houseEdge * 100).toFixed(2) !== BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2)
  ) {
    console.error(`The rules panel shows ${BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2)}%: update blackjack.ts`);
    process.exitCode = 1;
  }
}
console.log(`unlimited ${percent(blackjackEdgeInfiniteDeck())}`);

if (simulated > 0) {
  const exact = blackjackShoeEdge(BLACKJACK_DECKS).houseEdge;
  const started = performance.now();
  const run = simulateBlackjack(simulated, new FastSource(20_261_121));
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const z = (-run.mean - exact) / run.standardError;
  console.log(
    `\nengine, ${run.rounds} rounds in ${seconds} s: house edge ${percent(-run.mean)} ` +
      `(SE ${percent(run.standardError)}), exact ${percent(exact)}, z ${z.toFixed(2)} ` +
      `${Math.abs(z) < 4 ? 'ok' : 'OUT OF TOLERANCE'}`,
  );
  if (Math.abs(z) >= 4) process.exitCode = 1;
}
