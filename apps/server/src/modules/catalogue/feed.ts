// The catalogue feed an operator imports (docs/catalogue-feed.md): its zod schema, and the checks that
// span entries (duplicates, unknown studios, categories of the wrong type, page lists naming unknown
// games). A feed with any problem is refused whole, with every bad entry named.
import { slotCategoryOf } from '@reelvault/contract/constants/categories';
import { gameType, type GameType } from '@reelvault/contract/constants/statuses';
import { z } from 'zod';
import { categoryBySlug, type CategorySlug } from './categories';
import { skinSchema, type GameSkin } from './skin';

export const feedFormat = 'reelvault.catalogue-feed';
export const feedVersion = 1;

/** `game-show`: the studio's shared-round game (decision 0606), a live game that is no table. */
export const gameEngines = ['slot', 'roulette', 'blackjack', 'baccarat', 'game-show'] as const;
export type GameEngine = (typeof gameEngines)[number];
export const volatilities = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof volatilities)[number];

const slug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by single hyphens');

// Names are shown to players and drawn on the art: printable text only, no control characters.
const displayName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/\p{Cc}/u.test(value), 'must not contain control characters');

/** "96.5", 96.5 and "96.50" all mean 96.50 percent; stored and answered as a 2-decimal string. */
const rtp = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,3}(\.\d{1,2})?$/.test(value), 'must be a percentage with at most 2 decimals')
  .transform((value) => Number(value))
  .refine((value) => value >= 70 && value <= 100, 'must be between 70 and 100 percent')
  .transform((value) => value.toFixed(2));

const isoDate = z.iso.date();

const providerEntry = z.object({
  slug,
  name: displayName(80),
  /** Country code -> allowed. Countries not named are allowed. */
  countries: z
    .record(z.string().regex(/^[A-Z]{2}$/, 'country codes are ISO 3166-1 alpha-2, upper case'), z.boolean())
    .default({}),
});

const gameEntry = z.object({
  identifier: slug,
  name: displayName(120),
  /** The studio's slug. */
  provider: slug,
  type: z.enum(['slot', 'live']),
  categories: z.array(z.string()).max(19).default([]),
  rtp,
  volatility: z.enum(volatilities).nullable().default(null),
  engine: z.enum(gameEngines),
  /** The engine's math model; its name starts with the engine's (`slot-high`, `roulette-european`). */
  model: slug,
  skin: skinSchema,
  /** Higher comes first in lists. */
  popularity: z.number().int().min(0).max(1_000_000_000).default(0),
  released_at: isoDate.nullable().default(null),
});

const pageListEntry = z.object({
  id: z.number().int().positive(),
  name: displayName(80),
  /** Game identifiers, in the order the list shows them. */
  games: z.array(slug).max(500),
});

export const feedSchema = z.object({
  format: z.literal(feedFormat),
  version: z.literal(feedVersion),
  generated_at: z.iso.datetime({ offset: true }).optional(),
  providers: z.array(providerEntry),
  games: z.array(gameEntry),
  /** Lists not named here are left as they are. */
  page_lists: z.array(pageListEntry).optional(),
});

export type CatalogueFeedInput = z.input<typeof feedSchema>;

export interface FeedProvider {
  readonly slug: string;
  readonly name: string;
  readonly countries: Readonly<Record<string, boolean>>;
}

export interface FeedGame {
  readonly identifier: string;
  readonly name: string;
  readonly provider: string;
  readonly type: GameType;
  readonly categories: readonly CategorySlug[];
  readonly rtp: string;
  readonly volatility: Volatility | null;
  /** `external` for an aggregator's game (decision 0808): no in-house engine runs it. */
  readonly engine: GameEngine | 'external';
  readonly model: string;
  /** An aggregator's picture of the game; the drawn art otherwise. */
  readonly imageUrl?: string | null;
  /** Every in-house table is dealt by the random number generator: there is no live dealer. */
  readonly rngTable: boolean;
  readonly skin: GameSkin;
  readonly popularity: number;
  readonly releasedAt: string | null;
}

export interface FeedPageList {
  readonly id: number;
  readonly name: string;
  readonly games: readonly string[];
}

