// SQL of the catalogue's back office (decision 0718): studios with their switches, game counts and country
// rules; games found by name, studio, category and switch; the writes an operator makes.
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { createImportRepository } from './import-repository';
import {
  createCatalogueRepository,
  gameColumns,
  listedGame,
  rulesByProvider,
  type CategoryRow,
} from './repository';
import {
  categories,
  gameCategories,
  games,
  pageListGames,
  pageLists,
  providerCountries,
  providers,
} from './schema';

export interface AdminStudioRow {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly isActive: boolean;
  readonly isEnabled: boolean;
  readonly countriesByOperator: boolean;
  readonly gameCount: number;
  readonly countries: Record<string, boolean>;
}

export interface AdminGameRow {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly type: number;
  readonly rtp: string;
  readonly engine: string;
  readonly model: string;
  readonly isActive: boolean;
  readonly isEnabled: boolean;
  readonly categoriesByOperator: boolean;
  readonly studioId: number;
  readonly studioName: string;
  readonly studioEnabled: boolean;
  readonly listed: boolean;
  readonly categoryIds: number[];
  readonly badges: string[];
}

export interface AdminCategoryRow extends CategoryRow {
  readonly createdByOperator: boolean;
}

export interface AdminHomeListRow {
  readonly id: number;
  readonly name: string;
  readonly setByOperator: boolean;
  readonly games: {
    id: number;
    identifier: string;
    name: string;
    studioName: string;
    type: number;
    listed: boolean;
  }[];
}

export interface AdminGamesFilter {
  readonly search?: string | undefined;
  readonly studioId?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly enabled?: boolean | undefined;
}

