// Launches and studio sessions. The platform hands the studio each game session it opens (token, player,
// currency, game), as an operator calls a studio's launch API; the studio answers with the game page's URL,
// which carries the token in its fragment (never sent to any server, so never in a log or a Referer). The
// page exchanges the token for a short-lived studio session, sent as a bearer token with every call.
import { createHash, randomBytes } from 'node:crypto';
import { launchTokenParameter, type StudioEngine } from '@reelvault/contract/calls/studio';
import type { HouseDb } from './db';
import { StudioError } from './errors';
import * as repository from './repository';
import type { LaunchRow } from './repository';
import type { LaunchedGame, LaunchPurpose } from './schema';

/** What the platform tells the studio about a game session it opened. */
export interface LaunchRequest {
  readonly token: string;
  /** The player as the wallet API names them. */
  readonly user: string;
  readonly currency: string;
  readonly gameCode: string;
  readonly expiresAt: Date;
  /** The engine and look of the game (`game-show`: the shared-round game); absent for the fairness page. */
  readonly game?: { readonly engine: StudioEngine | 'game-show' } & LaunchedGame;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createLaunches(db: HouseDb, now: () => Date, accessTtlMs: number) {
  const accessUntil = (launch: LaunchRow, from: Date) =>
    new Date(Math.min(from.getTime() + accessTtlMs, launch.expiresAt.getTime()));

  return {
    /** Records a launch; the URL is relative to the platform's origin. */
    async register(request: LaunchRequest): Promise<{ url: string; launch: LaunchRow }> {
      const purpose: LaunchPurpose = request.game?.engine ?? 'fairness';
      const { engine: _engine, ...game } = request.game ?? { engine: undefined };
      const launch = await repository.insertLaunch(db, {
        walletTokenHash: hashToken(request.token),
        walletToken: request.token,
        walletUser: request.user,
        currency: request.currency,
        gameCode: request.gameCode,
        purpose,
        game: request.game ? (game as LaunchedGame) : null,
        expiresAt: request.expiresAt,
        createdAt: now(),
      });
      const page = purpose === 'fairness' ? '/fairness' : `/house/play/${purpose}`;
      const query = purpose === 'fairness' ? '' : `?game=${encodeURIComponent(request.gameCode)}`;
      return { url: `${page}${query}#${launchTokenParameter}=${encodeURIComponent(request.token)}`, launch };
    },

    /** Trades a launch token for a studio session; a second exchange replaces the first session. */
    async exchange(token: string): Promise<{ accessToken: string; expiresAt: Date; launch: LaunchRow }> {
      const launch = await repository.launchByWalletTokenHash(db, hashToken(token));
      const at = now();
      if (!launch || launch.expiresAt <= at) throw new StudioError('SESSION_INVALID');
      const accessToken = randomBytes(32).toString('base64url');
      const expiresAt = accessUntil(launch, at);
      await repository.setAccess(db, launch.id, { hash: hashToken(accessToken), expiresAt });
      return { accessToken, expiresAt, launch };
    },

    /** The launch behind a studio session; each use keeps it alive (up to the game session's end). */
    async authenticate(accessToken: string | undefined): Promise<LaunchRow> {
      if (!accessToken) throw new StudioError('SESSION_INVALID');
      const launch = await repository.launchByAccessHash(db, hashToken(accessToken));
      const at = now();
      if (!launch?.accessExpiresAt || launch.accessExpiresAt <= at) throw new StudioError('SESSION_INVALID');
      // Extended at most once a minute, so that a busy table does not write on every call.
      const extended = accessUntil(launch, at);
      if (extended.getTime() - launch.accessExpiresAt.getTime() > 60_000) {
        await repository.extendAccess(db, launch.id, extended);
        return { ...launch, accessExpiresAt: extended };
      }
      return launch;
    },
  };
}

export type Launches = ReturnType<typeof createLaunches>;
