// SQL of legal pages' versions and of SEO entries (decision 0719). A version is saved with the next
// number of its page and language; publishing copies it into `page_texts`, the text players read.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { pages, pageTexts, pageVersions, seoEntries } from './schema';

export type PageVersionRow = typeof pageVersions.$inferSelect;
export type SeoEntryRow = typeof seoEntries.$inferSelect;

export interface NewPageVersion {
  readonly pageId: number;
  readonly locale: string;
  readonly title: string;
  readonly content: string;
  readonly note: string;
  readonly createdBy: number | null;
  readonly at: Date;
}

export function createVersionsRepository(db: DbExecutor) {
  return {
    async pageList() {
      return db.select().from(pages).orderBy(asc(pages.sortOrder), asc(pages.id));
    },

    /** Per page and language: the latest version's number and title, and the published version's number. */
    async languages() {
      const rows = await db.execute<{
        page_id: number;
        locale: string;
        title: string;
        latest: number;
        published: number | null;
      }>(sql`
        select v.page_id, v.locale, v.title, v.version as latest, p.version as published
        from ${pageVersions} v
        left join ${pageTexts} t on t.page_id = v.page_id and t.locale = v.locale
        left join ${pageVersions} p on p.id = t.version_id
        where v.version = (select max(m.version) from ${pageVersions} m
                           where m.page_id = v.page_id and m.locale = v.locale)
        order by v.page_id, v.locale`);
      return rows.rows.map((row) => ({
        pageId: Number(row.page_id),
        locale: row.locale,
        title: row.title,
        latest: Number(row.latest),
        published: row.published === null ? null : Number(row.published),
      }));
    },

    async pageExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, id));
      return row !== undefined;
    },

    async versions(pageId: number, locale: string): Promise<PageVersionRow[]> {
      return db
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.locale, locale)))
        .orderBy(desc(pageVersions.version));
    },

    async version(pageId: number, versionId: number): Promise<PageVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.id, versionId)));
      return row;
    },

    /** The id of the published version of a page in a language, if any. */
    async publishedVersionId(pageId: number, locale: string): Promise<number | null> {
      const [row] = await db
        .select({ versionId: pageTexts.versionId })
        .from(pageTexts)
        .where(and(eq(pageTexts.pageId, pageId), eq(pageTexts.locale, locale)));
      return row?.versionId ?? null;
    },

    /** Saves the next version of a page in a language; the page row is locked so numbers never collide. */
    async insertVersion(version: NewPageVersion): Promise<PageVersionRow> {
      await db.select({ id: pages.id }).from(pages).where(eq(pages.id, version.pageId)).for('update');
      const [last] = await db
        .select({ version: sql<number>`coalesce(max(${pageVersions.version}), 0)` })
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, version.pageId), eq(pageVersions.locale, version.locale)));
      const [row] = await db
        .insert(pageVersions)
        .values({
          pageId: version.pageId,
          locale: version.locale,
          version: Number(last?.version ?? 0) + 1,
          title: version.title,
          content: version.content,
          note: version.note,
          createdBy: version.createdBy,
          createdAt: version.at,
        })
        .returning();
      if (!row) throw new Error('The page version was not stored');
      return row;
    },

    /** Makes a version the text players read in its language. */
    async publish(version: PageVersionRow, at: Date): Promise<PageVersionRow> {
      const [row] = await db
        .update(pageVersions)
        .set({ publishedAt: at })
        .where(eq(pageVersions.id, version.id))
        .returning();
      if (!row) throw new Error('The page version was not found');
      await db
        .insert(pageTexts)
        .values({
          pageId: version.pageId,
          locale: version.locale,
          title: version.title,
          content: version.content,
          versionId: version.id,
        })
        .onConflictDoUpdate({
          target: [pageTexts.pageId, pageTexts.locale],
          set: { title: version.title, content: version.content, versionId: version.id },
        });
      await db.update(pages).set({ updatedAt: at }).where(eq(pages.id, version.pageId));
      return row;
    },

    /** The published version of a page in the first of `locales` that has one. */
    async publishedVersion(slug: string, locales: readonly string[]): Promise<PageVersionRow | undefined> {
      const rows = await db
        .select({ version: pageVersions })
        .from(pageTexts)
        .innerJoin(pages, eq(pages.id, pageTexts.pageId))
        .innerJoin(pageVersions, eq(pageVersions.id, pageTexts.versionId))
        .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)));
      for (const locale of locales) {
        const found = rows.find((row) => row.version.locale === locale);
        if (found) return found.version;
      }
      return undefined;
    },

    async seoEntries(locale: string): Promise<SeoEntryRow[]> {
      return db.select().from(seoEntries).where(eq(seoEntries.locale, locale)).orderBy(asc(seoEntries.name));
    },

    async seoEntry(name: string, locale: string): Promise<SeoEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(seoEntries)
        .where(and(eq(seoEntries.name, name), eq(seoEntries.locale, locale)));
      return row;
    },

    async saveSeoEntry(entry: typeof seoEntries.$inferInsert): Promise<SeoEntryRow> {
      const [row] = await db
        .insert(seoEntries)
        .values(entry)
        .onConflictDoUpdate({
          target: [seoEntries.name, seoEntries.locale],
          set: {
            title: entry.title,
            description: entry.description,
            updatedBy: entry.updatedBy,
            updatedAt: entry.updatedAt,
          },
        })
        .returning();
      if (!row) throw new Error('The SEO entry was not stored');
      return row;
    },

    async deleteSeoEntry(name: string, locale: string): Promise<void> {
      await db.delete(seoEntries).where(and(eq(seoEntries.name, name), eq(seoEntries.locale, locale)));
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
