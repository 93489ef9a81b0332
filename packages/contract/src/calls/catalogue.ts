// Catalogue calls: game lists, one game, studios, the casino configs, the home page lists and search.
// Shapes follow what the spec's client reads (spec 001, section 7): a `data.` there is a key of the body.
// Where the paging figures sit is recorded in docs/decisions/0505-catalogue-replies.md.
import { z } from 'zod';
import { searchMinLength } from '../constants/paging';
import { gameTypeQueryValues } from '../constants/statuses';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { int4Max, int2Max } from '../fields';

/** The marks an operator puts on a game card (decision 0807); the spec's payload carries none of its own. */
export const gameBadges = ['new', 'hot', 'exclusive'] as const;
export type GameBadge = (typeof gameBadges)[number];

export const categorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The category slug, as the routes `/slots/category/{class}` use it; empty for the synthetic All. */
    class: z.string(),
    /** The name is the operator's (set in the back office), not the spec's: a client shows it as given (0807). */
    custom_name: z.boolean(),
  })
  .meta({ id: 'Category' });

export type Category = z.infer<typeof categorySchema>;

export const gameSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The same as `name`; the spec's client reads either. */
    game_name: z.string(),
    identifier: z.string(),
    /** Art served by Reelvault (`/api/game-art/{identifier}.svg?v=...`). */
    image: z.string(),
    provider_name: z.string(),
    provider_slug: z.string(),
    provider: z.object({ name: z.string(), slug: z.string() }),
    /** 4 slot, 5 live casino. */
    type: z.union([z.literal(4), z.literal(5)]),
    /** The play page's word for the type. */
    type_name: z.enum(['slot', 'live']),
    categories: z.array(categorySchema),
    /** Return to player in percent, a decimal string ("96.50"). */
    rtp: z.string(),
    volatility: z.enum(['low', 'medium', 'high']).nullable(),
    /** A table dealt by the random number generator: there is no live dealer. */
    rng_table: z.boolean(),
    game_info: z.object({ id: z.number().int(), name: z.string(), provider: z.string() }),
    /** The operator's marks on the card, in `gameBadges` order (decision 0807). */
    badges: z.array(z.enum(gameBadges)),
  })
  .meta({ id: 'Game' });

export type Game = z.infer<typeof gameSchema>;

export const providerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    provider_name: z.string(),
    provider_slug: z.string(),
    /** Active games of the studio (of the config's type, in the casino configs). */
    game_count: z.number().int(),
    /** Countries with a rule of their own: country code -> allowed. Countries not named are allowed. */
    countries: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'Provider' });

export type Provider = z.infer<typeof providerSchema>;

const searchTooShort = `Type at least ${searchMinLength} characters to search.`;

/** Blank means no search; otherwise at least three characters (spec 000, section 5). */
const optionalSearch = z
  .string()
  .trim()
  .max(100)
  .refine((value) => value === '' || value.length >= searchMinLength, searchTooShort)
  .optional();

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const gamesQuery = z.object({
  type: z.enum(gameTypeQueryValues).optional(),
  /** A studio's slug. */
  provider: z.string().max(100).optional(),
  /** 0 (the synthetic All) means every category. */
  category_id: z.coerce.number().int().min(0).max(int2Max).optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(24),
  search: optionalSearch,
});

export const gamesReply = z
  .object({
    games: z.object({ data: z.array(gameSchema) }),
    pagination: paginationSchema,
  })
  .meta({ id: 'GamesPage' });

export const listGames = defineRoute({
  method: 'GET',
  path: '/api/games',
  summary: 'Lists active games by type, studio, category and search, a page at a time',
  tags: ['catalogue'],
  auth: 'none',
  query: gamesQuery,
  reply: gamesReply,
});

export const listCategoryGames = defineRoute({
  method: 'GET',
  path: '/api/category-games',
  summary: 'Lists active games of a category (the same query and answer as GET /api/games)',
  tags: ['catalogue'],
  auth: 'none',
  query: gamesQuery,
  reply: gamesReply,
});

export const categorySlugParams = z.object({ slug: z.string().min(1).max(60) });

export const categoryGamesQuery = z.object({
  page,
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});

export const categoryGamesReply = z
  .object({
    data: z.object({ category: categorySchema, games: z.array(gameSchema) }),
    pagination: paginationSchema,
  })
  .meta({ id: 'CategoryGamesPage' });

export const categoryGames = defineRoute({
  method: 'GET',
  path: '/api/category/:slug/games',
  summary: "Lists a category's active games by its slug (a home page row, a category page)",
  tags: ['catalogue'],
  auth: 'none',
  params: categorySlugParams,
  query: categoryGamesQuery,
  reply: categoryGamesReply,
});

export const gameParams = z.object({ id: z.coerce.number().int().min(1).max(int4Max) });

export const gameReply = z.object({ data: gameSchema }).meta({ id: 'GameDetail' });

export const getGame = defineRoute({
  method: 'GET',
  path: '/api/game/:id',
  summary: 'One active game; 404 GAME_NOT_FOUND otherwise',
  tags: ['catalogue'],
  auth: 'none',
  params: gameParams,
  reply: gameReply,
});

