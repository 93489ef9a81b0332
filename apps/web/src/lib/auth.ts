// The logged-in player, shared by every screen: the profile query (GET /api/user/profile), starting a
// session from a login or registration answer, logging out, and what keeps a session honest (a failed
// profile fetch ends it; POST /api/refresh every 120 s until it fails). The token itself lives in
// auth-store.ts. Player data is cached under query keys starting with `player`, dropped on logout.
import type { AuthReply } from '@reelvault/contract/calls/auth';
import type { UserProfile } from '@reelvault/contract/calls/account';
import { timings } from '@reelvault/contract/constants/timings';
import * as accountCalls from '@reelvault/contract/calls/account';
import * as authCalls from '@reelvault/contract/calls/auth';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api';
import { authStore, useAuthToken } from './auth-store';

/** Every query of the logged-in player's own data starts with this key. */
export const playerQueryKey = ['player'] as const;

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const reply = await api.call(accountCalls.profile, signal ? { signal } : {});
  return reply.data;
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export type SessionState =
  | { readonly status: 'guest'; readonly user: undefined }
  | { readonly status: 'loading'; readonly user: undefined }
  | { readonly status: 'player'; readonly user: UserProfile };

/** Who is looking at the page: a guest, a player whose profile is loading, or a player. */
export function useSession(): SessionState {
  const token = useAuthToken();
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });
  if (token === null) return { status: 'guest', user: undefined };
  if (profile.data) return { status: 'player', user: profile.data };
  return { status: 'loading', user: undefined };
}

/**
 * Stores the token of a login or registration answer and loads the profile with it. A profile that
 * cannot be loaded means the session is not usable: the token is dropped again and the error thrown.
 */
export async function startSession(queryClient: QueryClient, reply: AuthReply): Promise<UserProfile> {
  queryClient.removeQueries({ queryKey: playerQueryKey });
  authStore.setToken(reply.access_token);
  try {
    return await queryClient.fetchQuery({ ...profileQueryOptions(), staleTime: 0, retry: false });
  } catch (error) {
    authStore.clear();
    throw error;
  }
}

let loggingOut: Promise<void> | undefined;

/**
 * Ends the session on the server (POST /api/auth/logout), then on this device, whatever the answer. A
 * second call while the first runs waits for it instead of logging out twice.
 */
export function logout(queryClient: QueryClient): Promise<void> {
  loggingOut ??= (async () => {
    if (authStore.getToken() !== null) {
      try {
        await api.call(authCalls.logout);
      } catch {
        // An ended or unreachable session is logged out here all the same.
      }
    }
    authStore.clear();
    queryClient.removeQueries({ queryKey: playerQueryKey });
  })().finally(() => {
    loggingOut = undefined;
  });
  return loggingOut;
}

/**
 * Mounted once by the layout. Drops the cached player data when the token goes away or changes (a
 * logout here or in another tab), drops the token when the profile cannot be fetched, and refreshes the
 * session every 120 000 ms until a refresh fails (a 401 there logs out through the API client).
 */
export function useSessionKeeper(): void {
  const queryClient = useQueryClient();
  const token = useAuthToken();
  const previous = useRef(token);
  const profile = useQuery({ ...profileQueryOptions(), enabled: token !== null });

  useEffect(() => {
    if (previous.current !== null && previous.current !== token) {
      queryClient.removeQueries({ queryKey: playerQueryKey });
    }
    previous.current = token;
  }, [queryClient, token]);

  useEffect(() => {
    if (token !== null && profile.isError) authStore.clear();
  }, [token, profile.isError]);

  useEffect(() => {
    if (token === null) return;
    const timer = setInterval(() => {
      api.call(authCalls.refresh).catch(() => clearInterval(timer));
    }, timings.sessionRefresh);
    return () => clearInterval(timer);
  }, [token]);
}
