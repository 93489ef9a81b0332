// A fixture aggregator for tests that speaks Hub88's Operator API as its documentation describes it: an
// HTTP server on 127.0.0.1 (a port of its own) that checks the X-Hub88-Signature of every request against
// the operator's public key and its operator_id, serves a games list, game URLs and freebets, and reports
// the wallet transactions it sent. It plays rounds by calling the platform's wallet API with bets, wins
// and rollbacks signed with its own key, following Hub88's retry rules: a win is sent again until it is
// answered, and a bet whose answer never came is rolled back. Its launch URLs open a game page of its own
// (`GET /launch/<code>?token=…`): one spin button that plays a round through the wallet API, a bet and then
// its win of `spinOutcome`, as a studio's game server does when its player presses spin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { walletApiPaths, walletApiReply, type WalletApiReply } from '@reelvault/contract/calls/wallet-api';
import {
  hub88DemoCurrency,
  hub88Paths,
  hub88SignatureHeader,
  type Hub88Game,
} from '../src/modules/aggregators/hub88';
import { publicKeyPem, signBody, verifyBody } from '../src/modules/gaming/signatures';
import { betBody, httpTransport, type Transport } from './wallet-api';

export interface FixtureReward {
  readonly rewardUuid: string;
  readonly user: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly betCount: number;
  readonly betValue: number;
  readonly operatorReference: string | undefined;
  cancelled: boolean;
}

export interface FixtureTransaction {
  readonly transaction_uuid: string;
  readonly type: 'TT_BET' | 'TT_WIN' | 'TT_ROLLBACK';
  status: 'TS_SUCCESS' | 'TS_DECLINED';
  readonly user: string;
  readonly round: string;
  readonly game_code: string;
  readonly currency: string;
  amount: number;
  readonly at: Date;
}

export interface FixtureSession {
  readonly user: string;
  readonly token: string;
  readonly gameCode: string;
  readonly currency: string;
}

export class Hub88Fixture {
  readonly operatorId = 77;
  /** The operator's key pair: the platform signs with the private half. */
  readonly operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** Hub88's own key: it signs the wallet API's calls with it. */
  readonly hub88Keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  games: Hub88Game[] = [];
  readonly rewards = new Map<string, FixtureReward>();
  readonly transactions: FixtureTransaction[] = [];
  /** Each game/url request's body, in order. */
  readonly launches: Record<string, unknown>[] = [];
  /** Requests refused for a bad signature or operator. */
  refusedRequests = 0;
  /** What one press of the game page's spin button bets and wins, in wallet units (1/100,000). */
  spinOutcome = { bet: 100_000, win: 250_000 };
  /** Game codes whose launch Hub88 refuses, with the reason it gives. */
  readonly refusedLaunches = new Map<string, string>();
  private server: Server | undefined;
  private baseUrl = '';

  constructor(
    private readonly wallet: Transport,
    private readonly platformPublicKey: KeyObject,
  ) {}

  /**
   * A fixture that reaches the platform's wallet API over HTTP at the address `walletUrl` gives, read at
   * each call (a server started after the fixture).
   */
  static overHttp(walletUrl: () => string | undefined, platformPublicKey: KeyObject): Hub88Fixture {
    return new Hub88Fixture((path, body, headers) => {
      const url = walletUrl();
      if (!url) return Promise.reject(new Error('the platform does not answer yet'));
      return httpTransport(url)(path, body, headers);
    }, platformPublicKey);
  }

  get url(): string {
    return this.baseUrl;
  }

  get operatorPrivateKeyPem(): string {
    return this.operatorKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }

  get hub88PublicKeyPem(): string {
    return publicKeyPem(this.hub88Keys.privateKey);
  }

