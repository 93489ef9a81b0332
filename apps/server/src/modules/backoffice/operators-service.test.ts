// Operator management's rules with in-memory storage: only administrators manage operators, a new operator
// gets a generated password and enrols two-factor at sign-in, deactivation and a two-factor reset end the
// operator's sessions, the back office never loses its last active administrator, and every change is
// audited without a secret.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryOperatorAccess } from '../../../test/memory/backoffice';
import { refusalOf } from '../../../test/memory/refusal';
import type { AuthenticatedAdmin } from '../../http/auth';
import { hashToken, issueToken } from '../../security/tokens';
import { createOperatorsService } from './operators-service';
import { createEnrolledOperator, createSessionsService } from './sessions-service';

const caller = { ip: '203.0.113.9', userAgent: 'test' };

function setup() {
  const access = memoryOperatorAccess();
  const { clock, repository } = access;
  const operators = createOperatorsService(access);
  const sessions = createSessionsService(access);
  /** An enrolled operator of `role` (as `admin:create` makes them), as a request's operator. */
  async function staff(role: AdminRole, email = `${role}.${repository.admins.length + 1}@ops.test`) {
    const created = await createEnrolledOperator(access, { email, role, password: 'a-long-password-1' });
    return { ...created.admin, sessionId: 'none' } satisfies AuthenticatedAdmin;
  }
  /** An open session of operator `adminId` (what a login leaves behind). */
  async function openSessionOf(adminId: number): Promise<string> {
    const { token, hash } = issueToken();
    await repository.insertSession(access.transactor.db, {
      id: `session-${repository.sessions.length + 1}`,
      adminId,
      tokenHash: hash,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 3_600_000),
    });
    return token;
  }
  return { clock, repository, operators, sessions, staff, openSessionOf };
}

