// Password rules over in-memory players: the reset link (mailed only to the account's address, valid an
// hour, used once, only the newest works) and the change of a known password.
import { describe, expect, it } from 'vitest';
import { identityUnderTest, testCaller } from '../../../test/memory/identity';
import { passwordResetValidMinutes } from './service';

const password = 'Spinning-wheel-42';
const newPassword = 'Roulette-night-77';
const settingsForm = {
  current: 'current_password',
  next: 'new_password',
  confirmation: 'confirm_new_password',
  mismatch: 'The confirm new password must match the new password.',
};

function tokenOf(mail: { text: string } | undefined): string {
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('the mail holds no link');
  return token;
}

describe('password reset', () => {
  it('mails a link to the account’s address for its username or e-mail, and nothing for an unknown one', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ username: 'reset_me', email: 'reset.me@example.com' });

    await identity.service.requestPasswordReset('nobody@example.com', testCaller);
    expect(identity.mails).toHaveLength(0);
    await identity.service.requestPasswordReset(' RESET_me ', testCaller);
    await identity.service.requestPasswordReset('Reset.Me@example.com', testCaller);

    expect(identity.mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['password_reset', 'reset.me@example.com'],
      ['password_reset', 'reset.me@example.com'],
    ]);
    expect(identity.mails[0]?.text).toContain('https://casino.test/reset-password#token=');
    expect(identity.repository.eventsOf(player.id)).toEqual([
      'password_reset_requested',
      'password_reset_requested',
    ]);
  });

  it('sets the new password once per link and ends every session', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const session = await identity.service.login({ username: player.username, password }, testCaller);
    await identity.service.requestPasswordReset(player.username, testCaller);
    const token = tokenOf(identity.mails[0]);

    await identity.service.resetPassword(
      { token, password: newPassword, confirmation: newPassword },
      testCaller,
    );

    await expect(identity.service.authenticate(session.access_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(
      identity.service.login({ username: player.username, password }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    expect(
      (await identity.service.login({ username: player.username, password: newPassword }, testCaller)).user
        .id,
    ).toBe(player.id);
    await expect(
      identity.service.resetPassword({ token, password: 'Another-secret-99' }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_RESET_TOKEN_INVALID' });
    expect(identity.repository.eventsOf(player.id)).toContain('password_reset');
  });

  it(`refuses a link after ${passwordResetValidMinutes} minutes`, async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await identity.service.requestPasswordReset(player.username, testCaller);
    identity.clock.advanceMinutes(passwordResetValidMinutes);

    await expect(
      identity.service.resetPassword(
        { token: tokenOf(identity.mails[0]), password: newPassword },
        testCaller,
      ),
    ).rejects.toMatchObject({ code: 'AUTH_RESET_TOKEN_INVALID' });
    await expect(
      identity.service.login({ username: player.username, password }, testCaller),
    ).resolves.toBeDefined();
  });

  it('accepts only the newest link', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await identity.service.requestPasswordReset(player.username, testCaller);
    await identity.service.requestPasswordReset(player.username, testCaller);

    await expect(
      identity.service.resetPassword(
        { token: tokenOf(identity.mails[0]), password: newPassword },
        testCaller,
      ),
    ).rejects.toMatchObject({ code: 'AUTH_RESET_TOKEN_INVALID' });
    await identity.service.resetPassword(
      { token: tokenOf(identity.mails[1]), password: newPassword },
      testCaller,
    );
  });

  it('refuses a mismatched confirmation and a password that is the username', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ username: 'spinner_joe' });
    await identity.service.requestPasswordReset(player.username, testCaller);
    const token = tokenOf(identity.mails[0]);

    await expect(
      identity.service.resetPassword(
        { token, password: newPassword, confirmation: 'Something-else-1' },
        testCaller,
      ),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password_confirmation: expect.any(Array) },
    });
    await expect(
      identity.service.resetPassword({ token, password: 'Spinner_Joe' }, testCaller),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { password: expect.any(Array) } });
  });

  it('lifts the account’s login lock', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const caller = { ...testCaller, ip: `198.51.100.${attempt + 1}` };
      await expect(
        identity.service.login({ username: player.username, password: 'Wrong-password-1' }, caller),
      ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    }
    await identity.service.requestPasswordReset(player.username, testCaller);
    await identity.service.resetPassword(
      { token: tokenOf(identity.mails[0]), password: newPassword },
      testCaller,
    );

    const elsewhere = { ...testCaller, ip: '198.51.100.50' };
    expect(
      (await identity.service.login({ username: player.username, password: newPassword }, elsewhere)).user.id,
    ).toBe(player.id);
  });

  it('by username and account id mails the link only when both match', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await identity.service.requestGlobalPasswordReset(player.username, String(player.id + 1), testCaller);
    expect(identity.mails).toHaveLength(0);
    await identity.service.requestGlobalPasswordReset(player.username, ` ${player.id} `, testCaller);
    expect(identity.mails.map((mail) => mail.to)).toEqual([player.email]);
  });
});

describe('password change', () => {
  async function loggedIn() {
    const identity = identityUnderTest();
    const row = await identity.addPlayer();
    const login = () => identity.service.login({ username: row.username, password }, testCaller);
    const player = await identity.service.authenticate((await login()).access_token);
    return { identity, row, player, login };
  }

  it('refuses a wrong current password, a mismatched confirmation and the same password, on the form’s fields', async () => {
    const { identity, player } = await loggedIn();
    const change = (currentPassword: string, next: string, confirmation = next) =>
      identity.service.changePassword(
        player,
        { currentPassword, newPassword: next, confirmation },
        settingsForm,
        testCaller,
      );

    await expect(change('Wrong-password-1', newPassword)).rejects.toMatchObject({
      code: 'AUTH_PASSWORD_INCORRECT',
      fieldErrors: { current_password: ['The current password is incorrect.'] },
    });
    await expect(change(password, newPassword, 'Roulette-night-78')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { confirm_new_password: [settingsForm.mismatch] },
    });
    await expect(change(password, password)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { new_password: ['The new password must be different from the current password.'] },
    });
    await expect(change(password, 'password123')).rejects.toMatchObject({
      fieldErrors: { new_password: expect.any(Array) },
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const { identity, row, player, login } = await loggedIn();
    const other = await login();

    await identity.service.changePassword(
      player,
      { currentPassword: password, newPassword, confirmation: newPassword },
      settingsForm,
      testCaller,
    );

    expect((await identity.service.refresh(player)).expiresAt).toBeInstanceOf(Date);
    await expect(identity.service.authenticate(other.access_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(login()).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    expect(identity.repository.eventsOf(row.id)).toEqual([
      'login',
      'login',
      'password_changed',
      'sessions_revoked',
      'login_failed',
    ]);
  });
});
