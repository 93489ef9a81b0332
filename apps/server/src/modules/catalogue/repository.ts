// SQL of the catalogue's reads. Lists walk an index in their display order (popularity, then id) and stop
// after one page; search unions the trigram index hits on game names and on studio names, then ranks.
import { gameType } from '@reelvault/contract/constants/statuses';
import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  catalogueState,
  categories,
  gameCategories,
  games,
  pageListGames,
  pageLists,
  providerCountries,
  providers,
} from './schema';
import { categoryBySlug } from './categories';
import { tableEngines } from './home-lists';
import type { GameSkin } from './skin';

export interface GameRow {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly type: number;
  /** As the feed declared it; a game on an in-house model shows the model's own (engine-rtp.ts). */
  readonly rtp: string;
  readonly volatility: string | null;
  readonly engine: string;
  readonly model: string;
  readonly rngTable: boolean;
  readonly artVersion: string;
  /** An aggregator's picture of the game (decision 0808); null for drawn art. */
  readonly imageUrl: string | null;
  readonly providerId: number;
  readonly categoryIds: readonly number[];
  /** The operator's marks on the card (decision 0807). */
  readonly badges: readonly string[];
  /** Null for the operator's feed (the in-house studio runs it), an aggregator's code (decision 0808). */
  readonly source: string | null;
}

/** A category as players are shown it: its names per language, order and visibility. */
export interface CategoryRow {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly type: number;
  readonly position: number;
  readonly names: Readonly<Record<string, string>>;
  readonly hidden: boolean;
}

export interface ListFilter {
  readonly type?: number | undefined;
  readonly providerId?: number | undefined;
  readonly categoryId?: number | undefined;
  /** Leave out the in-house RNG tables: an aggregator supplies real live games (decision 0809). */
  readonly withoutInHouseLive?: boolean | undefined;
}

export interface SearchFilter extends ListFilter {
  readonly term: string;
}

export interface ProviderRow {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly isActive: boolean;
  /** The operator's switch (back office). */
  readonly isEnabled: boolean;
  /** The country rules were set in the back office; an import leaves them alone. */
  readonly countriesByOperator: boolean;
  /** Null for the operator's feed, an aggregator's code for its studios (decision 0808). */
  readonly source: string | null;
}

export interface CountRow {
  readonly key: number;
  readonly providerId: number;
  readonly count: number;
}

export interface LaunchRow {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly type: number;
  readonly engine: string;
  readonly model: string;
  readonly rtp: string;
  readonly volatility: string | null;
  readonly rngTable: boolean;
  readonly skin: GameSkin;
  readonly providerId: number;
  readonly isActive: boolean;
  /** Null for the operator's feed (the in-house studio runs it), an aggregator's code (decision 0808). */
  readonly source: string | null;
}

/** The columns every game list answers with; categories come as an array of ids. */
export const gameColumns = {
  id: games.id,
  identifier: games.identifier,
  name: games.name,
  type: games.type,
  rtp: games.rtp,
  volatility: games.volatility,
  engine: games.engine,
  model: games.model,
  rngTable: games.rngTable,
  artVersion: games.artVersion,
  imageUrl: games.imageUrl,
  providerId: games.providerId,
  categoryIds: sql<number[]>`array(
    select ${gameCategories.categoryId} from ${gameCategories}
    where ${gameCategories.gameId} = ${games.id} order by 1)`.as('category_ids'),
  badges: games.badges,
  source: games.source,
};

/** `%`, `_` and `\` are LIKE wildcards; a player's search matches them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * A game players see and may launch: in the feed (active), and neither the game nor its studio switched off
 * in the back office (decision 0718). Every list, count, search and favourite reads through it.
 */
export const listedGame: SQL = sql`(${games.isActive} and ${games.isEnabled} and exists (
  select 1 from ${providers} where ${providers.id} = ${games.providerId} and ${providers.isEnabled}))`;

