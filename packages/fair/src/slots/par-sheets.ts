// The stored PAR sheet of each studio model (written by npm run fair:par -- --write, checked by the tests):
// what a rules panel shows as RTP, hit frequency and volatility, without enumerating anything in the browser.
import classicHigh from './par/classic-high.json' with { type: 'json' };
import classicLow from './par/classic-low.json' with { type: 'json' };
import classicMedium from './par/classic-medium.json' with { type: 'json' };
import { type ParSheet } from './par-sheet';

const SHEETS: Readonly<Record<string, ParSheet>> = {
  'classic-low': classicLow as ParSheet,
  'classic-medium': classicMedium as ParSheet,
  'classic-high': classicHigh as ParSheet,
};

export function parSheetOf(modelId: string): ParSheet {
  const sheet = SHEETS[modelId];
  if (!sheet) throw new RangeError(`No PAR sheet for slot model "${modelId}"`);
  return sheet;
}
