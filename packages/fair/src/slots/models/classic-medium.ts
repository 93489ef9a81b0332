// Slot math model classic-medium, medium volatility: 20 lines, free spins at x3 on reels with extra wilds.
// Its exact figures are in ../par/classic-medium.json (npm run fair:par); any change here needs a new mathVersion.
import { CLASSIC_SYMBOLS } from './classic-symbols';
import { TWENTY_LINES, type SlotModel } from '../slot-model';

export const CLASSIC_MEDIUM: SlotModel = {
  id: 'classic-medium',
  mathVersion: 'classic-medium@1.0.0',
  volatility: 'medium',
  symbols: CLASSIC_SYMBOLS,
  reels: [
    'K A Q A H4 H2 J H3 Q J H4 K A K T Q H2 Q H1 J K A J W H4 H3 Q J T K S A Q J H2 T T H4 K A Q J T H3 T H1 T',
    'Q S Q H3 Q J K A H1 H2 J J Q J T W H3 H4 H4 A K Q S J T K H2 A Q H1 J T H4 H3 K A A Q J T T T T W K H2 H4 A K',
    'H4 A Q J T S H3 H4 A K H2 Q J Q J T K H3 A W H4 Q J T T T S A A H2 K Q J H1 H4 K H1 H3 A K Q Q J J T T K W H2',
    'H4 W H2 Q J T Q H4 S A K J H1 H2 Q J T T K H3 A H4 W A Q J T K K S A H2 Q Q J H4 J K H3 A H1 H3 Q J T T T K A',
    'A Q J W T H3 H4 K A Q S H2 Q J J T H3 A K H4 Q J T T T K A H2 A Q J H1 H4 T H3 H1 A K K Q Q J J T K H2 H4',
  ],
  lines: TWENTY_LINES,
  linePays: {
    W: { 3: 50, 4: 250, 5: 2500 },
    H1: { 2: 5, 3: 40, 4: 200, 5: 1000 },
    H2: { 3: 30, 4: 150, 5: 750 },
    H3: { 3: 25, 4: 100, 5: 500 },
    H4: { 3: 20, 4: 75, 5: 400 },
    A: { 3: 12, 4: 50, 5: 200 },
    K: { 3: 12, 4: 50, 5: 200 },
    Q: { 3: 9, 4: 40, 5: 150 },
    J: { 3: 8, 4: 40, 5: 150 },
    T: { 3: 7, 4: 30, 5: 125 },
  },
  scatter: {
    pays: { 3: 2, 4: 10, 5: 100 },
    freeSpins: { 3: 10, 4: 15, 5: 20 },
  },
  freeSpins: {
    multiplier: 3,
    retrigger: { 3: 10, 4: 15, 5: 20 },
    maxSpins: 60,
    reels: [
      'K Q J S H3 Q K H2 H1 A J Q J J H3 H4 A H4 K Q J T T T K H2 A Q H1 J T H4 H3 K A A Q J T T T K Q W H2 H4 A',
      'J T Q K Q S H3 H4 A K J H2 W Q J K A J H3 T Q H4 J W T K A S T Q H2 J T T W H1 H4 W H3 H1 A K Q J T K A A W Q H2 H4',
      'H4 H2 J J Q J K T H4 S A T W H1 H2 Q K A J T T H3 Q H4 W J W A K T Q S J H2 T T K W H4 A H3 A H1 H3 Q J K K A W Q Q',
      'J J H4 H2 J Q J T K A H4 T T T W W H1 H2 K A Q J Q H3 J H4 H3 W K A A Q J T T S H2 K T S H4 W A K Q H3 H1 Q K Q A W',
      'K A Q A H4 H2 J H3 Q J H4 K A K T Q H2 Q H1 J K A J W H4 H3 Q J T K S A Q J H2 T T H4 K A Q J T H3 T H1 T',
    ],
  },
};
