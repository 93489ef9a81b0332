// GET /api/account/crypto-deposits, kept live by the server-sent events of
// /api/account/crypto-deposits/events: each change of a payment replaces its row, and a credit refreshes
// the balance (the header's too). The stream is read with fetch, which can send the session token.
import type { CryptoDepositRow } from '@reelvault/contract/calls/crypto';
import { cryptoDepositRow } from '@reelvault/contract/calls/crypto';
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { playerQueryKey } from '@/lib/auth';
import { authStore } from '@/lib/auth-store';

const eventsPath = '/api/account/crypto-deposits/events';
const depositsKey = [...playerQueryKey, 'crypto', 'deposits'] as const;

export function getCryptoDeposits(signal?: AbortSignal) {
  return api.call(cryptoCalls.cryptoDeposits, signal ? { signal } : {}).then((reply) => reply.data);
}

export function cryptoDepositsQueryOptions() {
  return queryOptions({
    queryKey: depositsKey,
    queryFn: ({ signal }) => getCryptoDeposits(signal),
  });
}

function merge(rows: readonly CryptoDepositRow[] | undefined, row: CryptoDepositRow): CryptoDepositRow[] {
  const others = (rows ?? []).filter((existing) => existing.id !== row.id);
  return row.status === 'removed' ? others : [row, ...others];
}

/** Reads `event: deposit` blocks off the stream until it ends or `signal` aborts. */
async function readEvents(signal: AbortSignal, onDeposit: (row: CryptoDepositRow) => void): Promise<void> {
  const token = authStore.getToken();
  const response = await fetch(eventsPath, {
    headers: {
      accept: 'text/event-stream',
      'X-Site-Id': env.siteId,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (block.includes('event: deposit') && data) {
        const parsed = cryptoDepositRow.safeParse(JSON.parse(data));
        if (parsed.success) onDeposit(parsed.data);
      }
      end = buffer.indexOf('\n\n');
    }
  }
}

/** The player's crypto payments, live while the component is shown. */
export function useCryptoDeposits() {
  const queryClient = useQueryClient();
  const query = useQuery(cryptoDepositsQueryOptions());
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      readEvents(controller.signal, (row) => {
        queryClient.setQueryData(depositsKey, (rows: CryptoDepositRow[] | undefined) => merge(rows, row));
        if (row.status === 'credited' || row.status === 'resolved') {
          void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
        }
      })
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          // The stream ended (a restart, a proxy's time limit): catch up, then listen again.
          void queryClient.invalidateQueries({ queryKey: depositsKey });
          retry = setTimeout(connect, 3000);
        });
    };
    connect();
    return () => {
      controller.abort();
      if (retry) clearTimeout(retry);
    };
  }, [queryClient]);
  return query;
}
