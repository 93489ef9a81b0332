// Feed import from the back office (decision 0807): an uploaded feed file is checked by the same code as
// `npm run catalogue:import` (feed-document.ts, then the importer's plan), the difference is kept as a
// preview, and applying it runs the importer's writes as a job whose progress the screen polls. A preview
// is made against one catalogue revision: after any other change it is stale (409). Applying an import
// that is applied or being applied answers it as it is, so a second click changes nothing.
import { randomUUID } from 'node:crypto';
import {
  importPreviewListMax,
  type AdminCatalogueImport,
} from '@reelvault/contract/calls/backoffice-catalogue';
import type { FieldErrors } from '@reelvault/contract/errors';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import { readFeedDocument, type LocatedFeedIssue } from './feed-document';
import { createImportJobRepository, type ImportRow } from './import-job-repository';
import { applyImport, planImport, planWrites, type ImportCounts, type ImportPlan } from './importer';
import { createCatalogueRepository } from './repository';
import type { CatalogueService } from './service';

export interface CatalogueImportsDependencies {
  readonly db: Db;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  readonly catalogue: Pick<CatalogueService, 'revisionRaised'>;
  /** Hears a job's failure (the server's log). */
  readonly onJobFailed?: (error: unknown) => void;
}

/** Field errors shown for a bad feed; the rest are counted. */
const issuesShown = 200;

/** The 422 of a bad feed: each problem under its place in the feed, its line first. */
export function feedFieldErrors(issues: readonly LocatedFeedIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues.slice(0, issuesShown)) {
    const line = issue.line === null ? '' : `Line ${String(issue.line)}: `;
    (errors[issue.where] ??= []).push(`${line}${issue.message}`);
  }
  if (issues.length > issuesShown) {
    (errors.feed ??= []).push(`And ${String(issues.length - issuesShown)} more problems.`);
  }
  return errors;
}

const countsOut = (counts: ImportCounts) => ({
  new: counts.added,
  changed: counts.updated,
  retired: counts.retired,
  unchanged: counts.unchanged,
});

/** What a preview shows of a plan: whole counts, and at most `importPreviewListMax` games per list. */
export function previewOf(plan: ImportPlan) {
  return {
    studios: countsOut(plan.providers),
    games: countsOut(plan.games),
    new_games: plan.newGames.slice(0, importPreviewListMax),
    changed_games: plan.changedGames
      .slice(0, importPreviewListMax)
      .map((game) => ({ identifier: game.identifier, name: game.name, fields: [...game.fields] })),
    retired_games: plan.retiredGames
      .slice(0, importPreviewListMax)
      .map(({ identifier, name }) => ({ identifier, name })),
    page_lists: plan.pageLists.map((list) => list.id),
  };
}

type Preview = ReturnType<typeof previewOf>;

class StaleImport extends Error {}

export function createCatalogueImports({
  db,
  backoffice,
  catalogue,
  onJobFailed,
}: CatalogueImportsDependencies) {
  const jobs = createImportJobRepository(db);
  /** Progress of the jobs this node runs (other nodes' polls see the stored figures). */
  const progress = new Map<string, { done: number; total: number }>();
  const settled = new Set<Promise<void>>();

  function out(row: ImportRow): AdminCatalogueImport {
    const live = progress.get(row.id);
    return {
      id: row.id,
      file_name: row.fileName,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      base_revision: row.baseRevision,
      ...(row.preview as Preview),
      progress: live ?? { done: row.progressDone, total: row.progressTotal },
      error: row.error,
    };
  }

  async function found(id: string): Promise<ImportRow> {
    const row = await jobs.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function runJob(admin: AuthenticatedAdmin, caller: AdminCaller, row: ImportRow): Promise<void> {
    const document = await jobs.document(row.id);
    const checked = document === null ? undefined : readFeedDocument(document);
    try {
      if (!checked?.ok) throw new Error('The stored feed cannot be read again.');
      const report = await backoffice.audited(
        admin,
        caller,
        'catalogue.manage',
        { action: 'catalogue.import', type: 'catalogue_import', id: row.id },
        async (tx) => {
          const transactionJobs = createImportJobRepository(tx);
          if ((await transactionJobs.lockRevision()) !== row.baseRevision) throw new StaleImport();
          // The same plan as the preview's: the catalogue is as it was then.
          const plan = await planImport(tx, checked.feed);
          progress.set(row.id, { done: 0, total: planWrites(plan) });
          const result = await applyImport(tx, plan, (done, total) => progress.set(row.id, { done, total }));
          await transactionJobs.finish(row.id, { status: 'applied', progressDone: planWrites(plan) });
          return {
            before: { revision: row.baseRevision },
            after: {
              revision: result.revision,
              file_name: row.fileName,
              studios: countsOut(plan.providers),
              games: countsOut(plan.games),
            },
            result,
          };
        },
      );
      if (report.revision !== null) catalogue.revisionRaised();
    } catch (error) {
      if (error instanceof StaleImport) await jobs.finish(row.id, { status: 'stale' });
      else {
        onJobFailed?.(error);
        await jobs.finish(row.id, { status: 'failed', error: 'The import failed; nothing was changed.' });
      }
    } finally {
      progress.delete(row.id);
    }
  }

  return {
    /** Checks a feed file and keeps what importing it would change; a bad feed is 422, line by line. */
    async preview(admin: AuthenticatedAdmin, fileName: string, text: string): Promise<AdminCatalogueImport> {
      backoffice.requirePermission(admin, 'catalogue.manage');
      const checked = readFeedDocument(text);
      if (!checked.ok) {
        const count = checked.issues.length;
        throw new AppError(
          'VALIDATION_FAILED',
          `The feed has ${String(count)} problem${count === 1 ? '' : 's'}; nothing was imported.`,
          feedFieldErrors(checked.issues),
        );
      }
      const baseRevision = await createCatalogueRepository(db).revision();
      const plan = await planImport(db, checked.feed);
      const id = randomUUID();
      await jobs.insert({
        id,
        fileName,
        document: text,
        baseRevision,
        preview: previewOf(plan),
        progressTotal: planWrites(plan),
        createdBy: admin.id,
      });
      return out(await found(id));
    },

    async status(admin: AuthenticatedAdmin, id: string): Promise<AdminCatalogueImport> {
      backoffice.requirePermission(admin, 'catalogue.read');
      return out(await found(id));
    },

    /** Starts the apply job, or answers the import as it is when it is applied or being applied. */
    async apply(admin: AuthenticatedAdmin, caller: AdminCaller, id: string): Promise<AdminCatalogueImport> {
      backoffice.requirePermission(admin, 'catalogue.manage');
      const row = await found(id);
      if (row.status === 'stale') throw new AppError('CATALOGUE_IMPORT_STALE');
      if (row.status === 'applied') return out(row);
      if ((await createCatalogueRepository(db).revision()) !== row.baseRevision) {
        await jobs.finish(id, { status: 'stale' });
        throw new AppError('CATALOGUE_IMPORT_STALE');
      }
      if (!(await jobs.claim(id))) return out(await found(id));
      const claimed = await found(id);
      progress.set(id, { done: 0, total: row.progressTotal });
      const job = runJob(admin, caller, claimed).finally(() => settled.delete(job));
      settled.add(job);
      return out(claimed);
    },

    /** Resolves when the jobs running now have finished (a closing server waits for them). */
    async idle(): Promise<void> {
      await Promise.all([...settled]);
    },
  };
}

export type CatalogueImports = ReturnType<typeof createCatalogueImports>;
