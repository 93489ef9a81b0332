// The catalogue's rules: game lists and paging, studios and configs, the home page lists, search, art, what
// a launch needs. Studios and counts are kept per catalogue revision, which every node reads once a second.
import { allCategory, slotCategoryOf } from '@reelvault/contract/constants/categories';
import { gameType, gameTypeOfQuery, type GameTypeQuery } from '@reelvault/contract/constants/statuses';
import { favouritesPerPlayerMax } from '@reelvault/contract/calls/favourites';
import { gameArtPath, gameBadges, type Game, type Provider } from '@reelvault/contract/calls/catalogue';
import type { Pagination } from '@reelvault/contract/pagination';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { engineRtp, slotMathModel } from './engine-rtp';
import { categoryBySlug } from './categories';
import { parseFeed, type CatalogueFeed, type CatalogueFeedInput } from './feed';
import { artRevision, renderGameArt } from './game-art';
import { buildHomePage } from './home-page';
import { applyImport, importCatalogue, planImport, type ImportReport } from './importer';
import { createFavouritesRepository } from './favourites-repository';
import { createGamesByCode } from './games-by-code';
import { createCatalogueRepository, type GameRow, type LaunchRow } from './repository';
import {
  categoryOut,
  countKey,
  inCategoryNav,
  loadSnapshot,
  type ProviderRecord,
  type Snapshot,
} from './snapshot';

export interface GamesQuery {
  readonly type?: GameTypeQuery | undefined;
  readonly provider?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly page: number;
  readonly perPage: number;
  readonly search?: string | undefined;
  /** The language of the games' category names (a locale code); English by default. */
  readonly locale?: string | undefined;
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
  rng_table: boolean;
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

export interface CatalogueServiceOptions {
  /** How long a node trusts its snapshot before asking for the revision again. */
  readonly revisionCheckMs?: number;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

function paginate(total: number, page: number, perPage: number): Pagination {
  return { total, page, pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage };
}

// An aggregator's game shows the aggregator's picture (decision 0808); the others their drawn art.
const artPath = (row: Pick<GameRow, 'identifier' | 'artVersion'> & { imageUrl?: string | null }): string =>
  row.imageUrl ?? gameArtPath(row.identifier, `${row.artVersion}.${artRevision}`);

export function createCatalogueService(database: Database, options: CatalogueServiceOptions = {}) {
  const repository = createCatalogueRepository(database.db);
  const favourites = createFavouritesRepository(database.db);
  const revisionCheckMs = options.revisionCheckMs ?? 1000;
  let current: Snapshot | undefined;
  let checkedAt = 0;
  let pending: Promise<Snapshot> | undefined;

  async function refresh(): Promise<Snapshot> {
    const revision = await repository.revision();
    checkedAt = Date.now();
    if (current && current.revision === revision) return current;
    current = await loadSnapshot(repository, revision);
    return current;
  }

  function snapshot(): Promise<Snapshot> {
    if (current && Date.now() - checkedAt < revisionCheckMs) return Promise.resolve(current);
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  function gameOut(row: GameRow, state: Snapshot, locale: string): Game {
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
        const category = state.categoriesById.get(id);
        return category && !category.hidden ? [categoryOut(category, locale)] : [];
      }),
      rtp: engineRtp(row.engine, row.model) ?? row.rtp,
      volatility:
        row.volatility === 'low' || row.volatility === 'medium' || row.volatility === 'high'
          ? row.volatility
          : null,
      rng_table: row.rngTable,
      game_info: { id: row.id, name: row.name, provider: providerName },
      badges: gameBadges.filter((badge) => row.badges.includes(badge)),
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
    const filter = { type, providerId, categoryId, withoutInHouseLive: state.withoutInHouseLive };
    const offset = (query.page - 1) * query.perPage;
    const locale = query.locale ?? 'en';
    if (query.search) {
      const found = await repository.search({ ...filter, term: query.search }, query.perPage, offset);
      return {
        games: found.rows.map((row) => gameOut(row, state, locale)),
        pagination: paginate(found.total, query.page, query.perPage),
      };
    }
    const total = state.counts.get(countKey(type ?? '*', categoryId ?? '*', providerId ?? '*')) ?? 0;
    const rows = offset < total ? await repository.listPage(filter, query.perPage, offset) : [];
    return {
      games: rows.map((row) => gameOut(row, state, locale)),
      pagination: paginate(total, query.page, query.perPage),
    };
  }