  /** The settings that connect this fixture as an aggregator named `code` (the back office's fields). */
  settings(code: string, name: string) {
    return {
      code,
      kind: 'hub88' as const,
      name,
      baseUrl: this.url,
      operatorId: String(this.operatorId),
      privateKey: this.operatorPrivateKeyPem,
      publicKeyPem: this.hub88PublicKeyPem,
    };
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request, response);
    });
    // Idle connections are kept longer than the platform's client may wait between calls on a slow test
    // machine: a connection closed by the server just as the client reuses it reads as a reset.
    this.server.keepAliveTimeout = 120_000;
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const page = new URL(request.url ?? '/', this.baseUrl);
    if (page.pathname.startsWith('/launch/')) return this.gamePage(request.method, page, raw, response);
    const signature = request.headers[hub88SignatureHeader];
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    } catch {
      return send(400, { error: 'invalid JSON' });
    }
    if (
      request.method !== 'POST' ||
      typeof signature !== 'string' ||
      !verifyBody(raw, signature, this.operatorKeys.publicKey) ||
      body.operator_id !== this.operatorId
    ) {
      this.refusedRequests += 1;
      return send(401, { error: 'Invalid signature or operator' });
    }
    switch (request.url) {
      case hub88Paths.gameList:
        return send(200, this.games);
      case hub88Paths.gameUrl: {
        this.launches.push(body);
        const code = String(body.game_code);
        if (!this.games.some((game) => game.game_code === code))
          return send(404, { error: 'Game not found' });
        const refused = this.refusedLaunches.get(code);
        if (refused) return send(404, { error: refused });
        const demo = body.currency === hub88DemoCurrency;
        return send(200, {
          url: `${this.baseUrl}/launch/${code}?${demo ? 'demo=1' : `token=${String(body.token)}`}`,
        });
      }
      case hub88Paths.gameRound:
        return send(200, { url: `${this.baseUrl}/rounds/${String(body.round)}` });
      case hub88Paths.rewardCreate: {
        const reward: FixtureReward = {
          rewardUuid: randomUUID(),
          user: String(body.user),
          gameCode: String(body.game_code),
          currency: String(body.currency),
          betCount: Number(body.bet_count),
          betValue: Number(body.bet_value),
          operatorReference:
            typeof body.operator_reference === 'string' ? body.operator_reference : undefined,
          cancelled: false,
        };
        this.rewards.set(reward.rewardUuid, reward);
        return send(200, {
          reward_uuid: reward.rewardUuid,
          status: 'FRS_ACTIVE',
          user: reward.user,
          game_code: reward.gameCode,
          currency: reward.currency,
          bet_count: reward.betCount,
          bet_value: reward.betValue,
        });
      }
      case hub88Paths.rewardCancel: {
        const reward = this.rewards.get(String(body.reward_uuid));
        if (!reward) return send(404, { error: 'Reward not found' });
        reward.cancelled = true;
        return send(200, { reward_uuid: reward.rewardUuid, status: 'FRS_CANCELED' });
      }
      case hub88Paths.transactions: {
        const from = new Date(`${String(body.start_time)}Z`).getTime();
        const to = new Date(`${String(body.end_time)}Z`).getTime();
        return send(
          200,
          this.transactions
            .filter((entry) => entry.at.getTime() >= from && entry.at.getTime() < to)
            .map(({ at: _at, ...entry }) => entry),
        );
      }
      default:
        return send(404, { error: 'Not found' });
    }
  }

  /**
   * The game page a launch URL opens (GET), and its spin (POST `/launch/<code>/spin` with the launch's
   * token): a bet, then its win, sent through the wallet API like every round this fixture plays.
   */
  private async gamePage(
    method: string | undefined,
    page: URL,
    raw: Buffer,
    response: ServerResponse,
  ): Promise<void> {
    const [, , code = '', action] = page.pathname.split('/');
    if (method === 'GET' && action === undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(fixtureGamePage(code, page.searchParams.get('token') ?? ''));
      return;
    }
    const token = method === 'POST' && action === 'spin' ? spinToken(raw) : '';
    const launch = this.launches.findIndex((entry) => entry.token === token && entry.game_code === code);
    response.setHeader('content-type', 'application/json');
    if (launch === -1) {
      response.writeHead(404).end(JSON.stringify({ error: 'No such game session' }));
      return;
    }
    const session = this.sessionOfLaunch(launch);
    const bet = this.betBody(session, this.spinOutcome.bet);
    const placed = await this.bet(session, bet);
    if (placed?.status !== 'RS_OK') {
      response.writeHead(200).end(JSON.stringify({ status: placed?.status ?? 'RS_ERROR_UNKNOWN' }));
      return;
    }
    const { reply } = await this.win(session, bet, this.spinOutcome.win);
    response.writeHead(200).end(JSON.stringify({ status: reply.status, balance: reply.balance }));
  }

  /** Sends one signed wallet call; the parsed answer after checking the platform's signature. */
  async walletCall(path: string, body: Record<string, unknown>): Promise<WalletApiReply> {
    const text = JSON.stringify(body);
    const raw = await this.wallet(path, text, {
      'content-type': 'application/json',
      [hub88SignatureHeader]: signBody(text, this.hub88Keys.privateKey),
    });
    if (!verifyBody(raw.body, raw.signature, this.platformPublicKey)) {
      throw new Error('the platform answer is not signed with its key');
    }
    return walletApiReply.parse(JSON.parse(raw.body));
  }

  private record(
    type: FixtureTransaction['type'],
    session: FixtureSession,
    body: Record<string, unknown>,
    reply: WalletApiReply,
  ): void {
    const existing = this.transactions.find((entry) => entry.transaction_uuid === body.transaction_uuid);
    const status = reply.status === 'RS_OK' ? 'TS_SUCCESS' : 'TS_DECLINED';
    if (existing) {
      existing.status = status;
      return;
    }
    this.transactions.push({
      transaction_uuid: String(body.transaction_uuid),
      type,
      status,
      user: session.user,
      round: String(body.round),
      game_code: session.gameCode,
      currency: session.currency,
      amount: typeof body.amount === 'number' ? body.amount : 0,
      at: new Date(),
    });
  }

  /** A bet's body as Hub88 sends it, with its amount in wallet units. */
  betBody(
    session: FixtureSession,
    amount: number,
    extra: Record<string, unknown> = {},
  ): Record<string, unknown> {
    return betBody(session, 0, { amount, ...extra });
  }

  /** A bet; `lost` drops the answer as a timed-out call would (the platform may have taken it). */
  async bet(session: FixtureSession, body: Record<string, unknown>, options: { lost?: boolean } = {}) {
    const reply = await this.walletCall(walletApiPaths.bet, body);
    this.record('TT_BET', session, body, reply);
    return options.lost ? undefined : reply;
  }

  /**
   * A win of a bet, sent again with the same transaction until it is answered (Hub88's rule for wins):
   * `lostAnswers` of the first sends are dropped as if they timed out.
   */
  async win(
    session: FixtureSession,
    bet: Record<string, unknown>,
    amount: number,
    options: { lostAnswers?: number; extra?: Record<string, unknown> } = {},
  ): Promise<{ reply: WalletApiReply; sends: number }> {
    const body = {
      ...this.betBody(session, amount, options.extra),
      round: bet.round,
      round_closed: true,
      reference_transaction_uuid: bet.transaction_uuid,
    };
    let sends = 0;
    for (;;) {
      sends += 1;
      // Every retry is the same transaction with a new request uuid, as Hub88 sends it.
      const reply = await this.walletCall(walletApiPaths.win, { ...body, request_uuid: randomUUID() });
      if (sends <= (options.lostAnswers ?? 0)) continue;
      this.record('TT_WIN', session, body, reply);
      return { reply, sends };
    }
  }

  /**
   * The rollback of a bet whose answer did not come (Hub88 cancels a bet it is not sure of), sent again
   * with the same transaction until answered: `lostAnswers` of the first sends are dropped.
   */
  async rollback(
    session: FixtureSession,
    bet: Record<string, unknown>,
    options: { lostAnswers?: number } = {},
  ): Promise<{ reply: WalletApiReply; sends: number }> {
    const body = {
      user: session.user,
      transaction_uuid: randomUUID(),
      token: session.token,
      request_uuid: randomUUID(),
      reference_transaction_uuid: bet.transaction_uuid,
      round: bet.round,
      round_closed: true,
      game_code: session.gameCode,
      meta: null,
    };
    let sends = 0;
    for (;;) {
      sends += 1;
      const reply = await this.walletCall(walletApiPaths.rollback, { ...body, request_uuid: randomUUID() });
      if (sends <= (options.lostAnswers ?? 0)) continue;
      this.record('TT_ROLLBACK', session, { ...body, amount: bet.amount }, reply);
      return { reply, sends };
    }
  }

  /** The session a launch handed over: the token in the game URL and the user it was opened for. */
  sessionOfLaunch(index = this.launches.length - 1): FixtureSession {
    const launch = this.launches[index];
    if (!launch) throw new Error('no launch yet');
    return {
      user: String(launch.user),
      token: String(launch.token),
      gameCode: String(launch.game_code),
      currency: String(launch.currency),
    };
  }
}