describe('operator management', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('creates an operator with a generated password, not enrolled, audited without secrets', async () => {
    const admin = await t.staff('admin');
    const { operator, password } = await t.operators.createOperator(admin, caller, {
      email: ' New.Finance@ops.test ',
      role: 'finance',
    });
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(operator).toMatchObject({
      email: 'New.Finance@ops.test',
      role: 'finance',
      active: true,
      two_factor_enrolled: false,
      last_login_at: null,
    });
    const entry = t.repository.audit.find((row) => row.action === 'operator.create');
    expect(entry).toMatchObject({ adminId: admin.id, targetId: String(operator.id), before: null });
    expect(entry?.after).toEqual({
      id: operator.id,
      email: 'New.Finance@ops.test',
      role: 'finance',
      active: true,
      two_factor_enrolled: false,
    });
    expect(JSON.stringify(t.repository.audit)).not.toContain(password);

    const login = await t.sessions.login({ email: 'new.finance@ops.test', password, code: '123456' }, caller);
    expect(login).toMatchObject({ enrolmentRequired: true });
    expect(t.repository.sessions).toEqual([]);
    const taken = await refusalOf(
      t.operators.createOperator(admin, caller, { email: 'NEW.finance@ops.test', role: 'support' }),
    );
    expect(taken.fieldErrors).toEqual({ email: ['An operator with this email exists already.'] });
  });

  it.each(['finance', 'compliance', 'support', 'content'] as const)(
    'refuses every management call to %s',
    async (role) => {
      const admin = await t.staff('admin');
      const other = await t.staff(role);
      const calls = [
        t.operators.operators(other, { page: 1, perPage: 50 }),
        t.operators.createOperator(other, caller, { email: 'x@ops.test', role: 'admin' }),
        t.operators.setOperatorRole(other, caller, admin.id, 'support'),
        t.operators.deactivateOperator(other, caller, admin.id),
        t.operators.reactivateOperator(other, caller, admin.id),
        t.operators.resetOperatorTwoFactor(other, caller, admin.id),
      ];
      for (const call of calls) expect((await refusalOf(call)).code).toBe('ADMIN_FORBIDDEN');
      expect(t.repository.admins.map((row) => [row.role, row.disabledAt])).toEqual([
        ['admin', null],
        [role, null],
      ]);
    },
  );

  it('never deactivates or demotes the last active administrator', async () => {
    const admin = await t.staff('admin');
    expect((await refusalOf(t.operators.deactivateOperator(admin, caller, admin.id))).code).toBe(
      'ADMIN_LAST_ADMIN',
    );
    expect((await refusalOf(t.operators.setOperatorRole(admin, caller, admin.id, 'finance'))).code).toBe(
      'ADMIN_LAST_ADMIN',
    );
    // A deactivated administrator does not count as another one.
    const second = await t.staff('admin');
    await t.operators.deactivateOperator(admin, caller, second.id);
    expect((await refusalOf(t.operators.deactivateOperator(admin, caller, admin.id))).code).toBe(
      'ADMIN_LAST_ADMIN',
    );
    // With another active administrator, stepping down is allowed.
    await t.operators.reactivateOperator(admin, caller, second.id);
    const demoted = await t.operators.setOperatorRole(admin, caller, admin.id, 'compliance');
    expect(demoted).toMatchObject({ role: 'compliance', active: true });
    expect((await refusalOf(t.operators.deactivateOperator(second, caller, second.id))).code).toBe(
      'ADMIN_LAST_ADMIN',
    );
    expect(
      t.repository.audit.filter((row) => row.action.startsWith('operator.')).map((row) => row.action),
    ).toEqual(['operator.deactivate', 'operator.reactivate', 'operator.role']);
  });

  it("deactivation ends the operator's sessions and refuses their login like a wrong password", async () => {
    const admin = await t.staff('admin');
    const finance = await t.staff('finance', 'finance@ops.test');
    const token = await t.openSessionOf(finance.id);
    expect((await t.sessions.authenticate(token)).id).toBe(finance.id);

    const deactivated = await t.operators.deactivateOperator(admin, caller, finance.id);
    expect(deactivated).toMatchObject({ active: false });
    expect((await refusalOf(t.sessions.authenticate(token))).code).toBe('UNAUTHENTICATED');
    expect(t.repository.sessions.every((row) => row.revokedAt !== null)).toBe(true);
    const login = await refusalOf(
      t.sessions.login({ email: 'finance@ops.test', password: 'a-long-password-1', code: '000000' }, caller),
    );
    expect(login.code).toBe('AUTH_INVALID_CREDENTIALS');
    const entry = t.repository.audit.find((row) => row.action === 'operator.deactivate');
    expect(entry?.before).toMatchObject({ active: true });
    expect(entry?.after).toMatchObject({ active: false, sessions_ended: 1 });

    // Deactivating again changes nothing and audits nothing; reactivating lets the password work again.
    await t.operators.deactivateOperator(admin, caller, finance.id);
    expect(t.repository.audit.filter((row) => row.action === 'operator.deactivate')).toHaveLength(1);
    await t.operators.reactivateOperator(admin, caller, finance.id);
    const again = await refusalOf(
      t.sessions.login({ email: 'finance@ops.test', password: 'a-long-password-1' }, caller),
    );
    expect(again.code).toBe('AUTH_2FA_REQUIRED');
  });

  it('a two-factor reset ends sessions and makes the next sign-in enrol again', async () => {
    const admin = await t.staff('admin');
    const support = await t.staff('support', 'support@ops.test');
    const token = await t.openSessionOf(support.id);
    const reset = await t.operators.resetOperatorTwoFactor(admin, caller, support.id);
    expect(reset).toMatchObject({ two_factor_enrolled: false, active: true });
    expect((await refusalOf(t.sessions.authenticate(token))).code).toBe('UNAUTHENTICATED');
    const login = await t.sessions.login(
      { email: 'support@ops.test', password: 'a-long-password-1' },
      caller,
    );
    if (!('enrolmentRequired' in login)) throw new Error('expected the enrolment step');
    expect(login.expiresAt.toISOString()).toBe('2026-03-10T12:10:00.000Z');
    expect(t.repository.tickets.map((row) => row.tokenHash)).toEqual([hashToken(login.ticket)]);
    const entry = t.repository.audit.find((row) => row.action === 'operator.reset_two_factor');
    expect(entry?.before).toMatchObject({ two_factor_enrolled: true });
    expect(entry?.after).toMatchObject({ two_factor_enrolled: false, sessions_ended: 1 });
  });

  it('lists operators by e-mail with their state, and answers 404 for an unknown one', async () => {
    const admin = await t.staff('admin', 'zed@ops.test');
    await t.operators.createOperator(admin, caller, { email: 'amy@ops.test', role: 'content' });
    const page = await t.operators.operators(admin, { page: 1, perPage: 50 });
    expect(page.data.map((row) => [row.email, row.role, row.two_factor_enrolled])).toEqual([
      ['amy@ops.test', 'content', false],
      ['zed@ops.test', 'admin', true],
    ]);
    expect(page.pagination).toMatchObject({ total: 2 });
    expect((await refusalOf(t.operators.deactivateOperator(admin, caller, 99))).code).toBe('NOT_FOUND');
  });
});