/**
 * An RNG table of the operator's feed in the live casino (`isInHouseTable`, home-lists.ts): the in-house
 * studio deals it, never a dealer. Once an aggregator supplies real live games the live casino lists
 * those (and any in-house game show) instead (decision 0809).
 */
const inHouseTable: SQL = sql`(${games.type} = ${gameType.live} and ${games.source} is null and ${inArray(games.engine, [...tableEngines])})`;

/** The games the lists show: every listed game, or those but the in-house RNG tables. */
const shownGame = (withoutInHouseLive: boolean | undefined): SQL =>
  withoutInHouseLive ? sql`(${listedGame} and not ${inHouseTable})` : listedGame;

function gameFilters(filter: ListFilter): SQL[] {
  const conditions: SQL[] = [shownGame(filter.withoutInHouseLive)];
  if (filter.type !== undefined) conditions.push(eq(games.type, filter.type));
  if (filter.providerId !== undefined) conditions.push(eq(games.providerId, filter.providerId));
  return conditions;
}

/** Country rules grouped per studio: provider id -> (country code -> allowed). */
export function rulesByProvider(
  rules: readonly { providerId: number; countryCode: string; allowed: boolean }[],
): Map<number, Record<string, boolean>> {
  const grouped = new Map<number, Record<string, boolean>>();
  for (const rule of rules) {
    const map = grouped.get(rule.providerId) ?? {};
    map[rule.countryCode] = rule.allowed;
    grouped.set(rule.providerId, map);
  }
  return grouped;
}

/** node-postgres reads int2[] as numbers; make sure of it whatever the driver hands over. */
const toNumbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

export function normaliseGameRow(row: GameRow): GameRow {
  return { ...row, categoryIds: toNumbers(row.categoryIds), badges: row.badges ?? [] };
}

