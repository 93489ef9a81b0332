// TanStack Query defaults for the back office: queues change under the operator's eyes, so data is fresh
// for 15 seconds and refreshed when the tab comes back; refusals (4xx) are not retried.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
