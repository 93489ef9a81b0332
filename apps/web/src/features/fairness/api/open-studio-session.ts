// The logged-in player's session with the in-house studio: the platform opens a game session for the
// fairness page (POST /api/fairness/session) and the studio trades its token for a studio session.
import * as studioCalls from '@reelvault/contract/calls/studio';
import { openStudioSession as exchangeLaunchToken } from '@reelvault/studio-client/studio-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

/** The studio session lasts 30 minutes after its last call; it is opened again well before. */
const reuseMs = 20 * 60_000;

export async function openStudioSession(signal?: AbortSignal): Promise<string> {
  const { token } = await api.call(studioCalls.fairnessSession, signal ? { signal } : {});
  const session = await exchangeLaunchToken(token, signal);
  return session.access_token;
}

export function studioSessionQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'fairness', 'session'],
    queryFn: ({ signal }) => openStudioSession(signal),
    staleTime: reuseMs,
    gcTime: reuseMs,
    retry: false,
  });
}

export function useStudioSession(enabled: boolean) {
  return useQuery({ ...studioSessionQueryOptions(), enabled });
}
