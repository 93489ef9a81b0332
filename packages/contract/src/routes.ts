// The route table: every API call of Reelvault, in one place. Server and web import the same entries.
import {
  accountLogs,
  accountSettings,
  changePassword,
  checkTwoFactor,
  confirmEmail,
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  profile,
  sessionHistory,
  updateProfile,
  updateProfilePost,
  userPassword,
} from './calls/account';
import {
  forgotPassword,
  globalPasswordReset,
  login,
  logout,
  refresh,
  register,
  resetPassword,
} from './calls/auth';
import { countries, currencyList, geo, languages } from './calls/reference';
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
import {
  addFavouriteGame,
  addFavouriteGameByGet,
  listFavouriteGames,
  removeFavouriteGame,
} from './calls/favourites';
import { gameHistory } from './calls/game-history';
import { health } from './calls/system';
import { financeHistory, userBalance } from './calls/wallet';

export const routes = {
  health,
  // auth
  register,
  login,
  refresh,
  logout,
  forgotPassword,
  resetPassword,
  globalPasswordReset,
  // account
  profile,
  updateProfile,
  updateProfilePost,
  changePassword,
  userPassword,
  checkTwoFactor,
  enableTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  accountSettings,
  confirmEmail,
  accountLogs,
  sessionHistory,
  // reference
  countries,
  geo,
  currencyList,
  languages,
  listGames,
  listCategoryGames,
  categoryGames,
  getGame,
  listProviders,
  casinoConfig,
  liveCasinoConfig,
  homePage,
  searchGames,
  listFavouriteGames,
  addFavouriteGameByGet,
  addFavouriteGame,
  removeFavouriteGame,
  // wallet and games
  userBalance,
  financeHistory,
  gameHistory,
} as const;

export type RouteName = keyof typeof routes;
