// SQL of promotions and hero slides as the back office edits them, of the slides the site shows, and of
// the uploaded pictures (decision 0313). A save replaces a promotion's or slide's texts whole; a new
// order rewrites every row's place.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { ProcessedImage } from './content-images';
import { contentImages, heroSlides, heroSlideTexts, promotions, promotionTexts } from './schema';

export type PromotionRow = typeof promotions.$inferSelect;
export type HeroSlideRow = typeof heroSlides.$inferSelect;
type PromotionTextRow = typeof promotionTexts.$inferSelect;
type SlideTextRow = typeof heroSlideTexts.$inferSelect;

export interface PromotionFields {
  readonly type: string;
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly coverImageUrl: string;
  readonly thumbnailImageUrl: string;
  readonly texts: Readonly<Record<string, { title: string; details: string }>>;
}

export interface HeroSlideFields {
  readonly isActive: boolean;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly audience: string;
  readonly link: string;
  readonly art: string | null;
  readonly imageUrl: string | null;
  readonly texts: Readonly<Record<string, { title: string; text: string; cta: string }>>;
}

export interface PromotionWithTexts {
  readonly row: PromotionRow;
  readonly texts: readonly PromotionTextRow[];
}

export interface SlideWithTexts {
  readonly row: HeroSlideRow;
  readonly texts: readonly SlideTextRow[];
}

const orderStep = 10;

