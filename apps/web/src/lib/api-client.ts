// The HTTP client of the player site. Every call goes through one entry of the contract's route table:
// the request carries the session token, the site id and the interface language; a success reply is parsed
// with the route's `reply` schema and an error body with the contract's error schema, so callers get either
// typed data or an ApiError with a stable code. A 401 outside the login page ends the session (spec 001,
// sections 2 and 8).
import { errorBodySchema, errorCodeOf, type ErrorCode } from '@reelvault/contract/errors';
import {
  routePath,
  type BodyOf,
  type QueryOf,
  type ReplyOf,
  type RouteDefinition,
} from '@reelvault/contract/route';
import { ApiError } from './api-error';
import type { AuthStore } from './auth-store';

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

export interface CallInput<R extends RouteDefinition> {
  readonly params?: Record<string, string | number>;
  readonly query?: QueryOf<R>;
  readonly body?: BodyOf<R>;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  call<R extends RouteDefinition>(route: R, input?: CallInput<R>): Promise<ReplyOf<R>>;
}

const fallbackCodes: Readonly<Record<number, ErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function codeForStatus(status: number): ErrorCode {
  return fallbackCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'MALFORMED_REQUEST');
}

function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const isLoginPage = (path: string) => path === '/login' || path.startsWith('/login/');

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  async function toError(response: Response): Promise<ApiError> {
    const parsed = errorBodySchema.safeParse(await readJson(response));
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
    if (!parsed.success) {
      return new ApiError(
        response.status,
        codeForStatus(response.status),
        response.statusText,
        {},
        retryAfterSeconds,
      );
    }
    const body = parsed.data;
    return new ApiError(
      response.status,
      errorCodeOf(body) ?? codeForStatus(response.status),
      body.message,
      body.errors ?? {},
      retryAfterSeconds,
      body.details,
    );
  }

  function endSession(): void {
    if (isLoginPage(options.currentPath())) return;
    const hadSession = options.auth.getToken() !== null;
    options.auth.clear();
    if (hadSession) options.onSessionEnded?.();
  }

  return {
    async call(route, input = {}) {
      const headers = new Headers({
        Accept: 'application/json',
        'Accept-Language': options.language(),
        'X-Site-Id': options.siteId,
      });
      const token = options.auth.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const hasBody = input.body !== undefined;
      if (hasBody) headers.set('Content-Type', 'application/json');

      const url = `${baseUrl}${routePath(route.path, input.params)}${queryString(input.query)}`;
      let response: Response;
      try {
        response = await options.fetch(url, {
          method: route.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
          ...(input.signal ? { signal: input.signal } : {}),
        });
      } catch (error) {
        if (input.signal?.aborted) throw error;
        throw new ApiError(0, 'NETWORK_FAILURE', error instanceof Error ? error.message : String(error));
      }

      if (!response.ok) {
        if (response.status === 401) endSession();
        throw await toError(response);
      }
      const reply = route.reply.safeParse(response.status === 204 ? undefined : await readJson(response));
      if (!reply.success) {
        throw new ApiError(response.status, 'UNEXPECTED_REPLY', `Unexpected reply from ${route.path}`);
      }
      // The schema just checked it; TypeScript cannot follow a generic route to its reply type.
      return reply.data as ReplyOf<typeof route>;
    },
  };
}
