// The in-house studio in tests: an app with the studio mounted (its own key pair, registered as provider
// `house`), a clock the test moves, a wallet transport that can lose requests or answers on purpose, the
// test catalogue's games, and a game page's calls made through app.inject().
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  launchTokenParameter,
  roundPlay,
  roundReply,
  type RoundPlayInput,
} from '@reelvault/contract/calls/studio';
import { signatureHeader } from '@reelvault/contract/calls/wallet-api';
import { replayRound, type ReplayedRound } from '@reelvault/fair/round-replay';
import type { RoundSettings } from '@reelvault/house/rounds';
import { houseProviderCode } from '@reelvault/house/studio';
import type { WalletKeys, WalletTransport } from '@reelvault/house/wallet-client';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { games } from '../src/modules/catalogue/schema';
import { publicKeyPem } from '../src/modules/gaming/signatures';
import { testFeed } from './catalogue-feed';
import { ManualClock } from './clock';
import { createTestApp, useFileFixture, type TestApp } from './helper';
import { fundedPlayer } from './ledger';

export type WalletOperation = 'balance' | 'bet' | 'win' | 'rollback' | 'bet-win';

/**
 * What goes wrong with the next wallet calls of one kind: lost before the platform sees them, or after, or
 * sent with an amount the currency cannot book (one wallet unit more, signed again with the studio's key), a
 * call the platform really refuses (RS_ERROR_WRONG_TYPES).
 */
export interface Fault {
  readonly operation: WalletOperation;
  /** `request`: never reaches the platform; `answer`: the platform acts, the answer is lost. */
  readonly lose: 'request' | 'answer' | 'validity';
  times: number;
}

/** Wraps the studio's transport; counts every call by kind and applies the faults queued. */
export class WalletWire {
  readonly faults: Fault[] = [];
  readonly sent: { operation: WalletOperation; body: Record<string, unknown>; reached: boolean }[] = [];

  /** The studio's private key, to sign a spoiled request as the studio would. */
  constructor(private readonly studioKeyPem: string) {}

  fail(operation: WalletOperation, lose: Fault['lose'], times = 1): void {
    this.faults.push({ operation, lose, times });
  }

  wrap(inner: WalletTransport): WalletTransport {
    return async (path, body, headers) => {
      const operation = path.split('/').pop() as WalletOperation;
      const fault = this.faults.find((candidate) => candidate.operation === operation && candidate.times > 0);
      const parsed = JSON.parse(body) as Record<string, unknown>;
      if (fault) fault.times -= 1;
      this.sent.push({ operation, body: parsed, reached: fault?.lose !== 'request' });
      if (fault?.lose === 'request') throw new Error('connection refused (test)');
      if (fault?.lose === 'validity') {
        const spoiled = JSON.stringify({ ...parsed, amount: Number(parsed.amount) + 1 });
        const signature = sign('sha256', Buffer.from(spoiled, 'utf8'), this.studioKeyPem).toString('base64');
        return inner(path, spoiled, { ...headers, [signatureHeader]: signature });
      }
      const answer = await inner(path, body, headers);
      if (fault?.lose === 'answer') throw new Error('connection reset after the request (test)');
      return answer;
    };
  }
}

export interface HouseTestApp extends TestApp {
  readonly clock: ManualClock;
  readonly wire: WalletWire;
  /** The studio's keys, for a second studio node in a test. */
  readonly houseKeys: WalletKeys;
  close(): Promise<void>;
}

/**
 * Settings for tests: quick retries, and a round's bet and win sent separately (the tests of one-call spins
 * turn `singleCallSpins` on); everything else as in production.
 */
export const testRoundSettings: Partial<RoundSettings> = { retryDelayMs: 1, singleCallSpins: false };

export async function createHouseTestApp(settings: Partial<RoundSettings> = {}): Promise<HouseTestApp> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const clock = new ManualClock(new Date());
  const wire = new WalletWire(privateKeyPem);
  const testApp = await createTestApp(
    {},
    {
      clock,
      house: {
        privateKeyPem,
        settings: { ...testRoundSettings, ...settings },
        wrapTransport: (transport) => wire.wrap(transport),
        sweepSeconds: 0,
        // The game show's rounds move only when a test drives them.
        gameShow: { driveMs: 0, feedMs: 50 },
      },
    },
  );
  await testApp.app.gaming.registerProvider(testApp.database.db, {
    code: houseProviderCode,
    name: 'Reelvault Studio',
    publicKeyPem: publicKeyPem(privateKey),
  });
  await testApp.app.catalogue.importFeed(testFeed());
  const houseKeys = { privateKeyPem, platformPublicKeyPem: testApp.app.walletApiPublicKey };
  return { ...testApp, clock, wire, houseKeys };
}

/** A test file's server with the studio's test wiring (see useFileFixture). */
export function useHouseTestApp(settings: Partial<RoundSettings> = {}): HouseTestApp {
  return useFileFixture<HouseTestApp>('useHouseTestApp', () => createHouseTestApp(settings));
}

