// The back office's HTTP client: the shared client (@reelvault/api-client) wired with what only the back
// office sends and does. A call that needs a session carries the operator's token as Bearer, every call the
// interface language; a 401 on a call that needs a session ends it: the token is dropped and the app goes
// back to sign-in. Filter forms leave '' for "any", which is not sent.
import { createApiClient as createSharedClient, type ApiClient } from '@reelvault/api-client/api-client';
import type { SessionStore } from './session-store';

export type { ApiClient } from '@reelvault/api-client/api-client';

export interface ApiClientOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly session: SessionStore;
  /** BCP 47 tag of the interface language, for `Accept-Language`. */
  readonly language: () => string;
  /** Called after a 401 ended a session that had a token. */
  readonly onSessionEnded: () => void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return createSharedClient({
    fetch: options.fetch,
    headers: () => ({ 'Accept-Language': options.language() }),
    // The sign-in call answers 401 for wrong credentials: it carries no token and ends no session.
    token: (route) => (route.auth === 'none' ? null : options.session.getToken()),
    onUnauthorized: (_route, sentToken) => {
      if (sentToken === null) return;
      options.session.clear();
      options.onSessionEnded();
    },
    omitEmptyQueryValues: true,
  });
}
