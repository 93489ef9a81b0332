// The studio's game show (decision 0606) as a browser calls it: the round now, a bet, a cash-out, a crashed
// round for the fairness page, and the live events. The events are a server-sent stream read with fetch
// (not EventSource), since the studio session travels as a bearer token and never in the URL.
import {
  gameShowEvent,
  gameShowPaths,
  showBetReply,
  showRoundView,
  showStateReply,
  type GameShowEvent,
} from '@reelvault/contract/calls/game-show';
import { studioErrorBody } from '@reelvault/contract/calls/studio';
import { routePath } from '@reelvault/contract/route';
import { studioFetch, StudioFailure } from './studio-client';

/** One event of a text/event-stream: its name and its data lines joined. */
export interface StreamMessage {
  readonly event: string;
  readonly data: string;
}

/**
 * Splits server-sent text into messages (blank-line separated): `event:` and `data:` fields, comments
 * (`: ...`) and `retry:` skipped. Answers the whole messages and the text left over for the next chunk.
 */
export function splitEventStream(text: string): { messages: StreamMessage[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: StreamMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice('event:'.length).trim();
      else if (line.startsWith('data:')) data.push(line.slice('data:'.length).replace(/^ /, ''));
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** A stream message as a game show event; undefined for anything else (an event the page does not know). */
export function gameShowEventOf(message: StreamMessage): GameShowEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  const parsed = gameShowEvent.safeParse({ event: message.event, data });
  return parsed.success ? parsed.data : undefined;
}

export type GameShowCalls = ReturnType<typeof gameShowCalls>;

export function gameShowCalls(accessToken: string) {
  const request = (signal?: AbortSignal) => ({ token: accessToken, ...(signal ? { signal } : {}) });
  return {
    state: (signal?: AbortSignal) => studioFetch(showStateReply, gameShowPaths.state, request(signal)),
    /** A bet on the round taking bets, with an optional auto cash-out ("2.00"). */
    bet: (stake: string, autoCashOut?: string) =>
      studioFetch(showBetReply, gameShowPaths.bet, {
        token: accessToken,
        body: autoCashOut === undefined ? { stake } : { stake, auto_cash_out: autoCashOut },
      }),
    cashOut: (betId: string) =>
      studioFetch(showBetReply, gameShowPaths.cashOut, { token: accessToken, body: { bet_id: betId } }),
    /** A crashed round with its seed (for verification); NOT_FOUND before its crash. */
    round: (id: string, signal?: AbortSignal) =>
      studioFetch(showRoundView, routePath(gameShowPaths.round, { id }), request(signal)),

    /**
     * Follows the live events until `signal` aborts or the stream ends (then it resolves; the caller
     * decides whether to follow again). A refusal (a session that ended) rejects with its StudioFailure.
     */
    async follow(onEvent: (event: GameShowEvent) => void, signal: AbortSignal): Promise<void> {
      let response: Response;
      try {
        response = await fetch(gameShowPaths.events, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream' },
          credentials: 'omit',
          signal,
        });
      } catch {
        if (signal.aborted) return;
        throw new StudioFailure('NETWORK');
      }
      if (!response.ok || !response.body) {
        const failure = studioErrorBody.safeParse(await response.json().catch(() => undefined));
        throw new StudioFailure(failure.success ? failure.data.code : 'NETWORK');
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          const { messages, rest } = splitEventStream(pending + value);
          pending = rest;
          for (const message of messages) {
            const event = gameShowEventOf(message);
            if (event) onEvent(event);
          }
        }
      } catch {
        if (signal.aborted) return;
        throw new StudioFailure('NETWORK');
      }
    },
  };
}
