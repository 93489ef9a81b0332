import { balanceEventsPath, type balanceReply } from '@reelvault/contract/calls/wallet';
import { QueryClient } from '@tanstack/react-query';
import type { EventSourceFetchInit, FetchLike } from 'eventsource';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { balanceQueryOptions, shareBalanceStream } from './balance';

/** The EventSources the code under test opened, with what a test needs to play the server. */
const sources = vi.hoisted(() => {
  class FakeEventSource {
    static readonly opened: FakeEventSource[] = [];
    readonly listeners = new Map<string, (event: { data: string }) => void>();
    closed = false;
    constructor(
      readonly url: string,
      readonly init: { fetch: FetchLike },
    ) {
      FakeEventSource.opened.push(this);
    }
    addEventListener(type: string, listener: (event: { data: string }) => void) {
      this.listeners.set(type, listener);
    }
    close() {
      this.closed = true;
    }
    /** The server sends one event. */
    emit(type: string, data: string) {
      this.listeners.get(type)?.({ data });
    }
  }
  return FakeEventSource;
});

vi.mock('eventsource', () => ({ EventSource: sources }));

const before: z.infer<typeof balanceReply> = { balance: '12.50', currency: 'EUR', bonus_balance: '0.00' };
const after: z.infer<typeof balanceReply> = { balance: '4.50', currency: 'EUR', bonus_balance: '1.00' };

/** Waits until the stream's module has loaded and the source is open. */
async function opened(count: number) {
  await vi.waitFor(() => expect(sources.opened).toHaveLength(count));
  return sources.opened[count - 1] as InstanceType<typeof sources>;
}

afterEach(() => {
  sources.opened.length = 0;
  vi.unstubAllGlobals();
});

describe('the balance stream of a tab', () => {
  it("puts each pushed balance in the header's cache at once, and ignores what is not a balance", async () => {
    const client = new QueryClient();
    client.setQueryData(balanceQueryOptions().queryKey, before);
    const leave = shareBalanceStream(client, 'token-1');
    const source = await opened(1);
    expect(source.url).toBe(balanceEventsPath);

    source.emit('balance', JSON.stringify(after));
    expect(client.getQueryData(balanceQueryOptions().queryKey)).toEqual(after);
    source.emit('balance', '{"balance": 3}');
    source.emit('balance', 'not json');
    expect(client.getQueryData(balanceQueryOptions().queryKey)).toEqual(after);
    leave();
    expect(source.closed).toBe(true);
  });

  it('opens one stream for every reader of the tab, closed when the last one leaves', async () => {
    const client = new QueryClient();
    const header = shareBalanceStream(client, 'token-2');
    const menu = shareBalanceStream(client, 'token-2');
    const source = await opened(1);
    header();
    header();
    expect(source.closed).toBe(false);
    menu();
    expect(source.closed).toBe(true);
    expect(sources.opened).toHaveLength(1);
  });

  it('sends the session token in the Authorization header, not in the address', async () => {
    const fetched = vi.fn(async () => new Response(''));
    vi.stubGlobal('fetch', fetched);
    const leave = shareBalanceStream(new QueryClient(), 'token-3');
    const source = await opened(1);
    const init: EventSourceFetchInit = {
      signal: undefined,
      headers: { Accept: 'text/event-stream' },
      mode: 'cors',
      cache: 'no-store',
      redirect: 'follow',
    };
    await source.init.fetch(source.url, init);
    expect(fetched).toHaveBeenCalledWith(
      balanceEventsPath,
      expect.objectContaining({
        headers: expect.objectContaining({ Accept: 'text/event-stream', authorization: 'Bearer token-3' }),
      }),
    );
    expect(source.url).not.toContain('token-3');
    leave();
  });
});
