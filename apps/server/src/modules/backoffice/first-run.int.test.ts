// The first run over HTTP: `GET /api/admin/setup` and `POST /api/admin/setup` open only to the machine
// itself (loopback, no visitor named by a proxy) while no operator exists; two setups at once make one
// administrator; the administrator enrols two-factor before any session exists, with an authenticator's
// code (otplib), and then signs in as any operator does.
import { adminEnrolment, adminSetupStatus } from '@reelvault/contract/calls/backoffice-operators';
import {
  adminLogin as adminLoginRoute,
  adminMe,
  adminPermissions,
  adminSession,
} from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminLogin, asOperator, totpCode } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { adminUsers } from './schema';

const first = { email: 'owner@casino.test', password: 'the-first-admin-password' };

function setupStatus(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/admin/setup', remoteAddress, headers });
}

function setup(
  app: FastifyInstance,
  remoteAddress: string,
  payload: Record<string, unknown> = first,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/admin/setup', remoteAddress, headers, payload });
}

const errorOf = (body: unknown) => errorBodySchema.parse(body).error;

describe('first run', () => {
  const ctx = useTestApp();

  it('is offered to the machine itself only', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const status = await setupStatus(ctx.app, address);
      expect(adminSetupStatus.reply.parse(status.json()), address).toEqual({ open: true, reason: null });
    }
    const remote = await setupStatus(ctx.app, '203.0.113.9');
    expect(remote.json()).toEqual({ open: false, reason: 'not_local' });
    // A proxy on this machine passing on a visitor from elsewhere.
    const proxied = await setupStatus(ctx.app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(proxied.json()).toEqual({ open: false, reason: 'not_local' });

    const refused = await setup(ctx.app, '203.0.113.9');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused.json())).toBe('ADMIN_SETUP_LOCAL_ONLY');
    const viaProxy = await setup(ctx.app, '127.0.0.1', first, { 'x-forwarded-for': '198.51.100.7' });
    expect(viaProxy.statusCode).toBe(403);
    expect(errorOf(viaProxy.json())).toBe('ADMIN_SETUP_LOCAL_ONLY');
    const short = await setup(ctx.app, '127.0.0.1', { ...first, password: 'elevenchars' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [expect.stringContaining('12')] } });
    const [row] = await ctx.database.db.select({ n: count() }).from(adminUsers);
    expect(Number(row?.n)).toBe(0);
  });

  it('makes one administrator of two setups at once, enrolled before any session exists', async () => {
    const [one, two] = await Promise.all([
      setup(ctx.app, '127.0.0.1'),
      setup(ctx.app, '::1', { email: 'rival@casino.test', password: 'another-long-password' }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([201, 403]);
    const loser = one.statusCode === 403 ? one : two;
    expect(errorOf(loser.json())).toBe('ADMIN_SETUP_CLOSED');
    const winner = one.statusCode === 201 ? one : two;
    const rows = await ctx.database.db.select().from(adminUsers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin', totpSecret: null });

    const enrolment = adminEnrolment.parse((winner.json() as { data: unknown }).data);
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauth_uri).toContain('issuer=Reelvault');
    const email = rows[0]?.email ?? '';
    const password = email === first.email ? first.password : 'another-long-password';

    // No session yet: the password alone asks for the enrolment again.
    const login = await adminLogin(ctx.app, { email, password });
    expect(login.statusCode, login.body).toBe(200);
    const loginReply = adminLoginRoute.reply.parse(login.json());
    if (!loginReply.enrolment_required) throw new Error('expected the enrolment step');
    expect(login.body).not.toContain('access_token');
    const ticket = loginReply.enrolment_ticket;
    // The login's newer ticket replaced the setup's.
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/enrol',
      payload: { enrolment_ticket: enrolment.enrolment_ticket },
    });
    expect(errorOf(stale.json())).toBe('AUTH_ENROLMENT_INVALID');
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/enrol',
      payload: { enrolment_ticket: ticket },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = adminEnrolment.parse((started.json() as { data: unknown }).data);

    const code = await totpCode(secret);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/enrol/confirm',
      payload: { enrolment_ticket: ticket, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.json())).toBe('AUTH_2FA_INVALID');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/enrol/confirm',
      payload: { enrolment_ticket: ticket, code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = adminSession.parse(confirmed.json());
    expect(session.admin).toMatchObject({ email, role: 'admin' });

    const me = adminMe.reply.parse(
      (await asOperator(ctx.app, session.access_token, 'GET', '/api/admin/me')).json(),
    );
    expect(me.data.permissions).toEqual(Object.keys(adminPermissions));
    expect((await setupStatus(ctx.app, '127.0.0.1')).json()).toEqual({
      open: false,
      reason: 'operators_exist',
    });
    const again = await setup(ctx.app, '127.0.0.1', {
      email: 'late@casino.test',
      password: 'a-late-password',
    });
    expect(again.statusCode).toBe(403);
    expect(errorOf(again.json())).toBe('ADMIN_SETUP_CLOSED');

    // From now on: password and code, as for any operator (the next time step's code).
    const next = await adminLogin(ctx.app, {
      email,
      password,
      code: await totpCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(next.statusCode, next.body).toBe(200);
    const audit = await asOperator(
      ctx.app,
      session.access_token,
      'GET',
      `/api/admin/audit-log?target_id=${rows[0]?.id}`,
    );
    const actions = (audit.json() as { data: { action: string }[] }).data.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'admin.setup',
        'admin.two_factor_enrolled',
        'admin.login',
        'admin.login_failed',
      ]),
    );
    expect(audit.body).not.toContain(secret);
    expect(audit.body).not.toContain(password);
  });
});

describe('first run behind a trusted proxy', () => {
  const ctx = useTestApp({ TRUST_PROXY: 'true' });

  it('takes the visitor the proxy names, never the proxy, as the caller', async () => {
    const proxied = await setupStatus(ctx.app, '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' });
    expect(proxied.json()).toEqual({ open: false, reason: 'not_local' });
    const refused = await setup(ctx.app, '127.0.0.1', first, { 'x-forwarded-for': '198.51.100.7' });
    expect(errorOf(refused.json())).toBe('ADMIN_SETUP_LOCAL_ONLY');
    expect((await setupStatus(ctx.app, '127.0.0.1')).json()).toEqual({ open: true, reason: null });
  });
});
