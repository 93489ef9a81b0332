// The HTTP client of the player site: the shared client (@reelvault/api-client) wired with what only the
// site sends and does. Every request carries the session token, the site id and the interface language;
// a 401 outside the login page ends the session (spec 001, sections 2 and 8).
import { createApiClient as createSharedClient, type ApiClient } from '@reelvault/api-client/api-client';
import type { AuthStore } from './auth-store';

export type { ApiClient } from '@reelvault/api-client/api-client';

export interface ApiClientOptions {
  readonly fetch: typeof globalThis.fetch;
  /** Prefix of every path; empty for the site's own origin. */
  readonly baseUrl?: string;
  readonly siteId: string;
  readonly auth: Pick<AuthStore, 'getToken' | 'clear'>;
  /** BCP 47 tag of the interface language, for `Accept-Language`. */
  readonly language: () => string;
  /** The page the player is on: on the login page a 401 means wrong credentials, not an ended session. */
  readonly currentPath: () => string;
  /** Called after a 401 ended a session that had a token. */
  readonly onSessionEnded?: () => void;
}

const isLoginPage = (path: string) => path === '/login' || path.startsWith('/login/');

export function createApiClient(options: ApiClientOptions): ApiClient {
  function endSession(): void {
    if (isLoginPage(options.currentPath())) return;
    const hadSession = options.auth.getToken() !== null;
    options.auth.clear();
    if (hadSession) options.onSessionEnded?.();
  }

  return createSharedClient({
    fetch: options.fetch,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    headers: () => ({ 'Accept-Language': options.language(), 'X-Site-Id': options.siteId }),
    token: () => options.auth.getToken(),
    onUnauthorized: endSession,
  });
}
