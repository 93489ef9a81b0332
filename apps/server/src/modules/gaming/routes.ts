// HTTP for the gaming module: the provider wallet API under /wallet-api (raw bodies, signed both ways), the
// player's bet history, and the studio session of the fairness page.
import { providerHeader, signatureHeader, walletApiPaths } from '@reelvault/contract/calls/wallet-api';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { acceptRawBodies } from '../../http/raw-body';
import type { GameLauncher } from './launch';
import type { GamingService } from './service';
import type { WalletApi } from './wallet-api';

const walletApiBodyLimit = 64 * 1024;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The wallet API keeps each body as raw bytes: the signature covers them exactly, so they are verified
 * before any parsing, whatever content type the provider sends. At the production log level (info) its
 * calls write no request lines: every bet and win of every game comes through here, and what a call did is
 * in its provider transaction; failures are still logged (decision 0310).
 */
export function walletApiRoutes(api: WalletApi) {
  return async (app: FastifyInstance) => {
    acceptRawBodies(app, walletApiBodyLimit);
    // Other levels are the operator's choice (debug shows the request lines again).
    const quiet = app.log.level === 'info' ? { logLevel: 'warn' as const } : {};
    for (const [operation, path] of Object.entries(walletApiPaths) as [
      keyof typeof walletApiPaths,
      string,
    ][]) {
      app.post(
        path,
        { schema: { hide: true }, bodyLimit: walletApiBodyLimit, ...quiet },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const answer = await api.handle(operation, raw, {
            signature: header(request, signatureHeader),
            providerCode: header(request, providerHeader),
          });
          return reply
            .status(200)
            .header('content-type', 'application/json; charset=utf-8')
            .header(signatureHeader, answer.signature)
            .send(answer.body);
        },
      );
    }
  };
}

export interface GamingRouteOptions {
  readonly devLaunch: boolean;
  /** Catalogue names of games by their code, for the bet history (a round knows only the code). */
  readonly gameNames?: (codes: readonly string[]) => Promise<Map<string, { name: string }>>;
}

export function gamingRoutes(gaming: GamingService, launcher: GameLauncher, options: GamingRouteOptions) {
  return async (app: FastifyInstance) => {
    if (options.devLaunch) {
      // Development and browser tests only: the lobby's launch call (with its checks) is what players use.
      contractRoute(app, routes.devGameLaunch, async ({ request, params }) => {
        const launch = await launcher.launchGame(requirePlayer(request).id, params.id);
        return { url: launch.url, expires_at: launch.expiresAt.toISOString() };
      });
    }
    contractRoute(app, routes.fairnessSession, async ({ request }) => {
      const session = await launcher.fairnessSession(requirePlayer(request).id);
      return { token: session.token, expires_at: session.expiresAt.toISOString() };
    });
    contractRoute(app, routes.gameHistory, async ({ request, query }) => {
      const player = requirePlayer(request);
      const history = await gaming.gameHistory(player.id, {
        page: query.page,
        perPage: query.per_page,
        startDate: query.start_date,
        endDate: query.end_date,
        cursor: query.cursor,
      });
      if (!options.gameNames || history.data.length === 0) return history;
      const names = await options.gameNames(history.data.map((row) => row.game_info.id));
      return {
        ...history,
        data: history.data.map((row) => ({
          ...row,
          game_info: { ...row.game_info, name: names.get(row.game_info.id)?.name ?? row.game_info.name },
        })),
      };
    });
  };
}
