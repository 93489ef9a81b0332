// The terms a player accepted at registration (decision 0719): written in the registration's transaction
// from the content module's published version, read by the back office's player page.
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { termsAcceptances } from './schema';
import type { PublishedTerms } from './types';

export interface AcceptedTerms extends PublishedTerms {
  readonly acceptedAt: Date;
}

export async function recordAcceptedTerms(
  tx: DbExecutor,
  userId: number,
  terms: PublishedTerms,
  at: Date,
): Promise<void> {
  await tx.insert(termsAcceptances).values({
    userId,
    pageVersionId: terms.pageVersionId,
    version: terms.version,
    locale: terms.locale,
    acceptedAt: at,
  });
}

export function createTermsAcceptances(db: DbExecutor) {
  return {
    /** The terms the player accepted at registration; undefined for players who registered before. */
    async acceptedTerms(playerId: number): Promise<AcceptedTerms | undefined> {
      const [row] = await db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, playerId));
      return row
        ? {
            pageVersionId: row.pageVersionId,
            version: row.version,
            locale: row.locale,
            acceptedAt: row.acceptedAt,
          }
        : undefined;
    },
  };
}
