// SQL of players' favourite games. Lists and counts hold only games that can still be played; a retired
// game's row stays (it may return) and can still be removed.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { gameColumns, listedGame, normaliseGameRow, type GameRow } from './repository';
import { favouriteGames, games } from './schema';

export function createFavouritesRepository(db: DbExecutor) {
  return {
    /** The player's favourites among active games (of a type), the most recently added first. */
    async list(playerId: number, type: number | undefined): Promise<GameRow[]> {
      const conditions = [eq(favouriteGames.playerId, playerId), listedGame];
      if (type !== undefined) conditions.push(eq(games.type, type));
      const rows = await db
        .select(gameColumns)
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(and(...conditions))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
      return rows.map(normaliseGameRow);
    },

    /** Ids of the player's favourite active games, the most recently added first. */
    async ids(playerId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favouriteGames.gameId })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(and(eq(favouriteGames.playerId, playerId), listedGame))
        .orderBy(desc(favouriteGames.createdAt), desc(favouriteGames.gameId));
      return rows.map((row) => row.id);
    },

    /**
     * Whether the game exists at all (`active` false for a retired one or one switched off in the back
     * office), or undefined for an unknown id.
     */
    async gameState(gameId: number): Promise<{ active: boolean } | undefined> {
      const [row] = await db
        .select({ active: sql<boolean>`${listedGame}` })
        .from(games)
        .where(eq(games.id, gameId));
      return row;
    },

    /**
     * Adds a favourite unless it is there already or the player keeps `max` favourite active games. One
     * statement, so two quick clicks cannot add a row twice. Answers whether the game is a favourite now.
     */
    async add(playerId: number, gameId: number, max: number): Promise<boolean> {
      const inserted = await db.execute(sql`
        insert into ${favouriteGames} (player_id, game_id)
        select ${playerId}, ${gameId}
        where (
          select count(*) from ${favouriteGames} f join ${games} on ${games.id} = f.game_id
          where f.player_id = ${playerId} and ${listedGame}
        ) < ${max}
        on conflict (player_id, game_id) do nothing
        returning game_id`);
      if (inserted.rows.length > 0) return true;
      const [existing] = await db
        .select({ gameId: favouriteGames.gameId })
        .from(favouriteGames)
        .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
      return existing !== undefined;
    },

    async remove(playerId: number, gameId: number): Promise<void> {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
