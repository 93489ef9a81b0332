// The first run and the two-factor enrolment with in-memory storage: the first administrator only from
// the machine itself and only while no operator exists; the enrolment ticket shows one secret, takes a
// few wrong codes, ends with time, and a right code enrols and opens a session once.
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryOperatorAccess } from '../../../test/memory/backoffice';
import { refusalOf } from '../../../test/memory/refusal';
import { createEnrolmentService } from './enrolment-service';
import { createFirstRunService } from './first-run-service';
import { createSessionsService } from './sessions-service';

const caller = { ip: '127.0.0.1', userAgent: 'test' };
const first = { email: 'owner@casino.test', password: 'first-run-password' };

function setup() {
  const access = memoryOperatorAccess();
  const { clock, repository } = access;
  const code = async (secret: string): Promise<string> =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  return {
    clock,
    repository,
    code,
    firstRun: createFirstRunService(access),
    enrolment: createEnrolmentService(access),
    sessions: createSessionsService(access),
  };
}

describe('first run', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('is open only locally and only while no operator exists', async () => {
    expect(await t.firstRun.setupStatus(true)).toEqual({ open: true, reason: null });
    expect(await t.firstRun.setupStatus(false)).toEqual({ open: false, reason: 'not_local' });
    expect((await refusalOf(t.firstRun.setup(first, caller, false))).code).toBe('ADMIN_SETUP_LOCAL_ONLY');
    expect(t.repository.admins).toEqual([]);

    const enrolment = await t.firstRun.setup(first, caller, true);
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(t.repository.admins).toMatchObject([{ email: first.email, role: 'admin', totpSecret: null }]);
    expect(t.repository.audit.map((row) => [row.action, row.after])).toEqual([
      ['admin.setup', { id: 1, email: first.email, role: 'admin', active: true, two_factor_enrolled: false }],
    ]);
    expect(await t.firstRun.setupStatus(true)).toEqual({ open: false, reason: 'operators_exist' });
    const again = await refusalOf(t.firstRun.setup({ ...first, email: 'other@casino.test' }, caller, true));
    expect(again.code).toBe('ADMIN_SETUP_CLOSED');
    expect(t.repository.admins).toHaveLength(1);
  });

  it('refuses a password under 12 characters with a field error', async () => {
    const short = await refusalOf(t.firstRun.setup({ ...first, password: 'elevenchars' }, caller, true));
    expect(short.fieldErrors).toEqual({ password: ['The password must be at least 12 characters.'] });
  });

  it('enrols with a code of the new secret and opens a session; the ticket is then spent', async () => {
    const enrolment = await t.firstRun.setup(first, caller, true);
    // Asking again shows the same secret: a QR already scanned stays good.
    const shown = await t.enrolment.startEnrolment(enrolment.enrolment_ticket);
    expect(shown.secret).toBe(enrolment.secret);

    const session = await t.enrolment.confirmEnrolment(
      enrolment.enrolment_ticket,
      await t.code(enrolment.secret),
      caller,
    );
    expect(session.admin).toMatchObject({ email: first.email, role: 'admin' });
    expect(session.expiresAt.toISOString()).toBe('2026-03-10T20:00:00.000Z');
    expect((await t.sessions.authenticate(session.token)).id).toBe(session.admin.id);
    expect(t.repository.admins[0]?.totpSecret).not.toBeNull();
    expect(t.repository.audit.map((row) => row.action)).toEqual([
      'admin.setup',
      'admin.two_factor_enrolled',
      'admin.login',
    ]);
    const reused = await refusalOf(
      t.enrolment.confirmEnrolment(enrolment.enrolment_ticket, await t.code(enrolment.secret), caller),
    );
    expect(reused.code).toBe('AUTH_ENROLMENT_INVALID');

    // From now on the operator signs in with password and code; the code just used is refused.
    const replay = await refusalOf(
      t.sessions.login({ ...first, code: await t.code(enrolment.secret) }, caller),
    );
    expect(replay.code).toBe('AUTH_2FA_INVALID');
    t.clock.advanceSeconds(30);
    const login = await t.sessions.login({ ...first, code: await t.code(enrolment.secret) }, caller);
    expect('admin' in login && login.admin.email).toBe(first.email);
  });

  it('spends a ticket after five wrong codes, and refuses one past its ten minutes', async () => {
    const enrolment = await t.firstRun.setup(first, caller, true);
    const wrong = (await t.code(enrolment.secret)) === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await refusalOf(t.enrolment.confirmEnrolment(enrolment.enrolment_ticket, wrong, caller))).code,
      ).toBe('AUTH_2FA_INVALID');
    }
    const spent = await refusalOf(
      t.enrolment.confirmEnrolment(enrolment.enrolment_ticket, await t.code(enrolment.secret), caller),
    );
    expect(spent.code).toBe('AUTH_ENROLMENT_INVALID');
    expect(t.repository.admins[0]?.totpSecret).toBeNull();

    // The password still works after the lock-out window, and hands out a new ticket.
    t.clock.advanceMinutes(16);
    const login = await t.sessions.login(first, caller);
    if (!('enrolmentRequired' in login)) throw new Error('expected the enrolment step');
    const { ticket } = login;
    const started = await t.enrolment.startEnrolment(ticket);
    expect(started.secret).not.toBe(enrolment.secret);
    t.clock.advanceMinutes(10);
    expect((await refusalOf(t.enrolment.startEnrolment(ticket))).code).toBe('AUTH_ENROLMENT_INVALID');
    expect(
      (await refusalOf(t.enrolment.confirmEnrolment(ticket, await t.code(started.secret), caller))).code,
    ).toBe('AUTH_ENROLMENT_INVALID');
  });

  it('refuses an unknown ticket', async () => {
    expect((await refusalOf(t.enrolment.startEnrolment('not-a-ticket'))).code).toBe('AUTH_ENROLMENT_INVALID');
  });
});
