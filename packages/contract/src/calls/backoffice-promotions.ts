// Promotions, hero slides and their pictures in the back office (decision 0313). A promotion has a title
// and a markdown text per language (English required), a schedule (from, until; either open), an active
// switch and a place in the order; players see only active promotions inside their schedule. Its link to
// a bonus offer is the offer's own `promotion_id` (decisions 1106, 1110), set from here or from the offer.
// Pictures are uploaded once (multipart), checked by content, resized on the server and served under an
// address made of their hash. Reading needs `content.read`, every change `content.manage`, each audited.
import { z } from 'zod';
import { heroArtPresets, heroAudiences } from '../constants/hero-slides';
import { defaultLocale, isLocaleCode } from '../constants/locales';
import { int4Max, requiredText, timestamp } from '../fields';
import { defineRoute } from '../route';
import { promotionTypes } from './content';

/** The longest markdown text of a promotion, in characters. */
export const promotionTextMaxLength = 20_000;

/** What an uploaded picture becomes: WebP of these sizes, cropped to fill (the site's 5:2 and 3:2 boxes). */
export const contentImageSizes = {
  cover: { width: 1500, height: 600 },
  thumbnail: { width: 600, height: 400 },
  slide: { width: 480, height: 480 },
} as const;
export type ContentImageKind = keyof typeof contentImageSizes;
export const contentImageKinds = Object.keys(contentImageSizes) as ContentImageKind[];

/** Upload limits: the file's bytes, and the pixels of the picture it holds (a small file can hold a huge one). */
export const contentImageLimits = { maxBytes: 8 * 1024 * 1024, maxSide: 8000, maxPixels: 40_000_000 };

/** Where stored pictures are served: `<sha256>.webp`. */
export const contentImagePath = '/api/content-images';
export const contentImageFilePattern = /^[0-9a-f]{64}\.webp$/;

/** A picture's address: one uploaded here, or one of the site's own pictures (`/promotions/...svg`). */
const imageUrl = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .max(300, `The ${label} is not a picture of the site.`)
    .regex(/^\/(?!\/)[\w./-]+$/, `The ${label} is not a picture of the site.`)
    .refine((url) => !url.includes('..'), `The ${label} is not a picture of the site.`);

const localeKey = z.string().refine(isLocaleCode, 'The locale is not one of the site’s languages.');

const idParams = (label: string) =>
  z.object({
    id: z.coerce
      .number()
      .int(`The ${label} id is a whole number.`)
      .positive(`The ${label} id is not valid.`)
      .max(int4Max, `The ${label} id is not valid.`),
  });
const promotionParams = idParams('promotion');
const slideParams = idParams('slide');

/** From and until as ISO times; either may be null (open). Until must come after from. */
const schedule = {
  starts_at: timestamp.nullable().default(null),
  ends_at: timestamp.nullable().default(null),
};
function scheduleInOrder(value: { starts_at: string | null; ends_at: string | null }): boolean {
  return value.starts_at === null || value.ends_at === null || value.starts_at < value.ends_at;
}
const scheduleMessage = { message: 'The end must come after the start.', path: ['ends_at'] };

function withEnglish<T extends z.ZodType>(text: T) {
  return z.record(localeKey, text).refine((texts) => defaultLocale in texts, {
    message: 'The English text is required.',
    path: [defaultLocale],
  });
}

export const promotionTextInput = z.object({
  title: requiredText('title', 200),
  details: z
    .string({ error: 'The text field is required.' })
    .trim()
    .min(1, 'The text field is required.')
    .max(promotionTextMaxLength, `The text may not be greater than ${promotionTextMaxLength} characters.`),
});

export const adminPromotionInput = z
  .object({
    type: z.enum(promotionTypes, { error: 'The type is not one of the promotion types.' }),
    is_active: z.boolean().default(false),
    ...schedule,
    cover_image_url: imageUrl('cover image'),
    thumbnail_image_url: imageUrl('thumbnail image'),
    texts: withEnglish(promotionTextInput),
  })
  .refine(scheduleInOrder, scheduleMessage);
export type AdminPromotionInput = z.input<typeof adminPromotionInput>;

const offerRef = z.object({ id: z.number().int(), key: z.string(), title: z.string() });

export const adminPromotion = z
  .object({
    id: z.number().int(),
    type: z.enum(promotionTypes),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    cover_image_url: z.string(),
    thumbnail_image_url: z.string(),
    /** Title and markdown per language as saved: `{offer.…}` figures not yet filled in. */
    texts: z.record(z.string(), z.object({ title: z.string(), details: z.string() })),
    /** The bonus offer behind it (the offer names the promotion); null: none. */
    offer: offerRef.nullable(),
  })
  .meta({ id: 'AdminPromotion' });
export type AdminPromotion = z.infer<typeof adminPromotion>;

const promotionReply = z.object({ message: z.string(), data: adminPromotion });

export const adminPromotions = defineRoute({
  method: 'GET',
  path: '/api/admin/content/promotions',
  summary: 'Every promotion, in the order players see them',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminPromotion) }),
});

export const adminCreatePromotion = defineRoute({
  method: 'POST',
  path: '/api/admin/content/promotions',
  summary: 'Creates a promotion (last in the order)',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminPromotionInput,
  status: 201,
  reply: promotionReply,
});

