// SQL of the feed import: reads what the catalogue holds and writes the difference in batched statements.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { CategoryDefinition } from './categories';
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

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const batchSize = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export interface ProviderWrite {
  readonly slug: string;
  readonly name: string;
}

export interface StoredGame {
  readonly id: number;
  readonly identifier: string;
  readonly name: string;
  readonly contentHash: string;
  readonly isActive: boolean;
  /** Its categories were set in the back office: an import keeps them. */
  readonly categoriesByOperator: boolean;
  /** Null for the operator's feed, an aggregator's code for its games (decision 0808). */
  readonly source: string | null;
}

/** What a preview compares a changed game's feed entry with. */
export interface StoredGameDetail {
  readonly id: number;
  readonly name: string;
  readonly providerSlug: string;
  readonly type: number;
  readonly rtp: string;
  readonly volatility: string | null;
  readonly engine: string;
  readonly model: string;
  readonly skin: unknown;
  readonly popularity: number;
  readonly releasedAt: string | null;
  readonly isActive: boolean;
  readonly categoriesByOperator: boolean;
  readonly categoryIds: readonly number[];
}

export type GameWrite = typeof games.$inferInsert;

export interface CountryRule {
  readonly providerId: number;
  readonly countryCode: string;
  readonly allowed: boolean;
}

