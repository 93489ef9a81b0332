// A game provider for tests: its own RSA key pair, registered on the platform, and a client that signs
// wallet API requests like a Hub88-compatible studio and checks the platform's signature on each answer.
// It talks to an app through inject() or to a real server over HTTP.
import { createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import {
  betRequest,
  providerHeader,
  rollbackRequest,
  signatureHeader,
  walletApiPaths,
  walletApiReply,
  type WalletApiOperation,
  type WalletApiReply,
  winRequest,
} from '@reelvault/contract/calls/wallet-api';
import type { FastifyInstance } from 'fastify';
import type { GamingService } from '../src/modules/gaming/service';
import { publicKeyPem, signBody, verifyBody } from '../src/modules/gaming/signatures';

export interface TestProvider {
  readonly code: string;
  readonly privateKey: KeyObject;
  readonly publicKeyPem: string;
}

let providerCount = 0;

export async function registerTestProvider(gaming: GamingService, code?: string): Promise<TestProvider> {
  providerCount += 1;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider: TestProvider = {
    code: code ?? `studio-${process.pid}-${providerCount}`,
    privateKey,
    publicKeyPem: publicKeyPem(privateKey),
  };
  await gaming.registerProvider(gaming.database.db, {
    code: provider.code,
    name: `Studio ${provider.code}`,
    publicKeyPem: provider.publicKeyPem,
  });
  return provider;
}

export interface RawAnswer {
  readonly statusCode: number;
  readonly body: string;
  readonly signature: string | undefined;
  readonly contentType: string | undefined;
}

export type Transport = (path: string, body: string, headers: Record<string, string>) => Promise<RawAnswer>;

export function injectTransport(app: FastifyInstance): Transport {
  return async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, payload: body, headers });
    const signature = response.headers[signatureHeader];
    return {
      statusCode: response.statusCode,
      body: response.body,
      signature: typeof signature === 'string' ? signature : undefined,
      contentType: response.headers['content-type']?.toString(),
    };
  };
}

export function httpTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  return async (path, body, headers) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      statusCode: response.status,
      body: await response.text(),
      signature: response.headers.get(signatureHeader) ?? undefined,
      contentType: response.headers.get('content-type') ?? undefined,
    };
  };
}

export interface CallOptions {
  /** Sign with this key instead of the provider's (a forged request). */
  readonly signWith?: KeyObject;
  /** Send this signature header instead (null: none at all). */
  readonly signature?: string | null;
  readonly providerCode?: string;
  readonly contentType?: string;
}

export interface Answer {
  readonly reply: WalletApiReply;
  /** The platform's signature over the answer checked out. */
  readonly verified: boolean;
  readonly raw: RawAnswer;
}

export class WalletApiClient {
  private readonly platformKey: KeyObject;

  constructor(
    private readonly transport: Transport,
    private readonly provider: TestProvider,
    platformPublicKeyPem: string,
  ) {
    this.platformKey = createPublicKey(platformPublicKeyPem);
  }

  /** Signs `body` (an object, or raw text sent as is) and posts it to the operation's path. */
  async call(
    operation: WalletApiOperation,
    body: object | string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
    const signature =
      options.signature === undefined
        ? signBody(text, options.signWith ?? this.provider.privateKey)
        : options.signature;
    if (signature !== null) headers[signatureHeader] = signature;
    if (options.providerCode) headers[providerHeader] = options.providerCode;
    const raw = await this.transport(walletApiPaths[operation], text, headers);
    return {
      raw,
      reply: walletApiReply.parse(JSON.parse(raw.body)),
      verified: verifyBody(raw.body, raw.signature, this.platformKey),
    };
  }
}

/** EUR cents as a wire amount (units x 100000). */
export function wire(cents: number): number {
  return cents * 1000;
}

export interface SessionFacts {
  readonly token: string;
  readonly user: string;
  readonly gameCode: string;
  readonly currency: string;
}

export function betBody(
  session: SessionFacts,
  cents: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user: session.user,
    transaction_uuid: randomUUID(),
    supplier_transaction_id: randomUUID(),
    token: session.token,
    round: randomUUID(),
    round_closed: false,
    request_uuid: randomUUID(),
    game_code: session.gameCode,
    currency: session.currency,
    amount: wire(cents),
    bet: null,
    is_free: false,
    meta: null,
    ...overrides,
  };
}

export function winBody(
  session: SessionFacts,
  bet: Record<string, unknown>,
  cents: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ...betBody(session, cents),
    round: bet.round,
    round_closed: true,
    reference_transaction_uuid: bet.transaction_uuid,
    ...overrides,
  };
}

export function rollbackBody(
  session: SessionFacts,
  reference: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user: session.user,
    transaction_uuid: randomUUID(),
    token: session.token,
    request_uuid: randomUUID(),
    reference_transaction_uuid: reference.transaction_uuid,
    round: reference.round,
    round_closed: true,
    game_code: session.gameCode,
    meta: null,
    ...overrides,
  };
}

/**
 * A player's game session played through the gaming service's provider wallet, as a studio's calls would
 * reach it (without HTTP and signatures): each call must answer RS_OK; a bet answers its body, which the
 * win or the rollback of that bet names.
 */
export async function gamingTable(
  gaming: GamingService,
  providerCode: string,
  playerId: number,
  gameCode: string,
) {
  const opened = await gaming.openGameSession({ playerId, providerCode, gameCode });
  const facts = { token: opened.token, user: opened.user, gameCode, currency: opened.currency };
  const studio = await gaming.providerByCode(providerCode);
  if (!studio) throw new Error('the test provider is not registered');
  const ok = (outcome: { status: string }) => {
    if (outcome.status !== 'RS_OK') throw new Error(`wallet API answered ${outcome.status}`);
  };
  const session = () => gaming.findSession(opened.token);
  return {
    currency: opened.currency,
    async bet(cents: number) {
      const body = betBody(facts, cents);
      ok(await gaming.placeBet(studio, await session(), betRequest.parse(body)));
      return body;
    },
    async win(placed: Record<string, unknown>, cents: number) {
      ok(await gaming.settleWin(studio, await session(), winRequest.parse(winBody(facts, placed, cents))));
    },
    async rollback(placed: Record<string, unknown>) {
      ok(await gaming.rollback(studio, await session(), rollbackRequest.parse(rollbackBody(facts, placed))));
    },
  };
}