/** The fixture studio's game: its name, a spin button, and the outcome of each spin (amounts in units). */
function fixtureGamePage(code: string, token: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${code}</title></head>
<body>
<h1>Fixture game ${code}</h1>
<button type="button" id="spin">Spin</button>
<p id="outcome" role="status"></p>
<script>
document.getElementById('spin').addEventListener('click', async () => {
  const reply = await fetch(${JSON.stringify(`/launch/${code}/spin`)}, {
    method: 'POST',
    body: JSON.stringify({ token: ${JSON.stringify(token)} }),
  });
  const outcome = await reply.json();
  document.getElementById('outcome').textContent = outcome.status === 'RS_OK' ? 'Round played' : 'Refused: ' + outcome.status;
});
</script>
</body></html>`;
}

/** A Hub88 games-list entry with the documented fields. */
export function hub88GameEntry(code: string, overrides: Partial<Hub88Game> = {}): Hub88Game {
  return {
    game_code: code,
    name: code.replace(/^[a-z]+_/, '').replace(/_/g, ' '),
    product: 'Fixture Studio',
    category: 'Video Slots',
    url_thumb: `https://cdn.fixture-games.test/thumbs/${code}.jpg`,
    url_background: null,
    platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
    freebet_support: false,
    enabled: true,
    blocked_countries: [],
    release_date: '2026-01-15',
    rtp: 96.5,
    volatility: 4,
    ...overrides,
  };
}

/** The game-session token a spin request's JSON body carries; empty when the body is not such JSON. */
function spinToken(raw: Buffer): string {
  try {
    const body: unknown = JSON.parse(raw.toString('utf8'));
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}
