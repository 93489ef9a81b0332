// The soak test's load (decision 0027): virtual players behind the load balancer browsing the catalogue,
// logging in, paying in through the sandbox gateway, spinning through signed wallet calls and asking for
// withdrawals, and an operator reading the back office's queues. Every call is timed and judged; a money
// call that fails in a way a lost node explains (a network error, HAProxy's 502, 503 or 504) is sent again
// with the same identifiers until it settles, and the player's expected balance counts it once.
import type { KeyObject } from 'node:crypto';
import { signatureHeader } from '@reelvault/contract/calls/wallet-api';
import { signBody } from '../src/modules/gaming/signatures';
import { betAndWinRequests, spinWin, type BenchPlayer } from './bench-players';

export const callTimeoutMs = 10_000;
/** What a spin stakes and a deposit and a withdrawal move, in euro cents (spinStake is 1 EUR). */
export const stakeCents = 100;
export const depositCents = 2_000;
export const withdrawalCents = 10_000;
const depositEuros = '20';
/** The bank transfer's minimum. */
const withdrawalEuros = '100';
const iban = 'DE89 3704 0044 0532 0130 00';
/** Answers a lost node explains: HAProxy's, for a request its node dropped or when none could take it. */
const lostNodeStatuses = new Set([502, 503, 504]);

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly headers: Headers;
}

/** A failed call: when it was sent and answered, what it was, and whether a retry settled it. */
export interface FailedCall {
  readonly kind: string;
  readonly what: string;
  readonly sentAt: number;
  readonly endedAt: number;
  settledByRetry: boolean;
}

export class LoadFigures {
  readonly latencies = new Map<string, number[]>();
  readonly failures: FailedCall[] = [];
  requests = 0;

  record(kind: string, ms: number): void {
    this.requests += 1;
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
  }
}

export interface LoadTarget {
  readonly url: string;
  readonly providerKey: KeyObject;
  readonly operatorToken: string;
  readonly figures: LoadFigures;
  readonly until: number;
}

/** One virtual player: their login, their game session and the balance they should have, in cents. */
export interface VirtualPlayer {
  readonly bench: BenchPlayer;
  token: string;
  expectedCents: number;
  spins: number;
  /** A player has one withdrawal waiting at most (the cashier refuses a second): asked for once a run. */
  withdrew: boolean;
}

async function send(
  target: LoadTarget,
  method: string,
  pathname: string,
  options: { token?: string; json?: object; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.json) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${target.url}${pathname}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(callTimeoutMs),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/**
 * Sends a call, timed under `kind`, expecting `expected`; a failure a lost node explains is sent again
 * (the same request: the same identifiers) when `retry` says so, until it settles or 10 tries are spent.
 * Returns the settled answer, or undefined when the call failed for good; `failed` collects its failures.
 */
async function judged(
  target: LoadTarget,
  kind: string,
  expected: number,
  make: () => Promise<Answer>,
  retry: boolean,
  accept: (answer: Answer) => boolean = () => true,
  failed: FailedCall[] = [],
): Promise<Answer | undefined> {
  const pending = failed;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const sentAt = Date.now();
    let answer: Answer | Error;
    try {
      answer = await make();
    } catch (error) {
      answer = error instanceof Error ? error : new Error(String(error));
    }
    const endedAt = Date.now();
    target.figures.record(kind, endedAt - sentAt);
    if (!(answer instanceof Error) && answer.status === expected && accept(answer)) {
      for (const failure of pending) failure.settledByRetry = true;
      return answer;
    }
    const failureKind =
      answer instanceof Error
        ? `network error (${(answer.cause as NodeJS.ErrnoException | undefined)?.code ?? answer.name})`
        : `HTTP ${answer.status}`;
    const failure: FailedCall = {
      kind: `${kind}: ${failureKind}`,
      what: answer instanceof Error ? answer.message : answer.body.slice(0, 200),
      sentAt,
      endedAt,
      settledByRetry: false,
    };
    target.figures.failures.push(failure);
    pending.push(failure);
    const lostNode = answer instanceof Error || lostNodeStatuses.has(answer.status);
    if (!retry || !lostNode) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
  }
  return undefined;
}

const isRsOk = (answer: Answer) => (JSON.parse(answer.body) as { status?: string }).status === 'RS_OK';

/** Two pages of the lobby, as the logged-in player's browser asks for them. */
async function browse(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  const token = player.token;
  await judged(target, 'browse', 200, () => send(target, 'GET', '/api/games?per_page=24', { token }), true);
  await judged(
    target,
    'browse',
    200,
    () => send(target, 'GET', '/api/games?per_page=24&page=2', { token }),
    true,
  );
}

