// Launching a game of the in-house studio: the catalogue says which engine, model and look the game has,
// the gaming service opens a game session for provider `house`, and the studio is handed that session (as
// an operator calls a studio's launch API) and answers the game page's URL. The checks a launch endpoint
// makes first (verification, country, limits) belong to that endpoint; this opens what it is asked to.
import type { HouseStudio } from '@reelvault/house/studio';
import { AppError } from '../../http/app-error';
import type { CatalogueService, LaunchTarget } from '../catalogue/service';
import { houseProviderCode, type GamingService } from './service';

/** The game code of the sessions the fairness page opens (no game is played on them). */
export const fairnessGameCode = 'fairness';

/** The studio's engines; `game-show` opens the shared-round game's page (decision 0606). */
const houseEngines = ['slot', 'roulette', 'blackjack', 'baccarat', 'game-show'] as const;
type HouseEngine = (typeof houseEngines)[number];
const isHouseEngine = (engine: string): engine is HouseEngine =>
  (houseEngines as readonly string[]).includes(engine);

export interface GameLaunch {
  /**
   * The game page, relative to the site's origin (its fragment carries the session token), or an
   * aggregator's launch URL; for a `script` launch, the script the play page runs in a sandboxed frame.
   */
  readonly url: string;
  readonly expiresAt: Date;
  /** `url` unless an aggregator answered a script (decision 0808). */
  readonly type?: 'url' | 'script';
}

/** How the player opens the game: the spec's device (1 desktop, 2 mobile) and the interface language. */
export interface LaunchContext {
  readonly device: 1 | 2;
  readonly language: string;
}

/**
 * A launch of a game the in-house studio does not run (an aggregator's, decision 0808): undefined when
 * `target` is not of its source. Registered by the module that serves that source.
 */
export type ExternalLaunch = (
  playerId: number,
  target: LaunchTarget,
  context: LaunchContext,
) => Promise<GameLaunch | undefined>;

export function createGameLauncher(deps: {
  gaming: GamingService;
  catalogue: CatalogueService;
  studio: HouseStudio | undefined;
  /** Refuses a launch the player's limits forbid (the compliance module); it throws to refuse. */
  launchGate?: { checkLaunch(playerId: number): Promise<void> };
  /** Awards the player's free spins of this game again before it opens (decision 1113). */
  freeSpins?: { beforeLaunch(playerId: number, gameCode: string): Promise<void> };
  log?: { warn(details: object, message: string): void };
}) {
  const { gaming, catalogue, studio } = deps;
  const externalLaunches: ExternalLaunch[] = [];
  return {
    /** Adds the launch of another source's games (an aggregator's module registers its own). */
    useExternalLaunch(launch: ExternalLaunch): void {
      externalLaunches.push(launch);
    },

    /**
     * Opens a game session for the player on the studio's engine of `gameId` (the page's URL), or hands an
     * aggregator's game to the launch its module registered.
     */
    async launchGame(
      playerId: number,
      gameId: number,
      context: LaunchContext = { device: 1, language: 'en' },
    ): Promise<GameLaunch> {
      const target = await catalogue.launchTarget(gameId);
      if (!target || !target.isActive) throw new AppError('GAME_NOT_FOUND');
      if (target.source !== null) {
        await deps.launchGate?.checkLaunch(playerId);
        for (const launch of externalLaunches) {
          const launched = await launch(playerId, target, context);
          if (launched) return launched;
        }
        throw new AppError('GAME_LAUNCH_REFUSED');
      }
      if (!studio || !isHouseEngine(target.engine)) throw new AppError('GAME_LAUNCH_REFUSED');
      await deps.launchGate?.checkLaunch(playerId);
      // The game opens without its free spins rather than not at all; the wallet checks each one anyway.
      await deps.freeSpins?.beforeLaunch(playerId, target.identifier).catch((error: unknown) => {
        deps.log?.warn({ err: error, game: target.identifier }, 'free spins: the award at launch failed');
      });
      const session = await gaming.openGameSession({
        playerId,
        providerCode: houseProviderCode,
        gameCode: target.identifier,
      });
      const { url } = await studio.launch({
        token: session.token,
        user: session.user,
        currency: session.currency,
        gameCode: target.identifier,
        expiresAt: session.expiresAt,
        game: {
          engine: target.engine,
          title: target.name,
          model: target.model,
          theme: target.skin.theme,
          palette: target.skin.palette,
        },
      });
      return { url, expiresAt: session.expiresAt };
    },

    /** A game session for the fairness page: the player's seeds and rounds, no game. */
    async fairnessSession(playerId: number): Promise<{ token: string; expiresAt: Date }> {
      if (!studio) throw new AppError('GAME_LAUNCH_REFUSED');
      const session = await gaming.openGameSession({
        playerId,
        providerCode: houseProviderCode,
        gameCode: fairnessGameCode,
      });
      await studio.launch({
        token: session.token,
        user: session.user,
        currency: session.currency,
        gameCode: fairnessGameCode,
        expiresAt: session.expiresAt,
      });
      return { token: session.token, expiresAt: session.expiresAt };
    },
  };
}

export type GameLauncher = ReturnType<typeof createGameLauncher>;
