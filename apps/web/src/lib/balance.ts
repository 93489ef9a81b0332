// GET /api/user/balance: the logged-in player's cash and bonus balance, refreshed every 30 s while a
// player is logged in (spec: balance refresh 30000 ms). The one balance query of the site: the header, the
// account menu, the cashier, the play page and the bonuses all read it and share the one cached answer.
// While a player is logged in, the server pushes every change at once (decision 0309): one stream per tab
// whatever the number of readers; the 30 s refresh stays as the fallback.
import { timings } from '@reelvault/contract/constants/timings';
import * as walletCalls from '@reelvault/contract/calls/wallet';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { api } from './api';
import { playerQueryKey } from './auth';
import { useAuthToken } from './auth-store';

export function getBalance(signal?: AbortSignal) {
  return api.call(walletCalls.userBalance, signal ? { signal } : {});
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
    // A balance older than one refresh period is not shown to a reader that mounts later (the account
    // menu after a round in another tab) without asking again.
    staleTime: timings.balanceRefresh,
    refetchInterval: timings.balanceRefresh,
  });
}

export interface BalanceReading {
  /**
   * Ask again whenever this reader mounts, however recent the cached answer: the cashier decides what a
   * player may deposit or withdraw from what they hold now, not from a figure up to 30 s old.
   */
  readonly fresh?: boolean;
}

/** What one reader of the balance asks of the shared query: nothing for a guest (no token). */
export function balanceReaderOptions(token: string | null, { fresh = false }: BalanceReading = {}) {
  return queryOptions({
    ...balanceQueryOptions(),
    enabled: token !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

interface BalanceStream {
  readers: number;
  close(): void;
}

const balanceStreams = new WeakMap<QueryClient, Map<string, BalanceStream>>();

/**
 * Listens to the server's balance events with `token` (an EventSource that sends it in the Authorization
 * header, never in the URL); each one replaces the cached balance. EventSource reconnects on its own after
 * a broken stream and stops for good when the server refuses it (a session ended: 401).
 */
function openBalanceStream(client: QueryClient, token: string): () => void {
  let closed = false;
  let source: { close(): void } | undefined;
  import('eventsource')
    .then(({ EventSource }) => {
      if (closed) return;
      const events = new EventSource(walletCalls.balanceEventsPath, {
        fetch: (url, init) =>
          fetch(url, {
            ...init,
            headers: { ...init.headers, authorization: `Bearer ${token}`, 'X-Site-Id': env.siteId },
          }),
      });
      events.addEventListener('balance', (event) => {
        try {
          const parsed = walletCalls.balanceReply.safeParse(JSON.parse(event.data));
          if (parsed.success) client.setQueryData(balanceQueryOptions().queryKey, parsed.data);
        } catch {
          // Not JSON: the 30 s refresh brings the balance.
        }
      });
      source = events;
    })
    .catch(() => undefined);
  return () => {
    closed = true;
    source?.close();
  };
}

/** Joins the tab's balance stream for `token`, opening it for the first reader; returns the leave. */
export function shareBalanceStream(client: QueryClient, token: string): () => void {
  const byToken = balanceStreams.get(client) ?? new Map<string, BalanceStream>();
  balanceStreams.set(client, byToken);
  let stream = byToken.get(token);
  if (!stream) {
    stream = { readers: 0, close: openBalanceStream(client, token) };
    byToken.set(token, stream);
  }
  stream.readers += 1;
  const joined = stream;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    joined.readers -= 1;
    if (joined.readers > 0) return;
    joined.close();
    if (byToken.get(token) === joined) byToken.delete(token);
  };
}

/** The player's balance, kept current by the server's pushes; nothing is asked for a guest. */
export function useBalance(reading: BalanceReading = {}) {
  const token = useAuthToken();
  const client = useQueryClient();
  useEffect(() => (token === null ? undefined : shareBalanceStream(client, token)), [client, token]);
  return useQuery(balanceReaderOptions(token, reading));
}
