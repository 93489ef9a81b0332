// The back office's HTTP client. Every call goes through one entry of the contract's route table: the
// request carries the operator's token as Bearer and the interface language; a success reply is parsed
// with the route's `reply` schema and an error body with the contract's error schema, so screens get
// typed data or an ApiError with the server's message. A 401 on a call that needs a session ends it: the
// token is dropped and the app goes back to sign-in.
import { errorBodySchema, errorCodeOf, type ErrorCode } from '@reelvault/contract/errors';
import {
  routePath,
  type BodyOf,
  type QueryOf,
  type ReplyOf,
  type RouteDefinition,
} from '@reelvault/contract/route';
import { ApiError } from './api-error';
import type { SessionStore } from './session-store';

export interface ApiClientOptions {
  readonly fetch: typeof globalThis.fetch;
  readonly session: SessionStore;
  /** BCP 47 tag of the interface language, for `Accept-Language`. */
  readonly language: () => string;
  /** Called after a 401 ended a session that had a token. */
  readonly onSessionEnded: () => void;
}

export interface CallInput<R extends RouteDefinition> {
  readonly params?: Record<string, string | number>;
  readonly query?: QueryOf<R>;
  readonly body?: BodyOf<R>;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  call<R extends RouteDefinition>(route: R, input?: CallInput<R>): Promise<ReplyOf<R>>;
  /** A file answer (a document under review) as a Blob, with the same session and error handling. */
  file(route: RouteDefinition, params: Record<string, string | number>, signal?: AbortSignal): Promise<Blob>;
}

const fallbackCodes: Readonly<Record<number, ErrorCode>> = {
  400: 'MALFORMED_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function codeForStatus(status: number): ErrorCode {
  return fallbackCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'MALFORMED_REQUEST');
}

export function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

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
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function send(route: RouteDefinition, url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', options.language());
    const token = options.session.getToken();
    if (token && route.auth !== 'none') headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await options.fetch(url, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK_FAILURE', error instanceof Error ? error.message : String(error));
    }
    if (response.ok) return response;
    // The sign-in call answers 401 for wrong credentials: that ends no session.
    if (response.status === 401 && route.auth !== 'none' && token !== null) {
      options.session.clear();
      options.onSessionEnded();
    }
    throw await toError(response);
  }

  return {
    async call(route, input = {}) {
      const hasBody = input.body !== undefined;
      const response = await send(
        route,
        `${routePath(route.path, input.params)}${queryString(input.query)}`,
        {
          method: route.method,
          headers: hasBody
            ? { Accept: 'application/json', 'Content-Type': 'application/json' }
            : { Accept: 'application/json' },
          ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
          ...(input.signal ? { signal: input.signal } : {}),
        },
      );
      const reply = route.reply.safeParse(response.status === 204 ? undefined : await readJson(response));
      if (!reply.success) {
        throw new ApiError(response.status, 'UNEXPECTED_REPLY', `Unexpected reply from ${route.path}`);
      }
      // The schema just checked it; TypeScript cannot follow a generic route to its reply type.
      return reply.data as ReplyOf<typeof route>;
    },
    async file(route, params, signal) {
      const response = await send(route, routePath(route.path, params), {
        method: route.method,
        ...(signal ? { signal } : {}),
      });
      return response.blob();
    },
  };
}
