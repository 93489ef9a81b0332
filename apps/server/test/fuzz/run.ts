// Drives an app in-process (Fastify's inject) with the fuzzer's requests, each operation once as a caller
// without a session and once with credentials (a player's session, an operator of the admin role for the
// back office, the provider's signature over the very body for the wallet API), and checks every answer:
// no 5xx, no stack trace or SQL in the body, every 4xx in the spec's error shape (DESIGN.md section 3).
// No test runner import: the fuzz command uses this file too.
import { errorBodySchema } from '@reelvault/contract/errors';
import { providerHeader, signatureHeader, walletApiReply } from '@reelvault/contract/calls/wallet-api';
import { routes } from '@reelvault/contract/routes';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signBody } from '../../src/modules/gaming/signatures';
import { operator } from '../backoffice';
import { bearer, registerPlayer, testIp } from '../players';
import { registerTestProvider, type TestProvider } from '../wallet-api';
import {
  contractOperations,
  requestArbitrary,
  toRequest,
  type FuzzOperation,
  type FuzzRequest,
} from './requests';
import { validValue } from './arbitraries';

export type CallerMode = 'anonymous' | 'authenticated';

export interface FuzzOptions {
  /** Requests per operation and caller (fast-check's numRuns). */
  readonly runs: number;
  readonly seed: number;
  /** Only the operations whose name contains this. */
  readonly only?: string;
  /** Stop shrinking a failure after this long (ms). */
  readonly shrinkMs?: number;
}

export interface FuzzFailure {
  readonly operation: string;
  readonly mode: CallerMode;
  readonly rule: string;
  readonly request: FuzzRequest;
  /** fast-check's path of the failing run, for `--seed` with `--operation`. */
  readonly path: string | undefined;
}

export interface FuzzFigures {
  readonly operations: number;
  readonly requests: number;
  readonly byStatus: Record<number, number>;
  readonly durationMs: number;
  /** The operations that took longest, slowest first (ms over both callers). */
  readonly slowest: readonly { readonly operation: string; readonly ms: number }[];
  /** The request that took longest to answer. */
  readonly slowestRequest: {
    readonly operation: string;
    readonly ms: number;
    readonly request?: FuzzRequest;
  };
  readonly failures: readonly FuzzFailure[];
}

// A stack frame ("at fn (file.ts:12:3)"), a module path, or what PostgreSQL, PGlite or Drizzle say.
const leaks: readonly RegExp[] = [
  /\bat [\w$.<>]+ \(?[^\s()]+:\d+:\d+\)?/,
  /node_modules\//,
  /\/(?:src|dist)\/[\w/.-]+\.(?:ts|js|mjs)\b/,
  /\bselect\b[\s\S]{1,300}?\bfrom\s+"?\w+"?/i,
  /\binsert into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete from\b/i,
  /\bFailed query\b/,
  /syntax error at or near/i,
  /violates (?:foreign key|unique|check|not-null) constraint/i,
  /invalid input syntax for/i,
  /duplicate key value/i,
  /\brelation "[^"]+"/i,
  /\bout of range for type\b/i,
  /invalid byte sequence for encoding/i,
  /unsupported Unicode escape sequence/i,
  /\bDrizzleQueryError\b/,
];

/** The first rule `response` breaks, or undefined. */
export function brokenRule(operation: FuzzOperation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  const leak = leaks.find((pattern) => pattern.test(response.body));
  if (leak) return `the body shows internals (${leak.source})`;
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `a ${status} answer that is not JSON`;
    }
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) return `a ${status} answer not in the error shape`;
    if (status === 422 && !parsed.data.errors && parsed.data.success !== false) {
      return 'a 422 answer without field errors';
    }
    return undefined;
  }
  if (operation.auth === 'provider' && status === 200) {
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return 'a wallet API answer that is not JSON';
    }
    if (!walletApiReply.safeParse(body).success) return 'a wallet API answer not in its reply shape';
  }
  return undefined;
}

/** The callers the fuzzer sends as; renewed when a fuzzed call ended their session. */
interface Callers {
  playerToken: string;
  operatorToken: string;
  readonly provider: TestProvider;
  readonly session: { token: string; user: string; gameCode: string; currency: string };
}

async function newCallers(app: FastifyInstance): Promise<Callers> {
  const player = await registerPlayer(app);
  const admin = await operator(app, 'admin');
  const provider = await registerTestProvider(app.gaming);
  const opened = await app.gaming.openGameSession({
    playerId: player.id,
    providerCode: provider.code,
    gameCode: 'fruit-reels',
  });
  return {
    playerToken: player.token,
    operatorToken: admin.token,
    provider,
    session: { token: opened.token, user: opened.user, gameCode: 'fruit-reels', currency: opened.currency },
  };
}

