// Promotions and uploaded pictures in the back office (decision 0313): reading needs `content.read`,
// every change `content.manage` and commits with its audit entry (the back office's `audited`), as the
// legal pages do (decision 0719). The offer behind a promotion is the bonus engine's to keep; this service
// asks it through `offers`.
import {
  contentImagePath,
  type adminPromotionInput,
  type AdminPromotion,
  type AdminPromotionOffer,
  type ContentImage,
  type ContentImageKind,
} from '@reelvault/contract/calls/backoffice-promotions';
import { promotionTypeOf, type PromotionType } from '@reelvault/contract/calls/content';
import { defaultLocale } from '@reelvault/contract/constants/locales';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import { ContentImageRefused, processContentImage, type ImageRefusal } from './content-images';
import { orderedContentWrites } from './ordered-content-writes';
import {
  createPromotionsRepository,
  type PromotionFields,
  type PromotionWithTexts,
} from './promotions-repository';

export interface PromotionOfferRef {
  readonly id: number;
  readonly key: string;
  readonly title: string;
}

/** The bonus engine's side of the link between offers and promotions (its `promotion_id`). */
export interface PromotionOfferLinks {
  promotionOfferChoices(): Promise<(PromotionOfferRef & { status: string; promotionId: number | null })[]>;
  offersOfPromotions(
    ids: readonly number[],
    executor?: DbExecutor,
  ): Promise<ReadonlyMap<number, PromotionOfferRef>>;
  linkPromotionOffer(promotionId: number, offerId: number | null, executor: DbExecutor): Promise<boolean>;
}

export interface PromotionsAdminDependencies {
  readonly db: DbExecutor;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  /** Absent where the bonus engine does not run: no promotion has an offer then. */
  readonly offers: PromotionOfferLinks | undefined;
}

type PromotionInput = z.output<typeof adminPromotionInput>;

export const iso = (value: Date | null) => value?.toISOString() ?? null;
export const dateOf = (value: string | null) => (value === null ? null : new Date(value));

export function promotionOut(
  { row, texts }: PromotionWithTexts,
  offer: PromotionOfferRef | undefined,
): AdminPromotion {
  return {
    id: row.id,
    type: row.type as PromotionType,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    cover_image_url: row.coverImageUrl,
    thumbnail_image_url: row.thumbnailImageUrl,
    texts: Object.fromEntries(
      texts.map((text) => [text.locale, { title: text.title, details: text.details }]),
    ),
    offer: offer ? { id: offer.id, key: offer.key, title: offer.title } : null,
  };
}

const promotionNotFound = () => new AppError('NOT_FOUND', 'This promotion does not exist.');

const imageMessages: Record<ImageRefusal, string> = {
  type: 'The image must be a JPEG, PNG or WebP picture.',
  size: 'The image may not be greater than 8 MB.',
  dimensions: 'The picture is too large: at most 8000 pixels a side and 40 megapixels.',
  unreadable: 'The picture could not be read.',
};

/** The audit's account of a promotion: its settings and which languages it has, not its whole texts. */
function promotionAudit(promotion: AdminPromotion) {
  return {
    type: promotion.type,
    is_active: promotion.is_active,
    starts_at: promotion.starts_at,
    ends_at: promotion.ends_at,
    cover_image_url: promotion.cover_image_url,
    thumbnail_image_url: promotion.thumbnail_image_url,
    languages: Object.keys(promotion.texts),
    title: promotion.texts[defaultLocale]?.title ?? null,
  };
}

