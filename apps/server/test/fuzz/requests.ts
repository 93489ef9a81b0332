// The operations the fuzzer drives and the requests it makes for each: every call of the contract's route
// table and every provider wallet API call, with path parameters, query and body generated from the call's
// zod schemas and then broken (a field of the wrong type or size, a field dropped, unknown and prototype
// keys added, the whole body replaced, bodies that are not JSON, odd percent-encodings). No test runner
// import: the fuzz command uses this file too.
import { walletApiPaths, walletApiRequests } from '@reelvault/contract/calls/wallet-api';
import type { HttpMethod, RouteDefinition } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';
import { deepText, hugeText, oddKey, oddText, rawInfinity, validValue, wrongValue } from './arbitraries';

export interface FuzzOperation {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** `provider`: a wallet API call, signed by the provider's key. */
  readonly auth: RouteDefinition['auth'] | 'provider';
  readonly params?: $ZodType;
  readonly query?: $ZodType;
  readonly body?: $ZodType;
}

/** Every operation of the API contract: the route table's calls, then the provider wallet API's. */
export function contractOperations(): FuzzOperation[] {
  const table = Object.entries(routes).map(([name, route]: [string, RouteDefinition]) => ({
    name,
    method: route.method,
    path: route.path,
    auth: route.auth,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { query: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
  }));
  const wallet = Object.entries(walletApiRequests).map(([name, body]) => ({
    name: `walletApi.${name}`,
    method: 'POST' as const,
    path: walletApiPaths[name as keyof typeof walletApiPaths],
    auth: 'provider' as const,
    body,
  }));
  return [...table, ...wallet];
}

/** One request as sent (inject's options) and as printed when it breaks a rule. */
export interface FuzzRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

type Mutation =
  | { readonly kind: 'none' }
  | { readonly kind: 'replace'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'drop'; readonly at: number }
  | { readonly kind: 'add'; readonly at: number; readonly key: string; readonly value: unknown }
  | { readonly kind: 'whole'; readonly value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: wrongValue }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      key: oddKey,
      value: fc.oneof(wrongValue, fc.jsonValue({ maxDepth: 2 })),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('whole' as const), value: wrongValue }), weight: 1 },
);

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/** Every (container, key) of a value, outermost first. */
function slots(value: unknown, found: [Container, string][] = []): [Container, string][] {
  if (!isContainer(value)) return found;
  for (const key of Object.keys(value)) {
    found.push([value, key]);
    slots((value as Record<string, unknown>)[key], found);
  }
  return found;
}

/** Sets an own, enumerable key, `__proto__` included (plain assignment would set the prototype). */
function setOwn(container: Container, key: string, value: unknown): void {
  Object.defineProperty(container, key, { value, enumerable: true, writable: true, configurable: true });
}

function applyMutation(original: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return original;
  if (change.kind === 'whole') return change.value;
  const value: unknown = structuredClone(original);
  if (change.kind === 'add') {
    const containers = [
      value,
      ...slots(value).map(([container, key]) => (container as Record<string, unknown>)[key]),
    ]
      .filter(isContainer)
      .filter((container) => !Array.isArray(container));
    const target = containers[change.at % Math.max(containers.length, 1)];
    if (!target) return { [change.key]: change.value };
    setOwn(target, change.key, change.value);
    return value;
  }
  const all = slots(value);
  const slot = all[change.at % Math.max(all.length, 1)];
  if (!slot) return change.kind === 'replace' ? change.value : value;
  const [container, key] = slot;
  if (change.kind === 'drop') Reflect.deleteProperty(container, key);
  else setOwn(container, key, change.value);
  return value;
}

/** A schema's valid values, some of them broken. */
function brokenValue(schema: $ZodType | undefined, base?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const valid = base ?? (schema ? validValue(schema) : fc.constant(undefined));
  return fc.tuple(valid, mutation).map(([value, change]) => applyMutation(value, change));
}

/** JSON text, with the raw-Infinity marker written as a number literal JSON.parse reads as Infinity. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  );
  return (text ?? 'null').replaceAll(JSON.stringify(rawInfinity), '1e999');
}

function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return jsonText(value);
  return String(value);
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD's, as a browser sends it). */
function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** Path segments as sent: encoded values, or raw odd encodings. */
const oddSegment: fc.Arbitrary<string> = fc.oneof(
  oddText.map(encodeSegment),
  fc.constantFrom('%FF', '%C0%AE', '%E0%A4%A', '%', '%00', '..', '.', '%2F', ';', '-1', '0', '1.5', '1e3'),
  hugeText.map((text) => text.slice(0, 5_000)),
);

function paramsArbitrary(operation: FuzzOperation): fc.Arbitrary<Record<string, string>> {
  if (!operation.params) return fc.constant({});
  const valid = validValue(operation.params).map((value) =>
    Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        encodeSegment(queryValue(item)),
      ]),
    ),
  );
  return fc.oneof(
    valid,
    fc.tuple(valid, fc.nat(), oddSegment).map(([params, at, segment]) => {
      const keys = Object.keys(params);
      const key = keys[at % Math.max(keys.length, 1)];
      return key ? { ...params, [key]: segment } : params;
    }),
  );
}