export interface CatalogueFeed {
  /**
   * Whose catalogue this is: absent (null) for the operator's feed, an aggregator's code for its synced games
   * list (decision 0808). An import adds, changes and retires only the studios and games of its own source.
   */
  readonly source?: string | null;
  readonly providers: readonly FeedProvider[];
  readonly games: readonly FeedGame[];
  readonly pageLists: readonly FeedPageList[] | undefined;
}

export interface FeedIssue {
  /** Where in the feed: `games[17] (book-of-sands).rtp`. */
  readonly where: string;
  readonly message: string;
  /** The same place as keys and indexes (`['games', 17, 'rtp']`), to find its line in the file. */
  readonly path: readonly (string | number)[];
}

const jsonPath = (path: readonly PropertyKey[]): (string | number)[] =>
  path.map((key) => (typeof key === 'number' ? key : String(key)));

export class FeedError extends Error {
  constructor(readonly issues: readonly FeedIssue[]) {
    const shown = issues.slice(0, 20).map((issue) => `  ${issue.where}: ${issue.message}`);
    const more = issues.length > shown.length ? [`  ... and ${issues.length - shown.length} more`] : [];
    super([`The feed was not imported: ${issues.length} problem(s).`, ...shown, ...more].join('\n'));
    this.name = 'FeedError';
  }
}

const tableEngineCategories: Readonly<Record<Exclude<GameEngine, 'slot' | 'game-show'>, CategorySlug>> = {
  roulette: 'roulette',
  blackjack: 'blackjack',
  baccarat: 'baccarat',
};

/** Names an entry by its index and, when it has one, its key, so an operator can find it in the file. */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  let where = '';
  let node: unknown = raw;
  for (const key of path) {
    if (typeof key === 'number') {
      where += `[${key}]`;
      node = Array.isArray(node) ? node[key] : undefined;
      const record = node as { identifier?: unknown; slug?: unknown; id?: unknown } | undefined;
      const name = record?.identifier ?? record?.slug ?? record?.id;
      if (typeof name === 'string' || typeof name === 'number') where += ` (${name})`;
    } else {
      where += where ? `.${String(key)}` : String(key);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined;
    }
  }
  return where || 'feed';
}

function resolveCategory(slugText: string): CategorySlug | undefined {
  const known = categoryBySlug.get(slugText.toLowerCase());
  if (known) return known.slug;
  return slotCategoryOf(slugText);
}

/** Checks a parsed JSON document and returns the feed, or throws a FeedError naming every bad entry. */
/** The outer shape; entries are checked one by one so that every bad entry is named in one report. */
const envelopeSchema = feedSchema.extend({
  providers: z.array(z.unknown()),
  games: z.array(z.unknown()),
  page_lists: z.array(z.unknown()).optional(),
});

/** A key an entry carries even when the entry is bad, so the other entries' checks can still see it. */
const keyOf = (entry: unknown, key: string): string | undefined => {
  const value = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

function checkEntries<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  section: 'providers' | 'games' | 'page_lists',
  entries: readonly unknown[],
  issues: FeedIssue[],
): { index: number; entry: z.output<S> }[] {
  const valid: { index: number; entry: z.output<S> }[] = [];
  entries.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push({ index, entry: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        const path = [section, index, ...issue.path];
        issues.push({ where: describePath(raw, path), message: issue.message, path: jsonPath(path) });
      }
    }
  });
  return valid;
}

