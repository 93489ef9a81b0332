// The provider wallet API on the wire (Hub88-compatible): reads the raw body, finds the provider whose key
// must have signed it, checks the signature and the fields, runs the call, and signs the answer with the
// platform's key. Every answer is HTTP 200 with a `status`; nothing here throws to the caller.
import type { KeyObject } from 'node:crypto';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import {
  walletApiRequests as schemas,
  type WalletApiOperation,
  type WalletApiStatus,
} from '@reelvault/contract/calls/wallet-api';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { minorToWire } from './amounts';
import type { GameProvider, GamingService, WalletOutcome } from './service';
import type { SessionRow } from './repository';
import { signBodyOffThread, verifyBody } from './signatures';

export interface WalletApiHeaders {
  readonly signature: string | undefined;
  readonly providerCode: string | undefined;
}

export interface SignedAnswer {
  readonly body: string;
  readonly signature: string;
  /** For logs and tests: the status in the body. */
  readonly status: WalletApiStatus;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textField(body: JsonObject | undefined, field: string): string | null {
  const value = body?.[field];
  return typeof value === 'string' ? value : null;
}

/** A missing field is a syntax error; a field of the wrong type (or out of range) is a type error. */
function shapeStatus(body: JsonObject, error: z.ZodError): WalletApiStatus {
  const missing = error.issues.some((issue) => {
    let value: unknown = body;
    for (const key of issue.path) value = isObject(value) ? value[String(key)] : undefined;
    return value === undefined;
  });
  return missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES';
}

/** JSON with the balance written as an exact integer. */
function answerJson(answer: JsonObject, balance: bigint | undefined): string {
  const json = JSON.stringify(answer);
  if (balance === undefined) return json;
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"balance":${balance.toString()}}`;
}

export function createWalletApi(gaming: GamingService, signingKey: KeyObject, log?: FastifyBaseLogger) {
  async function signed(body: JsonObject | undefined, outcome: WalletOutcome): Promise<SignedAnswer> {
    const currency = outcome.currency ? findCurrency(outcome.currency) : undefined;
    const fields: JsonObject = {
      user: textField(body, 'user'),
      status: outcome.status,
      request_uuid: textField(body, 'request_uuid'),
    };
    if (currency) fields.currency = currency.code;
    const balance =
      currency && outcome.balance !== undefined ? minorToWire(outcome.balance, currency.exponent) : undefined;
    const text = answerJson(fields, balance);
    return { body: text, signature: await signBodyOffThread(text, signingKey), status: outcome.status };
  }

  /** The providers whose key may have signed this request, and the session its token names. */
  async function candidates(
    operation: WalletApiOperation,
    body: JsonObject,
    providerCode: string | undefined,
  ): Promise<{ providers: GameProvider[]; session: SessionRow | undefined } | WalletApiStatus> {
    const token = textField(body, 'token');
    // Wins and rollbacks settle on an ended session too; the others need to know whether it ended now.
    const current = operation !== 'win' && operation !== 'rollback';
    const session = token ? await gaming.findSession(token, { current }) : undefined;
    if (providerCode !== undefined) {
      const provider = await gaming.providerByCode(providerCode);
      return provider ? { providers: [provider], session } : 'RS_ERROR_INVALID_PARTNER';
    }
    if (session) {
      const provider = await gaming.providerById(session.providerId);
      return provider ? { providers: [provider], session } : 'RS_ERROR_INVALID_PARTNER';
    }
    if (token) return 'RS_ERROR_INVALID_TOKEN';
    // No token (user/info): providers are few; the one whose key verifies is the caller.
    return { providers: await gaming.activeProviders(), session: undefined };
  }

  async function run(
    operation: WalletApiOperation,
    rawBody: Buffer,
    headers: WalletApiHeaders,
  ): Promise<{ body: JsonObject | undefined; outcome: WalletOutcome }> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return { body: undefined, outcome: { status: 'RS_ERROR_WRONG_SYNTAX' } };
    }
    if (!isObject(parsed)) return { body: undefined, outcome: { status: 'RS_ERROR_WRONG_SYNTAX' } };
    const body = parsed;
    const found = await candidates(operation, body, headers.providerCode);
    if (typeof found === 'string') return { body, outcome: { status: found } };
    const provider = found.providers.find((item) => verifyBody(rawBody, headers.signature, item.publicKey));
    if (!provider) return { body, outcome: { status: 'RS_ERROR_INVALID_SIGNATURE' } };
    const session = found.session;
    switch (operation) {
      case 'userInfo': {
        const request = schemas.userInfo.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.userInfo(provider, session, request.data) };
      }
      case 'balance': {
        const request = schemas.balance.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.balance(provider, session, request.data) };
      }
      case 'bet': {
        const request = schemas.bet.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.placeBet(provider, session, request.data) };
      }
      case 'win': {
        const request = schemas.win.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.settleWin(provider, session, request.data) };
      }
      case 'rollback': {
        const request = schemas.rollback.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.rollback(provider, session, request.data) };
      }
      case 'betWin': {
        const request = schemas.betWin.safeParse(body);
        if (!request.success) return { body, outcome: { status: shapeStatus(body, request.error) } };
        return { body, outcome: await gaming.betWin(provider, session, request.data) };
      }
    }
  }

  return {
    async handle(
      operation: WalletApiOperation,
      rawBody: Buffer,
      headers: WalletApiHeaders,
    ): Promise<SignedAnswer> {
      try {
        const { body, outcome } = await run(operation, rawBody, headers);
        return await signed(body, outcome);
      } catch (error) {
        log?.error({ err: error, operation }, 'wallet API call failed');
        let body: JsonObject | undefined;
        try {
          const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
          body = isObject(parsed) ? parsed : undefined;
        } catch {
          body = undefined;
        }
        return signed(body, { status: 'RS_ERROR_UNKNOWN' });
      }
    },
  };
}

export type WalletApi = ReturnType<typeof createWalletApi>;