export function createImportRepository(db: DbExecutor) {
  return {
    async upsertCategories(definitions: readonly CategoryDefinition[]): Promise<void> {
      await db
        .insert(categories)
        .values(definitions.map(({ id, slug, name, type, position }) => ({ id, slug, name, type, position })))
        .onConflictDoUpdate({
          target: categories.id,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            type: sql`excluded.type`,
            position: sql`excluded.position`,
          },
          // A category an operator renamed, ordered or hid keeps what the operator set (decision 0807).
          setWhere: sql`not ${categories.setByOperator} and
            (${categories.slug}, ${categories.name}, ${categories.type}, ${categories.position})
            is distinct from (excluded.slug, excluded.name, excluded.type, excluded.position)`,
        });
    },

    /** Inserts new studios and revives or renames known ones; returns nothing for rows left as they were. */
    async writeProviders(rows: readonly ProviderWrite[], source: string | null = null): Promise<void> {
      for (const batch of chunks(rows, batchSize)) {
        await db
          .insert(providers)
          .values(batch.map((row) => ({ slug: row.slug, name: row.name, source })))
          .onConflictDoUpdate({
            target: providers.slug,
            set: {
              name: sql`excluded.name`,
              source: sql`excluded.source`,
              isActive: true,
              retiredAt: null,
              updatedAt: sql`now()`,
            },
          });
      }
    },

    async retireProviders(ids: readonly number[]): Promise<void> {
      for (const batch of chunks(ids, batchSize)) {
        await db
          .update(providers)
          .set({ isActive: false, retiredAt: sql`now()`, updatedAt: sql`now()` })
          .where(inArray(providers.id, batch));
      }
    },

    async writeCountryRules(rules: readonly CountryRule[]): Promise<void> {
      for (const batch of chunks(rules, batchSize)) {
        await db
          .insert(providerCountries)
          .values([...batch])
          .onConflictDoUpdate({
            target: [providerCountries.providerId, providerCountries.countryCode],
            set: { allowed: sql`excluded.allowed` },
          });
      }
    },

    async deleteCountryRule(rule: Pick<CountryRule, 'providerId' | 'countryCode'>): Promise<void> {
      await db
        .delete(providerCountries)
        .where(
          and(
            eq(providerCountries.providerId, rule.providerId),
            eq(providerCountries.countryCode, rule.countryCode),
          ),
        );
    },

    games(): Promise<StoredGame[]> {
      return db
        .select({
          id: games.id,
          identifier: games.identifier,
          name: games.name,
          contentHash: games.contentHash,
          isActive: games.isActive,
          categoriesByOperator: games.categoriesByOperator,
          source: games.source,
        })
        .from(games);
    },

    /** The stored fields of games, to name what a feed changes in them. */
    async gameDetails(ids: readonly number[]): Promise<StoredGameDetail[]> {
      const result: StoredGameDetail[] = [];
      for (const batch of chunks(ids, batchSize * 4)) {
        const rows = await db
          .select({
            id: games.id,
            name: games.name,
            providerSlug: providers.slug,
            type: games.type,
            rtp: games.rtp,
            volatility: games.volatility,
            engine: games.engine,
            model: games.model,
            skin: games.skin,
            popularity: games.popularity,
            releasedAt: games.releasedAt,
            isActive: games.isActive,
            categoriesByOperator: games.categoriesByOperator,
            categoryIds: sql<number[]>`array(
              select ${gameCategories.categoryId} from ${gameCategories}
              where ${gameCategories.gameId} = ${games.id} order by 1)`,
          })
          .from(games)
          .innerJoin(providers, eq(providers.id, games.providerId))
          .where(inArray(games.id, batch));
        for (const row of rows) result.push({ ...row, categoryIds: (row.categoryIds ?? []).map(Number) });
      }
      return result;
    },

    /**
     * Inserts new games and rewrites changed or retired ones (which come back active); returns their ids.
     * `onBatch` hears how many rows each statement wrote (an apply job's progress).
     */
    async writeGames(
      rows: readonly GameWrite[],
      onBatch: (count: number) => void = () => undefined,
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const batch of chunks(rows, batchSize)) {
        const written = await db
          .insert(games)
          .values(batch)
          .onConflictDoUpdate({
            target: games.identifier,
            set: {
              name: sql`excluded.name`,
              providerId: sql`excluded.provider_id`,
              type: sql`excluded.type`,
              rtp: sql`excluded.rtp`,
              volatility: sql`excluded.volatility`,
              engine: sql`excluded.engine`,
              model: sql`excluded.model`,
              rngTable: sql`excluded.rng_table`,
              skin: sql`excluded.skin`,
              popularity: sql`excluded.popularity`,
              releasedAt: sql`excluded.released_at`,
              contentHash: sql`excluded.content_hash`,
              artVersion: sql`excluded.art_version`,
              source: sql`excluded.source`,
              imageUrl: sql`excluded.image_url`,
              isActive: true,
              retiredAt: null,
              updatedAt: sql`now()`,
            },
          })
          .returning({ id: games.id, identifier: games.identifier });
        for (const row of written) ids.set(row.identifier, row.id);
        onBatch(batch.length);
      }
      return ids;
    },

    /** Replaces the category rows of the given games. */
    async replaceGameCategories(
      gameIds: readonly number[],
      rows: readonly { categoryId: number; gameId: number; popularity: number }[],
    ): Promise<void> {
      for (const batch of chunks(gameIds, batchSize * 4)) {
        await db.delete(gameCategories).where(inArray(gameCategories.gameId, batch));
      }
      for (const batch of chunks(rows, batchSize * 4)) {
        await db.insert(gameCategories).values(batch);
      }
    },

    /** Copies the games' popularity to their category rows (categories an operator set, kept by an import). */
    async refreshCategoryPopularity(gameIds: readonly number[]): Promise<void> {
      for (const batch of chunks(gameIds, batchSize * 4)) {
        await db
          .update(gameCategories)
          .set({
            popularity: sql`(select ${games.popularity} from ${games} where ${games.id} = ${gameCategories.gameId})`,
          })
          .where(inArray(gameCategories.gameId, batch));
      }
    },

    /** Soft retirement: the games leave every list but keep their rows for history. */
    async retireGames(ids: readonly number[]): Promise<void> {
      for (const batch of chunks(ids, batchSize * 4)) {
        await db
          .update(games)
          // A game that comes back takes the feed's categories again.
          .set({ isActive: false, retiredAt: sql`now()`, categoriesByOperator: false, updatedAt: sql`now()` })
          .where(inArray(games.id, batch));
        await db.delete(gameCategories).where(inArray(gameCategories.gameId, batch));
      }
    },

    async pageListEntries(): Promise<
      Map<number, { name: string; setByOperator: boolean; gameIds: number[] }>
    > {
      const lists = await db
        .select({ id: pageLists.id, name: pageLists.name, setByOperator: pageLists.setByOperator })
        .from(pageLists);
      const entries = await db
        .select({ pageListId: pageListGames.pageListId, gameId: pageListGames.gameId })
        .from(pageListGames)
        .orderBy(pageListGames.pageListId, pageListGames.position);
      const result = new Map(
        lists.map((list) => [
          list.id,
          { name: list.name, setByOperator: list.setByOperator, gameIds: [] as number[] },
        ]),
      );
      for (const entry of entries) result.get(entry.pageListId)?.gameIds.push(entry.gameId);
      return result;
    },

    async replacePageList(id: number, name: string, gameIds: readonly number[]): Promise<void> {
      await db
        .insert(pageLists)
        .values({ id, name })
        .onConflictDoUpdate({ target: pageLists.id, set: { name, updatedAt: sql`now()` } });
      await db.delete(pageListGames).where(eq(pageListGames.pageListId, id));
      const rows = gameIds.map((gameId, index) => ({ pageListId: id, position: index + 1, gameId }));
      for (const batch of chunks(rows, batchSize * 4)) await db.insert(pageListGames).values(batch);
    },

    /** Fresh planner statistics after a large change (PGlite has no autovacuum to gather them). */
    async analyze(): Promise<void> {
      for (const table of [providers, games, gameCategories, pageListGames]) {
        await db.execute(sql`analyze ${table}`);
      }
    },

    async raiseRevision(): Promise<number> {
      const [row] = await db
        .insert(catalogueState)
        .values({ id: 1, revision: 1 })
        .onConflictDoUpdate({
          target: catalogueState.id,
          set: { revision: sql`${catalogueState.revision} + 1`, changedAt: sql`now()` },
        })
        .returning({ revision: catalogueState.revision });
      return row?.revision ?? 0;
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
