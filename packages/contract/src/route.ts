// The shape of one API call: method, path, and the zod schemas of its params, query, body and replies.
// The server validates requests with these schemas and the web app parses replies with them.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Reply extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  /** Fastify-style path, `:name` for a parameter. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Whether the call needs a logged-in player (`Authorization: Bearer`). */
  readonly auth: 'none' | 'player' | 'optional' | 'admin';
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The success reply (status 200 unless `status` says otherwise). */
  readonly reply: Reply;
  readonly status?: 200 | 201 | 202 | 204;
}

export function defineRoute<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Reply extends z.ZodType = z.ZodType,
>(route: RouteDefinition<Params, Query, Body, Reply>): RouteDefinition<Params, Query, Body, Reply> {
  return route;
}

/** Fills `:name` parameters of a route path. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type ReplyOf<R> =
  R extends RouteDefinition<infer _P, infer _Q, infer _B, infer Reply> ? z.infer<Reply> : never;
export type BodyOf<R> =
  R extends RouteDefinition<infer _P, infer _Q, infer Body, infer _R>
    ? Body extends z.ZodType
      ? z.input<Body>
      : never
    : never;
export type QueryOf<R> =
  R extends RouteDefinition<infer _P, infer Query, infer _B, infer _R>
    ? Query extends z.ZodType
      ? z.input<Query>
      : never
    : never;
