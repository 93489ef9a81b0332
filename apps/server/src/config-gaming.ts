// The configuration of the gaming module: how long a game session takes bets, and the group commit of
// wallet calls (decision 0314).
import { z } from 'zod';

export const gamingVariables = {
  /** How long a game session token stays valid for bets (wins and rollbacks are accepted later). */
  GAME_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(240),
  /**
   * The most wallet calls (bets, wins, one-call spins) one statement applies together. At most 64: a
   * PostgreSQL backend keeps 64 subtransaction ids in shared memory, and each call is one.
   */
  WALLET_BATCH_MAX_CALLS: z.coerce.number().int().min(1).max(64).default(32),
  /** How long a batch of wallet calls waits to fill up: 0 in production (tests force full batches). */
  WALLET_BATCH_GATHER_MS: z.coerce.number().int().min(0).max(10_000).default(0),
};

export interface GamingSettings {
  readonly gameSessionTtlMinutes: number;
  /**
   * Group commit of wallet calls: calls arriving while a batch is in flight go together as the next, up
   * to `maxCalls`; with `gatherMs` a batch also waits that long to fill (tests, benchmarks).
   */
  readonly walletBatches: { readonly maxCalls: number; readonly gatherMs: number };
}

interface Values {
  readonly GAME_SESSION_TTL_MINUTES: number;
  readonly WALLET_BATCH_MAX_CALLS: number;
  readonly WALLET_BATCH_GATHER_MS: number;
}

export function gamingSettings(values: Values): GamingSettings {
  return {
    gameSessionTtlMinutes: values.GAME_SESSION_TTL_MINUTES,
    walletBatches: { maxCalls: values.WALLET_BATCH_MAX_CALLS, gatherMs: values.WALLET_BATCH_GATHER_MS },
  };
}
