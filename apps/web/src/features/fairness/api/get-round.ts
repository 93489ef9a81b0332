// GET /house/api/rounds/:id: a round as the studio recorded it, with its server seed once revealed.
import { studioCalls } from '@reelvault/studio-client/studio-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';

export function getRound(token: string, id: string, signal?: AbortSignal) {
  return studioCalls(token).round(id, signal);
}

export function roundQueryOptions(token: string | undefined, id: string | null) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'fairness', 'round', id],
    queryFn: ({ signal }) => getRound(token ?? '', id ?? '', signal),
    enabled: token !== undefined && id !== null,
    retry: false,
  });
}

export function useRound(token: string | undefined, id: string | null) {
  return useQuery(roundQueryOptions(token, id));
}