export function createCatalogueRepository(db: DbExecutor) {
  /** One page of the matched games in search order, and how many matched in all. */
  async function rankedPage(
    filter: SearchFilter,
    matches: SQL,
    limit: number,
    offset: number,
  ): Promise<{ rows: GameRow[]; total: number }> {
    const term = filter.term;
    const tier = sql<number>`case
      when lower(${games.name}) = lower(${term}) then 0
      when ${games.name} ilike ${`${escapeLike(term)}%`} then 1
      else 2 end`;
    const score = sql<number>`greatest(similarity(${games.name}, ${term}), similarity(${providers.name}, ${term}))`;
    const conditions = gameFilters(filter);
    if (filter.categoryId !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${gameCategories} where ${gameCategories.gameId} = ${games.id}
          and ${gameCategories.categoryId} = ${filter.categoryId})`,
      );
    }
    const rows = await db
      .select({ ...gameColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(sql`${matches} as matches`)
      .innerJoin(games, sql`${games.id} = matches.id`)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(and(...conditions))
      .orderBy(tier, desc(score), sql`${games.popularity} desc nulls last`, asc(games.id))
      .limit(limit)
      .offset(offset);
    // Past the last page no row carries the total: ask for the first row only.
    if (rows.length === 0 && offset > 0)
      return { rows: [], total: (await rankedPage(filter, matches, 1, 0)).total };
    return {
      rows: rows.map(({ total: _total, ...row }) => normaliseGameRow(row)),
      total: rows[0]?.total ?? 0,
    };
  }

  return {
    /** Every playable game's id and last change, by id (the sitemap's game pages). */
    async activeGameIds(): Promise<{ id: number; updatedAt: Date }[]> {
      return db
        .select({ id: games.id, updatedAt: games.updatedAt })
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(and(listedGame, eq(providers.isActive, true)))
        .orderBy(asc(games.id));
    },

    async revision(): Promise<number> {
      const [row] = await db.select({ revision: catalogueState.revision }).from(catalogueState);
      return row?.revision ?? 0;
    },

    providers(): Promise<ProviderRow[]> {
      return db
        .select({
          id: providers.id,
          slug: providers.slug,
          name: providers.name,
          isActive: providers.isActive,
          isEnabled: providers.isEnabled,
          countriesByOperator: providers.countriesByOperator,
          source: providers.source,
        })
        .from(providers);
    },

    /** Every stored category (the spec's and the operator's), hidden ones too. */
    categories(): Promise<CategoryRow[]> {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          type: categories.type,
          position: categories.position,
          names: categories.names,
          hidden: categories.hidden,
        })
        .from(categories);
    },

    countryRules() {
      return db
        .select({
          providerId: providerCountries.providerId,
          countryCode: providerCountries.countryCode,
          allowed: providerCountries.allowed,
        })
        .from(providerCountries);
    },

    /**
     * Whether an aggregator supplies real live games: listed live games of a source that are not RNG
     * tables (decision 0809).
     */
    async realLiveGames(): Promise<boolean> {
      const [row] = await db
        .select({ id: games.id })
        .from(games)
        .where(
          and(listedGame, eq(games.type, gameType.live), isNotNull(games.source), eq(games.rngTable, false)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Active games per type and studio. */
    countsByType(withoutInHouseLive: boolean): Promise<CountRow[]> {
      return db
        .select({ key: games.type, providerId: games.providerId, count: sql<number>`count(*)::int` })
        .from(games)
        .where(shownGame(withoutInHouseLive))
        .groupBy(games.type, games.providerId);
    },

    /** Active games per category and studio. */
    countsByCategory(withoutInHouseLive: boolean): Promise<CountRow[]> {
      return db
        .select({
          key: gameCategories.categoryId,
          providerId: games.providerId,
          count: sql<number>`count(*)::int`,
        })
        .from(gameCategories)
        .innerJoin(games, eq(games.id, gameCategories.gameId))
        .where(shownGame(withoutInHouseLive))
        .groupBy(gameCategories.categoryId, games.providerId);
    },

    /**
     * One page of active games in list order. The page's ids are found first (an index walk that stops
     * after the page), then only those rows are read in full, so skipped rows cost no category lookups.
     */
    async listPage(filter: ListFilter, limit: number, offset: number): Promise<GameRow[]> {
      const page =
        filter.categoryId !== undefined
          ? db
              .select({ id: gameCategories.gameId, popularity: gameCategories.popularity })
              .from(gameCategories)
              .innerJoin(games, eq(games.id, gameCategories.gameId))
              .where(and(eq(gameCategories.categoryId, filter.categoryId), ...gameFilters(filter)))
              .orderBy(sql`${gameCategories.popularity} desc nulls last`, asc(gameCategories.gameId))
              .limit(limit)
              .offset(offset)
              .as('page')
          : db
              .select({ id: games.id, popularity: games.popularity })
              .from(games)
              .where(and(...gameFilters(filter)))
              .orderBy(sql`${games.popularity} desc nulls last`, asc(games.id))
              .limit(limit)
              .offset(offset)
              .as('page');
      const rows = await db
        .select(gameColumns)
        .from(page)
        .innerJoin(games, eq(games.id, page.id))
        .orderBy(desc(page.popularity), asc(page.id));
      return rows.map(normaliseGameRow);
    },

    /**
     * Games whose name or studio name contains the term; when none does, games whose name or studio name
     * is like it (trigram similarity, for misspellings). Ranked: the exact name first, then names
     * starting with the term, then by similarity, popularity and id.
     */
    async search(
      filter: SearchFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: GameRow[]; total: number }> {
      const term = filter.term;
      const contains = `%${escapeLike(term)}%`;
      // One branch per condition, each using a trigram index (an OR of them made the planner scan every
      // game). Similarity is asked only when nothing contains the term: for a short common term the
      // similarity branch is the costly one, and its matches would rank below the substring ones anyway.
      const containing = sql`(
        select ${games.id} as id from ${games} where ${games.name} ilike ${contains}
        union
        select ${games.id} from ${games} join ${providers} on ${providers.id} = ${games.providerId}
          where ${providers.name} ilike ${contains})`;
      const similar = sql`(
        select ${games.id} as id from ${games} where ${games.name} % ${term}
        union
        select ${games.id} from ${games} join ${providers} on ${providers.id} = ${games.providerId}
          where ${providers.name} % ${term})`;
      const found = await rankedPage(filter, containing, limit, offset);
      return found.total > 0 ? found : rankedPage(filter, similar, limit, offset);
    },

    async activeGame(id: number): Promise<GameRow | undefined> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .where(and(eq(games.id, id), listedGame));
      return row ? normaliseGameRow(row) : undefined;
    },

    /**
     * The catalogue's game shows in list order, as `isGameShow` (home-lists.ts) tells them: an in-house live
     * game on an engine of its own, or an aggregator's game in the Game shows category.
     */
    async gameShows(withoutInHouseLive: boolean, limit: number): Promise<GameRow[]> {
      const gameShowsId = categoryBySlug.get('game-shows')?.id ?? -1;
      const rows = await db
        .select(gameColumns)
        .from(games)
        .where(
          and(
            shownGame(withoutInHouseLive),
            eq(games.type, gameType.live),
            sql`(case when ${games.engine} = 'external'
              then exists (select 1 from ${gameCategories} where ${gameCategories.gameId} = ${games.id}
                and ${gameCategories.categoryId} = ${gameShowsId})
              else not ${inArray(games.engine, [...tableEngines])} end)`,
          ),
        )
        .orderBy(sql`${games.popularity} desc nulls last`, asc(games.id))
        .limit(limit);
      return rows.map(normaliseGameRow);
    },

    /** Page lists with their active games, in list order (the in-house live ones too: the caller decides). */
    async pageListGames(): Promise<{ listId: number; listName: string; game: GameRow }[]> {
      const rows = await db
        .select({ listId: pageLists.id, listName: pageLists.name, game: gameColumns })
        .from(pageListGames)
        .innerJoin(pageLists, eq(pageLists.id, pageListGames.pageListId))
        .innerJoin(games, eq(games.id, pageListGames.gameId))
        .where(listedGame)
        .orderBy(asc(pageListGames.pageListId), asc(pageListGames.position));
      return rows.map((row) => ({ ...row, game: normaliseGameRow(row.game) }));
    },

    pageListNames() {
      return db.select({ id: pageLists.id, name: pageLists.name }).from(pageLists);
    },

    /** What the art of a game needs; retired games keep their art for history pages. */
    async art(identifier: string) {
      const [row] = await db
        .select({
          name: games.name,
          skin: games.skin,
          rngTable: games.rngTable,
          artVersion: games.artVersion,
        })
        .from(games)
        .where(eq(games.identifier, identifier));
      return row;
    },

    /** Name and art of games by identifier (retired ones too: rounds outlive them). */
    async cards(identifiers: readonly string[]) {
      if (identifiers.length === 0) return [];
      return db
        .select({
          id: games.id,
          identifier: games.identifier,
          name: games.name,
          artVersion: games.artVersion,
        })
        .from(games)
        .where(inArray(games.identifier, [...identifiers]));
    },

    /** The RTP the feed declared and the engine and model of games by identifier (the rakeback's). */
    async rtpRows(identifiers: readonly string[]) {
      if (identifiers.length === 0) return [];
      return db
        .select({ identifier: games.identifier, rtp: games.rtp, engine: games.engine, model: games.model })
        .from(games)
        .where(inArray(games.identifier, [...identifiers]));
    },

    async launchRow(id: number): Promise<LaunchRow | undefined> {
      const [row] = await db
        .select({
          id: games.id,
          identifier: games.identifier,
          name: games.name,
          type: games.type,
          engine: games.engine,
          model: games.model,
          rtp: games.rtp,
          volatility: games.volatility,
          rngTable: games.rngTable,
          skin: games.skin,
          providerId: games.providerId,
          source: games.source,
          // What a launch asks: a game switched off in the back office, or of a studio switched off, is
          // refused as a retired one is.
          isActive: sql<boolean>`${listedGame}`,
        })
        .from(games)
        .where(eq(games.id, id));
      return row;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
