// A logged-in player for unit tests: the profile GET /api/account/profile answers (checked against the
// contract), and the session a component then sees when the test stores a token and this profile.
import { userProfile, type UserProfile } from '@reelvault/contract/calls/account';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/auth';
import { authStore } from '@/lib/auth-store';

export function playerProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfile.parse({
    id: 1001,
    username: 'ada',
    email: 'ada@example.test',
    name: 'Ada',
    surname: 'Player',
    birthday: '1990-05-17',
    address: null,
    country: null,
    currency: 'EUR',
    status: 1,
    player_status: 1,
    phone: null,
    gender: null,
    created_at: '2026-10-01T08:00:00.000Z',
    favorite_games: [],
    verification_status: [],
    two_factor_enabled: false,
    pending_email: null,
    user_detail: {
      birth_date: null,
      address: null,
      city: null,
      country_id: null,
      total_deposit: '0.00',
      last_login: null,
    },
    ...overrides,
  });
}

/** Logs `profile` in for the components that read `client`; returns the log-out for an afterEach. */
export function logInForTest(client: QueryClient, profile = playerProfile()): () => void {
  authStore.setToken('test-session-token');
  client.setQueryData(profileQueryOptions().queryKey, profile);
  return () => authStore.clear();
}
