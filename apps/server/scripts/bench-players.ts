// Players for the wallet benchmark, made the way real ones are: registered through the registration call,
// verified by a compliance operator who approves their identity, address and selfie documents, paid in by
// an approved sandbox deposit, and given a game session on the benchmark's provider. An app of its own runs
// in this process on the benchmark's database for this (driven with app.inject), before the measured
// server process starts; any answer but the expected one stops the benchmark.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verificationStatus } from '@reelvault/contract/calls/compliance';
import { walletApiPaths } from '@reelvault/contract/calls/wallet-api';
import { documentType } from '@reelvault/contract/constants/kyc';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { asOperator, operator } from '../test/backoffice';
import { jpegFile, uploadDocument } from '../test/kyc';
import { bearer, registerPlayer, testIp } from '../test/players';

export interface BenchPlayer {
  readonly playerId: number;
  /** The game session's `user` and `token`, as the provider sends them in each wallet call. */
  readonly user: string;
  readonly token: string;
  readonly currency: string;
  /** How the player logs in (the soak test logs players in again and again). */
  readonly login: { readonly username: string; readonly password: string };
}

/** What every call of a spin says about its round, on `game` (a new round id each time). */
export function roundFields(player: BenchPlayer, game: string) {
  return {
    user: player.user,
    token: player.token,
    round: randomUUID(),
    game_code: game,
    currency: player.currency,
  };
}

/** Every third spin wins 2.5 times its stake of 1 EUR (100,000 wire units); the others lose. */
export const spinStake = 100_000;
export const spinWin = (index: number) => (index % 3 === 0 ? 250_000 : 0);

/**
 * The `index`th spin as the documented separate calls: the bet, and the win that closes its round, each
 * with the path it is sent to (unsigned; the caller signs the bodies as a provider would).
 */
export function betAndWinRequests(player: BenchPlayer, index: number, game: string) {
  const betUuid = randomUUID();
  const common = roundFields(player, game);
  return [
    {
      what: 'bet',
      path: walletApiPaths.bet,
      request: {
        ...common,
        transaction_uuid: betUuid,
        request_uuid: randomUUID(),
        round_closed: false,
        amount: spinStake,
      },
    },
    {
      what: 'win',
      path: walletApiPaths.win,
      request: {
        ...common,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: betUuid,
        request_uuid: randomUUID(),
        round_closed: true,
        amount: spinWin(index),
      },
    },
  ] as const;
}

export interface PlayerPlan {
  readonly count: number;
  /** What each player deposits, in whole euros (a decimal string, as the deposit form sends it). */
  readonly depositEuros: string;
  readonly providerCode: string;
  readonly gameCode: string;
  readonly sessionMinutes: number;
}

/** Fails with the call and what it answered when the answer is not the expected status. */
function expectStatus(call: string, response: { statusCode: number; body: string }, expected: number): void {
  if (response.statusCode !== expected) {
    throw new Error(
      `${call} answered ${response.statusCode} (expected ${expected}): ${response.body.slice(0, 300)}`,
    );
  }
}

/** Runs `work` with an app built on `database` (migrated already, at `url`), in a data directory of its own. */
export async function withSetupApp<T>(
  database: Database,
  url: string,
  work: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-setup-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    // Its warnings (chains without an endpoint, no web build) are about a server nobody visits.
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DEMO_SEED: 'false',
    DATABASE_URL: url,
  });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const verificationDetails = {
  name: 'Bench',
  surname: 'Player',
  birth_day: 14,
  birth_month: 5,
  birth_year: 1990,
  // registerPlayer registers players from Greece.
  address: 'Ermou 10',
  city: 'Athens',
};

/** One player, from registration to an open game session. */
async function verifiedPlayer(
  app: FastifyInstance,
  reviewerToken: string,
  plan: PlayerPlan,
): Promise<BenchPlayer> {
  const registered = await registerPlayer(app);
  const from = { remoteAddress: testIp() };
  const details = await app.inject({
    method: 'POST',
    url: '/api/account/verification',
    headers: bearer(registered.token),
    payload: verificationDetails,
    ...from,
  });
  expectStatus('POST /api/account/verification', details, 200);
  for (const type of [
    documentType.identityFront,
    documentType.proofOfAddress,
    documentType.selfieWithIdentity,
  ]) {
    const uploaded = await uploadDocument(app, registered.token, type, jpegFile(), from);
    expectStatus(`POST /api/account/verification-document (type ${type})`, uploaded, 200);
    const { id } = (uploaded.json() as { data: { document: { id: string } } }).data.document;
    const approved = await asOperator(app, reviewerToken, 'POST', `/api/admin/kyc/documents/${id}/approve`);
    expectStatus(`POST /api/admin/kyc/documents/{id}/approve`, approved, 200);
  }
  const standing = await app.inject({
    method: 'GET',
    url: '/api/account/verification-status',
    headers: bearer(registered.token),
  });
  expectStatus('GET /api/account/verification-status', standing, 200);
  const reached = verificationStatus.reply.parse(standing.json()).player_status;
  if (reached !== playerStatus.verified) {
    throw new Error(`player ${registered.id} is not verified after the review (player_status ${reached})`);
  }

  const started = await app.inject({
    method: 'POST',
    url: '/api/account/deposit/payop',
    headers: bearer(registered.token),
    payload: { payment_id: 2922, py_id: 1200, amount: plan.depositEuros, description: 'bench' },
    ...from,
  });
  expectStatus('POST /api/account/deposit/payop', started, 200);
  const { url } = (started.json() as { data: { url: string } }).data;
  const decided = await app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
    ...from,
  });
  expectStatus('POST sandbox payment page (approve)', decided, 303);

  const session = await app.gaming.openGameSession({
    playerId: registered.id,
    providerCode: plan.providerCode,
    gameCode: plan.gameCode,
    ttlMinutes: plan.sessionMinutes,
  });
  return {
    playerId: registered.id,
    user: session.user,
    token: session.token,
    currency: session.currency,
    login: { username: registered.username, password: registered.password },
  };
}

/** `plan.count` verified players with money and a session, a few at a time (registration hashes a password). */
export async function openVerifiedPlayers(app: FastifyInstance, plan: PlayerPlan): Promise<BenchPlayer[]> {
  const reviewer = await operator(app, 'compliance');
  const players: BenchPlayer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plan.count) {
      next += 1;
      players.push(await verifiedPlayer(app, reviewer.token, plan));
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, plan.count) }, worker));
  return players;
}
