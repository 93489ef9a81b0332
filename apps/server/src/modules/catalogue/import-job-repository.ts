// SQL of the back office's feed imports (decision 0807): a preview and its document, then the apply job's
// claim and outcome.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { catalogueImports, catalogueState } from './schema';

export type ImportStatus = 'preview' | 'applying' | 'applied' | 'failed' | 'stale';

export interface ImportRow {
  readonly id: string;
  readonly fileName: string;
  readonly status: ImportStatus;
  readonly baseRevision: number;
  readonly preview: unknown;
  readonly progressDone: number;
  readonly progressTotal: number;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

const importColumns = {
  id: catalogueImports.id,
  fileName: catalogueImports.fileName,
  status: sql<ImportStatus>`${catalogueImports.status}`,
  baseRevision: catalogueImports.baseRevision,
  preview: catalogueImports.preview,
  progressDone: catalogueImports.progressDone,
  progressTotal: catalogueImports.progressTotal,
  error: catalogueImports.error,
  createdAt: catalogueImports.createdAt,
  finishedAt: catalogueImports.finishedAt,
};

/** An apply job not finished after this long died with its node; its import may be applied again. */
const abandonedAfter = sql`interval '15 minutes'`;

export function createImportJobRepository(db: DbExecutor) {
  return {
    async insert(row: {
      id: string;
      fileName: string;
      document: string;
      baseRevision: number;
      preview: object;
      progressTotal: number;
      createdBy: number;
    }): Promise<void> {
      await db.insert(catalogueImports).values(row);
    },

    async find(id: string): Promise<ImportRow | undefined> {
      const [row] = await db.select(importColumns).from(catalogueImports).where(eq(catalogueImports.id, id));
      return row;
    },

    async document(id: string): Promise<string | null> {
      const [row] = await db
        .select({ document: catalogueImports.document })
        .from(catalogueImports)
        .where(eq(catalogueImports.id, id));
      return row?.document ?? null;
    },

    /** Marks the import as applying unless another apply holds it; whether this caller got it. */
    async claim(id: string): Promise<boolean> {
      const rows = await db
        .update(catalogueImports)
        .set({ status: 'applying', startedAt: sql`now()`, error: null, progressDone: 0 })
        .where(
          and(
            eq(catalogueImports.id, id),
            or(
              inArray(catalogueImports.status, ['preview', 'failed']),
              and(
                eq(catalogueImports.status, 'applying'),
                lt(catalogueImports.startedAt, sql`now() - ${abandonedAfter}`),
              ),
            ),
          ),
        )
        .returning({ id: catalogueImports.id });
      return rows.length > 0;
    },

    /** The outcome; an applied or stale import's document is dropped (it will not be applied again). */
    async finish(
      id: string,
      outcome: { status: ImportStatus; error?: string; progressDone?: number },
    ): Promise<void> {
      const settled = outcome.status === 'applied' || outcome.status === 'stale';
      await db
        .update(catalogueImports)
        .set({
          status: outcome.status,
          error: outcome.error ?? null,
          finishedAt: sql`now()`,
          ...(outcome.progressDone === undefined ? {} : { progressDone: outcome.progressDone }),
          ...(settled ? { document: null } : {}),
        })
        .where(eq(catalogueImports.id, id));
    },

    /** The catalogue revision, its row locked: no other catalogue change commits until this one does. */
    async lockRevision(): Promise<number> {
      const rows = await db.execute(
        sql`select ${catalogueState.revision} as revision from ${catalogueState} where ${catalogueState.id} = 1 for update`,
      );
      return Number((rows.rows[0] as { revision?: unknown } | undefined)?.revision ?? 0);
    },
  };
}
