import type { balanceReply } from '@reelvault/contract/calls/wallet';
import { timings } from '@reelvault/contract/constants/timings';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { balanceQueryOptions, balanceReaderOptions, type BalanceReading } from './balance';

const answer: z.infer<typeof balanceReply> = { balance: '12.50', currency: 'EUR', bonus_balance: '0.00' };
const clients: QueryClient[] = [];

/** Mounts one reader on a cache that already holds a balance fetched just now; counts the fetches. */
function mountReader(token: string | null, reading: BalanceReading) {
  const client = new QueryClient();
  clients.push(client);
  client.setQueryData(balanceQueryOptions().queryKey, answer);
  let fetches = 0;
  const observer = new QueryObserver(client, {
    ...balanceReaderOptions(token, reading),
    queryFn: async () => {
      fetches += 1;
      return answer;
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { fetches: () => fetches, unsubscribe };
}

afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('balance readers', () => {
  it('all share one query, refreshed every 30 s as the spec says, and fresh for 30 s', () => {
    for (const reading of [{}, { fresh: true }]) {
      const options = balanceReaderOptions('token', reading);
      expect(options.queryKey).toEqual(balanceQueryOptions().queryKey);
      expect(options.refetchInterval).toBe(timings.balanceRefresh);
      expect(options.staleTime).toBe(timings.balanceRefresh);
      expect(timings.balanceRefresh).toBe(30_000);
    }
  });

  it('ask nothing for a guest', () => {
    const reader = mountReader(null, { fresh: true });
    expect(reader.fetches()).toBe(0);
    reader.unsubscribe();
  });

  it('read the cached balance in the header, and ask again when the cashier opens', async () => {
    const header = mountReader('token', {});
    expect(header.fetches()).toBe(0);
    header.unsubscribe();
    const cashier = mountReader('token', { fresh: true });
    await Promise.resolve();
    expect(cashier.fetches()).toBe(1);
    cashier.unsubscribe();
  });
});
