// HTTP of the lobby's play: the launch call, and the live bets board as server-sent events.
import { liveBetsPath, type LiveBet } from '@reelvault/contract/calls/play';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { AppError } from '../../http/app-error';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { sendError } from '../../http/error-handler';
import { openEventStream } from '../../http/event-stream';
import { requestLocale } from '../../http/request-locale';
import type { LiveBetsBoard } from './live-bets';
import type { GamePlay } from './play';

/** A comment line this often keeps proxies from closing a quiet stream. */
const keepAliveMs = 20_000;
/** Streams one node holds at most; more are asked to come back later (the client retries). */
const streamsMax = 5_000;

function betEvent(bet: LiveBet): string {
  return `id: ${bet.id}\nevent: bet\ndata: ${JSON.stringify(bet)}\n\n`;
}

export interface PlayRouteOptions {
  /** Outside production: the development call that sets a player's verification state. */
  readonly devVerification?: (playerId: number, playerStatus: 0 | 1 | 2) => Promise<void>;
}

export function playRoutes(play: GamePlay, board: LiveBetsBoard, options: PlayRouteOptions = {}) {
  return async (app: FastifyInstance) => {
    const { devVerification } = options;
    if (devVerification) {
      contractRoute(app, routes.devPlayerVerification, async ({ request, body }) => {
        await devVerification(requirePlayer(request).id, body.player_status);
        return { player_status: body.player_status };
      });
    }

    contractRoute(
      app,
      routes.playGame,
      async ({ request, params, body }) =>
        play.play(requirePlayer(request).id, params.id, body.device, requestLocale(request).bcp47),
      // Each launch opens a game session: a player opens a few games a minute, never hundreds.
      { rateLimit: { max: 30, timeWindow: '1 minute' } },
    );

    const streams = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.end();
      streams.clear();
      board.stop();
    });

    app.get(
      liveBetsPath,
      {
        schema: {
          summary: 'The live bets board: settled rounds as server-sent events (`bet`), the latest 8 first',
          tags: ['games'],
        },
      },
      async (request, reply) => {
        if (streams.size >= streamsMax) {
          return sendError(
            reply,
            new AppError('SERVICE_UNAVAILABLE', undefined, undefined, { 'retry-after': '30' }),
          );
        }
        const latest = await board.latest();
        const raw = openEventStream(request, reply, 5000);
        // Oldest first, so that a board adding each row on top ends with the newest on top.
        for (const bet of [...latest].reverse()) raw.write(betEvent(bet));
        streams.add(raw);
        const unsubscribe = board.subscribe((bet) => raw.write(betEvent(bet)));
        const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs);
        const close = () => {
          clearInterval(keepAlive);
          unsubscribe();
          streams.delete(raw);
        };
        raw.on('close', close);
        raw.on('error', close);
      },
    );
  };
}