export function createPromotionsRepository(db: DbExecutor) {
  async function promotionsWithTexts(ids?: readonly number[]): Promise<PromotionWithTexts[]> {
    const rows = await db
      .select()
      .from(promotions)
      .where(ids ? inArray(promotions.id, [...ids]) : undefined)
      .orderBy(asc(promotions.sortOrder), asc(promotions.id));
    if (rows.length === 0) return [];
    const texts = await db
      .select()
      .from(promotionTexts)
      .where(
        inArray(
          promotionTexts.promotionId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(promotionTexts.locale));
    return rows.map((row) => ({ row, texts: texts.filter((text) => text.promotionId === row.id) }));
  }

  async function slidesWithTexts(where?: SQL, locales?: readonly string[]): Promise<SlideWithTexts[]> {
    const rows = await db
      .select()
      .from(heroSlides)
      .where(where)
      .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const texts = await db
      .select()
      .from(heroSlideTexts)
      .where(
        locales
          ? and(inArray(heroSlideTexts.slideId, ids), inArray(heroSlideTexts.locale, [...locales]))
          : inArray(heroSlideTexts.slideId, ids),
      )
      .orderBy(asc(heroSlideTexts.locale));
    return rows.map((row) => ({ row, texts: texts.filter((text) => text.slideId === row.id) }));
  }

  async function replacePromotionTexts(id: number, texts: PromotionFields['texts']): Promise<void> {
    await db.delete(promotionTexts).where(eq(promotionTexts.promotionId, id));
    await db
      .insert(promotionTexts)
      .values(Object.entries(texts).map(([locale, text]) => ({ promotionId: id, locale, ...text })));
  }

  async function replaceSlideTexts(id: number, texts: HeroSlideFields['texts']): Promise<void> {
    await db.delete(heroSlideTexts).where(eq(heroSlideTexts.slideId, id));
    await db
      .insert(heroSlideTexts)
      .values(Object.entries(texts).map(([locale, text]) => ({ slideId: id, locale, ...text })));
  }

  const promotionColumns = (fields: PromotionFields, at: Date) => ({
    type: fields.type,
    isActive: fields.isActive,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    coverImageUrl: fields.coverImageUrl,
    thumbnailImageUrl: fields.thumbnailImageUrl,
    updatedAt: at,
  });

  const slideColumns = (fields: HeroSlideFields, at: Date) => ({
    isActive: fields.isActive,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    audience: fields.audience,
    link: fields.link,
    art: fields.art,
    imageUrl: fields.imageUrl,
    updatedAt: at,
  });

  return {
    promotionsWithTexts,

    async promotion(id: number): Promise<PromotionWithTexts | undefined> {
      const [found] = await promotionsWithTexts([id]);
      return found;
    },

    /** Locks a promotion's row for a change; undefined when there is none. */
    async lockPromotion(id: number): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
      return row;
    },

    async insertPromotion(fields: PromotionFields, at: Date): Promise<number> {
      const [row] = await db
        .insert(promotions)
        .values({
          ...promotionColumns(fields, at),
          // Last in the order.
          sortOrder: sql`coalesce((select max(${promotions.sortOrder}) from ${promotions}), 0) + ${orderStep}`,
          createdAt: at,
        })
        .returning({ id: promotions.id });
      if (!row) throw new Error('The promotion was not stored');
      await replacePromotionTexts(row.id, fields.texts);
      return row.id;
    },

    async updatePromotion(id: number, fields: PromotionFields, at: Date): Promise<void> {
      await db.update(promotions).set(promotionColumns(fields, at)).where(eq(promotions.id, id));
      await replacePromotionTexts(id, fields.texts);
    },

    async setPromotionActive(id: number, active: boolean, at: Date): Promise<void> {
      await db.update(promotions).set({ isActive: active, updatedAt: at }).where(eq(promotions.id, id));
    },

    /** Every promotion's id, rows locked while a new order is written. */
    async lockedPromotionIds(): Promise<number[]> {
      const rows = await db.select({ id: promotions.id }).from(promotions).for('update');
      return rows.map((row) => row.id);
    },

    async orderPromotions(ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db
          .update(promotions)
          .set({ sortOrder: (index + 1) * orderStep })
          .where(eq(promotions.id, id));
      }
    },

    /** Slides for the back office: every one, every language. */
    async slides(): Promise<SlideWithTexts[]> {
      return slidesWithTexts();
    },

    async slide(id: number): Promise<SlideWithTexts | undefined> {
      const [found] = await slidesWithTexts(eq(heroSlides.id, id));
      return found;
    },

    /** The slides shown at `at`, texts in `locales` only. */
    async shownSlides(at: Date, locales: readonly string[]): Promise<SlideWithTexts[]> {
      return slidesWithTexts(
        and(
          eq(heroSlides.isActive, true),
          or(isNull(heroSlides.startsAt), lte(heroSlides.startsAt, at)),
          or(isNull(heroSlides.endsAt), gt(heroSlides.endsAt, at)),
        ),
        locales,
      );
    },

    async lockSlide(id: number): Promise<HeroSlideRow | undefined> {
      const [row] = await db.select().from(heroSlides).where(eq(heroSlides.id, id)).for('update');
      return row;
    },

    async insertSlide(fields: HeroSlideFields, at: Date): Promise<number> {
      const [row] = await db
        .insert(heroSlides)
        .values({
          ...slideColumns(fields, at),
          sortOrder: sql`coalesce((select max(${heroSlides.sortOrder}) from ${heroSlides}), 0) + ${orderStep}`,
        })
        .returning({ id: heroSlides.id });
      if (!row) throw new Error('The slide was not stored');
      await replaceSlideTexts(row.id, fields.texts);
      return row.id;
    },

    async updateSlide(id: number, fields: HeroSlideFields, at: Date): Promise<void> {
      await db.update(heroSlides).set(slideColumns(fields, at)).where(eq(heroSlides.id, id));
      await replaceSlideTexts(id, fields.texts);
    },

    async lockedSlideIds(): Promise<number[]> {
      const rows = await db.select({ id: heroSlides.id }).from(heroSlides).for('update');
      return rows.map((row) => row.id);
    },

    async orderSlides(ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db
          .update(heroSlides)
          .set({ sortOrder: (index + 1) * orderStep })
          .where(eq(heroSlides.id, id));
      }
    },

    /** Stores a picture; the same picture uploaded again is the row already there. */
    async saveImage(image: ProcessedImage, createdBy: number): Promise<void> {
      await db
        .insert(contentImages)
        .values({
          sha256: image.sha256,
          kind: image.kind,
          width: image.width,
          height: image.height,
          bytes: image.bytes,
          createdBy,
        })
        .onConflictDoNothing();
    },

    async image(sha256: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ bytes: contentImages.bytes })
        .from(contentImages)
        .where(eq(contentImages.sha256, sha256));
      return row?.bytes;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
