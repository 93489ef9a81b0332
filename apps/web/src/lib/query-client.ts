// TanStack Query defaults for the player site. Data stays fresh for a minute; failures the player caused
// (4xx) are not retried, server and network failures twice with back-off; a tab coming back into view
// refreshes stale data.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
