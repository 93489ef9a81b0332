// SQL of the catalogue's back office (decision 0718): studios with their switches, game counts and country
// rules; games found by name, studio, category and switch; the writes an operator makes.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { createCatalogueRepository, listedGame, rulesByProvider } from './repository';
import { categories, gameCategories, games, providerCountries, providers } from './schema';

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

  const normalise = <T extends { categoryIds: unknown }>(row: T) => ({
    ...row,
    categoryIds: toNumbers(row.categoryIds),
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

    categories() {
      return db
        .select({ id: categories.id, slug: categories.slug, name: categories.name, type: categories.type })
        .from(categories)
        .orderBy(asc(categories.type), asc(categories.position), asc(categories.id));
    },
  };
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
