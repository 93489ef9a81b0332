// Reelvault Studio, as a host mounts it: `createHouseStudio(options)` gives the Fastify plugin to register
// under /house, the launch call the platform makes when it opens a game session for the studio, and the
// sweeper. The studio brings its own tables (schema `house`) and reaches money only through the signed
// provider wallet API, over whatever transport the host gives it (docs/decisions/0601).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { HouseDb } from './db';
import type { FreeRoundsAwardRequest } from './free-rounds';
import { defaultGameShowSettings, type GameShowSettings } from './game-show/driver';
import type { LaunchRequest } from './launches';
import type { LaunchRow } from './repository';
import { defaultRoundSettings, type RoundSettings } from './rounds/settings';
import { studioRoutes } from './routes';
import { createStudioService } from './service';
import { createWalletClient, type WalletKeys, type WalletTransport } from './wallet-client';

export const houseMountPrefix = '/house';
/** The studio's provider code on the platform. */
export const houseProviderCode = 'house';
export const defaultClientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export interface HouseStudioOptions {
  readonly db: HouseDb;
  readonly transport: WalletTransport;
  readonly keys: WalletKeys;
  readonly log: FastifyBaseLogger;
  readonly providerCode?: string;
  readonly now?: () => Date;
  readonly settings?: Partial<RoundSettings>;
  /** A studio session lives this long after its last call (never past the game session). */
  readonly accessTtlMs?: number;
  readonly resumeGraceMs?: number;
  /** The built game client (apps/house/dist). */
  readonly clientDist?: string;
  /** The game show's timings and its chains' length and salt. */
  readonly gameShow?: Partial<GameShowSettings>;
}

export function createHouseStudio(options: HouseStudioOptions) {
  const settings: RoundSettings = { ...defaultRoundSettings, ...options.settings };
  const gameShow: GameShowSettings = { ...defaultGameShowSettings, ...options.gameShow };
  const service = createStudioService({
    db: options.db,
    wallet: createWalletClient(options.transport, options.keys, options.providerCode ?? houseProviderCode),
    now: options.now ?? (() => new Date()),
    log: options.log,
    settings,
    accessTtlMs: options.accessTtlMs ?? 30 * 60_000,
    resumeGraceMs: options.resumeGraceMs ?? 5_000,
    gameShow,
  });
  const routes = studioRoutes(service, options.clientDist ?? defaultClientDist);
  return {
    /** Register with `{ prefix: houseMountPrefix }`. */
    plugin: (app: FastifyInstance) => routes(app),
    /** Records a game session the platform opened and answers the game page's URL. */
    launch: (request: LaunchRequest): Promise<{ url: string; launch: LaunchRow }> => service.launch(request),
    /**
     * The platform's free-rounds call (decision 1113, Hub88's freebets in shape): stores the award; the same
     * reward again changes nothing. The game page of its game then offers the free spins.
     */
    awardFreeRounds: (award: FreeRoundsAwardRequest): Promise<void> => service.awardFreeRounds(award),
    /** Cancels what is left of an award (the platform's bonus ended); an unknown reward is left alone. */
    cancelFreeRounds: (rewardUuid: string): Promise<void> => service.cancelFreeRounds(rewardUuid),
    /** The operator's round detail: a player's round with its seeds and result, for the fairness replay. */
    roundRecord: (walletUser: string, roundId: string) => service.operatorRound(walletUser, roundId),
    /** One sweeper pass: the number of unfinished rounds it took on. */
    sweep: () => service.sweep(),
    /** The latest operator alerts: wins given up and refunded, rounds neither paid nor refunded. */
    alerts: (limit = 50) => service.alerts(limit),
    /**
     * One pass of the game show's round driver: settles the round that crashed, opens the next one. The host
     * runs it every `gameShowDriveMs` on one node at a time (decision 0606).
     */
    driveGameShow: (): Promise<void> => service.gameShow.drive(),
    /** How often the host runs the driver; 0: only when `driveGameShow` is called. */
    gameShowDriveMs: gameShow.driveMs,
    /** Sweeps every `intervalMs`; call the returned function to stop. */
    startSweeper: (intervalMs: number) => service.startSweeper(intervalMs),
  };
}

export type HouseStudio = ReturnType<typeof createHouseStudio>;
export type { FreeRoundsAwardRequest, LaunchRequest };
