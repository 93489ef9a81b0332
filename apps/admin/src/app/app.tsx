// The back office put together: the query cache, the API client (whose 401s end the session through the
// router), and the router. main.tsx renders it in the browser; tests render it with a fake fetch.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { interfaceLanguage } from '../i18n/i18n';
import { createApiClient } from '../lib/api-client';
import { ServicesProvider, type AdminServices } from '../lib/services';
import type { SessionStore } from '../lib/session-store';
import type { AdminRouter } from './router';
import { endSession } from './session-ended';

export interface AdminAppParts {
  readonly router: AdminRouter;
  readonly queryClient: QueryClient;
  readonly services: AdminServices;
}

export function assembleApp(options: {
  readonly router: AdminRouter;
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  readonly fetch: typeof globalThis.fetch;
}): AdminAppParts {
  const { router, queryClient, session } = options;
  const api = createApiClient({
    fetch: options.fetch,
    session,
    language: interfaceLanguage,
    onSessionEnded: () => endSession(router, queryClient),
  });
  return { router, queryClient, services: { api, session } };
}

export function AdminApp({ parts }: { readonly parts: AdminAppParts }) {
  return (
    <QueryClientProvider client={parts.queryClient}>
      <ServicesProvider services={parts.services}>
        <RouterProvider router={parts.router} />
      </ServicesProvider>
    </QueryClientProvider>
  );
}
