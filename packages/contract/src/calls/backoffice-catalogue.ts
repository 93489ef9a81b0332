// The game catalogue in the back office (decision 0718): studios (list, switch on and off, the countries
// their games may be played from) and games (search, switch on and off, categories, the RTP players see).
// Reads need `catalogue.read`, changes `catalogue.manage`; every change is in the audit log.
import { z } from 'zod';
import { homePageLists } from '../constants/categories';
import { locales, type LocaleCode } from '../constants/locales';
import { paginationSchema } from '../pagination';
import { gameBadges } from './catalogue';
import { defineRoute } from '../route';
import { int2Max } from '../fields';

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

/** A category's name per language (locale code -> name); English is the one every language falls back to. */
export const categoryNames = z.partialRecord(
  z.enum(locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]]),
  z.string(),
);
export type CategoryNames = z.infer<typeof categoryNames>;

export const adminCatalogueCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    /** The English name. */
    name: z.string(),
    /** 4 slots, 5 live casino: a game takes only categories of its own type. */
    type: z.union([z.literal(4), z.literal(5)]),
    /** The names players read, per language; a language without one reads the English name. */
    names: categoryNames,
    /** Place in its type's lobby order, 1 first. */
    position: z.number().int(),
    /** Hidden: out of the lobby's category lists, its page answers 404; games keep it. */
    hidden: z.boolean(),
    /** Created in the back office (not one of the spec's categories). */
    created_here: z.boolean(),
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
    /** The operator's marks on the game's card (decision 0807). */
    badges: z.array(z.enum(gameBadges)),
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
/** A category id: categories are numbered as a PostgreSQL smallint (the lobby's `category_id` too). */
const categoryId = z.coerce.number().int().min(1).max(int2Max);

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
  category: categoryId.optional(),
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
    .array(z.number({ error: 'Each category is a category id.' }).int().min(1).max(int2Max), {
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

// Categories, badges, home lists and feed import (decision 0807).

const categoryNameText = z
  .string({ error: 'A name is text.' })
  .trim()
  .min(1, 'A name must not be empty.')
  .max(60, 'A name is at most 60 characters.')
  .refine((value) => !/\p{Cc}/u.test(value), 'A name must not contain control characters.');

/** Names per language as an operator writes them: English required, other languages optional. */
export const categoryNamesInput = z
  .record(z.string(), categoryNameText)
  .refine(
    (names) => Object.keys(names).every((code) => locales.some((locale) => locale.code === code)),
    "Names are keyed by the site's language codes (en, de, fr, ...).",
  )
  .refine((names) => names.en !== undefined, 'The English name is required.');

export const adminCreateCategoryInput = z.object({
  type: z.union([z.literal(4), z.literal(5)], { error: 'The type is 4 (slots) or 5 (live casino).' }),
  /** The address of the category's page (`/slots/category/{slug}`); made from the English name when left out. */
  slug: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters and digits joined by single hyphens.')
    .optional(),
  names: categoryNamesInput,
});

export const adminUpdateCategoryInput = z
  .object({ names: categoryNamesInput.optional(), hidden: z.boolean().optional() })
  .refine((input) => input.names !== undefined || input.hidden !== undefined, 'Nothing to change.');

export const adminCategoryOrderInput = z.object({
  type: z.union([z.literal(4), z.literal(5)], { error: 'The type is 4 (slots) or 5 (live casino).' }),
  /** Every category of the type, in the order the lobby shows them. */
  category_ids: z.array(z.number().int().min(1)).min(1).max(200),
});

const categoryReply = z.object({ message: z.string(), data: adminCatalogueCategory });

export const adminCreateCategory = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/categories',
  summary: 'Creates a category with its names per language, last in its type (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminCreateCategoryInput,
  reply: categoryReply,
  status: 201,
});

export const adminUpdateCategory = defineRoute({
  method: 'PATCH',
  path: '/api/admin/catalogue/categories/:id',
  summary: 'Renames a category (names per language) or hides and shows it (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({ id: categoryId }),
  body: adminUpdateCategoryInput,
  reply: categoryReply,
});

export const adminOrderCategories = defineRoute({
  method: 'PUT',
  path: '/api/admin/catalogue/category-order',
  summary: "Sets the lobby order of a type's categories (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  body: adminCategoryOrderInput,
  reply: z.object({ message: z.string(), data: z.array(adminCatalogueCategory) }),
});

export const adminGameBadgesInput = z.object({
  badges: z
    .array(z.enum(gameBadges, { error: `A badge is one of ${gameBadges.join(', ')}.` }), {
      error: 'The badges are a list.',
    })
    .max(gameBadges.length),
});

export const adminSetGameBadges = defineRoute({
  method: 'PUT',
  path: '/api/admin/catalogue/games/:id/badges',
  summary: "Sets the marks on a game's card (new, hot, exclusive); an import keeps them (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminGameBadgesInput,
  reply: gameReply,
});

