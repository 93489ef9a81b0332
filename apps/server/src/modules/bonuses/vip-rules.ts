// The VIP programme's rules, without storage: the level a player's cumulative wagering reaches (in euro
// cents, the thresholds being in euros), the progress toward the next level, the levels a jump crosses
// (each pays its level-up bonus once) and the once-only key of a level-up bonus (decision 1121).
import { parseAmount } from '@reelvault/contract/money';
import { vipTiers, type VipTier } from '@reelvault/contract/constants/vip';

const thresholdCents = (tier: VipTier) => parseAmount(tier.wagerThreshold, 2);

/** Every level whose threshold `wageredCents` has reached, lowest first. */
export function levelsReached(wageredCents: bigint): VipTier[] {
  return vipTiers.filter((tier) => wageredCents >= thresholdCents(tier));
}

/** The highest level reached, or undefined below Bronze. */
export function levelFor(wageredCents: bigint): VipTier | undefined {
  return levelsReached(wageredCents).at(-1);
}

export function tierByKey(key: string): VipTier | undefined {
  return vipTiers.find((tier) => tier.key === key);
}

/** A level's place in the programme, Bronze 0. */
const rankOf = (tier: VipTier) => vipTiers.findIndex((candidate) => candidate.key === tier.key);

/** The higher of two levels (a level once reached stays the player's). */
export function higherLevel(a: VipTier | undefined, b: VipTier | undefined): VipTier | undefined {
  if (!a) return b;
  if (!b) return a;
  return rankOf(b) > rankOf(a) ? b : a;
}

export interface VipProgress {
  readonly level: VipTier | undefined;
  readonly next: VipTier | undefined;
  /** Whole percent (0-100) of the way from the current level's threshold to the next; 100 at the top. */
  readonly progress: number;
}

/** Where `wageredCents` stands, given the level the player holds (never lower than the wagering's). */
export function vipProgress(wageredCents: bigint, held?: VipTier): VipProgress {
  const level = higherLevel(levelFor(wageredCents), held);
  const index = level ? rankOf(level) : -1;
  const next = vipTiers[index + 1];
  if (!next) return { level, next: undefined, progress: 100 };
  const floor = level ? thresholdCents(level) : 0n;
  const span = thresholdCents(next) - floor;
  const done = wageredCents - floor;
  const percent = done <= 0n ? 0n : (done * 100n) / span;
  return { level, next, progress: Number(percent > 100n ? 100n : percent) };
}

/** The weekly cashback percentage of a level (nothing below Bronze). */
export function weeklyCashbackPercentOf(level: VipTier | undefined): number {
  return level?.weeklyCashbackPercent ?? 0;
}

/** The grant of a level-up bonus: one per player and level. */
export function levelUpGrantId(playerId: number, levelKey: string): string {
  return `vip:${playerId}:${levelKey}`;
}
