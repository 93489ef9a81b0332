// The catalogue's rules: game lists and paging, studios and configs, the home page lists, search, art, what
// a launch needs. Studios and counts are kept per catalogue revision, which every node reads once a second.
import { allCategory, slotCategoryOf } from '@reelvault/contract/constants/categories';
import { gameType, gameTypeOfQuery, type GameTypeQuery } from '@reelvault/contract/constants/statuses';
import { favouritesPerPlayerMax } from '@reelvault/contract/calls/favourites';
import { gameArtPath, type Category, type Game, type Provider } from '@reelvault/contract/calls/catalogue';
import type { Pagination } from '@reelvault/contract/pagination';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { engineRtp } from './engine-rtp';
import { categoryBySlug, categoryDefinitions, isInCategoryNav, type CategoryDefinition } from './categories';
import { parseFeed, type CatalogueFeedInput } from './feed';
import { artRevision, renderGameArt } from './game-art';
import { onHomeLists } from './home-lists';
import { importCatalogue, type ImportReport } from './importer';
import { createFavouritesRepository } from './favourites-repository';
import { createGamesByCode } from './games-by-code';
import {
  createCatalogueRepository,
  rulesByProvider,
  type GameRow,
  type LaunchRow,
  type ProviderRow,
} from './repository';

export interface GamesQuery {
  readonly type?: GameTypeQuery | undefined;
  readonly provider?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly page: number;
  readonly perPage: number;
  readonly search?: string | undefined;
}

export interface GamesPage {
  readonly games: Game[];
  readonly pagination: Pagination;
}

export interface SearchResult {
  id: number;
  game_name: string;
  identifier: string;
  provider_slug: string;
  provider_name: string;
  image: string;
}

export interface GameArt {
  /** The drawing (drawn when asked for: a cached picture of it needs none). */
  readonly svg: () => string;
  /** The art version and the drawing's revision: the same version, the same drawing. */
  readonly version: string;
}

export interface LaunchTarget extends LaunchRow {
  readonly providerSlug: string;
}

interface ProviderRecord extends ProviderRow {
  /** Country code -> allowed, for countries with a rule. */
  readonly countries: Record<string, boolean>;
}

/** Everything kept in memory for one catalogue revision. */
interface Snapshot {
  readonly revision: number;
  readonly providersById: ReadonlyMap<number, ProviderRecord>;
  readonly providersBySlug: ReadonlyMap<string, ProviderRecord>;
  /** `type|category|provider` (each `*` for any) -> active games. */
  readonly counts: ReadonlyMap<string, number>;
  readonly providerLists: Map<number | '*', Provider[]>;
  homePage?: Promise<Record<string, { id: number; name: string; games: Game[] }>>;
}

export interface CatalogueServiceOptions {
  /** How long a node trusts its snapshot before asking for the revision again. */
  readonly revisionCheckMs?: number;
}

const categoryOut = (category: CategoryDefinition): Category => ({
  id: category.id,
  name: category.name,
  class: category.slug,
});
const categoryById = new Map(categoryDefinitions.map((category) => [category.id, category]));

const byName = new Intl.Collator('en', { sensitivity: 'base' });

const countKey = (type: number | '*', category: number | '*', provider: number | '*') =>
  `${type}|${category}|${provider}`;

function paginate(total: number, page: number, perPage: number): Pagination {
  return { total, page, pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage };
}

const artPath = (row: GameRow): string => gameArtPath(row.identifier, `${row.artVersion}.${artRevision}`);

function addCount(counts: Map<string, number>, key: string, count: number): void {
  counts.set(key, (counts.get(key) ?? 0) + count);
}

