// The model each catalogue game is measured against (decision 0906): a studio slot's PAR sheet (RTP and
// standard deviation per unit staked), the single-zero roulette wheel's exact figures; none for a game whose
// return depends on the player's choices (blackjack's strategy, baccarat's side) or that runs elsewhere.
import { rouletteMaxReturnVariance } from '@reelvault/fair/return-variance';
import { Rational } from '@reelvault/fair/rational';
import { parSheetOf } from '@reelvault/fair/slots/par-sheets';
import { slotMathModel } from '../catalogue/service';
import type { FairnessModel } from './fairness-statistics';

function computeModel(engine: string, model: string): FairnessModel | undefined {
  if (engine === 'slot') {
    const id = slotMathModel(model);
    if (!id) return undefined;
    const sheet = parSheetOf(id);
    return {
      rtp: Rational.parse(sheet.rtp.exact).toNumber(),
      sigma: Math.sqrt(Number(sheet.volatilityIndex.variance)),
    };
  }
  if (engine === 'roulette' && model === 'roulette-european') {
    return { rtp: Rational.of(36, 37).toNumber(), sigma: Math.sqrt(rouletteMaxReturnVariance().toNumber()) };
  }
  return undefined;
}

const known = new Map<string, FairnessModel | undefined>();

/** The model of a game's engine, or undefined when there is none to measure it against. */
export function fairnessModelOf(engine: string, model: string): FairnessModel | undefined {
  const key = `${engine}|${model}`;
  if (!known.has(key)) known.set(key, computeModel(engine, model));
  return known.get(key);
}
