// Slot math model classic-high, high volatility: 10 lines, rare free spins at x3 on wild-heavy reels.
// Its exact figures are in ../par/classic-high.json (npm run fair:par); any change here needs a new mathVersion.
import { CLASSIC_SYMBOLS } from './classic-symbols';
import { TWENTY_LINES, type SlotModel } from '../slot-model';

export const CLASSIC_HIGH: SlotModel = {
  id: 'classic-high',
  mathVersion: 'classic-high@1.0.0',
  volatility: 'high',
  symbols: CLASSIC_SYMBOLS,
  reels: [
    'T H4 A K Q H2 J T A K K Q J T H4 T A A K Q J H1 T T H3 A K W H3 H2 Q Q A K J S H4 Q J J A K J T Q Q T J H3 A K T Q H1 J',
    'J H1 A H4 K Q J T T H2 H3 A A K Q J T H4 A K Q J T T Q H1 A K J J H3 Q T H2 A W K H4 Q Q J A K S J T Q T J A K H3 K Q T',
    'Q J T A K H1 H4 Q J T T H3 A K Q J T T Q H4 A K J J T Q T A K H1 J T H3 Q A K Q H2 J T H4 H2 A W K K Q Q J J A S A H3 K',
    'Q H3 J S A K Q J T H1 T T A H2 H3 K Q J J Q A K H4 J T T Q A K Q J T T H1 Q H3 A K K J T Q T H4 A H2 H4 A K Q J W A K J',
    'T Q T W H3 A K Q J J T S T A K Q J H2 H3 T Q A K Q H4 J T H4 A K K Q J T T Q A H1 H3 A K H1 Q J J A K T H4 H2 Q J J A K',
  ],
  lines: TWENTY_LINES.slice(0, 10),
  linePays: {
    W: { 3: 100, 4: 1000, 5: 10000 },
    H1: { 2: 5, 3: 75, 4: 500, 5: 2500 },
    H2: { 3: 50, 4: 300, 5: 1500 },
    H3: { 3: 40, 4: 200, 5: 1000 },
    H4: { 3: 30, 4: 150, 5: 750 },
    A: { 3: 13, 4: 60, 5: 250 },
    K: { 3: 13, 4: 60, 5: 250 },
    Q: { 3: 10, 4: 50, 5: 200 },
    J: { 3: 11, 4: 50, 5: 200 },
    T: { 3: 8, 4: 40, 5: 150 },
  },
  scatter: {
    pays: { 3: 3, 4: 20, 5: 200 },
    freeSpins: { 3: 10, 4: 15, 5: 20 },
  },
  freeSpins: {
    multiplier: 3,
    retrigger: { 3: 10, 4: 15, 5: 20 },
    maxSpins: 100,
    reels: [
      'J Q T T H3 A W K Q J J T T A K Q J H3 H2 T Q A K Q J H4 T T H4 A W K K Q J T Q A H1 H3 A K H1 Q J J A K T H4 H2 Q S J A K',
      'Q H3 J T S A K Q W J W W H1 T W A K H2 H3 Q J J T W A Q K H4 J T W W Q W A K Q J T W W H1 Q H3 A K K J T W W Q W H4 A H2 H4 A K Q J T J T A T K W',
      'T Q W W H3 T A K Q W J J W T S W A K Q J W H2 H3 T W Q A K Q J H4 T W W H4 A Q K K J T W W Q W A H1 H3 A K J H1 Q T J T A K T H4 H2 Q W J J W A K',
      'K T Q J W T W A H3 K Q H4 J W T W W H1 A K Q Q J T S H3 H2 A K K Q J T W W W Q H4 A A K J T T Q W J A W K H3 T W Q W H1 J A K J T W Q H4 W H2 J A',
      'K J H2 Q J T A T K Q W J H4 T T A K Q Q H1 J T W T H3 A K H2 K Q S Q A W A H4 W K J Q J J A K T T W H3 Q J H3 A K H1 Q J T W H4 A',
    ],
  },
};
