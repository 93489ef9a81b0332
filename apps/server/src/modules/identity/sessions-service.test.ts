// The sessions' rules over in-memory players: who may log in (credentials, attempt limits, two-factor,
// standing), how long a session lives, and what logging out and the histories show.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { localeOf } from '@reelvault/contract/constants/locales';
import { createPasswordHasher } from '../../security/password-hash';
import { identityUnderTest, testCaller, unitTestPasswords } from '../../../test/memory/identity';
import { memoryExecutor } from '../../../test/memory/transactor';

const password = 'Spinning-wheel-42';
const query = { page: 1, per_page: 20 };

async function loggedIn(identity: ReturnType<typeof identityUnderTest>, username: string) {
  const reply = await identity.service.login({ username, password }, testCaller);
  return { token: reply.access_token, player: await identity.service.authenticate(reply.access_token) };
}

describe('login', () => {
  it('opens a session for the username or the e-mail, whatever their case, and records the login', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer({ username: 'lucky_anna', email: 'anna@example.com' });

    const byName = await identity.service.login({ username: ' LUCKY_Anna ', password }, testCaller);
    const byEmail = await identity.service.login({ username: 'Anna@Example.com', password }, testCaller);

    expect(byName.user.id).toBe(player.id);
    expect(byEmail.user.id).toBe(player.id);
    expect(byName.access_token).not.toBe(byEmail.access_token);
    expect((await identity.service.authenticate(byName.access_token)).id).toBe(player.id);
    expect(identity.repository.eventsOf(player.id)).toEqual(['login', 'login']);
    // Only the token's hash is kept.
    expect(identity.repository.sessions.map((session) => session.tokenHash)).not.toContain(
      byName.access_token,
    );
  });

  it("replaces a password hash made with another setting than the service's at login, and keeps its own", async () => {
    const identity = identityUnderTest();
    const older = createPasswordHasher({ ...unitTestPasswords.settings, iterations: 2 });
    const olderHash = await older.hash(password);
    const rehashed = await identity.addPlayer({ passwordHash: olderHash });
    const current = await identity.addPlayer();
    const currentHash = current.passwordHash;

    await identity.service.login({ username: rehashed.username, password }, testCaller);
    await identity.service.login({ username: current.username, password }, testCaller);

    const [afterRehash, afterCurrent] = identity.repository.users;
    expect(afterRehash?.passwordHash).not.toBe(olderHash);
    expect(unitTestPasswords.needsRehash(afterRehash?.passwordHash ?? '')).toBe(false);
    expect(await unitTestPasswords.verify(afterRehash?.passwordHash ?? '', password)).toBe(true);
    expect(afterCurrent?.passwordHash).toBe(currentHash);
  });

  it('refuses a wrong password without saying whether the account exists, and logs the failure', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();

    await expect(
      identity.service.login({ username: player.username, password: 'Wrong-password-1' }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    await expect(
      identity.service.login({ username: 'nobody_here', password }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    expect(identity.repository.eventsOf(player.id)).toEqual(['login_failed']);
    expect(identity.repository.sessions).toHaveLength(0);
  });

  it('locks the account after 5 failed attempts in a minute, even for the right password, then lets it in', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // From a different address each time: the account's own limit is what refuses.
      const caller = { ...testCaller, ip: `198.51.100.${attempt + 1}` };
      await expect(
        identity.service.login({ username: player.username, password: 'Wrong-password-1' }, caller),
      ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
      identity.clock.advanceSeconds(5);
    }

    const refused = identity.service.login({ username: player.username, password }, testCaller);
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED', headers: { 'retry-after': '35' } });

    identity.clock.advanceSeconds(35);
    const reply = await identity.service.login({ username: player.username, password }, testCaller);
    expect(reply.user.id).toBe(player.id);
  });

  it('limits one address guessing at many unknown usernames', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        identity.service.login({ username: `guess_${attempt}`, password }, testCaller),
      ).rejects.toMatchObject({ code: 'AUTH_INVALID_CREDENTIALS' });
    }
    await expect(
      identity.service.login({ username: player.username, password }, testCaller),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const elsewhere = { ...testCaller, ip: '198.51.100.99' };
    expect((await identity.service.login({ username: player.username, password }, elsewhere)).user.id).toBe(
      player.id,
    );
  });

  it('refuses an inactive player and a self-excluded one until the exclusion ends', async () => {
    const identity = identityUnderTest();
    const inactive = await identity.addPlayer({ status: 2 });
    const until = new Date(identity.clock.now().getTime() + 86_400_000);
    const excluded = await identity.addPlayer({ excludedUntil: until });
    const forever = await identity.addPlayer({ excludedPermanently: true });

    await expect(
      identity.service.login({ username: inactive.username, password }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_INACTIVE_PLAYER' });
    await expect(
      identity.service.login({ username: excluded.username, password }, testCaller),
    ).rejects.toMatchObject({
      code: 'AUTH_SELF_EXCLUDED',
      details: { permanent: false, until: until.toISOString() },
    });
    await expect(
      identity.service.login({ username: forever.username, password }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_SELF_EXCLUDED', details: { permanent: true, until: null } });
    expect(identity.repository.sessions).toHaveLength(0);

    identity.clock.advance(86_400_001);
    expect(
      (await identity.service.login({ username: excluded.username, password }, testCaller)).user.id,
    ).toBe(excluded.id);
  });

  it('asks for the two-factor code when it is on and refuses a wrong one', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const { player: session } = await loggedIn(identity, player.username);
    const { secret } = await identity.service.startTwoFactor(session, password, testCaller);
    const codeNow = () => generate({ secret, epoch: Math.floor(identity.clock.now().getTime() / 1000) });
    await identity.service.confirmTwoFactor(session, await codeNow(), testCaller);
    identity.clock.advanceSeconds(30);

    await expect(
      identity.service.login({ username: player.username, password }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_2FA_REQUIRED' });
    await expect(
      identity.service.login({ username: player.username, password, code: '000000' }, testCaller),
    ).rejects.toMatchObject({ code: 'AUTH_2FA_INVALID' });
    const reply = await identity.service.login(
      { username: player.username, password, code: await codeNow() },
      testCaller,
    );
    expect(reply.user.two_factor_enabled).toBe(true);
    expect(identity.repository.eventsOf(player.id)).toContain('login_failed');
  });

  it('refuses another site’s login form', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await expect(
      identity.service.login({ username: player.username, password, site_code: '7' }, testCaller),
    ).rejects.toMatchObject({ code: 'SITE_MISMATCH' });
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes, and a refresh starts the idle time again', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const { token, player: session } = await loggedIn(identity, player.username);

    identity.clock.advanceMinutes(29);
    const times = await identity.service.refresh(session);
    expect(times.idleExpiresAt.getTime()).toBe(identity.clock.now().getTime() + 30 * 60_000);
    identity.clock.advanceMinutes(29);
    expect((await identity.service.authenticate(token)).sessionId).toBe(session.sessionId);
    identity.clock.advanceMinutes(30);
    await expect(identity.service.authenticate(token)).rejects.toMatchObject({
      code: 'AUTH_SESSION_EXPIRED',
    });
  });

  it('end 12 hours after login however active the player is', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const { token, player: session } = await loggedIn(identity, player.username);
    for (let hour = 0; hour < 11; hour += 1) {
      identity.clock.advanceMinutes(20);
      await identity.service.refresh(session);
      identity.clock.advanceMinutes(20);
      await identity.service.refresh(session);
      identity.clock.advanceMinutes(20);
      await identity.service.refresh(session);
    }
    identity.clock.advanceMinutes(50);
    // The idle end never passes the absolute one.
    expect((await identity.service.refresh(session)).idleExpiresAt).toEqual(
      new Date(identity.clock.now().getTime() + 10 * 60_000),
    );
    identity.clock.advanceMinutes(10);
    await expect(identity.service.authenticate(token)).rejects.toMatchObject({
      code: 'AUTH_SESSION_EXPIRED',
    });
  });

  it('refuse an unknown token and one logged out, and the log says so', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const { token, player: session } = await loggedIn(identity, player.username);

    await expect(identity.service.authenticate('not-a-token')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await identity.service.logout(session, testCaller);
    await expect(identity.service.authenticate(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(identity.service.refresh(session)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(identity.repository.eventsOf(player.id)).toEqual(['login', 'logout']);
  });

  it('of a player who excludes themselves end at their next call', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const { token } = await loggedIn(identity, player.username);
    const until = new Date(identity.clock.now().getTime() + 7 * 86_400_000);
    await identity.repository.updateUser(memoryExecutor, player.id, {
      excludedUntil: until,
      updatedAt: identity.clock.now(),
    });

    await expect(identity.service.authenticate(token)).rejects.toMatchObject({ code: 'AUTH_SELF_EXCLUDED' });
    expect(identity.repository.sessions[0]?.revokedReason).toBe('self_excluded');
  });

  it('are listed newest first, the current one and the open ones marked', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    const first = await loggedIn(identity, player.username);
    identity.clock.advanceMinutes(1);
    const second = await loggedIn(identity, player.username);
    identity.clock.advanceMinutes(1);
    const third = await loggedIn(identity, player.username);
    await identity.service.logout(first.player, testCaller);

    const history = await identity.service.sessionHistory(second.player, query);
    expect(history.pagination).toMatchObject({ total: 3 });
    expect(history.data.map((row) => [row.id, row.current, row.active])).toEqual([
      [third.player.sessionId, false, true],
      [second.player.sessionId, true, true],
      [first.player.sessionId, false, false],
    ]);
    expect(history.data[0]).toMatchObject({ ip: testCaller.ip, os: 'Linux' });
  });

  it('leave a security log in the request’s language, newest first', async () => {
    const identity = identityUnderTest();
    const player = await identity.addPlayer();
    await expect(
      identity.service.login({ username: player.username, password: 'Wrong-password-1' }, testCaller),
    ).rejects.toThrow();
    identity.clock.advanceSeconds(1);
    const { player: session } = await loggedIn(identity, player.username);

    const log = await identity.service.securityLog(session.id, query, localeOf('en'));
    expect(log.data.map((row) => row.event)).toEqual(['login', 'login_failed']);
    expect(log.data[1]?.description).toMatch(/password/i);
    expect(log.pagination).toMatchObject({ total: 2 });
  });
});
