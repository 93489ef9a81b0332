// Password change, both of the spec's forms: PUT /api/change-password (current_password, password,
// password_confirmation) and POST /api/user/password (current_password, new_password, confirm_new_password).
import { accountLogs } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import {
  attemptLogin,
  bearer,
  loginPlayer,
  registerPlayer,
  testIp,
  type TestPlayer,
} from '../../../test/players';

const newPassword = 'Quiet-River-Stone-42';

describe('password change', () => {
  const ctx = useTestApp();

  const changePassword = (token: string, payload: Record<string, unknown>, remoteAddress = testIp()) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(token),
      payload,
      remoteAddress,
    });
  const userPassword = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/password', headers: bearer(token), payload });
  const login = (player: TestPlayer, password: string) =>
    attemptLogin(ctx.app, { username: player.username, password });
  const profileStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode;

  it('changes the password, keeps this session and ends the others', async () => {
    const player = await registerPlayer(ctx.app);
    const elsewhere = await loginPlayer(ctx.app, player.username, player.password);
    const response = await changePassword(player.token, {
      current_password: player.password,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });

    expect(await profileStatus(player.token)).toBe(200);
    expect(await profileStatus(elsewhere.token)).toBe(401);
    expect((await login(player, player.password)).statusCode).toBe(401);
    expect((await login(player, newPassword)).statusCode).toBe(200);

    const logs = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/logs',
      headers: bearer(player.token),
    });
    const events = accountLogs.reply.parse(logs.json()).data;
    expect(events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['password_changed', 'sessions_revoked']),
    );
    expect(events.find((event) => event.event === 'sessions_revoked')?.description).toBe('Sessions ended: 1');
  });

  it('changes the password with the second form too', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await userPassword(player.token, {
      current_password: player.password,
      new_password: newPassword,
      confirm_new_password: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });
    expect((await login(player, newPassword)).statusCode).toBe(200);
  });

  it('names each missing field', async () => {
    const player = await registerPlayer(ctx.app);
    const first = await changePassword(player.token, {});
    expect(first.statusCode).toBe(422);
    expect(errorBodySchema.parse(first.json()).errors).toEqual({
      current_password: ['The current password field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
    const second = await userPassword(player.token, {});
    expect(errorBodySchema.parse(second.json()).errors).toEqual({
      current_password: ['The current password field is required.'],
      new_password: ['The new password field is required.'],
      confirm_new_password: ['The confirm new password field is required.'],
    });
  });

  it('refuses a wrong current password with 422 on current_password', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await changePassword(player.token, {
      current_password: 'not-my-password',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'The current password is incorrect.',
      code: 'AUTH_PASSWORD_INCORRECT',
      error: 'AUTH_PASSWORD_INCORRECT',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    expect((await login(player, player.password)).statusCode).toBe(200);
  });

  it('refuses a confirmation that differs, a common password and the same password again', async () => {
    const player = await registerPlayer(ctx.app);
    const mismatch = await changePassword(player.token, {
      current_password: player.password,
      password: newPassword,
      password_confirmation: `${newPassword}!`,
    });
    expect(errorBodySchema.parse(mismatch.json()).errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    const secondForm = await userPassword(player.token, {
      current_password: player.password,
      new_password: newPassword,
      confirm_new_password: 'something else',
    });
    expect(errorBodySchema.parse(secondForm.json()).errors).toEqual({
      confirm_new_password: ['The confirm new password must match the new password.'],
    });
    const common = await changePassword(player.token, {
      current_password: player.password,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(errorBodySchema.parse(common.json()).errors).toEqual({
      password: ['This password is too common. Please choose a less predictable one.'],
    });
    const same = await changePassword(player.token, {
      current_password: player.password,
      password: player.password,
      password_confirmation: player.password,
    });
    expect(errorBodySchema.parse(same.json()).errors).toEqual({
      password: ['The new password must be different from the current password.'],
    });
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      payload: { current_password: 'a', password: newPassword, password_confirmation: newPassword },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits wrong current passwords: the 6th try in a minute is refused with 429', async () => {
    const player = await registerPlayer(ctx.app);
    const attempt = () =>
      changePassword(player.token, {
        current_password: 'guessing-again',
        password: newPassword,
        password_confirmation: newPassword,
      });
    for (let count = 1; count <= 5; count += 1) expect((await attempt()).statusCode).toBe(422);
    const sixth = await attempt();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
