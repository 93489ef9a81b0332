// The statistics of game fairness monitoring (decision 0906): a game's actual return to player against its
// model's, with the band chance alone would keep it in. Rounds are independent and stakes vary, so the
// return of n rounds, sum(win) / sum(stake), has the model's mean and a standard deviation of
// sigma * sqrt(sum(stake^2)) / sum(stake), sigma being the model's per-unit-stake standard deviation.

/** Two-sided 99.9 %: a fair game leaves the band by chance once in a thousand looks. */
export const FAIRNESS_Z = 3.290527;

export type FairnessStatus = 'inside_band' | 'outside_band' | 'not_enough_rounds' | 'no_model';

/** A game's running totals of settled rounds, in minor units of one currency. */
export interface FairnessTotals {
  readonly rounds: bigint;
  readonly staked: bigint;
  readonly won: bigint;
  readonly stakeSquares: bigint;
}

/** The model behind a game: its RTP as a fraction of the stake and its per-unit-stake standard deviation. */
export interface FairnessModel {
  readonly rtp: number;
  readonly sigma: number;
}

export interface FairnessVerdict {
  /** won / staked; null before any stake. */
  readonly actualRtp: number | null;
  /** The band's bounds (fractions of the stake); null without a model or a stake. */
  readonly bandLow: number | null;
  readonly bandHigh: number | null;
  readonly status: FairnessStatus;
}

/** sqrt(sum(stake^2)) / sum(stake): 1/sqrt(n) when every stake is the same, larger when they vary. */
export function stakeSpread(staked: bigint, stakeSquares: bigint): number {
  if (staked <= 0n) return Number.POSITIVE_INFINITY;
  return Math.sqrt(Number(stakeSquares)) / Number(staked);
}

/** Where a game stands: inside or outside its model's band, or why no verdict is given. */
export function fairnessVerdict(
  totals: FairnessTotals,
  model: FairnessModel | undefined,
  minimumRounds: number,
  z = FAIRNESS_Z,
): FairnessVerdict {
  const actualRtp = totals.staked > 0n ? Number(totals.won) / Number(totals.staked) : null;
  if (!model || totals.staked <= 0n) {
    return { actualRtp, bandLow: null, bandHigh: null, status: model ? 'not_enough_rounds' : 'no_model' };
  }
  const halfWidth = z * model.sigma * stakeSpread(totals.staked, totals.stakeSquares);
  const bandLow = model.rtp - halfWidth;
  const bandHigh = model.rtp + halfWidth;
  if (totals.rounds < BigInt(minimumRounds)) {
    return { actualRtp, bandLow, bandHigh, status: 'not_enough_rounds' };
  }
  const inside = actualRtp !== null && actualRtp >= bandLow && actualRtp <= bandHigh;
  return { actualRtp, bandLow, bandHigh, status: inside ? 'inside_band' : 'outside_band' };
}
