// Operator management over HTTP: each role allowed or refused as the matrix says (players and strangers
// always 401), `GET /api/admin/me` with the role's permissions, a new operator's first sign-in enrolling
// two-factor, deactivation ending sessions and answering the login like a wrong password, a two-factor
// reset, the last active administrator kept, and every change in the audit log without a secret.
import {
  adminLogin as adminLogin_,
  adminMe,
  adminPermissions,
  adminRoles,
  type AdminRole,
} from '@reelvault/contract/calls/backoffice';
import {
  adminCreateOperator,
  adminEnrolment,
  adminOperators,
} from '@reelvault/contract/calls/backoffice-operators';
import { errorBodySchema } from '@reelvault/contract/errors';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminLogin, asOperator, operator, totpCode, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { registerPlayer } from '../../../test/players';

const errorOf = (body: unknown) => errorBodySchema.parse(body).error;
const inAMoment = () => new Date(Date.now() + 30_000);

/** The first sign-in of an operator an administrator created: enrolment, then the session's token. */
async function firstSignIn(app: FastifyInstance, email: string, password: string) {
  const login = await adminLogin(app, { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const body = adminLogin_.reply.parse(login.json());
  if (!body.enrolment_required) throw new Error('expected the enrolment step');
  const ticket = body.enrolment_ticket;
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/enrol',
    payload: { enrolment_ticket: ticket },
  });
  const { secret } = adminEnrolment.parse((started.json() as { data: unknown }).data);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/enrol/confirm',
    payload: { enrolment_ticket: ticket, code: await totpCode(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { token: (confirmed.json() as { access_token: string }).access_token, secret };
}

describe('operators', () => {
  const ctx = useTestApp();

  it('answers each role its permissions and lets only administrators manage operators', async () => {
    const staff = new Map<AdminRole, TestOperator>();
    for (const role of adminRoles) staff.set(role, await operator(ctx.app, role));
    const admin = staff.get('admin') as TestOperator;
    const target = await operator(ctx.app, 'support');
    const expected: Record<AdminRole, string[]> = {
      admin: Object.keys(adminPermissions),
      finance: [
        'dashboard.read',
        'reports.read',
        'players.read',
        'players.note',
        'adjustments.request',
        'adjustments.decide',
        'withdrawals.read',
        'withdrawals.decide',
        'deposits.resolve',
        'bonuses.read',
        'bonuses.manage',
        'bonuses.grant',
        'payments.read',
        'payments.manage',
      ],
      compliance: [
        'dashboard.read',
        'reports.read',
        'reports.manage',
        'players.read',
        'players.note',
        'players.security',
        'players.status',
        'players.limits',
        'withdrawals.read',
        'audit.read',
        'kyc.review',
        'bonuses.read',
        'payments.read',
        'support.block',
        'content.read',
        'catalogue.read',
      ],
      support: [
        'players.read',
        'players.note',
        'players.security',
        'reviews.decide',
        'bonuses.read',
        'bonuses.grant',
        'support.read',
        'support.reply',
        'support.block',
      ],
      content: ['content.read', 'content.manage', 'catalogue.read', 'catalogue.manage'],
    };
    for (const role of adminRoles) {
      const me = adminMe.reply.parse(
        (await asOperator(ctx.app, staff.get(role)?.token ?? '', 'GET', '/api/admin/me')).json(),
      );
      expect(me.data, role).toMatchObject({ role, permissions: expected[role] });
    }

    const calls: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
      ['/api/admin/operators', 'GET'],
      ['/api/admin/operators', 'POST', { email: 'matrix.new@ops.test', role: 'support' }],
      [`/api/admin/operators/${target.id}/role`, 'POST', { role: 'content' }],
      [`/api/admin/operators/${target.id}/deactivate`, 'POST'],
      [`/api/admin/operators/${target.id}/reactivate`, 'POST'],
      [`/api/admin/operators/${target.id}/reset-two-factor`, 'POST'],
    ];
    const player = await registerPlayer(ctx.app);
    for (const [url, method, payload] of calls) {
      for (const role of adminRoles.filter((name) => name !== 'admin')) {
        const refused = await asOperator(ctx.app, staff.get(role)?.token ?? '', method, url, payload);
        expect(refused.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(errorOf(refused.json())).toBe('ADMIN_FORBIDDEN');
      }
      expect((await asOperator(ctx.app, player.token, method, url, payload)).statusCode, url).toBe(401);
      expect((await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
      const allowed = await asOperator(ctx.app, admin.token, method, url, payload);
      expect(allowed.statusCode, `admin ${method} ${url}: ${allowed.body}`).toBe(
        method === 'POST' && url === '/api/admin/operators' ? 201 : 200,
      );
    }
  });

  it('creates an operator whose first sign-in enrols two-factor; the list shows it', async () => {
    const admin = await operator(ctx.app, 'admin');
    const created = await asOperator(ctx.app, admin.token, 'POST', '/api/admin/operators', {
      email: 'new.content@ops.test',
      role: 'content',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = adminCreateOperator.reply.parse(created.json());
    expect(reply.data).toMatchObject({
      role: 'content',
      active: true,
      two_factor_enrolled: false,
      last_login_at: null,
    });
    expect(reply.password.length).toBeGreaterThanOrEqual(12);

    const { token } = await firstSignIn(ctx.app, 'new.content@ops.test', reply.password);
    expect((await asOperator(ctx.app, token, 'GET', '/api/admin/me')).json()).toMatchObject({
      data: {
        email: 'new.content@ops.test',
        role: 'content',
        permissions: ['content.read', 'content.manage', 'catalogue.read', 'catalogue.manage'],
      },
    });
    const list = adminOperators.reply.parse(
      (await asOperator(ctx.app, admin.token, 'GET', '/api/admin/operators?per_page=100')).json(),
    );
    const row = list.data.find((operatorRow) => operatorRow.id === reply.data.id);
    expect(row).toMatchObject({ two_factor_enrolled: true, active: true, last_login_at: expect.any(String) });

    const audit = await asOperator(
      ctx.app,
      admin.token,
      'GET',
      `/api/admin/audit-log?target_id=${reply.data.id}`,
    );
    const entries = (audit.json() as { data: { action: string; after: Record<string, unknown> | null }[] })
      .data;
    expect(entries.find((entry) => entry.action === 'operator.create')?.after).toEqual({
      id: reply.data.id,
      email: 'new.content@ops.test',
      role: 'content',
      active: true,
      two_factor_enrolled: false,
    });
    expect(audit.body).not.toContain(reply.password);

    const invalid = [
      [{ email: 'new.content@ops.test', role: 'support' }, 'email'],
      [{ email: 'not-an-email', role: 'support' }, 'email'],
      [{ email: 'x@ops.test', role: 'owner' }, 'role'],
    ] as const;
    for (const [payload, field] of invalid) {
      const refused = await asOperator(ctx.app, admin.token, 'POST', '/api/admin/operators', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors?.[field]).toHaveLength(1);
    }
    expect(
      (await asOperator(ctx.app, admin.token, 'POST', '/api/admin/operators/999999/deactivate')).statusCode,
    ).toBe(404);
    expect(
      (await asOperator(ctx.app, admin.token, 'POST', '/api/admin/operators/abc/deactivate')).statusCode,
    ).toBe(422);
  });

  it('deactivation ends sessions and refuses the login like a wrong password; reactivation undoes it', async () => {
    const admin = await operator(ctx.app, 'admin');
    const finance = await operator(ctx.app, 'finance');
    expect((await asOperator(ctx.app, finance.token, 'GET', '/api/admin/withdrawals')).statusCode).toBe(200);

    const deactivated = await asOperator(
      ctx.app,
      admin.token,
      'POST',
      `/api/admin/operators/${finance.id}/deactivate`,
    );
    expect(deactivated.json()).toMatchObject({ data: { active: false } });
    expect((await asOperator(ctx.app, finance.token, 'GET', '/api/admin/withdrawals')).statusCode).toBe(401);
    const code = await totpCode(finance.totpSecret, inAMoment());
    const refused = await adminLogin(ctx.app, { email: finance.email, password: finance.password, code });
    const wrongPassword = await adminLogin(ctx.app, {
      email: finance.email,
      password: 'not-the-password',
      code,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrongPassword.json());

    await asOperator(ctx.app, admin.token, 'POST', `/api/admin/operators/${finance.id}/reactivate`);
    const back = await adminLogin(ctx.app, { email: finance.email, password: finance.password, code });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a two-factor reset ends sessions; the next sign-in enrols a new authenticator', async () => {
    const admin = await operator(ctx.app, 'admin');
    const compliance = await operator(ctx.app, 'compliance');
    const reset = await asOperator(
      ctx.app,
      admin.token,
      'POST',
      `/api/admin/operators/${compliance.id}/reset-two-factor`,
    );
    expect(reset.json()).toMatchObject({ data: { two_factor_enrolled: false } });
    expect((await asOperator(ctx.app, compliance.token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    const { secret, token } = await firstSignIn(ctx.app, compliance.email, compliance.password);
    expect(secret).not.toBe(compliance.totpSecret);
    expect((await asOperator(ctx.app, token, 'GET', '/api/admin/audit-log')).statusCode).toBe(200);
  });
});

describe('the last active administrator', () => {
  const ctx = useTestApp();

  it('can neither deactivate nor demote themselves, and two administrators cannot remove each other', async () => {
    const only = await operator(ctx.app, 'admin');
    for (const [url, payload] of [
      [`/api/admin/operators/${only.id}/deactivate`, undefined],
      [`/api/admin/operators/${only.id}/role`, { role: 'finance' }],
    ] as const) {
      const refused = await asOperator(ctx.app, only.token, 'POST', url, payload);
      expect(refused.statusCode, url).toBe(409);
      expect(errorOf(refused.json())).toBe('ADMIN_LAST_ADMIN');
    }

    const second = await operator(ctx.app, 'admin');
    const [one, two] = await Promise.all([
      asOperator(ctx.app, only.token, 'POST', `/api/admin/operators/${second.id}/deactivate`),
      asOperator(ctx.app, second.token, 'POST', `/api/admin/operators/${only.id}/deactivate`),
    ]);
    const statuses = [one.statusCode, two.statusCode];
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    const list = adminOperators.reply.parse(
      (
        await asOperator(
          ctx.app,
          one.statusCode === 200 ? only.token : second.token,
          'GET',
          '/api/admin/operators',
        )
      ).json(),
    );
    expect(list.data.filter((row) => row.role === 'admin' && row.active)).toHaveLength(1);
  });
});
