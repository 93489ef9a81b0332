// Cashier helpers for the browser tests: a player's own API session, money put on the account through the
// sandbox gateway (the deposit call, then the payer's approval on the hosted page, as a browser posts
// it), and the back-office calls an operator makes (with the token the global setup obtained).
import { expect, type APIRequestContext } from '@playwright/test';
import type { Player } from './players';

export async function apiToken(request: APIRequestContext, player: Player): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Deposits `amount` through the sandbox gateway and approves it on the hosted page. */
export async function depositThroughSandbox(
  request: APIRequestContext,
  token: string,
  amount: string,
): Promise<void> {
  const started = await request.post('/api/account/deposit/payop', {
    headers: { authorization: `Bearer ${token}` },
    data: { payment_id: 2922, py_id: 1200, amount, description: '1', method: 'payz' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { data } = (await started.json()) as { data: { url: string } };
  const approved = await request.post(new URL(data.url).pathname, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
}

function operatorHeaders() {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: the global setup logs the operator in');
  return { authorization: `Bearer ${token}` };
}

/** The pending withdrawal of a player, as the back office lists it. */
export async function pendingWithdrawalOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get('/api/admin/withdrawals?status=pending&per_page=100', {
    headers: operatorHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; player: { username: string } }[] };
  const found = data.find((row) => row.player.username === username);
  if (!found) throw new Error(`no pending withdrawal of ${username}`);
  return found.id;
}

export async function operatorDecides(
  request: APIRequestContext,
  withdrawalId: string,
  action: 'approve' | 'confirm-payout' | 'reject',
  data: Record<string, string> = {},
): Promise<void> {
  const response = await request.post(`/api/admin/withdrawals/${withdrawalId}/${action}`, {
    headers: operatorHeaders(),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}
