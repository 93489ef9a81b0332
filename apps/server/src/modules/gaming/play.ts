// The play page's launch call: the checks a licensed casino makes before it opens a game for real money, in
// the spec's order (spec 000 section 4, "Play page"), then a game session through the launcher. The
// player's standing comes from identity and the balance from the wallet through functions app.ts passes,
// so this file knows neither module; responsible-gambling limits join through `launchGate`.
import type { PlayReply } from '@reelvault/contract/calls/play';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { AppError } from '../../http/app-error';
import type { CatalogueService } from '../catalogue/service';
import type { GameLauncher } from './launch';

/** What the launch checks need to know about a player. */
export interface PlayerStanding {
  /** The spec's user status (2 inactive). */
  readonly status: number;
  /** The spec's player_status (0 needs verification, 1 verified, 2 under review). */
  readonly playerStatus: number;
  /** ISO alpha-2 of the player's country, when known. */
  readonly countryCode: string | null;
  /** False while a self-exclusion or cool-down runs. */
  readonly excluded: boolean;
}

/** A later check (loss, wager or session limits): an error to refuse the launch with, or undefined. */
export type LaunchGate = (playerId: number) => Promise<AppError | undefined>;

export interface GamePlayDependencies {
  readonly launcher: GameLauncher;
  readonly catalogue: CatalogueService;
  readonly standing: (playerId: number) => Promise<PlayerStanding>;
  /** What the player holds (cash and bonus) in minor units. */
  readonly balance: (playerId: number) => Promise<bigint>;
  readonly launchGate?: LaunchGate;
}

export function createGamePlay(dependencies: GamePlayDependencies) {
  const { launcher, catalogue, standing, balance, launchGate } = dependencies;

  /** Refuses with the first blocker that applies, in the order the play page shows them. */
  async function checkPlayer(playerId: number): Promise<PlayerStanding> {
    const [player, held] = await Promise.all([standing(playerId), balance(playerId)]);
    if (player.status === userStatus.inactive) throw new AppError('GAME_PLAYER_INACTIVE');
    if (player.excluded) throw new AppError('AUTH_SELF_EXCLUDED');
    if (player.playerStatus === playerStatus.underReview) throw new AppError('GAME_UNDER_REVIEW');
    if (held > 0n && player.playerStatus === playerStatus.needsVerification) {
      throw new AppError('GAME_VERIFICATION_REQUIRED');
    }
    if (held <= 0n) throw new AppError('GAME_INSUFFICIENT_BALANCE');
    return player;
  }

  return {
    async play(playerId: number, gameId: number, device: 1 | 2, language = 'en'): Promise<PlayReply> {
      const player = await checkPlayer(playerId);
      const target = await catalogue.launchTarget(gameId);
      if (!target || !target.isActive) throw new AppError('GAME_NOT_FOUND');
      if (player.countryCode && !(await catalogue.countryAllowed(target.providerSlug, player.countryCode))) {
        throw new AppError('GAME_COUNTRY_NOT_ALLOWED');
      }
      const refusal = launchGate ? await launchGate(playerId) : undefined;
      if (refusal) throw refusal;
      const launch = await launcher.launchGame(playerId, gameId, { device, language });
      return {
        code: 200,
        message: 'OK',
        type: launch.type ?? 'url',
        url: launch.url,
        device,
        full_screen: device === 2,
      };
    },
  };
}

export type GamePlay = ReturnType<typeof createGamePlay>;