/** `%`, `_` and `\` are LIKE wildcards; an operator's search matches them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const adminGameColumns = {
  id: games.id,
  identifier: games.identifier,
  name: games.name,
  type: games.type,
  rtp: games.rtp,
  engine: games.engine,
  model: games.model,
  isActive: games.isActive,
  isEnabled: games.isEnabled,
  categoriesByOperator: games.categoriesByOperator,
  studioId: providers.id,
  studioName: providers.name,
  studioEnabled: providers.isEnabled,
  listed: sql<boolean>`${listedGame}`,
  categoryIds: sql<number[]>`array(
    select ${gameCategories.categoryId} from ${gameCategories}
    where ${gameCategories.gameId} = ${games.id} order by 1)`,
  badges: games.badges,
};

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  type: categories.type,
  position: categories.position,
  names: categories.names,
  hidden: categories.hidden,
  createdByOperator: categories.createdByOperator,
};

/** Studios by name, as the lobby's studio lists sort them. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

const toNumbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

export function createCatalogueAdminRepository(db: DbExecutor) {
  async function studioRows(id?: number): Promise<AdminStudioRow[]> {
    const reads = createCatalogueRepository(db);
    const [all, rules, counts] = await Promise.all([
      reads.providers(),
      reads.countryRules().then(rulesByProvider),
      db
        .select({ providerId: games.providerId, total: count() })
        .from(games)
        .where(and(eq(games.isActive, true), id === undefined ? undefined : eq(games.providerId, id)))
        .groupBy(games.providerId),
    ]);
    const gameCounts = new Map(counts.map((row) => [row.providerId, row.total]));
    const rows = all
      .filter((row) => id === undefined || row.id === id)
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    return rows.map((row) => ({
      ...row,
      gameCount: gameCounts.get(row.id) ?? 0,
      countries: rules.get(row.id) ?? {},
    }));
  }

  function gameConditions(filter: AdminGamesFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.search) {
      const contains = `%${escapeLike(filter.search)}%`;
      const match = or(ilike(games.name, contains), ilike(games.identifier, contains));
      if (match) conditions.push(match);
    }
    if (filter.studioId !== undefined) conditions.push(eq(games.providerId, filter.studioId));
    if (filter.categoryId !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${gameCategories} where ${gameCategories.gameId} = ${games.id}
          and ${gameCategories.categoryId} = ${filter.categoryId})`,
      );
    }
    if (filter.enabled !== undefined) conditions.push(eq(games.isEnabled, filter.enabled));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const normalise = <T extends { categoryIds: unknown; badges: string[] | null }>(row: T) => ({
    ...row,
    categoryIds: toNumbers(row.categoryIds),
    badges: row.badges ?? [],
  });

  return {
    studios: () => studioRows(),

    async studio(id: number): Promise<AdminStudioRow | undefined> {
      const [row] = await studioRows(id);
      return row;
    },

    /** Locks the studio's row for the change (two operators' changes apply one after the other). */
    async lockStudio(id: number): Promise<boolean> {
      const rows = await db.execute(sql`select 1 from ${providers} where ${providers.id} = ${id} for update`);
      return rows.rows.length > 0;
    },

    async setStudioEnabled(id: number, enabled: boolean): Promise<void> {
      await db
        .update(providers)
        .set({ isEnabled: enabled, updatedAt: sql`now()` })
        .where(eq(providers.id, id));
    },

    /** Replaces the studio's rules and marks them as the operator's. */
    async replaceCountryRules(id: number, rules: Record<string, boolean>): Promise<void> {
      await db.delete(providerCountries).where(eq(providerCountries.providerId, id));
      const rows = Object.entries(rules).map(([countryCode, allowed]) => ({
        providerId: id,
        countryCode,
        allowed,
      }));
      if (rows.length > 0) await db.insert(providerCountries).values(rows);
      await db
        .update(providers)
        .set({ countriesByOperator: true, updatedAt: sql`now()` })
        .where(eq(providers.id, id));
    },

    /** Games of the feed and retired ones, by name then id; one page and how many matched. */
    async games(
      filter: AdminGamesFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: AdminGameRow[]; total: number }> {
      const where = gameConditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select(adminGameColumns)
          .from(games)
          .innerJoin(providers, eq(providers.id, games.providerId))
          .where(where)
          .orderBy(sql`lower(${games.name})`, asc(games.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(games).where(where),
      ]);
      return { rows: rows.map(normalise), total: counted?.total ?? 0 };
    },

    async game(id: number): Promise<AdminGameRow | undefined> {
      const [row] = await db
        .select(adminGameColumns)
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(eq(games.id, id));
      return row ? normalise(row) : undefined;
    },

    async lockGame(id: number): Promise<boolean> {
      const rows = await db.execute(sql`select 1 from ${games} where ${games.id} = ${id} for update`);
      return rows.rows.length > 0;
    },

    async setGameEnabled(id: number, enabled: boolean): Promise<void> {
      await db
        .update(games)
        .set({ isEnabled: enabled, updatedAt: sql`now()` })
        .where(eq(games.id, id));
    },

    /** Replaces the game's categories (list order from the game's popularity) and marks them as the operator's. */
    async replaceGameCategories(id: number, categoryIds: readonly number[]): Promise<void> {
      await db.delete(gameCategories).where(eq(gameCategories.gameId, id));
      const [game] = await db.select({ popularity: games.popularity }).from(games).where(eq(games.id, id));
      if (game && categoryIds.length > 0) {
        await db
          .insert(gameCategories)
          .values(categoryIds.map((categoryId) => ({ categoryId, gameId: id, popularity: game.popularity })));
      }
      await db
        .update(games)
        .set({ categoriesByOperator: true, updatedAt: sql`now()` })
        .where(eq(games.id, id));
    },

    categories(): Promise<AdminCategoryRow[]> {
      return db
        .select(categoryColumns)
        .from(categories)
        .orderBy(asc(categories.type), asc(categories.position), asc(categories.id));
    },

    /** The category, locked for the change. */
    async lockCategory(id: number): Promise<AdminCategoryRow | undefined> {
      const [row] = await db
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return row;
    },

    async category(id: number): Promise<AdminCategoryRow | undefined> {
      const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
      return row;
    },

    async slugTaken(slug: string): Promise<boolean> {
      const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      return rows.length > 0;
    },

    /** A new category, last of its type; ids of the operator's categories start at `firstId`. */
    async createCategory(
      category: { slug: string; type: number; names: Record<string, string> },
      firstId: number,
    ): Promise<number> {
      // Two operators creating at once take ids one after the other.
      await db.execute(sql`lock table ${categories} in share row exclusive mode`);
      const [next] = await db
        .select({
          id: sql<number>`greatest(coalesce(max(${categories.id}), 0) + 1, ${firstId})`.mapWith(Number),
          position:
            sql<number>`coalesce(max(${categories.position}) filter (where ${categories.type} = ${category.type}), 0) + 1`.mapWith(
              Number,
            ),
        })
        .from(categories);
      const id = next?.id ?? firstId;
      await db.insert(categories).values({
        id,
        slug: category.slug,
        name: category.names.en ?? category.slug,
        names: category.names,
        type: category.type,
        position: next?.position ?? 1,
        setByOperator: true,
        createdByOperator: true,
      });
      return id;
    },

    async updateCategory(
      id: number,
      change: { names?: Record<string, string>; hidden?: boolean },
    ): Promise<void> {
      await db
        .update(categories)
        .set({
          ...(change.names ? { names: change.names, name: change.names.en } : {}),
          ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
          setByOperator: true,
        })
        .where(eq(categories.id, id));
    },

    /** Positions 1, 2, ... in the order given. */
    async orderCategories(ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await db
          .update(categories)
          .set({ position: index + 1, setByOperator: true })
          .where(eq(categories.id, id));
      }
    },

    async setGameBadges(id: number, badges: readonly string[]): Promise<void> {
      await db
        .update(games)
        .set({ badges: [...badges], updatedAt: sql`now()` })
        .where(eq(games.id, id));
    },

    /** The home lists with their games in order (retired and switched-off games too, marked). */
    async homeLists(ids: readonly number[]): Promise<AdminHomeListRow[]> {
      const lists = await db
        .select({ id: pageLists.id, name: pageLists.name, setByOperator: pageLists.setByOperator })
        .from(pageLists)
        .where(inArray(pageLists.id, [...ids]));
      const entries = await db
        .select({
          listId: pageListGames.pageListId,
          id: games.id,
          identifier: games.identifier,
          name: games.name,
          studioName: providers.name,
          type: games.type,
          listed: sql<boolean>`${listedGame}`,
        })
        .from(pageListGames)
        .innerJoin(games, eq(games.id, pageListGames.gameId))
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(inArray(pageListGames.pageListId, [...ids]))
        .orderBy(asc(pageListGames.pageListId), asc(pageListGames.position));
      const byId = new Map(lists.map((list) => [list.id, list]));
      return ids.map((id) => {
        const list = byId.get(id);
        return {
          id,
          name: list?.name ?? '',
          setByOperator: list?.setByOperator ?? false,
          games: entries.filter((entry) => entry.listId === id).map(({ listId: _listId, ...game }) => game),
        };
      });
    },

    /** What a home list's rule reads of the games asked for (missing ids are not in the answer). */
    gamesForList(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: games.id,
          type: games.type,
          engine: games.engine,
          isActive: games.isActive,
          categoryIds: gameColumns.categoryIds,
        })
        .from(games)
        .where(inArray(games.id, [...ids]))
        .then((rows) => rows.map((row) => ({ ...row, categoryIds: (row.categoryIds ?? []).map(Number) })));
    },

    /** Replaces a home list's games and marks it as ordered here (an import keeps it). */
    async replaceHomeList(id: number, name: string, gameIds: readonly number[]): Promise<void> {
      await createImportRepository(db).replacePageList(id, name, gameIds);
      await db.update(pageLists).set({ setByOperator: true }).where(eq(pageLists.id, id));
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
