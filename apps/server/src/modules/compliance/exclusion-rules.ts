// When an operator may end a player's cool-down or self-exclusion early (decision 0712): never a
// permanent one, and a time-limited one only once it has run its minimum period, half of its length.
import { AppError } from '../../http/app-error';

/** The share of its length an exclusion must have run before an operator may end it. */
export const operatorEndShare = 0.5;

export interface ExclusionPeriod {
  readonly startsAt: Date;
  /** null: permanent. */
  readonly endsAt: Date | null;
}

/** The player's exclusion as identity keeps it: the end of the longest one in force. */
export interface ExclusionStanding {
  readonly excludedUntil: Date | null;
  readonly excludedPermanently: boolean;
}

/** The first moment an operator may end this exclusion; null for a permanent one (never). */
export function earliestOperatorEnd(exclusion: ExclusionPeriod): Date | null {
  if (exclusion.endsAt === null) return null;
  const length = exclusion.endsAt.getTime() - exclusion.startsAt.getTime();
  return new Date(exclusion.startsAt.getTime() + Math.ceil(length * operatorEndShare));
}

/**
 * Why the exclusions in force may not be ended now, or undefined when they may: none in force, a
 * permanent one, one that has not run its minimum period (the refusal names when it will have), or a
 * standing with no record of when it started (its minimum cannot be known).
 */
export function exclusionEndRefusal(
  inForce: readonly ExclusionPeriod[],
  standing: ExclusionStanding,
  now: Date,
): AppError | undefined {
  if (standing.excludedPermanently || inForce.some((exclusion) => exclusion.endsAt === null)) {
    return new AppError('ADMIN_EXCLUSION_PERMANENT');
  }
  if (standing.excludedUntil === null || standing.excludedUntil <= now)
    return new AppError('ADMIN_EXCLUSION_NONE');
  if (inForce.length === 0) {
    return new AppError(
      'ADMIN_EXCLUSION_TOO_EARLY',
      'This exclusion has no record of when it started, so its minimum period cannot be checked.',
    );
  }
  const earliest = inForce
    .map((exclusion) => earliestOperatorEnd(exclusion)?.getTime() ?? Number.POSITIVE_INFINITY)
    .reduce((latest, at) => Math.max(latest, at), 0);
  if (earliest > now.getTime()) {
    return new AppError(
      'ADMIN_EXCLUSION_TOO_EARLY',
      `This exclusion has not run its minimum period yet: it can be ended from ${new Date(earliest).toISOString()}.`,
    );
  }
  return undefined;
}
