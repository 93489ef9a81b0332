// Two-factor rules over in-memory players and a hand-moved clock: enabling behind the password and a
// first code, codes that work once, disabling with both, and the sessions each change ends.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { identityUnderTest, testCaller } from '../../../test/memory/identity';

const password = 'Spinning-wheel-42';

async function withSession() {
  const identity = identityUnderTest();
  const row = await identity.addPlayer();
  const login = () => identity.service.login({ username: row.username, password }, testCaller);
  const player = await identity.service.authenticate((await login()).access_token);
  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(identity.clock.now().getTime() / 1000) + offsetSeconds });
  return { identity, row, player, login, codeAt };
}

describe('enabling two-factor', () => {
  it('shows a secret only behind the password, stores it sealed, and counts it only once confirmed', async () => {
    const { identity, row, player } = await withSession();

    await expect(
      identity.service.startTwoFactor(player, 'Wrong-password-1', testCaller),
    ).rejects.toMatchObject({
      code: 'AUTH_PASSWORD_INCORRECT',
      fieldErrors: { password: expect.any(Array) },
    });
    expect(await identity.service.twoFactorStatus(player.id)).toBe('disabled');

    const setup = await identity.service.startTwoFactor(player, password, testCaller);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = identity.repository.users.find((user) => user.id === row.id)?.totpSecret;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(setup.secret);
    expect(await identity.service.twoFactorStatus(player.id)).toBe('secret_shown');
    // Not on until confirmed: the login needs no code yet.
    expect(
      (await identity.service.login({ username: row.username, password }, testCaller)).user,
    ).toMatchObject({
      two_factor_enabled: false,
    });
  });

  it('refuses a confirmation before the secret is shown, and a wrong code', async () => {
    const { identity, player } = await withSession();
    await expect(identity.service.confirmTwoFactor(player, '123456', testCaller)).rejects.toMatchObject({
      code: 'AUTH_2FA_NOT_STARTED',
    });
    const setup = await identity.service.startTwoFactor(player, password, testCaller);
    // A code of two steps ago is no longer valid.
    const stale = await generate({
      secret: setup.secret,
      epoch: Math.floor(identity.clock.now().getTime() / 1000) - 90,
    });
    await expect(identity.service.confirmTwoFactor(player, stale, testCaller)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { code: expect.any(Array) },
    });
    expect(await identity.service.twoFactorStatus(player.id)).toBe('secret_shown');
  });

  it('turns on with the first code, ends the other sessions and keeps this one', async () => {
    const { identity, row, player, login, codeAt } = await withSession();
    const other = await login();
    const setup = await identity.service.startTwoFactor(player, password, testCaller);

    await identity.service.confirmTwoFactor(player, await codeAt(setup.secret), testCaller);

    expect(await identity.service.twoFactorStatus(player.id)).toBe('enabled');
    await expect(identity.service.authenticate(other.access_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await identity.service.refresh(player)).expiresAt).toBeInstanceOf(Date);
    expect(identity.repository.eventsOf(row.id)).toEqual([
      'login',
      'login',
      'two_factor_enabled',
      'sessions_revoked',
    ]);
    await expect(identity.service.startTwoFactor(player, password, testCaller)).rejects.toMatchObject({
      code: 'AUTH_2FA_ALREADY_ENABLED',
    });
    await expect(
      identity.service.confirmTwoFactor(player, await codeAt(setup.secret, 30), testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_2FA_ALREADY_ENABLED' });
  });

  it('accepts each code once: the confirming code does not log in, the next step’s does', async () => {
    const { identity, row, player, codeAt } = await withSession();
    const setup = await identity.service.startTwoFactor(player, password, testCaller);
    const code = await codeAt(setup.secret);
    await identity.service.confirmTwoFactor(player, code, testCaller);

    await expect(
      identity.service.login({ username: row.username, password, code }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_2FA_INVALID' });
    identity.clock.advanceSeconds(30);
    const reply = await identity.service.login(
      { username: row.username, password, code: await codeAt(setup.secret) },
      testCaller,
    );
    expect(reply.user.two_factor_enabled).toBe(true);
  });

  it('counts wrong codes against the account’s attempt limit', async () => {
    const { identity, player } = await withSession();
    await identity.service.startTwoFactor(player, password, testCaller);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(identity.service.confirmTwoFactor(player, '000000', testCaller)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
      });
    }
    await expect(identity.service.confirmTwoFactor(player, '000000', testCaller)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});

describe('disabling two-factor', () => {
  it('is refused while it is off, and without the right password or a fresh code', async () => {
    const { identity, player, codeAt } = await withSession();
    await expect(
      identity.service.disableTwoFactor(player, { password, code: '123456' }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_2FA_NOT_ENABLED' });

    const setup = await identity.service.startTwoFactor(player, password, testCaller);
    const used = await codeAt(setup.secret);
    await identity.service.confirmTwoFactor(player, used, testCaller);

    await expect(
      identity.service.disableTwoFactor(player, { password: 'Wrong-password-1', code: used }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_PASSWORD_INCORRECT' });
    await expect(
      identity.service.disableTwoFactor(player, { password, code: used }, testCaller),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await identity.service.twoFactorStatus(player.id)).toBe('enabled');
  });

  it('turns it off with the password and a code, forgets the secret and ends the other sessions', async () => {
    const { identity, row, player, login, codeAt } = await withSession();
    const setup = await identity.service.startTwoFactor(player, password, testCaller);
    await identity.service.confirmTwoFactor(player, await codeAt(setup.secret), testCaller);
    identity.clock.advanceSeconds(30);
    const other = await identity.service.login(
      { username: row.username, password, code: await codeAt(setup.secret) },
      testCaller,
    );
    identity.clock.advanceSeconds(30);

    await identity.service.disableTwoFactor(
      player,
      { password, code: await codeAt(setup.secret) },
      testCaller,
    );

    expect(await identity.service.twoFactorStatus(player.id)).toBe('disabled');
    expect(identity.repository.users.find((user) => user.id === row.id)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastTimeStep: null,
    });
    await expect(identity.service.authenticate(other.access_token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await login()).user.two_factor_enabled).toBe(false);
    expect(identity.repository.eventsOf(row.id)).toContain('two_factor_disabled');
  });
});
