// SQL of promotions and pages. Texts are read in the asked language and in English together; the service
// picks the first that exists.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { pages, pageTexts, pageVersions, promotions, promotionTexts } from './schema';

/** The change note of a page's first version, the text it was created with. */
export const firstVersionNote = 'The text the page was created with.';

export interface LocalisedText<T> {
  readonly locale: string;
  readonly text: T;
}

export interface PromotionRecord {
  readonly id: number;
  readonly type: string;
  readonly isActive: boolean;
  readonly coverImageUrl: string;
  readonly thumbnailImageUrl: string;
  readonly texts: Map<string, { title: string; details: string }>;
}

export interface PageRecord {
  readonly id: number;
  readonly slug: string;
  readonly isPublished: boolean;
  readonly texts: Map<string, { title: string; content: string }>;
}

export interface NewPromotion {
  readonly id?: number;
  readonly type: string;
  readonly isActive?: boolean;
  readonly sortOrder?: number;
  readonly coverImageUrl: string;
  readonly thumbnailImageUrl: string;
  readonly texts: Readonly<Record<string, { title: string; details: string }>>;
}

export interface NewPage {
  readonly id: number;
  readonly slug: string;
  readonly isPublished?: boolean;
  readonly sortOrder?: number;
  readonly texts: Readonly<Record<string, { title: string; content: string }>>;
}

export function createContentRepository(db: DbExecutor) {
  async function promotionTextsOf(ids: number[], locales: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(promotionTexts)
      .where(and(inArray(promotionTexts.promotionId, ids), inArray(promotionTexts.locale, locales)));
  }

  async function pageTextsOf(ids: number[], locales: string[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(pageTexts)
      .where(and(inArray(pageTexts.pageId, ids), inArray(pageTexts.locale, locales)));
  }

  return {
    /**
     * Promotions in the operator's order; `activeOnly` keeps the active ones, and with `at` only those
     * whose schedule holds that moment (from inclusive, until exclusive; decision 0313).
     */
    async promotions(locales: string[], options: { id?: number; activeOnly: boolean; at?: Date }) {
      const conditions = [];
      if (options.activeOnly) conditions.push(eq(promotions.isActive, true));
      if (options.at) {
        conditions.push(
          or(isNull(promotions.startsAt), lte(promotions.startsAt, options.at)),
          or(isNull(promotions.endsAt), gt(promotions.endsAt, options.at)),
        );
      }
      if (options.id !== undefined) conditions.push(eq(promotions.id, options.id));
      const rows = await db
        .select()
        .from(promotions)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(promotions.sortOrder), asc(promotions.id));
      const texts = await promotionTextsOf(
        rows.map((row) => row.id),
        locales,
      );
      return rows.map((row): PromotionRecord => ({
        id: row.id,
        type: row.type,
        isActive: row.isActive,
        coverImageUrl: row.coverImageUrl,
        thumbnailImageUrl: row.thumbnailImageUrl,
        texts: new Map(
          texts
            .filter((text) => text.promotionId === row.id)
            .map((text) => [text.locale, { title: text.title, details: text.details }]),
        ),
      }));
    },

    async pages(locales: string[], options: { id?: number; publishedOnly: boolean }) {
      const conditions = [];
      if (options.publishedOnly) conditions.push(eq(pages.isPublished, true));
      if (options.id !== undefined) conditions.push(eq(pages.id, options.id));
      const rows = await db
        .select()
        .from(pages)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(pages.sortOrder), asc(pages.id));
      const texts = await pageTextsOf(
        rows.map((row) => row.id),
        locales,
      );
      return rows.map((row): PageRecord => ({
        id: row.id,
        slug: row.slug,
        isPublished: row.isPublished,
        texts: new Map(
          texts
            .filter((text) => text.pageId === row.id)
            .map((text) => [text.locale, { title: text.title, content: text.content }]),
        ),
      }));
    },

    async insertPromotion(promotion: NewPromotion, type: string): Promise<number> {
      const [row] = await db
        .insert(promotions)
        .values({
          ...(promotion.id !== undefined ? { id: promotion.id } : {}),
          type,
          isActive: promotion.isActive ?? true,
          sortOrder: promotion.sortOrder ?? 100,
          coverImageUrl: promotion.coverImageUrl,
          thumbnailImageUrl: promotion.thumbnailImageUrl,
        })
        .returning({ id: promotions.id });
      if (!row) throw new Error('The promotion was not stored');
      const texts = Object.entries(promotion.texts).map(([locale, text]) => ({
        promotionId: row.id,
        locale,
        ...text,
      }));
      if (texts.length) await db.insert(promotionTexts).values(texts);
      // An explicit id (the spec's 4, 5 and 524) leaves the identity behind: move it past the highest id.
      if (promotion.id !== undefined) {
        await db.execute(
          sql`select setval(pg_get_serial_sequence('promotions', 'id'), (select max(id) from promotions))`,
        );
      }
      return row.id;
    },

    async insertPage(page: NewPage): Promise<void> {
      await db.insert(pages).values({
        id: page.id,
        slug: page.slug,
        isPublished: page.isPublished ?? true,
        sortOrder: page.sortOrder ?? page.id,
      });
      // Each text is its language's version 1, published (decision 0719).
      for (const [locale, text] of Object.entries(page.texts)) {
        const [version] = await db
          .insert(pageVersions)
          .values({
            pageId: page.id,
            locale,
            version: 1,
            note: firstVersionNote,
            ...text,
            publishedAt: sql`now()`,
          })
          .returning({ id: pageVersions.id });
        await db
          .insert(pageTexts)
          .values({ pageId: page.id, locale, ...text, versionId: version?.id ?? null });
      }
      await db.execute(
        sql`select setval(pg_get_serial_sequence('pages', 'id'), (select max(id) from pages))`,
      );
    },

    async setPromotionActive(id: number, active: boolean): Promise<void> {
      await db.update(promotions).set({ isActive: active }).where(eq(promotions.id, id));
    },

    async setPagePublished(id: number, published: boolean): Promise<void> {
      await db.update(pages).set({ isPublished: published }).where(eq(pages.id, id));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
