// Promotions, legal pages and the site settings the web app reads at run time (spec 001, section 7:
// "GET promotions and GET promotion-detail/{id}", "GET {core}/pages and GET {core}/pages/id/{id}").
// Texts come in the language of `Accept-Language`, English where a text has no translation.
import { z } from 'zod';
import { defineRoute } from '../route';
import { int4Max } from '../fields';

/** The spec's promotion types, lowercased. */
export const promotionTypes = ['signup', 'reload', 'tournament', 'rewards', 'casino'] as const;
export type PromotionType = (typeof promotionTypes)[number];

/**
 * The spec's type rule: the type is lowercased, and a promotion whose title contains "reward" is a
 * rewards promotion whatever it was filed as. Unknown types read as casino.
 */
export function promotionTypeOf(type: string, title: string): PromotionType {
  if (/reward/i.test(title)) return 'rewards';
  const lowered = type.trim().toLowerCase();
  return (promotionTypes as readonly string[]).includes(lowered) ? (lowered as PromotionType) : 'casino';
}

/** Characters of a promotion's short description in lists (spec 001, section 9). */
export const promotionShortDescriptionLength = 60;

/**
 * A promotion's short description: its details as plain text (markdown marks removed), cut at 60
 * characters on a word boundary where one is near, with an ellipsis when cut.
 */
export function promotionShortDescription(details: string, max = promotionShortDescriptionLength): string {
  const plain = details
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const promotionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Markdown (the legal pages' subset). */
    details: z.string(),
    type: z.enum(promotionTypes),
    is_active: z.boolean(),
    cover_image_url: z.string(),
    thumbnail_image_url: z.string(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * The reader's currency: the figures a promotion backed by a tiered offer states (the welcome bonus) are
 * that currency's (decision 1106); EUR when none is given.
 */
const promotionCurrency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/, 'The currency is not valid.')
  .optional();

export const listPromotions = defineRoute({
  method: 'GET',
  path: '/api/promotions',
  summary: 'Active promotions, in the order the operator set',
  tags: ['content'],
  auth: 'none',
  query: z.object({ type: z.enum(promotionTypes).optional(), currency: promotionCurrency }),
  reply: z
    .object({ status: z.literal('success'), data: z.array(promotionSchema) })
    .meta({ id: 'Promotions' }),
});

export const promotionParams = z.object({ id: z.coerce.number().int().positive().max(int4Max) });

export const promotionDetail = defineRoute({
  method: 'GET',
  path: '/api/promotion-detail/:id',
  summary: 'One active promotion',
  tags: ['content'],
  auth: 'none',
  params: promotionParams,
  query: z.object({ currency: promotionCurrency }),
  reply: z
    .object({ status: z.literal('success'), data: z.object({ promotion: promotionSchema }) })
    .meta({ id: 'PromotionDetail' }),
});

/** The legal pages of the spec: ids 3 terms, 4 privacy, 5 AML/KYC, 6 responsible gambling, 7 bonus policy, 8 complaints. */
export const legalPages = [
  { id: 3, slug: 'terms-and-conditions' },
  { id: 4, slug: 'privacy-policy' },
  { id: 5, slug: 'aml-kyc-policy' },
  { id: 6, slug: 'responsible-gambling' },
  { id: 7, slug: 'bonus-policy' },
  { id: 8, slug: 'complaints-and-adr' },
] as const;

export const pageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Markdown: bold, italic, headings 1-3, list items and line breaks. */
    content: z.string(),
    is_published: z.boolean(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

export const listPages = defineRoute({
  method: 'GET',
  path: '/api/pages',
  summary: 'Published pages, in menu order',
  tags: ['content'],
  auth: 'none',
  reply: z.object({ status: z.literal('success'), data: z.array(pageSchema) }).meta({ id: 'Pages' }),
});

export const getPage = defineRoute({
  method: 'GET',
  path: '/api/pages/id/:id',
  summary: 'One published page',
  tags: ['content'],
  auth: 'none',
  params: promotionParams,
  reply: z.object({ status: z.literal('success'), data: pageSchema }).meta({ id: 'PageDetail' }),
});

export const siteSettingsSchema = z
  .object({
    operator_name: z.string(),
    /** The sportsbook framed at /sports; null: none configured. */
    sportsbook_url: z.string().nullable(),
    /** The live-chat app id; null: no chat widget. */
    live_chat_app_id: z.string().nullable(),
    /**
     * Visits whose utm_source equals `utm_source` (without regard to case) go to `path`, an affiliate
     * registration path (/register/{affiliate_id}/{campaign_id}); null: no such redirect.
     */
    ad_network_redirect: z.object({ utm_source: z.string(), path: z.string() }).nullable(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettings = defineRoute({
  method: 'GET',
  path: '/api/site-settings',
  summary:
    'What the operator configured that the site shows (operator, sportsbook, live chat, ad-network redirect)',
  tags: ['content'],
  auth: 'none',
  reply: siteSettingsSchema,
});