/** The query string (without `?`): the schema's values, broken, with odd keys and raw encodings. */
function queryArbitrary(operation: FuzzOperation): fc.Arbitrary<string> {
  const values = brokenValue(operation.query, operation.query ? undefined : fc.constant({}));
  const encoded = values.map((value) => {
    const search = new URLSearchParams();
    if (!isContainer(value)) {
      if (value !== undefined) search.append('q', queryValue(value));
      return search.toString();
    }
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item]) {
        if (one !== undefined) search.append(key, queryValue(one));
      }
    }
    return search.toString();
  });
  const raw = fc.constantFrom(
    '',
    '%',
    '%FF=%FE',
    'page=%C0%80',
    'a[b][c]=1',
    'page=1&page=2',
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    '&&&=',
    `q=${'x'.repeat(5_000)}`,
  );
  return fc
    .tuple(encoded, fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, raw))
    .map(([query, extra]) => [query, extra].filter(Boolean).join('&'));
}

interface BodyPart {
  readonly payload?: string;
  readonly contentType?: string;
}

/** Bodies that are not JSON, or not what their content type says. */
const rawBody: fc.Arbitrary<BodyPart> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      'nul',
      '\uFEFF{}',
      '[',
      '"\\uD800"',
      '{"a":1,"a":2}',
      '{"__proto__":{"x":1}}',
    )
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc.record({
    payload: fc.oneof(oddText, fc.constant('a=1&b=2')),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      '',
    ),
  }),
  fc.constant({
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=y',
  }),
);

function bodyArbitrary(operation: FuzzOperation, base?: fc.Arbitrary<unknown>): fc.Arbitrary<BodyPart> {
  if (operation.method === 'GET') return fc.constant({});
  const json = brokenValue(operation.body, base ?? (operation.body ? undefined : fc.constant({}))).map(
    (value): BodyPart =>
      value === undefined ? {} : { payload: jsonText(value), contentType: 'application/json' },
  );
  return fc.oneof(
    { arbitrary: json, weight: 6 },
    { arbitrary: deepText.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
    { arbitrary: rawBody, weight: 1 },
  );
}

const printable = fc.stringMatching(/^[ -~]{0,40}$/);

/** Headers besides the caller's credentials: languages, site ids, content types nobody sends. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 4 },
  fc.record({
    'accept-language': fc.oneof(
      fc.constantFrom('de', 'xx', '*', '', 'en;q=abc', 'ar-SA,ar;q=0.9'),
      printable,
    ),
  }),
  fc.record({
    'x-site-id': fc.oneof(fc.constantFrom('1', '2', '0', '-1', 'abc', '9'.repeat(30), ''), printable),
  }),
);

/** Credentials a caller without a session might send. */
export const strayAuthorization: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Basic YTpi',
    `Bearer ${'a'.repeat(5_000)}`,
    'Bearer a.b.c',
  ),
  printable.map((text) => `Bearer ${text}`),
);

/** The parts of a request that the fuzzer draws; the caller's credentials are added when it is sent. */
export interface DrawnRequest {
  readonly path: string;
  readonly query: string;
  readonly body: BodyPart;
  readonly headers: Record<string, string>;
  readonly authorization: string | undefined;
}

/** Fills `:name` parameters with already-encoded segments. */
function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (whole, name: string) => params[name] ?? whole);
}

/** The requests of one operation; `bodyBase` puts valid values of the caller's own in (a game session). */
export function requestArbitrary(
  operation: FuzzOperation,
  bodyBase?: fc.Arbitrary<unknown>,
): fc.Arbitrary<DrawnRequest> {
  return fc.record({
    path: paramsArbitrary(operation).map((params) => fillPath(operation.path, params)),
    query: queryArbitrary(operation),
    body: bodyArbitrary(operation, bodyBase),
    headers: extraHeaders,
    authorization: strayAuthorization,
  });
}

/** The request as sent, credentials given. */
export function toRequest(
  operation: FuzzOperation,
  drawn: DrawnRequest,
  credentials: Record<string, string> | undefined,
): FuzzRequest {
  const headers: Record<string, string> = { ...drawn.headers };
  if (drawn.body.contentType !== undefined && drawn.body.payload !== undefined) {
    headers['content-type'] = drawn.body.contentType;
  }
  if (credentials) Object.assign(headers, credentials);
  else if (drawn.authorization !== undefined) headers.authorization = drawn.authorization;
  return {
    method: operation.method,
    url: drawn.query ? `${drawn.path}?${drawn.query}` : drawn.path,
    headers,
    ...(drawn.body.payload !== undefined ? { payload: drawn.body.payload } : {}),
  };
}
