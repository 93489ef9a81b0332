// One player can never read or change another's data through the account calls: everything acts on the
// player of the session, whatever else the request carries.
import { accountLogs, profile, sessionHistory } from '@reelvault/contract/calls/account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { bearer, loginPlayer, registerPlayer, testIp } from '../../../test/players';
import { sessions } from './schema';

describe('player isolation', () => {
  const ctx = useTestApp();

  it("keeps each player's profile, sessions, logs and credentials apart", async () => {
    const alice = await registerPlayer(ctx.app);
    const bob = await registerPlayer(ctx.app);
    const aliceElsewhere = await loginPlayer(ctx.app, alice.username, alice.password);

    // Bob's calls carry Alice's id where a careless server might read it; they act on Bob alone.
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update-profile',
      headers: bearer(bob.token),
      payload: { id: alice.id, user_id: alice.id, name: 'Bob Builder' },
    });
    expect(update.statusCode).toBe(200);
    const aliceProfile = profile.reply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/profile?id=${alice.id}`,
          headers: bearer(alice.token),
        })
      ).json(),
    ).data;
    expect(aliceProfile).toMatchObject({ id: alice.id, name: null });
    const bobProfile = profile.reply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/user/profile?id=${alice.id}`,
          headers: bearer(bob.token),
        })
      ).json(),
    ).data;
    expect(bobProfile).toMatchObject({ id: bob.id, name: 'Bob', surname: 'Builder' });

    const bobSessions = sessionHistory.reply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/account/session-history',
          headers: bearer(bob.token),
        })
      ).json(),
    );
    const aliceSessionIds = (
      await ctx.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, alice.id))
    ).map((row) => row.id);
    expect(bobSessions.data.some((row) => aliceSessionIds.includes(row.id))).toBe(false);
    expect(bobSessions.pagination.total).toBe(1);

    const bobLogs = accountLogs.reply.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/logs', headers: bearer(bob.token) })).json(),
    );
    expect(bobLogs.data.map((row) => row.event).sort()).toEqual(['login', 'profile_updated', 'registered']);

    // Bob's password change, settings, two-factor setup and logout touch none of Alice's sessions.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/change-password',
      headers: bearer(bob.token),
      payload: {
        current_password: bob.password,
        password: 'Velvet-Orbit-Canyon-7',
        password_confirmation: 'Velvet-Orbit-Canyon-7',
      },
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: bearer(bob.token),
      payload: { phone: '+306911111111' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/enable-2fa',
      headers: bearer(bob.token),
      payload: { password: 'Velvet-Orbit-Canyon-7' },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(bob.token) });
    for (const token of [alice.token, aliceElsewhere.token]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/check-2fa', headers: bearer(token) });
      expect(response.json()).toEqual({ enabled: false, status: 'disabled' });
    }
    const aliceAfter = profile.reply.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(alice.token) })
      ).json(),
    ).data;
    expect(aliceAfter.phone).toBeNull();
    const aliceLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: alice.username, password: alice.password },
      remoteAddress: testIp(),
    });
    expect(aliceLogin.statusCode).toBe(200);
  });
});