/** Checks a parsed JSON document and returns the feed, or throws a FeedError naming every bad entry. */
export function parseFeed(raw: unknown): CatalogueFeed {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) {
    throw new FeedError(
      envelope.error.issues.map((issue) => ({
        where: describePath(raw, issue.path),
        message: issue.message,
        path: jsonPath(issue.path),
      })),
    );
  }
  const issues: FeedIssue[] = [];
  const providerEntries = checkEntries(providerEntry, raw, 'providers', envelope.data.providers, issues);
  const gameEntries = checkEntries(gameEntry, raw, 'games', envelope.data.games, issues);
  const listEntries = envelope.data.page_lists
    ? checkEntries(pageListEntry, raw, 'page_lists', envelope.data.page_lists, issues)
    : undefined;

  const providerSlugs = new Set<string>();
  for (const { index, entry: provider } of providerEntries) {
    if (providerSlugs.has(provider.slug)) {
      issues.push({
        where: `providers[${index}] (${provider.slug})`,
        message: 'the slug appears twice',
        path: ['providers', index, 'slug'],
      });
    }
    providerSlugs.add(provider.slug);
  }
  // A game naming a studio whose own entry is bad is not blamed for it.
  const namedProviders = new Set(envelope.data.providers.map((entry) => keyOf(entry, 'slug')));

  const identifiers = new Set<string>();
  const games: FeedGame[] = [];
  for (const { index, entry } of gameEntries) {
    const where = `games[${index}] (${entry.identifier})`;
    const problem = (field: string, message: string) =>
      issues.push({ where: `${where}.${field}`, message, path: ['games', index, field] });
    if (identifiers.has(entry.identifier)) problem('identifier', 'the identifier appears twice');
    identifiers.add(entry.identifier);
    if (!namedProviders.has(entry.provider))
      problem('provider', `no provider "${entry.provider}" in the feed`);

    const type = entry.type === 'slot' ? gameType.slot : gameType.live;
    if ((entry.engine === 'slot') !== (type === gameType.slot)) {
      problem('engine', `a ${entry.type} game cannot run on the ${entry.engine} engine`);
    }
    if (!entry.model.startsWith(`${entry.engine}-`)) {
      problem('model', `the model of a ${entry.engine} game is named "${entry.engine}-..."`);
    }
    if (entry.engine === 'slot' && entry.volatility === null)
      problem('volatility', 'a slot needs a volatility');

    const categories: CategorySlug[] = [];
    for (const name of entry.categories) {
      const category = resolveCategory(name);
      const definition = category ? categoryBySlug.get(category) : undefined;
      if (!category || !definition) {
        problem('categories', `unknown category "${name}"`);
        continue;
      }
      if (definition.type !== type) {
        problem(
          'categories',
          `"${name}" is a ${definition.type === gameType.slot ? 'slot' : 'live'} category`,
        );
        continue;
      }
      if (!categories.includes(category)) categories.push(category);
    }
    if (entry.engine !== 'slot' && entry.engine !== 'game-show') {
      const own = tableEngineCategories[entry.engine];
      const table = Object.values(tableEngineCategories).find(
        (slugText) => slugText !== own && categories.includes(slugText),
      );
      if (table) problem('categories', `a ${entry.engine} table cannot sit in "${table}"`);
    }
    games.push({
      identifier: entry.identifier,
      name: entry.name,
      provider: entry.provider,
      type,
      categories: categories.sort(),
      rtp: entry.rtp,
      volatility: entry.volatility,
      engine: entry.engine,
      model: entry.model,
      rngTable: entry.engine !== 'slot' && entry.engine !== 'game-show',
      skin: entry.skin,
      popularity: entry.popularity,
      releasedAt: entry.released_at,
    });
  }

  const namedGames = new Set(envelope.data.games.map((entry) => keyOf(entry, 'identifier')));
  const listIds = new Set<number>();
  for (const { index, entry: list } of listEntries ?? []) {
    const where = `page_lists[${index}] (${list.id})`;
    if (listIds.has(list.id)) {
      issues.push({ where, message: 'the list id appears twice', path: ['page_lists', index, 'id'] });
    }
    listIds.add(list.id);
    const seen = new Set<string>();
    list.games.forEach((identifier, position) => {
      const at = { where: `${where}.games[${position}]`, path: ['page_lists', index, 'games', position] };
      if (!namedGames.has(identifier)) issues.push({ ...at, message: `no game "${identifier}" in the feed` });
      if (seen.has(identifier)) issues.push({ ...at, message: `"${identifier}" is listed twice` });
      seen.add(identifier);
    });
  }

  if (issues.length > 0) throw new FeedError(issues);
  return {
    providers: providerEntries.map(({ entry }) => ({
      slug: entry.slug,
      name: entry.name,
      countries: entry.countries,
    })),
    games,
    pageLists: listEntries?.map(({ entry }) => entry),
  };
}
