// Cashier helpers for tests: players with a name (payments need one), deposits through the sandbox
// gateway's hosted page, and the balance and finance history as the player sees them.
import { balanceReply, financeHistoryReply } from '@reelvault/contract/calls/wallet';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbExecutor } from '../src/db/database';
import { signWebhook, sandboxSignatureHeader } from '../src/modules/cashier/gateways/webhook-signature';
import { notificationPaths } from '../src/modules/cashier/routes';
import { deposits } from '../src/modules/cashier/schema';
import { bearer, registerPlayer, testIp, type TestPlayer } from './players';

/** A registered player with a name on the profile. */
export async function namedPlayer(app: FastifyInstance, name = 'Maria Papadopoulou'): Promise<TestPlayer> {
  const player = await registerPlayer(app);
  const named = await app.inject({
    method: 'POST',
    url: '/api/user/profile/update',
    headers: bearer(player.token),
    payload: { name, address: 'Ermou 1', city: 'Athens' },
  });
  expect(named.statusCode, named.body).toBe(200);
  return player;
}

export function startDeposit(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = { payment_id: 2922, py_id: 1200, amount: '100', description: '1' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/deposit/payop',
    headers: bearer(token),
    payload: body,
    remoteAddress: testIp(),
  });
}

/** The sandbox page's id from the payment URL a deposit answered. */
export function sandboxPaymentPath(url: string): string {
  return new URL(url).pathname;
}

/** The payer's decision on the sandbox gateway's hosted page (a browser's form post). */
export function decideOnSandboxPage(app: FastifyInstance, path: string, decision: 'approve' | 'decline') {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** Starts a deposit of `amount` and decides it on the sandbox page; the deposit id. */
export async function depositThroughSandbox(
  app: FastifyInstance,
  token: string,
  amount: string,
  decision: 'approve' | 'decline' = 'approve',
): Promise<string> {
  const started = await startDeposit(app, token, { payment_id: 2922, py_id: 1200, amount });
  expect(started.statusCode, started.body).toBe(200);
  const { data } = started.json() as { data: { url: string; deposit: { id: string } } };
  const decided = await decideOnSandboxPage(app, sandboxPaymentPath(data.url), decision);
  expect(decided.statusCode, decided.body).toBe(303);
  return data.deposit.id;
}

export async function cashBalance(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return balanceReply.parse(response.json()).balance;
}

export async function financeRows(app: FastifyInstance, token: string, query = '') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/account/history/finance${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return financeHistoryReply.parse(response.json()).data;
}

/** The sandbox gateway's webhook for a deposit it approved, delivered again and freshly signed with `secret`. */
export async function replaySandboxWebhook(
  app: FastifyInstance,
  db: DbExecutor,
  depositId: string,
  secret: string,
) {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, depositId));
  if (!row) throw new Error(`no deposit ${depositId}`);
  const body = JSON.stringify({
    id: row.gatewayReference,
    merchant_reference: depositId,
    status: 'approved',
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
  });
  return app.inject({
    method: 'POST',
    url: notificationPaths.sandbox,
    headers: {
      'content-type': 'application/json',
      [sandboxSignatureHeader]: signWebhook(Buffer.from(secret), Buffer.from(body), new Date()),
    },
    payload: body,
  });
}