/** Renews the session an operation's calls used when one of them ended it (a logout, a lock). */
async function keepCallers(app: FastifyInstance, callers: Callers, operation: FuzzOperation): Promise<void> {
  if (operation.auth === 'admin') {
    const me = await app.inject({
      method: 'GET',
      url: routes.adminMe.path,
      headers: bearer(callers.operatorToken),
    });
    if (me.statusCode !== 200) callers.operatorToken = (await operator(app, 'admin')).token;
  } else if (operation.auth !== 'provider') {
    const profile = await app.inject({
      method: 'GET',
      url: routes.profile.path,
      headers: bearer(callers.playerToken),
    });
    if (profile.statusCode !== 200) callers.playerToken = (await registerPlayer(app)).token;
  }
}

function credentials(
  operation: FuzzOperation,
  callers: Callers,
  payload: string | undefined,
): Record<string, string> {
  if (operation.auth === 'provider') {
    return {
      [signatureHeader]: signBody(payload ?? '', callers.provider.privateKey),
      [providerHeader]: callers.provider.code,
    };
  }
  return bearer(operation.auth === 'admin' ? callers.operatorToken : callers.playerToken);
}

/** A stable number per name, so that each operation's runs depend on the seed and its name only. */
function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Shortens long strings in a request for printing. */
export function printable(request: FuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 300
      ? `${value.slice(0, 200)}... (${value.length} characters)`
      : value,
  );
}

export async function fuzzApp(app: FastifyInstance, options: FuzzOptions): Promise<FuzzFigures> {
  const started = performance.now();
  const operations = contractOperations().filter(
    (operation) => !options.only || operation.name.includes(options.only),
  );
  const callers = await newCallers(app);
  const byStatus: Record<number, number> = {};
  const failures: FuzzFailure[] = [];
  let requests = 0;
  let slowestRequest: FuzzFigures['slowestRequest'] = { operation: '', ms: 0 };
  const timings: { operation: string; ms: number }[] = [];
  for (const operation of operations) {
    const operationStarted = performance.now();
    for (const mode of ['anonymous', 'authenticated'] as const) {
      // The wallet API's signed calls start from the open game session's own values half of the time.
      const base =
        operation.auth === 'provider' && operation.body
          ? fc.oneof(
              validValue(operation.body),
              validValue(operation.body).map((value) => ({
                ...(value as object),
                user: callers.session.user,
                token: callers.session.token,
                game_code: callers.session.gameCode,
                currency: callers.session.currency,
              })),
            )
          : undefined;
      let lastRule = '';
      const property = fc.asyncProperty(requestArbitrary(operation, base), async (drawn) => {
        const withCredentials = mode === 'authenticated';
        const request = toRequest(
          operation,
          drawn,
          withCredentials ? credentials(operation, callers, drawn.body.payload) : undefined,
        );
        const sent = performance.now();
        const response = await app.inject({ ...request, remoteAddress: testIp() });
        const ms = Math.round(performance.now() - sent);
        if (ms > slowestRequest.ms) slowestRequest = { operation: operation.name, ms, request };
        requests += 1;
        byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
        const rule = brokenRule(operation, response);
        if (rule) lastRule = `${rule}: ${response.body.slice(0, 500)}`;
        return rule === undefined;
      });
      const details = await fc.check(property, {
        seed: (options.seed + nameHash(`${operation.name} ${mode}`)) | 0,
        numRuns: options.runs,
        interruptAfterTimeLimit: options.shrinkMs ?? 10_000,
      });
      const counterexample = details.counterexample?.[0];
      if (details.failed && counterexample) {
        failures.push({
          operation: operation.name,
          mode,
          rule: lastRule,
          request: toRequest(
            operation,
            counterexample,
            mode === 'authenticated'
              ? credentials(operation, callers, counterexample.body.payload)
              : undefined,
          ),
          path: details.counterexamplePath ?? undefined,
        });
      }
      if (mode === 'authenticated') await keepCallers(app, callers, operation);
    }
    timings.push({ operation: operation.name, ms: Math.round(performance.now() - operationStarted) });
  }
  return {
    operations: operations.length,
    requests,
    byStatus,
    durationMs: Math.round(performance.now() - started),
    slowestRequest,
    slowest: timings.sort((a, b) => b.ms - a.ms).slice(0, 5),
    failures,
  };
}