  return {
    /** The catalogue revision this node serves (at most a second old). */
    async revision(): Promise<number> {
      return (await snapshot()).revision;
    },

    listGames,

    /**
     * `GET /api/category/{slug}/games`: `asian` and `new` are links to `asia` and `new-games`; a hidden
     * category is not found.
     */
    async categoryGames(slug: string, page: number, pageSize: number, locale = 'en') {
      const state = await snapshot();
      const category =
        state.categoriesBySlug.get(slug.toLowerCase()) ??
        state.categoriesBySlug.get(slotCategoryOf(slug) ?? '');
      if (!category || category.hidden) throw new AppError('CATEGORY_NOT_FOUND');
      const result = await listGames({ categoryId: category.id, page, perPage: pageSize, locale });
      return { category: categoryOut(category, locale), ...result };
    },

    async game(id: number, locale = 'en'): Promise<Game> {
      const [state, row] = await Promise.all([snapshot(), repository.activeGame(id)]);
      if (!row) throw new AppError('GAME_NOT_FOUND');
      return gameOut(row, state, locale);
    },

    /** Ids and last changes of every playable game, for the sitemap. */
    activeGameIds(): Promise<{ id: number; updatedAt: Date }[]> {
      return repository.activeGameIds();
    },

    async providers(): Promise<Provider[]> {
      return providersWithGames(await snapshot(), '*');
    },

    /**
     * The casino (slots) or live casino config: the All category first, then the nav's categories (the
     * live casino's with games only).
     */
    async config(kind: 'slot' | 'live', locale = 'en') {
      const state = await snapshot();
      const type = kind === 'slot' ? gameType.slot : gameType.live;
      const categories = [...state.categoriesById.values()]
        .filter((category) => category.type === type && !category.hidden && inCategoryNav(category))
        // The live casino names no tab it has no game for: no Game shows without a game show (0809).
        .filter(
          (category) =>
            type === gameType.slot || (state.counts.get(countKey(type, category.id, '*')) ?? 0) > 0,
        )
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((category) => categoryOut(category, locale));
      return { categories: [{ ...allCategory }, ...categories], providers: providersWithGames(state, type) };
    },

    /** The page lists by id; lists the catalogue holds but with no active game are there, empty. */
    async homePage(locale = 'en') {
      const state = await snapshot();
      const known = state.homePages.get(locale);
      if (known) return known;
      const built = buildHomePage(repository, state, (row) => gameOut(row, state, locale));
      state.homePages.set(locale, built);
      return built;
    },

    async search(term: string, typeQuery: GameTypeQuery | undefined, limit: number): Promise<SearchResult[]> {
      const state = await snapshot();
      const type = typeQuery ? gameTypeOfQuery(typeQuery) : undefined;
      const { rows } = await repository.search(
        { term, type, withoutInHouseLive: state.withoutInHouseLive },
        limit,
        0,
      );
      return rows.map((row) => {
        const provider = state.providersById.get(row.providerId);
        return {
          id: row.id,
          game_name: row.name,
          identifier: row.identifier,
          provider_slug: provider?.slug ?? '',
          provider_name: provider?.name ?? '',
          image: artPath(row),
          rng_table: row.rngTable,
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
    async favouriteGames(
      playerId: number,
      typeQuery: GameTypeQuery | undefined,
      locale = 'en',
    ): Promise<Game[]> {
      const type = typeQuery ? gameTypeOfQuery(typeQuery) : undefined;
      const [state, rows] = await Promise.all([snapshot(), favourites.list(playerId, type)]);
      return rows.map((row) => gameOut(row, state, locale));
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

    /**
     * Imports a feed built in code (an aggregator's games list, decision 0808) in one transaction: only the
     * studios and games of the feed's source change. Drops this node's snapshot at once.
     */
    async importSourceFeed(feed: CatalogueFeed): Promise<ImportReport & { foreignGames: readonly string[] }> {
      const report = await database.db.transaction(async (tx) => {
        const plan = await planImport(tx, feed);
        return { ...(await applyImport(tx, plan)), foreignGames: plan.foreignGames };
      });
      checkedAt = 0;
      return report;
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
export { categoryBySlug, engineRtp, parseFeed, slotMathModel, type CatalogueFeedInput };
export { seededRandom, type SeededRandom } from './seeded-random';
// What an aggregator's games list is mapped to (decision 0808).
export type { CategorySlug } from './categories';
export type { CatalogueFeed, FeedGame, FeedProvider } from './feed';
export type { GameSkin } from './skin';