export async function gameIdOf(app: FastifyInstance, identifier: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.identifier, identifier));
  if (!row) throw new Error(`no game ${identifier} in the test catalogue`);
  return row.id;
}

/** The token in a launch URL's fragment. */
export function launchToken(url: string): string {
  const fragment = new URL(url, 'http://localhost').hash.slice(1);
  const token = new URLSearchParams(fragment).get(launchTokenParameter);
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

export interface StudioAnswer {
  readonly statusCode: number;
  readonly body: unknown;
  readonly text: string;
}

/** A game page's side of the studio: exchange the launch token, then call with the studio session. */
export class GamePage {
  private accessToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly url: string,
  ) {}

  static async open(app: FastifyInstance, playerId: number, identifier: string): Promise<GamePage> {
    const { url } = await app.gameLauncher.launchGame(playerId, await gameIdOf(app, identifier));
    const page = new GamePage(app, url);
    const session = await page.exchange();
    if (session.statusCode !== 200) throw new Error(`exchange: ${session.statusCode} ${session.text}`);
    return page;
  }

  /** The studio session, for a call made outside `send` (a stream read with fetch). */
  get bearer(): string | undefined {
    return this.accessToken;
  }

  async exchange(): Promise<StudioAnswer> {
    const answer = await this.send('POST', '/house/api/session', { token: launchToken(this.url) });
    const body = answer.body as { access_token?: string };
    if (answer.statusCode === 200) this.accessToken = body.access_token;
    return answer;
  }

  async send(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<StudioAnswer> {
    const response = await this.app.inject({
      method,
      url,
      headers: this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    let body: unknown = undefined;
    try {
      body = response.json();
    } catch {
      body = undefined;
    }
    return { statusCode: response.statusCode, body, text: response.body };
  }
}

/** The player's cash in minor units. */
export async function cashOf(app: FastifyInstance, playerId: number): Promise<bigint> {
  return (await app.wallet.playerBalance(app.database.db, playerId))?.cash ?? 0n;
}

/** The ids of the ledger transfers of a kind (bet:<provider>:<uuid>, win:..., refund:...). */
export async function transfersOf(app: FastifyInstance, kind: 'bet' | 'win' | 'refund'): Promise<string[]> {
  const rows = await app.database.db.execute<{ id: string }>(
    sql`select id from ledger_transfers where kind = ${kind} order by id`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Moves the player's active seed pair on to the first nonce whose round, played as `play`, is one `wanted`
 * accepts: a test reads the server seed the studio keeps, so a round's outcome is chosen, not waited for.
 * Skipped nonces are simply never used.
 */
export async function steerNextRound(
  app: FastifyInstance,
  page: GamePage,
  play: RoundPlayInput,
  wanted: (round: ReplayedRound) => boolean,
): Promise<void> {
  const seeds = await page.send('GET', '/house/api/seeds');
  if (seeds.statusCode !== 200) throw new Error(`seeds: ${seeds.statusCode} ${seeds.text}`);
  const { client_seed: clientSeed } = (seeds.body as { active: { client_seed: string } }).active;
  const result = await app.database.db.execute<{ id: string; server_seed: string; nonce: number }>(
    sql`select id, server_seed, nonce from house.seed_pairs where client_seed = ${clientSeed} and revealed_at is null`,
  );
  const [pair] = (result as unknown as { rows: { id: string; server_seed: string; nonce: number }[] }).rows;
  if (!pair) throw new Error('no active seed pair');
  const record = roundPlay.parse(play);
  for (let nonce = pair.nonce; nonce < pair.nonce + 20_000; nonce += 1) {
    let fits = false;
    try {
      fits = wanted(replayRound({ serverSeed: pair.server_seed, clientSeed, nonce }, record));
    } catch {
      // A blackjack decision that is not allowed on this deal: not the round wanted.
    }
    if (!fits) continue;
    await app.database.db.execute(sql`update house.seed_pairs set nonce = ${nonce} where id = ${pair.id}`);
    return;
  }
  throw new Error('no such round in 20000 nonces');
}

/** EUR cents in wallet units. */
export const wireOfCents = (cents: number): bigint => BigInt(cents) * 1000n;

/** A player with `cents` of EUR and the slot `sands-of-gold` open. */
export async function slotPlayer(app: FastifyInstance, cents: bigint) {
  const { playerId } = await fundedPlayer(app.wallet, cents);
  return { playerId, page: await GamePage.open(app, playerId, 'sands-of-gold') };
}

/** A slot spin at 0.20 EUR, 2.5 s after the last (no slot round starts sooner). */
export function slotSpin(ctx: HouseTestApp, page: GamePage): Promise<StudioAnswer> {
  ctx.clock.advance(2_500);
  return page.send('POST', '/house/api/slot/spin', { stake: wireOfCents(20).toString() });
}

/** `count` slot spins in a row, each answered 200: their rounds. */
export async function slotRounds(ctx: HouseTestApp, page: GamePage, count: number) {
  const rounds = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await slotSpin(ctx, page);
    expect(answer.statusCode, answer.text).toBe(200);
    rounds.push(roundReply.parse(answer.body).round);
  }
  return rounds;
}
