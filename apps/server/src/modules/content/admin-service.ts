// Legal pages and SEO entries in the back office (decision 0719): reading needs `content.read`, every save
// and publish `content.manage` and commits with its audit entry (the back office's `audited`). A save is
// a new version; publishing one makes it the text players read in its language.
import type {
  AdminAcceptedTerms,
  AdminLegalPage,
  AdminLegalPageVersion,
  AdminSeoEntry,
} from '@reelvault/contract/calls/backoffice-content';
import type { SeoEntryName } from '@reelvault/contract/calls/seo-entries';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { IdentityService } from '../identity/service';
import { createVersionsRepository, type PageVersionRow, type SeoEntryRow } from './versions-repository';

export interface ContentAdminDependencies {
  readonly db: DbExecutor;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission' | 'operatorNames'>;
  readonly identity: Pick<IdentityService, 'acceptedTerms'>;
}

type Operators = Awaited<ReturnType<BackofficeService['operatorNames']>>;

const operatorOf = (operators: Operators, id: number | null) => {
  const found = id === null ? undefined : operators.get(id);
  return found ? { id: found.id, email: found.email } : null;
};

export function versionOut(
  row: PageVersionRow,
  publishedId: number | null,
  operators: Operators,
): AdminLegalPageVersion {
  return {
    id: row.id,
    page_id: row.pageId,
    locale: row.locale,
    version: row.version,
    title: row.title,
    content: row.content,
    note: row.note,
    author: operatorOf(operators, row.createdBy),
    created_at: row.createdAt.toISOString(),
    published: row.id === publishedId,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

function seoOut(row: SeoEntryRow, operators: Operators): AdminSeoEntry {
  return {
    name: row.name as SeoEntryName,
    locale: row.locale,
    title: row.title,
    description: row.description,
    updated_by: operatorOf(operators, row.updatedBy),
    updated_at: row.updatedAt.toISOString(),
  };
}

const pageNotFound = () => new AppError('NOT_FOUND', 'This page does not exist.');

export function createContentAdminService(dependencies: ContentAdminDependencies) {
  const { db, clock, backoffice } = dependencies;
  const reads = createVersionsRepository(db);
  const names = (ids: readonly (number | null)[]) =>
    backoffice.operatorNames(ids.filter((id): id is number => id !== null));

  return {
    async legalPages(admin: AuthenticatedAdmin): Promise<AdminLegalPage[]> {
      backoffice.requirePermission(admin, 'content.read');
      const [pageRows, languages] = await Promise.all([reads.pageList(), reads.languages()]);
      return pageRows.map((page) => ({
        id: page.id,
        slug: page.slug,
        languages: languages
          .filter((language) => language.pageId === page.id)
          .map((language) => ({
            locale: language.locale,
            title: language.title,
            published_version: language.published,
            latest_version: language.latest,
          })),
      }));
    },

    async versions(admin: AuthenticatedAdmin, pageId: number, locale: string) {
      backoffice.requirePermission(admin, 'content.read');
      if (!(await reads.pageExists(pageId))) throw pageNotFound();
      const [rows, publishedId] = await Promise.all([
        reads.versions(pageId, locale),
        reads.publishedVersionId(pageId, locale),
      ]);
      const operators = await names(rows.map((row) => row.createdBy));
      return rows.map((row) => versionOut(row, publishedId, operators));
    },

    async save(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      pageId: number,
      draft: { locale: string; title: string; content: string; note: string },
    ): Promise<AdminLegalPageVersion> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'legal_page.save', type: 'page', id: String(pageId) },
        async (tx) => {
          const repository = createVersionsRepository(tx);
          if (!(await repository.pageExists(pageId))) throw pageNotFound();
          const row = await repository.insertVersion({
            pageId,
            ...draft,
            createdBy: admin.id,
            at: clock.now(),
          });
          const publishedId = await repository.publishedVersionId(pageId, draft.locale);
          const result = versionOut(
            row,
            publishedId,
            new Map([[admin.id, { id: admin.id, email: admin.email, role: admin.role }]]),
          );
          return {
            before: null,
            after: { version_id: row.id, locale: row.locale, version: row.version, note: row.note },
            result,
          };
        },
      );
    },

    async publish(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      pageId: number,
      versionId: number,
    ): Promise<AdminLegalPageVersion> {
      // The operators' names are read after the commit: the transaction holds the connection.
      const row = await backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'legal_page.publish', type: 'page', id: String(pageId) },
        async (tx) => {
          const repository = createVersionsRepository(tx);
          const version = await repository.version(pageId, versionId);
          if (!version) throw new AppError('NOT_FOUND', 'This version of the page does not exist.');
          const previousId = await repository.publishedVersionId(pageId, version.locale);
          const previous = previousId === null ? undefined : await repository.version(pageId, previousId);
          const published = await repository.publish(version, clock.now());
          return {
            before: { locale: version.locale, published_version: previous?.version ?? null },
            after: { locale: version.locale, published_version: published.version, version_id: published.id },
            result: published,
          };
        },
      );
      return versionOut(row, row.id, await names([row.createdBy]));
    },

    async seoEntries(admin: AuthenticatedAdmin, locale: string): Promise<AdminSeoEntry[]> {
      backoffice.requirePermission(admin, 'content.read');
      const rows = await reads.seoEntries(locale);
      const operators = await names(rows.map((row) => row.updatedBy));
      return rows.map((row) => seoOut(row, operators));
    },

    async saveSeoEntry(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      name: SeoEntryName,
      locale: string,
      input: { title: string; description: string },
    ): Promise<AdminSeoEntry> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'seo_entry.save', type: 'seo_entry', id: `${name}:${locale}` },
        async (tx) => {
          const repository = createVersionsRepository(tx);
          const before = await repository.seoEntry(name, locale);
          const row = await repository.saveSeoEntry({
            name,
            locale,
            ...input,
            updatedBy: admin.id,
            updatedAt: clock.now(),
          });
          return {
            before: before ? { title: before.title, description: before.description } : null,
            after: { title: row.title, description: row.description },
            result: seoOut(
              row,
              new Map([[admin.id, { id: admin.id, email: admin.email, role: admin.role }]]),
            ),
          };
        },
      );
    },

    async deleteSeoEntry(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      name: SeoEntryName,
      locale: string,
    ): Promise<void> {
      await backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'seo_entry.delete', type: 'seo_entry', id: `${name}:${locale}` },
        async (tx) => {
          const repository = createVersionsRepository(tx);
          const before = await repository.seoEntry(name, locale);
          if (!before) throw new AppError('NOT_FOUND', 'This route has no SEO entry in this language.');
          await repository.deleteSeoEntry(name, locale);
          return {
            before: { title: before.title, description: before.description },
            after: null,
            result: null,
          };
        },
      );
    },

    async playerTerms(admin: AuthenticatedAdmin, playerId: number): Promise<AdminAcceptedTerms | null> {
      backoffice.requirePermission(admin, 'players.read');
      const terms = await dependencies.identity.acceptedTerms(playerId);
      return terms
        ? {
            page_version_id: terms.pageVersionId,
            version: terms.version,
            locale: terms.locale,
            accepted_at: terms.acceptedAt.toISOString(),
          }
        : null;
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
