// The game catalogue in the back office (decision 0718): studios (list, switch on and off, the countries
// their games may be played from) and games (search, switch on and off, categories, the RTP players see).
// Reads need `catalogue.read`, changes `catalogue.manage`; every change is in the audit log.
import { z } from 'zod';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';

/** A studio's country rules: ISO 3166-1 alpha-2 code -> allowed. A country without a rule is allowed. */
export const adminCountryRules = z.record(z.string(), z.boolean());

export const adminStudio = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** In the feed: false once an import retired the studio. */
    active: z.boolean(),
    /** The operator's switch: a disabled studio's games leave every list and do not launch. */
    enabled: z.boolean(),
    /** The studio's games in the feed (active), switched on or not. */
    game_count: z.number().int(),
    countries: adminCountryRules,
    /** The rules were set here: an import leaves them as they are. */
    countries_set_here: z.boolean(),
  })
  .meta({ id: 'AdminStudio' });
export type AdminStudio = z.infer<typeof adminStudio>;

export const adminCatalogueCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** 4 slots, 5 live casino: a game takes only categories of its own type. */
    type: z.union([z.literal(4), z.literal(5)]),
  })
  .meta({ id: 'AdminCatalogueCategory' });
export type AdminCatalogueCategory = z.infer<typeof adminCatalogueCategory>;

export const adminCatalogueGame = z
  .object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    type: z.union([z.literal(4), z.literal(5)]),
    studio: z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() }),
    /** In the feed: false once an import retired the game. */
    active: z.boolean(),
    /** The operator's switch. */
    enabled: z.boolean(),
    /** Whether players see it now: active, enabled, and its studio enabled. */
    listed: z.boolean(),
    category_ids: z.array(z.number().int()),
    /** The categories were set here: an import leaves them as they are. */
    categories_set_here: z.boolean(),
    /** The RTP players see, in percent ("96.30"). */
    rtp: z.string(),
    /** `engine`: from the in-house engine's model (its PAR sheet); `feed`: the studio's declared figure. */
    rtp_source: z.enum(['engine', 'feed']),
    /** The figure the feed declared. */
    feed_rtp: z.string(),
  })
  .meta({ id: 'AdminCatalogueGame' });
export type AdminCatalogueGame = z.infer<typeof adminCatalogueGame>;

/** A row id as a path or query value ("12"). */
const rowId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
const idParams = z.object({ id: rowId });

const studioReply = z.object({ message: z.string(), data: adminStudio });
const gameReply = z.object({ message: z.string(), data: adminCatalogueGame });

export const adminCatalogueStudios = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue/studios',
  summary: 'Every studio with its switch, game count and country rules, by name',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminStudio) }),
});

export const adminEnableStudio = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/studios/:id/enable',
  summary: 'Switches a studio on: its games are back in the lobby (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: studioReply,
});

export const adminDisableStudio = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/studios/:id/disable',
  summary: 'Switches a studio off: its games leave every list and do not launch (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: studioReply,
});

/** Upper-case ISO 3166-1 alpha-2 codes; `uk` is written `GB`. */
export const countryCodePattern = /^[A-Z]{2}$/;

export const adminStudioCountriesInput = z.object({
  countries: z
    .record(z.string(), z.boolean({ error: 'Each country takes true (allowed) or false (refused).' }))
    .refine(
      (rules) => Object.keys(rules).every((code) => countryCodePattern.test(code)),
      'Countries are two-letter ISO codes in capitals, such as GB.',
    )
    .refine((rules) => Object.keys(rules).length <= 300, 'At most 300 country rules.'),
});

export const adminSetStudioCountries = defineRoute({
  method: 'PUT',
  path: '/api/admin/catalogue/studios/:id/countries',
  summary: "Replaces a studio's country rules; launches from a refused country answer 571 (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminStudioCountriesInput,
  reply: studioReply,
});

export const adminCatalogueGamesQuery = z.object({
  /** Part of the game's name or identifier. */
  search: z.string().trim().max(100).optional(),
  studio: rowId.optional(),
  category: rowId.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminCatalogueGames = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue/games',
  summary: 'Games in the feed, by name: search by name, studio, category and switch',
  tags: ['backoffice'],
  auth: 'admin',
  query: adminCatalogueGamesQuery,
  reply: z.object({ data: z.array(adminCatalogueGame), pagination: paginationSchema }),
});

export const adminEnableGame = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/games/:id/enable',
  summary: 'Switches a game on: back in the lobby, search, categories and favourites (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: gameReply,
});

export const adminDisableGame = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/games/:id/disable',
  summary: 'Switches a game off: gone from every list and refused at launch (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: gameReply,
});

export const adminGameCategoriesInput = z.object({
  category_ids: z
    .array(z.number({ error: 'Each category is a category id.' }).int().min(1), {
      error: 'The categories are a list of category ids.',
    })
    .max(50),
});

export const adminSetGameCategories = defineRoute({
  method: 'PUT',
  path: '/api/admin/catalogue/games/:id/categories',
  summary: "Replaces a game's categories (of its own type); an import keeps them (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminGameCategoriesInput,
  reply: gameReply,
});

export const adminCatalogueCategories = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue/categories',
  summary: 'The categories a game may take, in lobby order',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminCatalogueCategory) }),
});
