// A player's favourite games. The spec's client lists them with GET account/favorite-games and adds one
// with a GET on account/favorite-games/{id}; that unsafe GET keeps working, and PUT and DELETE on the same
// path are the proper ways to add and remove (what the web app uses). Adding and removing are idempotent.
import { z } from 'zod';
import { gameTypeQueryValues } from '../constants/statuses';
import { defineRoute } from '../route';
import { gameParams, gameSchema } from './catalogue';

/** How many favourites a player may keep; the web app shows at most 24 of them (spec 001, section 9). */
export const favouritesPerPlayerMax = 200;

export const favouriteGamesQuery = z.object({
  /** Only slots (`slot`) or only live casino games (`live`, `live_casino`); both when absent. */
  type: z.enum(gameTypeQueryValues).optional(),
});

export const favouriteGamesReply = z
  .object({
    /** The player's favourite games that can still be played, the most recently added first. */
    data: z.array(gameSchema),
  })
  .meta({ id: 'FavouriteGames' });

export const listFavouriteGames = defineRoute({
  method: 'GET',
  path: '/api/account/favorite-games',
  summary: "The player's favourite games, the most recently added first",
  tags: ['catalogue'],
  auth: 'player',
  query: favouriteGamesQuery,
  reply: favouriteGamesReply,
});

export const favouriteChangeReply = z
  .object({
    message: z.string(),
    data: z.object({
      game_id: z.number().int(),
      /** Whether the game is a favourite now. */
      favorite: z.boolean(),
    }),
  })
  .meta({ id: 'FavouriteChange' });

export const addFavouriteGameByGet = defineRoute({
  method: 'GET',
  path: '/api/account/favorite-games/:id',
  summary: "Adds a game to the player's favourites (the spec client's call; prefer PUT)",
  tags: ['catalogue'],
  auth: 'player',
  params: gameParams,
  reply: favouriteChangeReply,
});

export const addFavouriteGame = defineRoute({
  method: 'PUT',
  path: '/api/account/favorite-games/:id',
  summary: "Adds a game to the player's favourites; adding it again changes nothing",
  tags: ['catalogue'],
  auth: 'player',
  params: gameParams,
  reply: favouriteChangeReply,
});

export const removeFavouriteGame = defineRoute({
  method: 'DELETE',
  path: '/api/account/favorite-games/:id',
  summary: "Removes a game from the player's favourites; removing it again changes nothing",
  tags: ['catalogue'],
  auth: 'player',
  params: gameParams,
  reply: favouriteChangeReply,
});
