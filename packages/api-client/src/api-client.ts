// The HTTP client both browser apps build theirs on. Every call goes through one entry of the contract's
// route table: a success reply is parsed with the route's `reply` schema and an error body with the
// contract's error schema, so callers get either typed data or an ApiError with a stable code. What differs
// per app is passed in: the headers it sends, the token a call carries and what a 401 does.
import { errorBodySchema, errorCodeOf, type ErrorCode } from '@reelvault/contract/errors';
import {
  routePath,
  type BodyOf,
  type QueryOf,
  type ReplyOf,
  type RouteDefinition,
} from '@reelvault/contract/route';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  readonly fetch: typeof globalThis.fetch;
  /** Prefix of every path; empty for the app's own origin. */
  readonly baseUrl?: string;
  /** The app's headers on every request (`Accept-Language`, a site id), read afresh for each. */
  readonly headers: () => Record<string, string>;
  /** The token a call sends as Bearer; null (or empty) for none. */
  readonly token: (route: RouteDefinition) => string | null;
  /** What a 401 does before its ApiError is thrown; `sentToken` is what `token` gave for the call. */
  readonly onUnauthorized: (route: RouteDefinition, sentToken: string | null) => void;
  /** Leave out query values that are '' (a filter form's "any") instead of sending `key=`. */
  readonly omitEmptyQueryValues?: boolean;
}

export interface CallInput<R extends RouteDefinition> {
  readonly params?: Record<string, string | number>;
  readonly query?: QueryOf<R>;
  readonly body?: BodyOf<R>;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  call<R extends RouteDefinition>(route: R, input?: CallInput<R>): Promise<ReplyOf<R>>;
  /**
   * A file answer (a document under review, a report's CSV) as a Blob, with the same session and error
   * handling; `query` is sent like a call's.
   */
  file(
    route: RouteDefinition,
    params: Record<string, string | number>,
    signal?: AbortSignal,
    query?: unknown,
  ): Promise<Blob>;
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

/** `?key=value&…` of a query object; an array value repeats its key; undefined and null are left out. */
export function queryString(query: unknown, omitEmpty = false): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || (omitEmpty && item === '')) continue;
      search.append(key, String(item));
    }
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
    body.details,
  );
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  async function send(route: RouteDefinition, path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(options.headers())) headers.set(name, value);
    const token = options.token(route);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await options.fetch(`${baseUrl}${path}`, { ...init, headers });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK_FAILURE', error instanceof Error ? error.message : String(error));
    }
    if (response.ok) return response;
    if (response.status === 401) options.onUnauthorized(route, token);
    throw await toError(response);
  }

  return {
    async call(route, input = {}) {
      const hasBody = input.body !== undefined;
      const query = queryString(input.query, options.omitEmptyQueryValues);
      const response = await send(route, `${routePath(route.path, input.params)}${query}`, {
        method: route.method,
        headers: hasBody
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
      });
      const reply = route.reply.safeParse(response.status === 204 ? undefined : await readJson(response));
      if (!reply.success) {
        throw new ApiError(response.status, 'UNEXPECTED_REPLY', `Unexpected reply from ${route.path}`);
      }
      // The schema just checked it; TypeScript cannot follow a generic route to its reply type.
      return reply.data as ReplyOf<typeof route>;
    },
    async file(route, params, signal, query) {
      const search = queryString(query, options.omitEmptyQueryValues);
      const response = await send(route, `${routePath(route.path, params)}${search}`, {
        method: route.method,
        ...(signal ? { signal } : {}),
      });
      return response.blob();
    },
  };
}
