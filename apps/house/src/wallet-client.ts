// The studio's side of the provider wallet API: every request is signed with the studio's private key
// (RSA-SHA256 over the exact body) and every answer is checked against the platform's public key before it
// is believed. An answer that is missing, unsigned, badly signed or RS_ERROR_UNKNOWN is "unknown": the
// request may or may not have taken effect, so it is sent again with the same transaction id or undone.
import { createPrivateKey, createPublicKey, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import {
  providerHeader,
  signatureHeader,
  walletApiPaths,
  walletApiReply,
  type WalletApiOperation,
  type WalletApiReply,
  type WalletApiStatus,
} from '@reelvault/contract/calls/wallet-api';

/** The bytes of an answer, however they travelled. */
export interface WalletAnswerBytes {
  readonly statusCode: number;
  readonly body: string;
  readonly signature: string | undefined;
}

/** Carries a signed request to the platform: over HTTP, or in-process through Fastify's inject. */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Readonly<Record<string, string>>,
) => Promise<WalletAnswerBytes>;

/** Something that can answer a request in-process (a Fastify instance). */
export interface InjectTarget {
  inject(options: {
    method: 'POST';
    url: string;
    payload: string;
    headers: Record<string, string>;
  }): PromiseLike<{ statusCode: number; body: string; headers: Record<string, unknown> }>;
}

/** In-process: the request runs through the platform's HTTP pipeline (routing, raw body, signature check). */
export function injectTransport(target: InjectTarget): WalletTransport {
  return async (path, body, headers) => {
    const response = await target.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { ...headers },
    });
    const signature = response.headers[signatureHeader];
    return {
      statusCode: response.statusCode,
      body: response.body,
      signature: typeof signature === 'string' ? signature : undefined,
    };
  };
}

/** Over HTTP to a platform at `baseUrl` (the studio run as a process of its own). */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): WalletTransport {
  return async (path, body, headers) => {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      statusCode: response.status,
      body: await response.text(),
      signature: response.headers.get(signatureHeader) ?? undefined,
    };
  };
}

export type WalletResult =
  | { readonly kind: 'answered'; readonly status: WalletApiStatus; readonly balance: bigint | null }
  | { readonly kind: 'unknown'; readonly problem: string };

export interface WalletKeys {
  /** The studio's RSA private key (PEM). */
  readonly privateKeyPem: string;
  /** The platform's RSA public key (PEM), which signs the answers. */
  readonly platformPublicKeyPem: string;
}

/** Who and what a call is about: the launch's wallet session. */
export interface WalletSession {
  readonly user: string;
  readonly token: string;
  readonly currency: string;
  readonly gameCode: string;
}

export interface MoneyCall {
  readonly transactionUuid: string;
  readonly round: string;
  readonly amount: bigint;
  readonly roundClosed: boolean;
}