export const providersReply = z.object({ data: z.array(providerSchema) }).meta({ id: 'Providers' });

export const listProviders = defineRoute({
  method: 'GET',
  path: '/api/providers',
  summary: 'Studios with active games, by name, with their game counts',
  tags: ['catalogue'],
  auth: 'none',
  reply: providersReply,
});

export const casinoConfigReply = z
  .object({
    data: z.object({
      /** The synthetic All (id 0, empty class) first, then the categories in the site's order. */
      categories: z.array(categorySchema),
      providers: z.array(providerSchema),
    }),
  })
  .meta({ id: 'CasinoConfig' });

export const casinoConfig = defineRoute({
  method: 'GET',
  path: '/api/casino-config',
  summary: 'Slot categories and the studios with slots',
  tags: ['catalogue'],
  auth: 'none',
  reply: casinoConfigReply,
});

export const liveCasinoConfig = defineRoute({
  method: 'GET',
  path: '/api/live-casino-config',
  summary: 'Live casino categories and the studios with live casino games',
  tags: ['catalogue'],
  auth: 'none',
  reply: casinoConfigReply,
});

export const homePageQuery = z.object({
  /** 1 or `desktop`, 2 or `mobile`. Every game runs on both, so the lists are the same. */
  device: z.enum(['1', '2', 'desktop', 'mobile']).optional(),
});

export const pageListSchema = z
  .object({ id: z.number().int(), name: z.string(), games: z.array(gameSchema) })
  .meta({ id: 'PageList' });

export const homePageReply = z
  .object({
    /** Page lists by id: 563 popular, 559 live, 561 new, 560 shows, 300 onboarding popular. */
    data: z.record(z.string(), pageListSchema),
  })
  .meta({ id: 'HomePage' });

export const homePage = defineRoute({
  method: 'GET',
  path: '/api/home-page',
  summary: 'The home page lists (and the onboarding list) by page-list id',
  tags: ['catalogue'],
  auth: 'none',
  query: homePageQuery,
  reply: homePageReply,
});

export const searchQuery = z.object({
  search: z.string().trim().min(searchMinLength, searchTooShort).max(100),
  type: z.enum(gameTypeQueryValues).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});

export const searchResultSchema = z
  .object({
    id: z.number().int(),
    game_name: z.string(),
    identifier: z.string(),
    provider_slug: z.string(),
    provider_name: z.string(),
    /** The game's art, as `Game.image` (not in the spec's result; the search list shows it). */
    image: z.string(),
    /**
     * As `Game.rng_table`: a table dealt by the random number generator, labelled so in the results
     * (decision 0809; not in the spec's result, whose client ignores fields it does not read).
     */
    rng_table: z.boolean(),
  })
  .meta({ id: 'GameSearchResult' });

export const searchReply = z
  .object({ data: z.object({ data: z.array(searchResultSchema) }) })
  .meta({ id: 'GameSearch' });

export const searchGames = defineRoute({
  method: 'GET',
  path: '/api/search/games',
  summary: 'Finds games by name or studio: the exact name first, then names that start so, then the closest',
  tags: ['catalogue'],
  auth: 'none',
  query: searchQuery,
  reply: searchReply,
});

/**
 * Widths (in pixels, 3:4) the art of a game is served at as a WebP picture: the larger one is the game's
 * `image`, the smaller one is for a card on a phone or a plain screen (`gameArtSrcSet`).
 */
export const gameArtWidths = [240, 360] as const;
export type GameArtWidth = (typeof gameArtWidths)[number];
/** The width of a game's `image`. */
export const gameArtFullWidth: GameArtWidth = 360;

/**
 * Where the art of a game is served as a WebP picture `width` pixels wide (the game's `image` is the
 * widest); `version` changes whenever the art does. The SVG drawing it is made from is served beside it,
 * with `.svg` in place of `.webp`.
 */
export const gameArtPath = (
  identifier: string,
  version: string,
  width: GameArtWidth = gameArtFullWidth,
): string => {
  const file = width === gameArtFullWidth ? 'webp' : `${String(width)}.webp`;
  return `/api/game-art/${encodeURIComponent(identifier)}.${file}?v=${encodeURIComponent(version)}`;
};

/**
 * How wide a game card's art is drawn (the `sizes` of its srcset): about a third of a phone, 10rem or
 * 11rem on larger screens. The server's image preloads use the same, so the browser takes them.
 */
export const gameCardArtSizes = '(min-width: 1024px) 11rem, (min-width: 640px) 10rem, 31vw';

const gameArtImage = /^\/api\/game-art\/([a-z0-9]+(?:-[a-z0-9]+)*)\.webp\?v=([\w.%-]+)$/;

/**
 * The `srcset` of a game's `image` when it is the platform's own art (each of `gameArtWidths`), so a
 * browser fetches no more pixels than it shows; undefined for any other picture.
 */
export function gameArtSrcSet(image: string): string | undefined {
  const match = gameArtImage.exec(image);
  if (!match?.[1] || !match[2]) return undefined;
  const [, identifier, version] = match;
  return gameArtWidths
    .map((width) => `${gameArtPath(identifier, decodeURIComponent(version), width)} ${String(width)}w`)
    .join(', ');
}
