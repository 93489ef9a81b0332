// Providers and game sessions on in-memory storage: who may open a session, how long it lasts by the
// service's clock, and that an ended session takes no bets at once despite the session cache.
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryGaming } from '../../../test/memory/gaming';

const start = '2026-04-01T10:00:00.000Z';

describe('game sessions', () => {
  let t: ReturnType<typeof memoryGaming>;
  beforeEach(async () => {
    t = memoryGaming(new ManualClock(start));
    await t.registerProvider('studio-a');
    await t.fundedPlayer(1, 1_000n);
  });

  const open = (overrides: { playerId?: number; providerCode?: string; ttlMinutes?: number } = {}) =>
    t.gaming.openGameSession({
      playerId: 1,
      providerCode: 'studio-a',
      gameCode: 'fruit-reels',
      ...overrides,
    });

  it('binds a session to player, provider, game and the player’s currency, for the configured time', async () => {
    const session = await open();
    expect(session).toMatchObject({
      user: 'rv-1',
      currency: 'EUR',
      expiresAt: new Date('2026-04-01T11:00:00.000Z'),
    });
    expect(await t.gaming.findSession(session.token)).toMatchObject({
      playerId: 1,
      gameCode: 'fruit-reels',
      currency: 'EUR',
      endedAt: null,
    });
    expect(t.repository.sessions[0]?.tokenHash).not.toBe(session.token);
    expect((await open({ ttlMinutes: 5 })).expiresAt).toEqual(new Date('2026-04-01T10:05:00.000Z'));
  });

  it('opens no session for a disabled or unknown provider, or a player without accounts', async () => {
    await t.gaming.setProviderStatus('studio-a', 'disabled');
    for (const attempt of [open(), open({ providerCode: 'nobody' }), open({ playerId: 2 })]) {
      await expect(attempt).rejects.toMatchObject({ code: 'GAME_LAUNCH_REFUSED' });
    }
    expect(t.repository.sessions).toEqual([]);
  });

  it('answers balances until the session expires by the clock, then refuses them', async () => {
    const session = await open();
    const provider = await t.gaming.providerByCode('studio-a');
    if (!provider) throw new Error('the provider vanished');
    const ask = async () =>
      t.gaming.balance(provider, await t.gaming.findSession(session.token), {
        user: session.user,
        token: session.token,
        request_uuid: 'r',
      });
    t.clock.advance(60 * 60_000 - 1);
    expect(await ask()).toEqual({ status: 'RS_OK', balance: 1_000n, currency: 'EUR' });
    t.clock.advance(1);
    expect((await ask()).status).toBe('RS_ERROR_TOKEN_EXPIRED');
  });

  it('ends a session at once, even one read a moment before', async () => {
    const session = await open();
    expect((await t.gaming.findSession(session.token))?.endedAt).toBeNull();
    expect(await t.gaming.endGameSession(session.token)).toBe(true);
    expect((await t.gaming.findSession(session.token))?.endedAt).toEqual(new Date(start));
    expect(await t.gaming.endGameSession('no-such-token')).toBe(false);
  });

  it('keeps provider codes to lowercase letters, digits, dashes and underscores', async () => {
    await expect(t.registerProvider('Studio A')).rejects.toThrow(/provider code/);
    const again = await t.registerProvider('studio-a', 'Renamed');
    expect(again.name).toBe('Renamed');
    expect((await t.gaming.activeProviders()).map((provider) => provider.code)).toEqual(['studio-a']);
  });
});