function wireNumber(amount: bigint): number {
  if (amount < 0n || amount > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${amount} cannot be sent`);
  return Number(amount);
}

/** The platform's answer, trusted only when it is signed by the platform and reads as the API says. */
function readAnswer(answer: WalletAnswerBytes, platformKey: KeyObject): WalletResult {
  if (answer.statusCode !== 200) return { kind: 'unknown', problem: `HTTP ${answer.statusCode}` };
  let signed = false;
  try {
    signed =
      answer.signature !== undefined &&
      verify(
        'sha256',
        Buffer.from(answer.body, 'utf8'),
        platformKey,
        Buffer.from(answer.signature, 'base64'),
      );
  } catch {
    signed = false;
  }
  if (!signed) return { kind: 'unknown', problem: 'the answer is not signed by the platform' };
  let reply: WalletApiReply;
  try {
    reply = walletApiReply.parse(JSON.parse(answer.body));
  } catch {
    return { kind: 'unknown', problem: 'the answer cannot be read' };
  }
  if (reply.status === 'RS_ERROR_UNKNOWN') return { kind: 'unknown', problem: 'RS_ERROR_UNKNOWN' };
  return {
    kind: 'answered',
    status: reply.status,
    balance: reply.balance === undefined ? null : BigInt(reply.balance),
  };
}

export function createWalletClient(transport: WalletTransport, keys: WalletKeys, providerCode: string) {
  const privateKey: KeyObject = createPrivateKey(keys.privateKeyPem);
  const platformKey: KeyObject = createPublicKey(keys.platformPublicKeyPem);

  async function call(
    operation: WalletApiOperation,
    request: Record<string, unknown>,
  ): Promise<WalletResult> {
    const body = JSON.stringify(request);
    const headers = {
      'content-type': 'application/json',
      [signatureHeader]: sign('sha256', Buffer.from(body, 'utf8'), privateKey).toString('base64'),
      [providerHeader]: providerCode,
    };
    let answer: WalletAnswerBytes;
    try {
      answer = await transport(walletApiPaths[operation], body, headers);
    } catch (error) {
      return {
        kind: 'unknown',
        problem: `no answer: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    return readAnswer(answer, platformKey);
  }

  const common = (session: WalletSession) => ({
    user: session.user,
    token: session.token,
    request_uuid: randomUUID(),
    game_code: session.gameCode,
  });

  return {
    balance(session: WalletSession): Promise<WalletResult> {
      return call('balance', common(session));
    },

    bet(session: WalletSession, bet: MoneyCall): Promise<WalletResult> {
      return call('bet', {
        ...common(session),
        transaction_uuid: bet.transactionUuid,
        supplier_transaction_id: bet.transactionUuid,
        round: bet.round,
        round_closed: bet.roundClosed,
        currency: session.currency,
        amount: wireNumber(bet.amount),
        bet: null,
        is_free: false,
        meta: null,
      });
    },

    win(session: WalletSession, win: MoneyCall & { readonly betUuid: string }): Promise<WalletResult> {
      return call('win', {
        ...common(session),
        transaction_uuid: win.transactionUuid,
        supplier_transaction_id: win.transactionUuid,
        reference_transaction_uuid: win.betUuid,
        round: win.round,
        round_closed: win.roundClosed,
        currency: session.currency,
        amount: wireNumber(win.amount),
        bet: null,
        is_free: false,
        meta: null,
      });
    },

    /**
     * The bet and the win of a one-step round in one call (Reelvault's extension, decision 0312), each with
     * its own transaction id: a retry with the same ids is answered as the first and pays once.
     */
    betWin(
      session: WalletSession,
      spin: {
        betUuid: string;
        winUuid: string;
        round: string;
        stake: bigint;
        payout: bigint;
        /** A free round (decision 1113): its reward; the stake is then only named in `bet`, none is taken. */
        rewardUuid?: string | null;
      },
    ): Promise<WalletResult> {
      const free = spin.rewardUuid ? { rewardUuid: spin.rewardUuid } : undefined;
      return call('betWin', {
        ...common(session),
        transaction_uuid: spin.betUuid,
        supplier_transaction_id: spin.betUuid,
        round: spin.round,
        round_closed: true,
        currency: session.currency,
        amount: free ? 0 : wireNumber(spin.stake),
        win_transaction_uuid: spin.winUuid,
        win_amount: wireNumber(spin.payout),
        bet: free ? wireNumber(spin.stake).toString() : null,
        is_free: free !== undefined,
        ...(free ? { reward_uuid: free.rewardUuid } : {}),
        meta: null,
      });
    },

    rollback(
      session: WalletSession,
      rollback: { transactionUuid: string; betUuid: string; round: string },
    ): Promise<WalletResult> {
      return call('rollback', {
        ...common(session),
        transaction_uuid: rollback.transactionUuid,
        reference_transaction_uuid: rollback.betUuid,
        round: rollback.round,
        round_closed: true,
        meta: null,
      });
    },
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
