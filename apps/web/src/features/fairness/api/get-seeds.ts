// GET /house/api/seeds: the active pair's hash, client seed and nonce, and the server seeds revealed so far.
import { studioCalls } from '@reelvault/studio-client/studio-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';

export function getSeeds(token: string, signal?: AbortSignal) {
  return studioCalls(token).seeds(signal);
}

export function seedsQueryOptions(token: string | undefined) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'fairness', 'seeds'],
    queryFn: ({ signal }) => getSeeds(token ?? '', signal),
    enabled: token !== undefined,
  });
}

export function useSeeds(token: string | undefined) {
  return useQuery(seedsQueryOptions(token));
}