async function login(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  const answer = await judged(
    target,
    'login',
    200,
    () => send(target, 'POST', '/api/auth/login', { json: player.bench.login }),
    true,
  );
  if (answer) player.token = (JSON.parse(answer.body) as { access_token: string }).access_token;
}

/** A bet and the win that closes its round, each signed once and sent again unchanged when it must be. */
async function spin(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  const index = player.spins;
  player.spins += 1;
  for (const call of betAndWinRequests(player.bench, index, 'soak-slot')) {
    const body = JSON.stringify(call.request);
    const signature = signBody(body, target.providerKey);
    const answer = await judged(
      target,
      `spin ${call.what}`,
      200,
      () =>
        send(target, 'POST', call.path, {
          raw: body,
          headers: { 'content-type': 'application/json', [signatureHeader]: signature },
        }),
      true,
      isRsOk,
    );
    if (!answer) return;
    player.expectedCents += call.what === 'bet' ? -stakeCents : (spinWin(index) / 100_000) * 100;
  }
}

/** A sandbox deposit: started, then approved on the gateway's page (a decision is taken once). */
async function deposit(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  const started = await judged(
    target,
    'deposit start',
    200,
    () =>
      send(target, 'POST', '/api/account/deposit/payop', {
        token: player.token,
        json: { payment_id: 2922, py_id: 1200, amount: depositEuros, description: 'soak' },
      }),
    // Starting a deposit moves no money: a second start leaves one more unpaid deposit, which expires.
    true,
  );
  if (!started) return;
  const page = new URL((JSON.parse(started.body) as { data: { url: string } }).data.url).pathname;
  const approved = await judged(
    target,
    'deposit approve',
    303,
    () =>
      send(target, 'POST', page, {
        raw: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    true,
  );
  if (approved) player.expectedCents += depositCents;
}

/** The player's withdrawal requests, as their page lists them. */
async function withdrawalCount(target: LoadTarget, player: VirtualPlayer): Promise<number | undefined> {
  const answer = await judged(
    target,
    'withdrawals list',
    200,
    () => send(target, 'GET', '/api/account/withdrawals', { token: player.token }),
    true,
  );
  return answer ? (JSON.parse(answer.body) as { data: unknown[] }).data.length : undefined;
}

/**
 * A bank withdrawal (held until an operator decides). It has no idempotency key: after a failure a lost
 * node explains, the player's list says whether it was taken before it is asked for again.
 */
async function withdraw(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  player.withdrew = true;
  const before = await withdrawalCount(target, player);
  if (before === undefined) return;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const failed: FailedCall[] = [];
    const answer = await judged(
      target,
      'withdrawal',
      201,
      () =>
        send(target, 'POST', '/api/account/withdraw/manuel', {
          token: player.token,
          json: { payment_id: 59, iban, amount: withdrawalEuros },
        }),
      false,
      undefined,
      failed,
    );
    if (answer) {
      player.expectedCents -= withdrawalCents;
      return;
    }
    const last = failed.at(-1);
    const after = await withdrawalCount(target, player);
    if (after === undefined) return;
    if (after > before) {
      if (last) last.settledByRetry = true;
      player.expectedCents -= withdrawalCents;
      return;
    }
    if (last && !/network error|HTTP 50[234]/.test(last.kind)) return;
    if (last) last.settledByRetry = true;
  }
}

/** Plays until `until`: mostly spins and browsing, some logins and deposits, a few withdrawals. */
export async function playerLoop(target: LoadTarget, player: VirtualPlayer): Promise<void> {
  while (Date.now() < target.until) {
    const roll = Math.random();
    if (player.expectedCents < 5 * stakeCents || (roll >= 0.9 && roll < 0.96)) await deposit(target, player);
    else if (roll < 0.5) await spin(target, player);
    else if (roll < 0.8) await browse(target, player);
    else if (roll < 0.9) await login(target, player);
    else if (!player.withdrew && player.expectedCents > 2 * withdrawalCents) await withdraw(target, player);
    else await browse(target, player);
  }
}

/** The operator's screens: the withdrawal queue and the document review queue, read in turn. */
export async function operatorLoop(target: LoadTarget): Promise<void> {
  const token = target.operatorToken;
  while (Date.now() < target.until) {
    await judged(
      target,
      'back office',
      200,
      () => send(target, 'GET', '/api/admin/withdrawals', { token }),
      true,
    );
    await judged(
      target,
      'back office',
      200,
      () => send(target, 'GET', '/api/admin/kyc/documents', { token }),
      true,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The value at fraction `p` of sorted milliseconds. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
