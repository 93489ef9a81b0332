// The variance of a round's return per unit staked, from a model's outcome distribution: what a fairness
// monitor needs to say how far a game's actual return may stray from its model's by chance. A slot's comes
// with its PAR sheet (volatilityIndex); a roulette bet's is computed here from the wheel.
import { Rational } from './rational';
import { POCKETS, ROULETTE_ODDS, type RouletteBetKind } from './roulette';

/** How many numbers each kind of roulette bet covers on the single-zero wheel. */
const ROULETTE_COVERAGE: Readonly<Record<RouletteBetKind, bigint>> = {
  straight: 1n,
  split: 2n,
  street: 3n,
  corner: 4n,
  'six-line': 6n,
  column: 12n,
  dozen: 12n,
  red: 18n,
  black: 18n,
  odd: 18n,
  even: 18n,
  low: 18n,
  high: 18n,
};

/**
 * Exact variance of the return per unit staked of one roulette bet: the bet returns odds + 1 with
 * probability covered/37 and nothing otherwise, so Var = (odds + 1)^2 p - ((odds + 1) p)^2.
 */
export function rouletteReturnVariance(kind: RouletteBetKind): Rational {
  const pays = Rational.of(ROULETTE_ODDS[kind] + 1n);
  const p = Rational.of(ROULETTE_COVERAGE[kind], POCKETS);
  const mean = pays.mul(p);
  return pays.mul(pays).mul(p).sub(mean.mul(mean));
}

/**
 * The largest variance of any roulette bet (the straight up). Every bet returns 36/37, so the mix of bets
 * players choose moves only the spread: the largest is the one that never flags a fair wheel wrongly.
 */
export function rouletteMaxReturnVariance(): Rational {
  return (Object.keys(ROULETTE_ODDS) as RouletteBetKind[])
    .map(rouletteReturnVariance)
    .reduce((max, variance) => (variance.compare(max) > 0 ? variance : max));
}
