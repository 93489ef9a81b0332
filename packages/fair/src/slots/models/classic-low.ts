// Slot math model classic-low, low volatility: frequent small wins on 20 lines, 8 free spins at x2.
// The wild substitutes only (it never lands on reel 1, so it has no pays of its own).
// Its exact figures are in ../par/classic-low.json (npm run fair:par); any change here needs a new mathVersion.
import { CLASSIC_SYMBOLS } from './classic-symbols';
import { TWENTY_LINES, type SlotModel } from '../slot-model';

export const CLASSIC_LOW: SlotModel = {
  id: 'classic-low',
  mathVersion: 'classic-low@1.0.0',
  volatility: 'low',
  symbols: CLASSIC_SYMBOLS,
  reels: [
    'A Q H4 H2 J T T Q J H4 A A K T H1 H2 Q J K K H3 A H4 S H3 Q Q K J A Q H2 J J T H4 K A Q J H3 H1 T T T K',
    'Q Q J H3 Q W K A H2 J J T Q J T H3 H4 W H4 H1 A K Q J T K H2 A Q J T S H4 H3 K A W A Q J T T T K K H2 H4 H1 A',
    'A H1 Q J T H3 H4 K A Q H2 J T Q J T K H3 A W H4 Q H1 J T T K A A H2 Q J T T H4 K H3 A S W W K Q Q J J K H2 H4',
    'H4 H2 Q J T H1 Q H4 K A J T H2 T Q J T T K H3 A H4 W A W Q H1 K K A Q H2 Q J J H4 J K H3 A H3 Q J W T S T K A',
    'H4 H2 Q S J T Q H4 W A K J H1 H2 Q J T K A H3 A H4 Q J T T K T K W H2 A Q Q J H4 J H3 A H1 H3 K Q J T T K A',
  ],
  lines: TWENTY_LINES,
  linePays: {
    H1: { 2: 8, 3: 60, 4: 150, 5: 500 },
    H2: { 3: 50, 4: 125, 5: 400 },
    H3: { 3: 40, 4: 100, 5: 300 },
    H4: { 3: 30, 4: 80, 5: 250 },
    A: { 3: 20, 4: 50, 5: 150 },
    K: { 3: 20, 4: 50, 5: 150 },
    Q: { 3: 16, 4: 40, 5: 125 },
    J: { 3: 16, 4: 40, 5: 125 },
    T: { 3: 13, 4: 30, 5: 100 },
  },
  scatter: {
    pays: { 3: 2, 4: 5, 5: 20 },
    freeSpins: { 3: 8, 4: 10, 5: 12 },
  },
  freeSpins: {
    multiplier: 2,
    retrigger: { 3: 8, 4: 10, 5: 12 },
    maxSpins: 40,
  },
};
