// The route table: every API call of Reelvault, in one place. Server and web import the same entries.
import { health } from './calls/system';

export const routes = {
  health,
} as const;

export type RouteName = keyof typeof routes;