export function createCatalogueService(database: Database, options: CatalogueServiceOptions = {}) {
  const repository = createCatalogueRepository(database.db);
  const favourites = createFavouritesRepository(database.db);
  const revisionCheckMs = options.revisionCheckMs ?? 1000;
  let current: Snapshot | undefined;
  let checkedAt = 0;
  let pending: Promise<Snapshot> | undefined;

  async function load(revision: number): Promise<Snapshot> {
    const [providerRows, rules, byType, byCategory] = await Promise.all([
      repository.providers(),
      repository.countryRules(),
      repository.countsByType(),
      repository.countsByCategory(),
    ]);
    const countries = rulesByProvider(rules);
    const records = providerRows.map((row) => ({ ...row, countries: countries.get(row.id) ?? {} }));
    const counts = new Map<string, number>();
    for (const { key: type, providerId, count } of byType) {
      for (const t of [type, '*'] as const) {
        addCount(counts, countKey(t, '*', providerId), count);
        addCount(counts, countKey(t, '*', '*'), count);
      }
    }
    for (const { key: categoryId, providerId, count } of byCategory) {
      const type = categoryById.get(categoryId)?.type;
      if (type === undefined) continue;
      for (const t of [type, '*'] as const) {
        addCount(counts, countKey(t, categoryId, providerId), count);
        addCount(counts, countKey(t, categoryId, '*'), count);
      }
    }
    return {
      revision,
      providersById: new Map(records.map((record) => [record.id, record])),
      providersBySlug: new Map(records.map((record) => [record.slug, record])),
      counts,
      providerLists: new Map(),
    };
  }

  async function refresh(): Promise<Snapshot> {
    const revision = await repository.revision();
    checkedAt = Date.now();
    if (current && current.revision === revision) return current;
    current = await load(revision);
    return current;
  }

  function snapshot(): Promise<Snapshot> {
    if (current && Date.now() - checkedAt < revisionCheckMs) return Promise.resolve(current);
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  function gameOut(row: GameRow, state: Snapshot): Game {
    const provider = state.providersById.get(row.providerId);
    const providerName = provider?.name ?? '';
    const providerSlug = provider?.slug ?? '';
    const type = row.type === gameType.live ? gameType.live : gameType.slot;
    return {
      id: row.id,
      name: row.name,
      game_name: row.name,
      identifier: row.identifier,
      image: artPath(row),
      provider_name: providerName,
      provider_slug: providerSlug,
      provider: { name: providerName, slug: providerSlug },
      type,
      type_name: type === gameType.live ? 'live' : 'slot',
      categories: row.categoryIds.flatMap((id) => {
        const category = categoryById.get(id);
        return category ? [categoryOut(category)] : [];
      }),
      rtp: engineRtp(row.engine, row.model) ?? row.rtp,
      volatility:
        row.volatility === 'low' || row.volatility === 'medium' || row.volatility === 'high'
          ? row.volatility
          : null,
      rng_table: row.rngTable,
      game_info: { id: row.id, name: row.name, provider: providerName },
    };
  }

  function providerOut(record: ProviderRecord, gameCount: number): Provider {
    return {
      id: record.id,
      name: record.name,
      slug: record.slug,
      provider_name: record.name,
      provider_slug: record.slug,
      game_count: gameCount,
      countries: record.countries,
    };
  }

  /** Studios with active games (of a type), by name; built once per snapshot. */
  function providersWithGames(state: Snapshot, type: number | '*'): Provider[] {
    const known = state.providerLists.get(type);
    if (known) return known;
    const list = [...state.providersById.values()]
      .filter((record) => record.isActive && record.isEnabled)
      .map((record) => providerOut(record, state.counts.get(countKey(type, '*', record.id)) ?? 0))
      .filter((provider) => provider.game_count > 0)
      .sort((a, b) => byName.compare(a.name, b.name));
    state.providerLists.set(type, list);
    return list;
  }

  /** `GET /api/games` and `GET /api/category-games`. */
  async function listGames(query: GamesQuery): Promise<GamesPage> {
    const state = await snapshot();
    const type = query.type ? gameTypeOfQuery(query.type) : undefined;
    const categoryId = query.categoryId ? query.categoryId : undefined;
    let providerId: number | undefined;
    if (query.provider) {
      providerId = state.providersBySlug.get(query.provider)?.id;
      // An unknown studio has no games; the answer is an empty list, not an error.
      if (providerId === undefined) return { games: [], pagination: paginate(0, query.page, query.perPage) };
    }
    const filter = { type, providerId, categoryId };
    const offset = (query.page - 1) * query.perPage;
    if (query.search) {
      const found = await repository.search({ ...filter, term: query.search }, query.perPage, offset);
      return {
        games: found.rows.map((row) => gameOut(row, state)),
        pagination: paginate(found.total, query.page, query.perPage),
      };
    }
    const total = state.counts.get(countKey(type ?? '*', categoryId ?? '*', providerId ?? '*')) ?? 0;
    const rows = offset < total ? await repository.listPage(filter, query.perPage, offset) : [];
    return {
      games: rows.map((row) => gameOut(row, state)),
      pagination: paginate(total, query.page, query.perPage),
    };
  }

  return {
    /** The catalogue revision this node serves (at most a second old). */
    async revision(): Promise<number> {
      return (await snapshot()).revision;
    },

    listGames,

    /** `GET /api/category/{slug}/games`: `asian` and `new` are links to `asia` and `new-games`. */
    async categoryGames(slug: string, page: number, pageSize: number) {
      const category =
        categoryBySlug.get(slug.toLowerCase()) ?? categoryBySlug.get(slotCategoryOf(slug) ?? '');
      if (!category) throw new AppError('CATEGORY_NOT_FOUND');
      const result = await listGames({ categoryId: category.id, page, perPage: pageSize });
      return { category: categoryOut(category), ...result };
    },

    async game(id: number): Promise<Game> {
      const [state, row] = await Promise.all([snapshot(), repository.activeGame(id)]);
      if (!row) throw new AppError('GAME_NOT_FOUND');
      return gameOut(row, state);
    },

    /** Ids and last changes of every playable game, for the sitemap. */
    activeGameIds(): Promise<{ id: number; updatedAt: Date }[]> {
      return repository.activeGameIds();
    },

    async providers(): Promise<Provider[]> {
      return providersWithGames(await snapshot(), '*');
    },

    /** The casino (slots) or live casino config: the All category first, then the nav's categories. */
    async config(kind: 'slot' | 'live') {
      const state = await snapshot();
      const type = kind === 'slot' ? gameType.slot : gameType.live;
      const categories = categoryDefinitions
        .filter((category) => category.type === type && isInCategoryNav(category))
        .map(categoryOut);
      return { categories: [{ ...allCategory }, ...categories], providers: providersWithGames(state, type) };
    },

    /** The page lists by id; lists the catalogue holds but with no active game are there, empty. */
    async homePage() {
      const state = await snapshot();
      state.homePage ??= (async () => {
        const [names, entries] = await Promise.all([repository.pageListNames(), repository.pageListGames()]);
        const lists: Record<string, { id: number; name: string; games: Game[] }> = {};
        for (const list of names) lists[String(list.id)] = { id: list.id, name: list.name, games: [] };
        for (const entry of onHomeLists(entries)) lists[entry.listId]?.games.push(gameOut(entry.game, state));
        return lists;
      })();
      return state.homePage;
    },

    async search(term: string, typeQuery: GameTypeQuery | undefined, limit: number): Promise<SearchResult[]> {
      const state = await snapshot();
      const type = typeQuery ? gameTypeOfQuery(typeQuery) : undefined;
      const { rows } = await repository.search({ term, type }, limit, 0);
      return rows.map((row) => {
        const provider = state.providersById.get(row.providerId);
        return {
          id: row.id,
          game_name: row.name,
          identifier: row.identifier,
          provider_slug: provider?.slug ?? '',
          provider_name: provider?.name ?? '',
          image: artPath(row),
        };
      });
    },

    /** The art of a game (retired games too, for history pages), or undefined for an unknown identifier. */
    async art(identifier: string): Promise<GameArt | undefined> {
      const row = await repository.art(identifier);
      if (!row) return undefined;
      return {
        svg: () => renderGameArt({ name: row.name, skin: row.skin, rngTable: row.rngTable }),
        version: `${row.artVersion}.${artRevision}`,
      };
    },

    ...createGamesByCode(repository),

    /** What a launch needs: the engine, model and skin of a game, active or not (the caller decides). */
    async launchTarget(gameId: number): Promise<LaunchTarget | undefined> {
      const [state, row] = await Promise.all([snapshot(), repository.launchRow(gameId)]);
      if (!row) return undefined;
      return { ...row, providerSlug: state.providersById.get(row.providerId)?.slug ?? '' };
    },

    /** Whether a studio's games may be played from a country (ISO alpha-2); no rule means allowed. */
    async countryAllowed(providerSlug: string, countryCode: string): Promise<boolean> {
      const provider = (await snapshot()).providersBySlug.get(providerSlug);
      return provider?.countries[countryCode.toUpperCase()] ?? true;
    },

    /** The player's favourite games that can still be played (of a type), the most recently added first. */
    async favouriteGames(playerId: number, typeQuery: GameTypeQuery | undefined): Promise<Game[]> {
      const type = typeQuery ? gameTypeOfQuery(typeQuery) : undefined;
      const [state, rows] = await Promise.all([snapshot(), favourites.list(playerId, type)]);
      return rows.map((row) => gameOut(row, state));
    },

    /** Ids of the player's favourite games that can still be played (the profile's `favorite_games`). */
    favouriteGameIds(playerId: number): Promise<number[]> {
      return favourites.ids(playerId);
    },

    /**
     * Makes a game one of the player's favourites; a favourite already is left as it is. An unknown or
     * retired game is GAME_NOT_FOUND; a player who keeps the most favourites allowed gets FAVOURITES_FULL.
     */
    async addFavourite(playerId: number, gameId: number): Promise<void> {
      const game = await favourites.gameState(gameId);
      if (!game?.active) throw new AppError('GAME_NOT_FOUND');
      if (!(await favourites.add(playerId, gameId, favouritesPerPlayerMax))) {
        throw new AppError('FAVOURITES_FULL');
      }
    },

    /** Removes a favourite (a retired game's too); a game that was not one is left as it is. */
    async removeFavourite(playerId: number, gameId: number): Promise<void> {
      if (!(await favourites.gameState(gameId))) throw new AppError('GAME_NOT_FOUND');
      await favourites.remove(playerId, gameId);
    },

    /**
     * Drops this node's snapshot (and so its cached replies) at once, after a change that raised the
     * revision; other nodes see the new revision within `revisionCheckMs`.
     */
    revisionRaised(): void {
      checkedAt = 0;
    },

    /** Checks and imports a feed document, then drops this node's snapshot at once. */
    async importFeed(document: unknown): Promise<ImportReport> {
      const report = await importCatalogue(database.db, parseFeed(document));
      checkedAt = 0;
      return report;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
// The feed's format and what the demo catalogue's generator (apps/server/src/demo) draws with.
export { categoryBySlug, engineRtp, parseFeed, type CatalogueFeedInput };
export { seededRandom, type SeededRandom } from './seeded-random';
