// The studio's HTTP routes, mounted under /house: the game pages and their assets, and the JSON API the
// pages (and the site's fairness page) call with the studio session as a bearer token. Handlers parse with
// the contract's schemas and call the service; errors answer {code, message}.
import {
  baccaratDealRequest,
  blackjackActionRequest,
  blackjackDealRequest,
  rotateSeedsRequest,
  rouletteSpinRequest,
  sessionRequest,
  slotSpinRequest,
  studioEngines,
  type StudioErrorBody,
} from '@reelvault/contract/calls/studio';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { StudioError } from './errors';
import { registerGameShowRoutes } from './game-show/routes';
import { registerGamePages } from './pages';
import type { LaunchRow } from './repository';
import type { StudioService } from './service';

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new StudioError('INVALID_REQUEST', z.prettifyError(result.error));
  return result.data;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

declare module 'fastify' {
  interface FastifySchema {
    /** Read by the host's OpenAPI generator: the studio's calls are not part of the platform's API. */
    hide?: boolean;
  }
}

const roundParams = z.object({ id: z.uuid() });
const roundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

export function studioRoutes(service: StudioService, clientDist: string) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof StudioError) {
        const body: StudioErrorBody = { code: error.code, message: error.message };
        return reply.status(error.statusCode).send(body);
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        const body: StudioErrorBody = { code: 'INVALID_REQUEST', message: 'The request could not be read.' };
        return reply.status(status === 404 ? 404 : 400).send(body);
      }
      request.log.error({ err: error }, 'house: request failed');
      const body: StudioErrorBody = {
        code: 'WALLET_UNAVAILABLE',
        message: new StudioError('WALLET_UNAVAILABLE').message,
      };
      return reply.status(500).send(body);
    });
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    });

    await registerGamePages(app, clientDist, [...studioEngines, 'game-show']);

    const player = (request: FastifyRequest): Promise<LaunchRow> => service.authenticate(bearer(request));
    const hidden = { schema: { hide: true } };

    app.post('/api/session', hidden, async (request) => {
      const { token } = parse(sessionRequest, request.body);
      return service.exchange(token);
    });
    app.get('/api/state', hidden, async (request) => service.state(await player(request)));

    app.post('/api/slot/spin', hidden, async (request) => {
      const launch = await player(request);
      const { stake, free } = parse(slotSpinRequest, request.body);
      return service.spinSlot(launch, stake, free === true);
    });
    app.post('/api/roulette/spin', hidden, async (request) => {
      const launch = await player(request);
      return service.spinRoulette(launch, parse(rouletteSpinRequest, request.body).bets);
    });
    app.post('/api/baccarat/deal', hidden, async (request) => {
      const launch = await player(request);
      return service.dealBaccarat(launch, parse(baccaratDealRequest, request.body).bets);
    });
    app.post('/api/blackjack/deal', hidden, async (request) => {
      const launch = await player(request);
      return service.dealBlackjack(launch, parse(blackjackDealRequest, request.body).bet);
    });
    app.post('/api/blackjack/action', hidden, async (request) => {
      const launch = await player(request);
      const { round_id, action } = parse(blackjackActionRequest, request.body);
      return service.actBlackjack(launch, round_id, action);
    });

    app.get('/api/rounds', hidden, async (request) => {
      const launch = await player(request);
      return { rounds: await service.recentRounds(launch, parse(roundsQuery, request.query).limit) };
    });
    app.get('/api/rounds/:id', hidden, async (request) => {
      const launch = await player(request);
      return service.round(launch, parse(roundParams, request.params).id);
    });

    registerGameShowRoutes(app, service.gameShow, player, parse);

    app.get('/api/seeds', hidden, async (request) => service.seeds(await player(request)));
    app.post('/api/seeds/rotate', hidden, async (request) => {
      const launch = await player(request);
      return service.rotateSeeds(launch, parse(rotateSeedsRequest, request.body ?? {}).client_seed);
    });
  };
}
