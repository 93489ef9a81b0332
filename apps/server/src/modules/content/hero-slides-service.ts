// Hero slides in the back office (decision 0313): the home page's slides in their order, each with its
// texts per language, who sees it, where its button leads, its picture and schedule; reading needs
// `content.read`, every change `content.manage` and commits with its audit entry. Also the slides the
// home page shows now, in the visitor's language.
import type { adminHeroSlideInput, AdminHeroSlide } from '@reelvault/contract/calls/backoffice-promotions';
import type { HeroSlide } from '@reelvault/contract/calls/hero-slides';
import type { HeroArtPreset, HeroAudience } from '@reelvault/contract/constants/hero-slides';
import { defaultLocale } from '@reelvault/contract/constants/locales';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller } from '../backoffice/service';
import { orderedContentWrites } from './ordered-content-writes';
import { dateOf, iso, type PromotionsAdminDependencies } from './promotions-admin-service';
import {
  createPromotionsRepository,
  type HeroSlideFields,
  type SlideWithTexts,
} from './promotions-repository';

type SlideInput = z.output<typeof adminHeroSlideInput>;

export function slideOut({ row, texts }: SlideWithTexts): AdminHeroSlide {
  return {
    id: row.id,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    audience: row.audience as HeroAudience,
    link: row.link,
    art: row.art as HeroArtPreset | null,
    image_url: row.imageUrl,
    texts: Object.fromEntries(
      texts.map((text) => [text.locale, { title: text.title, text: text.text, cta: text.cta }]),
    ),
  };
}

const slideNotFound = () => new AppError('NOT_FOUND', 'This slide does not exist.');

function slideAudit(slide: AdminHeroSlide) {
  return {
    is_active: slide.is_active,
    starts_at: slide.starts_at,
    ends_at: slide.ends_at,
    audience: slide.audience,
    link: slide.link,
    art: slide.art,
    image_url: slide.image_url,
    languages: Object.keys(slide.texts),
    title: slide.texts[defaultLocale]?.title ?? null,
  };
}

export function createHeroSlidesAdminService(
  dependencies: Pick<PromotionsAdminDependencies, 'db' | 'clock' | 'backoffice'>,
) {
  const { db, backoffice } = dependencies;
  const reads = createPromotionsRepository(db);

  const slideFields = (input: SlideInput) => ({
    isActive: input.is_active,
    startsAt: dateOf(input.starts_at),
    endsAt: dateOf(input.ends_at),
    audience: input.audience,
    link: input.link,
    art: input.art,
    imageUrl: input.image_url,
    texts: input.texts,
  });

  async function slideIn(executor: DbExecutor, id: number): Promise<AdminHeroSlide> {
    const found = await createPromotionsRepository(executor).slide(id);
    if (!found) throw slideNotFound();
    return slideOut(found);
  }

  const writes = orderedContentWrites(dependencies, {
    type: 'hero_slide',
    label: 'slide',
    notFound: slideNotFound,
    read: slideIn,
    audit: slideAudit,
    insert: (repository, fields: HeroSlideFields, at) => repository.insertSlide(fields, at),
    lock: (repository, id) => repository.lockSlide(id),
    update: (repository, id, fields, at) => repository.updateSlide(id, fields, at),
    ids: async (repository) => (await repository.slides()).map((found) => found.row.id),
    lockedIds: (repository) => repository.lockedSlideIds(),
    order: (repository, ids) => repository.orderSlides(ids),
  });

  return {
    async slides(admin: AuthenticatedAdmin): Promise<AdminHeroSlide[]> {
      backoffice.requirePermission(admin, 'content.read');
      return (await reads.slides()).map(slideOut);
    },

    async createSlide(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      input: SlideInput,
    ): Promise<AdminHeroSlide> {
      return writes.create(admin, caller, slideFields(input));
    },

    async updateSlide(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      input: SlideInput,
    ): Promise<AdminHeroSlide> {
      return writes.update(admin, caller, id, slideFields(input));
    },

    async orderSlides(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      ids: readonly number[],
    ): Promise<AdminHeroSlide[]> {
      await writes.order(admin, caller, ids);
      return this.slides(admin);
    },
  };
}

export type HeroSlidesAdminService = ReturnType<typeof createHeroSlidesAdminService>;

/** The slides the home page shows now, in `locale` (English where a slide has no text in it). */
export function createHeroSlidesReader(db: DbExecutor, clock: Clock) {
  const repository = createPromotionsRepository(db);
  return async (locale: string): Promise<HeroSlide[]> => {
    const rows = await repository.shownSlides(clock.now(), [...new Set([locale, defaultLocale])]);
    return rows.flatMap(({ row, texts }) => {
      const text =
        texts.find((found) => found.locale === locale) ??
        texts.find((found) => found.locale === defaultLocale);
      if (!text) return [];
      return [
        {
          id: row.id,
          title: text.title,
          text: text.text,
          cta: text.cta,
          link: row.link,
          audience: row.audience as HeroAudience,
          art: row.art as HeroArtPreset | null,
          image_url: row.imageUrl,
        },
      ];
    });
  };
}
