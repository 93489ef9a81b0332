// GET /house/api/game-show/rounds/:id: a crashed game show round with its seed, for the verifier.
import { gameShowCalls } from '@reelvault/studio-client/game-show-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerQueryKey } from '@/lib/auth';

export function showRoundQueryOptions(token: string | undefined, id: string | undefined) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'fairness', 'show-round', id],
    queryFn: ({ signal }) => gameShowCalls(token ?? '').round(id ?? '', signal),
    enabled: token !== undefined && id !== undefined,
    // A crashed round never changes.
    staleTime: Infinity,
    retry: false,
  });
}

export function useShowRound(token: string | undefined, id: string | undefined) {
  return useQuery(showRoundQueryOptions(token, id));
}