export function createPromotionsAdminService(dependencies: PromotionsAdminDependencies) {
  const { db, clock, backoffice, offers } = dependencies;
  const reads = createPromotionsRepository(db);

  const offersOf = async (ids: readonly number[], executor?: DbExecutor) =>
    offers ? offers.offersOfPromotions(ids, executor) : new Map<number, PromotionOfferRef>();

  async function promotionIn(executor: DbExecutor, id: number): Promise<AdminPromotion> {
    const found = await createPromotionsRepository(executor).promotion(id);
    if (!found) throw promotionNotFound();
    return promotionOut(found, (await offersOf([id], executor)).get(id));
  }

  const promotionFields = (input: PromotionInput) => ({
    // The spec's rule reads the English title: a title saying "reward" makes a rewards promotion.
    type: promotionTypeOf(input.type, input.texts[defaultLocale]?.title ?? ''),
    isActive: input.is_active,
    startsAt: dateOf(input.starts_at),
    endsAt: dateOf(input.ends_at),
    coverImageUrl: input.cover_image_url,
    thumbnailImageUrl: input.thumbnail_image_url,
    texts: input.texts,
  });

  const writes = orderedContentWrites(dependencies, {
    type: 'promotion',
    label: 'promotion',
    notFound: promotionNotFound,
    read: promotionIn,
    audit: promotionAudit,
    insert: (repository, fields: PromotionFields, at) => repository.insertPromotion(fields, at),
    lock: (repository, id) => repository.lockPromotion(id),
    update: (repository, id, fields, at) => repository.updatePromotion(id, fields, at),
    ids: async (repository) => (await repository.promotionsWithTexts()).map((found) => found.row.id),
    lockedIds: (repository) => repository.lockedPromotionIds(),
    order: (repository, ids) => repository.orderPromotions(ids),
  });

  return {
    async promotions(admin: AuthenticatedAdmin): Promise<AdminPromotion[]> {
      backoffice.requirePermission(admin, 'content.read');
      const rows = await reads.promotionsWithTexts();
      const linked = await offersOf(rows.map((found) => found.row.id));
      return rows.map((found) => promotionOut(found, linked.get(found.row.id)));
    },

    async promotionOffers(admin: AuthenticatedAdmin): Promise<AdminPromotionOffer[]> {
      backoffice.requirePermission(admin, 'content.read');
      const choices = offers ? await offers.promotionOfferChoices() : [];
      return choices.map((offer) => ({
        id: offer.id,
        key: offer.key,
        title: offer.title,
        status: offer.status,
        promotion_id: offer.promotionId,
      }));
    },

    async createPromotion(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      input: PromotionInput,
    ): Promise<AdminPromotion> {
      return writes.create(admin, caller, promotionFields(input));
    },

    async updatePromotion(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      input: PromotionInput,
    ): Promise<AdminPromotion> {
      return writes.update(admin, caller, id, promotionFields(input));
    },

    async setPromotionActive(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      active: boolean,
    ): Promise<AdminPromotion> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: active ? 'promotion.activate' : 'promotion.deactivate', type: 'promotion', id: String(id) },
        async (tx) => {
          const repository = createPromotionsRepository(tx);
          const row = await repository.lockPromotion(id);
          if (!row) throw promotionNotFound();
          await repository.setPromotionActive(id, active, clock.now());
          return {
            before: { is_active: row.isActive },
            after: { is_active: active },
            result: await promotionIn(tx, id),
          };
        },
      );
    },

    async orderPromotions(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      ids: readonly number[],
    ): Promise<AdminPromotion[]> {
      await writes.order(admin, caller, ids);
      return this.promotions(admin);
    },

    async linkOffer(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      offerId: number | null,
    ): Promise<AdminPromotion> {
      return backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'promotion.offer', type: 'promotion', id: String(id) },
        async (tx) => {
          if (!(await createPromotionsRepository(tx).lockPromotion(id))) throw promotionNotFound();
          const before = (await offersOf([id], tx)).get(id);
          if (!offers) {
            if (offerId !== null) throw validationError({ offer_id: ['There is no such bonus offer.'] });
          } else if (!(await offers.linkPromotionOffer(id, offerId, tx))) {
            throw validationError({ offer_id: ['There is no such bonus offer.'] });
          }
          const result = await promotionIn(tx, id);
          return {
            before: { offer_id: before?.id ?? null },
            after: { offer_id: result.offer?.id ?? null },
            result,
          };
        },
      );
    },

    /** Stores an uploaded picture as the kind's WebP; a refused file answers 422 and stores nothing. */
    async uploadImage(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      kind: ContentImageKind,
      bytes: Buffer,
    ): Promise<ContentImage> {
      backoffice.requirePermission(admin, 'content.manage');
      let image;
      try {
        image = await processContentImage(bytes, kind);
      } catch (error) {
        if (error instanceof ContentImageRefused) {
          throw validationError({ image: [imageMessages[error.reason]] });
        }
        throw error;
      }
      const url = `${contentImagePath}/${image.sha256}.webp`;
      await backoffice.audited(
        admin,
        caller,
        'content.manage',
        { action: 'content_image.upload', type: 'content_image', id: image.sha256 },
        async (tx) => {
          await createPromotionsRepository(tx).saveImage(image, admin.id);
          return { before: null, after: { kind, url, bytes: image.bytes.length }, result: null };
        },
      );
      return { url, width: image.width, height: image.height };
    },
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;
