// Promotions and legal pages as the site shows them: active or published only, in the visitor's language
// (English where a text is missing), the spec's type rule applied, the operator's name filled in.
import {
  legalPages,
  promotionTypeOf,
  type Page,
  type Promotion,
  type PromotionType,
} from '@reelvault/contract/calls/content';
import type { SeoEntry, SeoEntryName } from '@reelvault/contract/calls/seo-entries';
import { defaultLocale, localeOf } from '@reelvault/contract/constants/locales';
import type { PublishedTerms } from '../identity/service';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  createContentRepository,
  type NewPage,
  type NewPromotion,
  type PageRecord,
  type PromotionRecord,
} from './repository';
import {
  defaultPromotionCurrency,
  fillOfferFigures,
  type PromotionOffers,
  type PromotionTerms,
} from './offer-figures';
import { createVersionsRepository } from './versions-repository';

/** The terms page, whose published version a registering player accepts. */
const termsSlug = legalPages[0].slug;

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

/**
 * `offers`: the bonus engine's offers behind promotion pages, whose figures fill the pages' `{offer.…}`
 * and `{tier.…}` placeholders in the reader's currency (decision 1106). `now`: the moment promotions'
 * schedules are read at (decision 0313).
 */
export function createContentService(
  db: DbExecutor,
  settings: ContentSettings,
  offers?: PromotionOffers,
  now: () => Date = () => new Date(),
) {
  const repository = createContentRepository(db);

  function toPromotion(
    record: PromotionRecord,
    locale: string,
    terms: PromotionTerms | undefined,
  ): Promotion | undefined {
    const text = pick(record.texts, locale);
    if (!text) return undefined;
    const english = record.texts.get(defaultLocale)?.title ?? text.title;
    const { bcp47 } = localeOf(locale);
    const filled = (value: string) =>
      fillPlaceholders(terms ? fillOfferFigures(value, terms, bcp47) : value, settings);
    return {
      id: record.id,
      title: filled(text.title),
      details: filled(text.details),
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

  const termsOf = async (
    records: readonly PromotionRecord[],
    currency: string,
  ): Promise<ReadonlyMap<number, PromotionTerms>> =>
    offers && records.length > 0
      ? offers.termsOf(
          records.map((record) => record.id),
          currency,
        )
      : new Map();

  return {
    async activePromotions(
      locale: string,
      type?: PromotionType,
      currency: string = defaultPromotionCurrency,
    ): Promise<Promotion[]> {
      const records = await repository.promotions(locales(locale), { activeOnly: true, at: now() });
      const terms = await termsOf(records, currency);
      return records
        .map((record) => toPromotion(record, locale, terms.get(record.id)))
        .filter((promotion): promotion is Promotion => promotion !== undefined)
        .filter((promotion) => type === undefined || promotion.type === type);
    },

    async activePromotion(
      id: number,
      locale: string,
      currency: string = defaultPromotionCurrency,
    ): Promise<Promotion> {
      const [record] = await repository.promotions(locales(locale), { id, activeOnly: true, at: now() });
      const terms = record ? await termsOf([record], currency) : new Map<number, PromotionTerms>();
      const promotion = record && toPromotion(record, locale, terms.get(record.id));
      if (!promotion) throw new AppError('PROMOTION_NOT_FOUND');
      return promotion;
    },

    async publishedPages(locale: string): Promise<Page[]> {
      const records = await repository.pages(locales(locale), { publishedOnly: true });
      return records
        .map((record) => toPage(record, locale))
        .filter((page): page is Page => page !== undefined);
    },

    /** The terms' published version a player registering in `locale` accepts (English where none). */
    async publishedTerms(locale: string): Promise<PublishedTerms | undefined> {
      const row = await createVersionsRepository(db).publishedVersion(termsSlug, locales(locale));
      return row ? { pageVersionId: row.id, version: row.version, locale: row.locale } : undefined;
    },

    /** The SEO entries the operator set in a language (decision 0719); no fallback to English. */
    async seoEntries(locale: string): Promise<SeoEntry[]> {
      const rows = await createVersionsRepository(db).seoEntries(locale);
      return rows.map((row) => ({
        name: row.name as SeoEntryName,
        title: row.title,
        description: row.description,
      }));
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
export { fillOfferFigures, type PromotionOffers, type PromotionTerms } from './offer-figures';
