import * as backofficeCalls from '@reelvault/contract/calls/backoffice';
import { errorBody } from '@reelvault/contract/errors';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createSessionStore } from './session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(options: { token?: string; answer: () => Response }) {
  const session = createSessionStore(undefined);
  if (options.token) session.setToken(options.token);
  const requests: Request[] = [];
  const onSessionEnded = vi.fn();
  const client = createApiClient({
    fetch: async (input, init) => {
      requests.push(new Request(new URL(String(input), 'http://admin.test'), init));
      return options.answer();
    },
    session,
    language: () => 'en-GB',
    onSessionEnded,
  });
  return { client, session, requests, onSessionEnded };
}

const signIn = { email: 'ops@reelvault.test', password: 'not the password' };

describe('back-office api client', () => {
  it("sends the operator's token and the interface language on a call that needs a session", async () => {
    const { client, requests } = setup({
      token: 'operator-token',
      answer: () => json(200, { message: 'Bye.' }),
    });
    await client.call(backofficeCalls.adminLogout);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer operator-token');
    expect(requests[0]?.headers.get('accept-language')).toBe('en-GB');
  });

  it('leaves out the filters a form left empty', async () => {
    const reply = { data: [], pagination: { page: 1, per_page: 50, total: 0, total_pages: 0 } };
    const { client, requests } = setup({ token: 't', answer: () => json(200, reply) });
    await client
      .call(backofficeCalls.adminWithdrawals, { query: { status: 'pending', page: 2 } })
      .catch(() => {});
    await client.call(backofficeCalls.adminAuditLog, { query: { action: '' } }).catch(() => {});
    expect(new URL(requests[0]?.url ?? '').search).toBe('?status=pending&page=2');
    expect(new URL(requests[1]?.url ?? '').search).toBe('');
  });

  it('ends the session on a 401 of a call that carried the token', async () => {
    const { client, session, onSessionEnded } = setup({
      token: 'expired',
      answer: () => json(401, errorBody('UNAUTHENTICATED')),
    });
    await expect(client.call(backofficeCalls.adminLogout)).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the sign-in call answers 401, and sends it no token', async () => {
    const { client, session, requests, onSessionEnded } = setup({
      token: 'still-valid',
      answer: () => json(401, errorBody('UNAUTHENTICATED')),
    });
    await expect(client.call(backofficeCalls.adminLogin, { body: signIn })).rejects.toMatchObject({
      status: 401,
    });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(session.getToken()).toBe('still-valid');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