/** The home page's lists an operator orders (spec: 563, 559, 561, 560, 300). */
export const homeListIds = [
  homePageLists.popular,
  homePageLists.live,
  homePageLists.new,
  homePageLists.shows,
  homePageLists.onboardingPopular,
] as const;

/** Most games a home list holds (the feed's limit). */
export const homeListMaxGames = 500;

export const adminHomeListGame = z
  .object({
    id: z.number().int(),
    identifier: z.string(),
    name: z.string(),
    studio_name: z.string(),
    type: z.union([z.literal(4), z.literal(5)]),
    /** Whether players see it (a game switched off stays in the list but is not shown). */
    listed: z.boolean(),
  })
  .meta({ id: 'AdminHomeListGame' });
export type AdminHomeListGame = z.infer<typeof adminHomeListGame>;

export const adminHomeList = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Ordered here: an import leaves it as it is. */
    set_here: z.boolean(),
    games: z.array(adminHomeListGame),
  })
  .meta({ id: 'AdminHomeList' });
export type AdminHomeList = z.infer<typeof adminHomeList>;

export const adminHomeLists = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue/home-lists',
  summary: "The home page's lists (563, 559, 561, 560, 300) with their games in order",
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminHomeList) }),
});

export const adminHomeListInput = z.object({
  game_ids: z
    .array(
      z
        .number({ error: 'Each game is a game id.' })
        .int()
        .min(1)
        .max(2 ** 31 - 1),
      {
        error: 'The games are a list of ids.',
      },
    )
    .max(homeListMaxGames, `A list holds at most ${homeListMaxGames} games.`),
});

export const adminSetHomeList = defineRoute({
  method: 'PUT',
  path: '/api/admin/catalogue/home-lists/:id',
  summary: "Replaces a home list's games, in the order given; an import keeps it (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminHomeListInput,
  reply: z.object({ message: z.string(), data: adminHomeList }),
});

/** Largest feed file the screen takes, in bytes (the demo feed of 12,283 games is about 9 MB). */
export const catalogueFeedUploadMaxBytes = 32 * 1024 * 1024;

export const adminCatalogueImportInput = z.object({
  file_name: z.string().trim().min(1).max(200),
  /** The feed file's text, as `npm run catalogue:import` reads it. */
  document: z.string().min(1, 'The file is empty.'),
});

const importCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  retired: z.number().int(),
  unchanged: z.number().int(),
});

/** Most games each list of a preview names; the counts are always whole. */
export const importPreviewListMax = 500;

export const adminCatalogueImport = z
  .object({
    id: z.string(),
    file_name: z.string(),
    /** preview: checked, not applied; applying: the job runs; applied; failed; stale: the catalogue changed since. */
    status: z.enum(['preview', 'applying', 'applied', 'failed', 'stale']),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    /** The catalogue revision the preview was made against. */
    base_revision: z.number().int(),
    studios: importCounts,
    games: importCounts,
    new_games: z.array(z.object({ identifier: z.string(), name: z.string(), studio: z.string() })),
    changed_games: z.array(
      z.object({ identifier: z.string(), name: z.string(), fields: z.array(z.string()) }),
    ),
    retired_games: z.array(z.object({ identifier: z.string(), name: z.string() })),
    /** Ids of the home lists the feed changes (lists ordered here are kept). */
    page_lists: z.array(z.number().int()),
    /** Progress of the apply job (writes done of all), while it runs and after. */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    /** Why the job failed. */
    error: z.string().nullable(),
  })
  .meta({ id: 'AdminCatalogueImport' });
export type AdminCatalogueImport = z.infer<typeof adminCatalogueImport>;

const importReply = z.object({ message: z.string(), data: adminCatalogueImport });

export const adminPreviewCatalogueImport = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/imports',
  summary: 'Checks a feed file and answers what importing it would change; a bad feed is 422 per line',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminCatalogueImportInput,
  reply: importReply,
  status: 201,
});

const importParams = z.object({ id: z.uuid() });

export const adminCatalogueImportStatus = defineRoute({
  method: 'GET',
  path: '/api/admin/catalogue/imports/:id',
  summary: 'An import: its preview, and the progress of its apply job',
  tags: ['backoffice'],
  auth: 'admin',
  params: importParams,
  reply: z.object({ data: adminCatalogueImport }),
});

export const adminApplyCatalogueImport = defineRoute({
  method: 'POST',
  path: '/api/admin/catalogue/imports/:id/apply',
  summary: 'Applies a preview as a job (409 if the catalogue changed since); applying again does nothing',
  tags: ['backoffice'],
  auth: 'admin',
  params: importParams,
  reply: importReply,
  status: 202,
});
