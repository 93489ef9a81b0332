// What every step of a round's life shares: the studio's database, the wallet client and its retries, the
// round's launch and seeds, and the operator alerts. Each game's rounds and the opening and closing of a
// round are built on one `RoundContext`.
import type { WalletApiStatus } from '@reelvault/contract/calls/wallet-api';
import type { RoundSeeds } from '@reelvault/fair/fair-stream';
import type { FastifyBaseLogger } from 'fastify';
import type { HouseDb, HouseExecutor } from '../db';
import type { RoundDraft } from '../games';
import { StudioError } from '../errors';
import * as repository from '../repository';
import type { LaunchRow, RoundRow, SeedPairRow } from '../repository';
import type { AlertKind } from '../schema';
import type { WalletClient, WalletResult, WalletSession } from '../wallet-client';
import type { RoundSettings } from './settings';

export interface RoundsDependencies {
  readonly db: HouseDb;
  readonly wallet: WalletClient;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly settings: RoundSettings;
}

const refusals: Partial<Record<WalletApiStatus, StudioError['code']>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'INSUFFICIENT_FUNDS',
  RS_ERROR_USER_DISABLED: 'PLAYER_BLOCKED',
  RS_ERROR_LIMIT_REACHED: 'LIMIT_REACHED',
  RS_ERROR_TOKEN_EXPIRED: 'SESSION_INVALID',
  RS_ERROR_INVALID_TOKEN: 'SESSION_INVALID',
};

/** The error a player sees when the platform refuses a bet. */
export function betRefusal(status: WalletApiStatus): StudioError {
  return new StudioError(refusals[status] ?? 'WALLET_UNAVAILABLE');
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function walletSessionOf(launch: LaunchRow): WalletSession {
  return {
    user: launch.walletUser,
    token: launch.walletToken,
    currency: launch.currency,
    gameCode: launch.gameCode,
  };
}

/** A new round of `draft` at `launch`, written down `betting` (its seeds, once drawn, are added). */
export function newRound(id: string, launch: LaunchRow, draft: RoundDraft, at: Date) {
  return {
    id,
    launchId: launch.id,
    walletUser: launch.walletUser,
    currency: launch.currency,
    gameCode: launch.gameCode,
    engine: draft.engine,
    engineName: draft.play.engine,
    mathVersion: draft.play.mathVersion,
    play: draft.play,
    state: 'betting' as const,
    stake: draft.stake,
    createdAt: at,
    updatedAt: at,
  };
}

export function seedsOf(pair: SeedPairRow, nonce: number): RoundSeeds {
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

export function createRoundContext(dependencies: RoundsDependencies) {
  const { db, now, log, settings } = dependencies;

  return {
    ...dependencies,

    async launchOf(round: RoundRow, executor: HouseExecutor = db): Promise<LaunchRow> {
      const launch = await repository.launchById(executor, round.launchId);
      if (!launch) throw new Error(`round ${round.id} has no launch`);
      return launch;
    },

    async pairOf(executor: HouseExecutor, round: RoundRow): Promise<{ pair: SeedPairRow; nonce: number }> {
      const pair =
        round.seedPairId === null ? undefined : await repository.seedPairById(executor, round.seedPairId);
      if (!pair || round.nonce === null) throw new Error(`round ${round.id} has no seeds`);
      return { pair, nonce: round.nonce };
    },

    /** Sends a win or rollback until it is answered (at most `attempts` times), with the same transaction id. */
    async sendUntilAnswered(send: () => Promise<WalletResult>): Promise<WalletResult> {
      let result: WalletResult = { kind: 'unknown', problem: 'not sent' };
      for (let attempt = 1; attempt <= settings.attempts; attempt += 1) {
        result = await send();
        if (result.kind === 'answered') return result;
        if (attempt < settings.attempts) await pause(settings.retryDelayMs * attempt);
      }
      return result;
    },

    async noteProblem(roundId: string, problem: string): Promise<void> {
      await repository.updateRound(db, roundId, { lastProblem: problem.slice(0, 500) });
    },

    /** Writes an operator alert with the round's change (same transaction) and logs it at error level. */
    async raiseAlert(tx: HouseExecutor, round: RoundRow, kind: AlertKind, detail: string): Promise<void> {
      await repository.insertAlert(tx, {
        kind,
        roundId: round.id,
        walletUser: round.walletUser,
        detail: detail.slice(0, 500),
        createdAt: now(),
      });
      log.error({ round: round.id, user: round.walletUser, alert: kind, detail }, 'house: operator alert');
    },
  };
}

export type RoundContext = ReturnType<typeof createRoundContext>;
