import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameShowCalls, gameShowEventOf, splitEventStream } from './game-show-client';
import { StudioFailure } from './studio-client';

const bet = {
  id: '00000000-0000-4000-8000-000000000001',
  round_id: '00000000-0000-4000-8000-00000000000a',
  player: '3f***a',
  currency: 'EUR',
  stake: '100000',
  state: 'standing',
  cash_out: null,
  payout: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the game show's event stream", () => {
  it('splits messages at blank lines, skips comments and retry, keeps a message cut in two', () => {
    const first = splitEventStream(
      `retry: 3000\n\n: keep-alive\n\nevent: bet\ndata: ${JSON.stringify(bet)}\n\nevent: ro`,
    );
    expect(first.messages).toEqual([{ event: 'bet', data: JSON.stringify(bet) }]);
    expect(first.rest).toBe('event: ro');
    const second = splitEventStream(`${first.rest}und\r\ndata: {}\r\n\r\n`);
    expect(second).toEqual({ messages: [{ event: 'round', data: '{}' }], rest: '' });
  });

  it('reads known events with the contract and leaves out anything else', () => {
    expect(gameShowEventOf({ event: 'bet', data: JSON.stringify(bet) })).toEqual({ event: 'bet', data: bet });
    expect(gameShowEventOf({ event: 'bet', data: '{"id":1}' })).toBeUndefined();
    expect(gameShowEventOf({ event: 'bet', data: 'not json' })).toBeUndefined();
    expect(gameShowEventOf({ event: 'other', data: JSON.stringify(bet) })).toBeUndefined();
  });

  it('follows the stream with the session as a bearer token, chunk by chunk, until it ends', async () => {
    const text = `retry: 3000\n\nevent: bet\ndata: ${JSON.stringify(bet)}\n\n`;
    const encoder = new TextEncoder();
    const fetch = vi.fn(
      async (_path: string, _init: RequestInit) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              // Cut in the middle of the message: it is told once it is whole.
              controller.enqueue(encoder.encode(text.slice(0, 30)));
              controller.enqueue(encoder.encode(text.slice(30)));
              controller.close();
            },
          }),
          { status: 200, headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const events: unknown[] = [];
    await gameShowCalls('studio-session').follow((event) => events.push(event), new AbortController().signal);
    expect(events).toEqual([{ event: 'bet', data: bet }]);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/house/api/game-show/events');
    expect(init).toMatchObject({ headers: { authorization: 'Bearer studio-session' }, credentials: 'omit' });
  });

  it("rejects with the studio's error code when the stream is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 'SESSION_INVALID', message: 'The session has ended.' }, { status: 401 }),
      ),
    );
    const failure: unknown = await gameShowCalls('gone')
      .follow(() => undefined, new AbortController().signal)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StudioFailure);
    expect((failure as StudioFailure).code).toBe('SESSION_INVALID');
  });
});
