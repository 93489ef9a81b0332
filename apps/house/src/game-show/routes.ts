// The game show's calls under /house/api/game-show: the round now, a bet, a cash-out, a crashed round, and
// the live events as a server-sent stream (the page reads it with fetch, since it sends the studio session
// as a bearer token like every other call, never in the URL).
import type { ServerResponse } from 'node:http';
import {
  gameShowPaths,
  showBetRequest,
  showCashOutRequest,
  type GameShowEvent,
} from '@reelvault/contract/calls/game-show';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { StudioError } from '../errors';
import type { LaunchRow } from '../repository';
import type { GameShow } from './game-show';

type Parse = <T extends z.ZodType>(schema: T, value: unknown) => z.output<T>;

const relative = (path: string) => path.replace(/^\/house/, '');
const roundParams = z.object({ id: z.uuid() });
const keepAliveMs = 20_000;

function eventText({ event, data }: GameShowEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function registerGameShowRoutes(
  app: FastifyInstance,
  show: GameShow,
  player: (request: FastifyRequest) => Promise<LaunchRow>,
  parse: Parse,
): void {
  const hidden = { schema: { hide: true } };
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
    show.stopFeed();
  });

  app.get(relative(gameShowPaths.state), hidden, async (request) => show.state(await player(request)));
  app.post(relative(gameShowPaths.bet), hidden, async (request) => {
    const launch = await player(request);
    const { stake, auto_cash_out } = parse(showBetRequest, request.body);
    return show.bet(launch, stake, auto_cash_out);
  });
  app.post(relative(gameShowPaths.cashOut), hidden, async (request) => {
    const launch = await player(request);
    return show.cashOut(launch, parse(showCashOutRequest, request.body).bet_id);
  });
  app.get(relative(gameShowPaths.round), hidden, async (request) => {
    await player(request);
    return show.round(parse(roundParams, request.params).id);
  });

  app.get(relative(gameShowPaths.events), hidden, async (request, reply) => {
    const launch = await player(request);
    if (launch.purpose !== 'game-show') throw new StudioError('NOT_FOUND');
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    streams.add(raw);
    const unsubscribe = await show.subscribe((event) => raw.write(eventText(event)));
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs);
    // A failed socket closes too: one place lets the page go.
    raw.once('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(raw);
    });
  });
}
