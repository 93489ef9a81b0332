// Promotions and legal pages as the site shows them: active or published only, in the visitor's language
// (English where a text is missing), the spec's type rule applied, the operator's name filled in.
import {
  promotionTypeOf,
  type Page,
  type Promotion,
  type PromotionType,
} from '@reelvault/contract/calls/content';
import { defaultLocale } from '@reelvault/contract/constants/locales';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  createContentRepository,
  type NewPage,
  type NewPromotion,
  type PageRecord,
  type PromotionRecord,
} from './repository';

export interface ContentSettings {
  readonly operatorName: string;
  readonly supportEmail: string;
}

function pick<T>(texts: Map<string, T>, locale: string): T | undefined {
  return texts.get(locale) ?? texts.get(defaultLocale);
}

/** Fills the placeholders the stored texts may carry. */
export function fillPlaceholders(text: string, settings: ContentSettings): string {
  return text
    .replaceAll('{operator}', settings.operatorName)
    .replaceAll('{supportEmail}', settings.supportEmail);
}

export function createContentService(db: DbExecutor, settings: ContentSettings) {
  const repository = createContentRepository(db);

  function toPromotion(record: PromotionRecord, locale: string): Promotion | undefined {
    const text = pick(record.texts, locale);
    if (!text) return undefined;
    const english = record.texts.get(defaultLocale)?.title ?? text.title;
    return {
      id: record.id,
      title: fillPlaceholders(text.title, settings),
      details: fillPlaceholders(text.details, settings),
      // The rule reads the English title, so a promotion has one type in every language.
      type: promotionTypeOf(record.type, english),
      is_active: record.isActive,
      cover_image_url: record.coverImageUrl,
      thumbnail_image_url: record.thumbnailImageUrl,
    };
  }

  function toPage(record: PageRecord, locale: string): Page | undefined {
    const text = pick(record.texts, locale);
    if (!text) return undefined;
    return {
      id: record.id,
      slug: record.slug,
      title: fillPlaceholders(text.title, settings),
      content: fillPlaceholders(text.content, settings),
      is_published: record.isPublished,
    };
  }

  const locales = (locale: string) => [...new Set([locale, defaultLocale])];

  return {
    async activePromotions(locale: string, type?: PromotionType): Promise<Promotion[]> {
      const records = await repository.promotions(locales(locale), { activeOnly: true });
      return records
        .map((record) => toPromotion(record, locale))
        .filter((promotion): promotion is Promotion => promotion !== undefined)
        .filter((promotion) => type === undefined || promotion.type === type);
    },

    async activePromotion(id: number, locale: string): Promise<Promotion> {
      const [record] = await repository.promotions(locales(locale), { id, activeOnly: true });
      const promotion = record && toPromotion(record, locale);
      if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
      return promotion;
    },

    async publishedPages(locale: string): Promise<Page[]> {
      const records = await repository.pages(locales(locale), { publishedOnly: true });
      return records
        .map((record) => toPage(record, locale))
        .filter((page): page is Page => page !== undefined);
    },

    async publishedPage(id: number, locale: string): Promise<Page> {
      const [record] = await repository.pages(locales(locale), { id, publishedOnly: true });
      const page = record && toPage(record, locale);
      if (!page) throw new AppError('PAGE_NOT_FOUND');
      return page;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Stores a promotion; its type is normalised by the spec's rule on the English title. */
export async function addPromotion(db: DbExecutor, promotion: NewPromotion): Promise<number> {
  const english = promotion.texts[defaultLocale];
  if (!english) throw new Error('A promotion needs an English text');
  return createContentRepository(db).insertPromotion(
    promotion,
    promotionTypeOf(promotion.type, english.title),
  );
}

export async function addPage(db: DbExecutor, page: NewPage): Promise<void> {
  if (!page.texts[defaultLocale]) throw new Error('A page needs an English text');
  await createContentRepository(db).insertPage(page);
}

export { createContentRepository };
export type { NewPage, NewPromotion };
