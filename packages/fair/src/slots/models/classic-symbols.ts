// The symbol set the classic models share: a wild, a scatter, four premium symbols and five royals.
// A skin names them and gives them art; the math only knows the codes.
import { type SlotSymbol } from '../slot-model';

export const CLASSIC_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'W', kind: 'wild' },
  { id: 'S', kind: 'scatter' },
  { id: 'H1', kind: 'regular' },
  { id: 'H2', kind: 'regular' },
  { id: 'H3', kind: 'regular' },
  { id: 'H4', kind: 'regular' },
  { id: 'A', kind: 'regular' },
  { id: 'K', kind: 'regular' },
  { id: 'Q', kind: 'regular' },
  { id: 'J', kind: 'regular' },
  { id: 'T', kind: 'regular' },
];
