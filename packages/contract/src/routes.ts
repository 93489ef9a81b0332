// The route table: every API call of Reelvault, in one place. Server and web import the same entries.
import { gameHistory } from './calls/game-history';
import { health } from './calls/system';
import { financeHistory, userBalance } from './calls/wallet';

export const routes = {
  health,
  userBalance,
  financeHistory,
  gameHistory,
} as const;

export type RouteName = keyof typeof routes;