export const adminUpdatePromotion = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/promotions/:id',
  summary: "Changes a promotion's texts, schedule, pictures, type and switch",
  tags: ['backoffice'],
  auth: 'admin',
  params: promotionParams,
  body: adminPromotionInput,
  reply: promotionReply,
});

export const adminSetPromotionActive = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/promotions/:id/active',
  summary: 'Switches a promotion on or off',
  tags: ['backoffice'],
  auth: 'admin',
  params: promotionParams,
  body: z.object({ active: z.boolean({ error: 'The active field is required.' }) }),
  reply: promotionReply,
});

/** A new order: every id once, first shown first. */
const orderBody = (label: string) =>
  z.object({
    ids: z
      .array(z.number().int().positive(), { error: 'The ids field is required.' })
      .min(1, 'The ids field is required.')
      .refine((ids) => new Set(ids).size === ids.length, `Each ${label} may be named once.`),
  });

export const adminOrderPromotions = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/promotions-order',
  summary: 'Sets the order of the promotions (every promotion named once)',
  tags: ['backoffice'],
  auth: 'admin',
  body: orderBody('promotion'),
  reply: z.object({ message: z.string(), data: z.array(adminPromotion) }),
});

export const adminLinkPromotionOffer = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/promotions/:id/offer',
  summary: 'Links a bonus offer to a promotion (null: none); its figures fill the texts',
  tags: ['backoffice'],
  auth: 'admin',
  params: promotionParams,
  body: z.object({ offer_id: z.number().int().positive().nullable() }),
  reply: promotionReply,
});

export const adminPromotionOffer = offerRef
  .extend({ status: z.string(), promotion_id: z.number().int().nullable() })
  .meta({ id: 'AdminPromotionOffer' });
export type AdminPromotionOffer = z.infer<typeof adminPromotionOffer>;

export const adminPromotionOffers = defineRoute({
  method: 'GET',
  path: '/api/admin/content/promotion-offers',
  summary: 'The bonus offers a promotion may be linked to',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminPromotionOffer) }),
});

export const contentImage = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof contentImage>;

export const adminUploadContentImage = defineRoute({
  method: 'POST',
  path: '/api/admin/content/images',
  summary:
    'Uploads a picture (multipart: kind cover, thumbnail or slide; image JPEG, PNG or WebP up to 8 MB), ' +
    'stored as WebP of the kind’s size',
  tags: ['backoffice'],
  auth: 'admin',
  status: 201,
  reply: z.object({ message: z.string(), data: contentImage }),
});

// Hero slides ---------------------------------------------------------------------------------------------

export const heroSlideTextInput = z.object({
  title: requiredText('title', 120),
  text: requiredText('text', 300),
  cta: requiredText('button label', 40),
});

/** Where a slide's button leads: a path of the site. */
const slideLink = z
  .string({ error: 'The link field is required.' })
  .trim()
  .regex(/^\/(?!\/)[\w./?=&%-]*$/, 'The link must be a path of the site, starting with /.');

export const adminHeroSlideInput = z
  .object({
    is_active: z.boolean().default(false),
    ...schedule,
    audience: z.enum(heroAudiences, { error: 'The audience is not valid.' }),
    link: slideLink,
    art: z.enum(heroArtPresets, { error: 'The picture is not one of the site’s.' }).nullable().default(null),
    image_url: imageUrl('picture').nullable().default(null),
    texts: withEnglish(heroSlideTextInput),
  })
  .refine(scheduleInOrder, scheduleMessage)
  .refine((slide) => slide.art !== null || slide.image_url !== null, {
    message: 'Choose one of the site’s pictures or upload one.',
    path: ['art'],
  });
export type AdminHeroSlideInput = z.input<typeof adminHeroSlideInput>;

export const adminHeroSlide = z
  .object({
    id: z.number().int(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    audience: z.enum(heroAudiences),
    link: z.string(),
    art: z.enum(heroArtPresets).nullable(),
    image_url: z.string().nullable(),
    texts: z.record(z.string(), z.object({ title: z.string(), text: z.string(), cta: z.string() })),
  })
  .meta({ id: 'AdminHeroSlide' });
export type AdminHeroSlide = z.infer<typeof adminHeroSlide>;

const slideReply = z.object({ message: z.string(), data: adminHeroSlide });

export const adminHeroSlides = defineRoute({
  method: 'GET',
  path: '/api/admin/content/hero-slides',
  summary: "The home page's hero slides, in their order",
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminHeroSlide) }),
});

export const adminCreateHeroSlide = defineRoute({
  method: 'POST',
  path: '/api/admin/content/hero-slides',
  summary: 'Creates a hero slide (last in the order)',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminHeroSlideInput,
  status: 201,
  reply: slideReply,
});

export const adminUpdateHeroSlide = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/hero-slides/:id',
  summary: 'Changes a hero slide',
  tags: ['backoffice'],
  auth: 'admin',
  params: slideParams,
  body: adminHeroSlideInput,
  reply: slideReply,
});

export const adminOrderHeroSlides = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/hero-slides-order',
  summary: 'Sets the order of the hero slides (every slide named once)',
  tags: ['backoffice'],
  auth: 'admin',
  body: orderBody('slide'),
  reply: z.object({ message: z.string(), data: z.array(adminHeroSlide) }),
});
