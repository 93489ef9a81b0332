// The route table: every API call of Reelvault, in one place. Server and web import the same entries.
import {
  casinoConfig,
  categoryGames,
  getGame,
  homePage,
  listCategoryGames,
  listGames,
  listProviders,
  liveCasinoConfig,
  searchGames,
} from './calls/catalogue';
import { health } from './calls/system';

export const routes = {
  health,
  listGames,
  listCategoryGames,
  categoryGames,
  getGame,
  listProviders,
  casinoConfig,
  liveCasinoConfig,
  homePage,
  searchGames,
} as const;

export type RouteName = keyof typeof routes;
