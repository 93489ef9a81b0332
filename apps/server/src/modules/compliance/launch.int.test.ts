// Game launches pass the player's session time limit: the launch itself starts play time, and once the
// limit is used up the lobby's launch call is refused with the spec's 571; a self-excluded player's launch
// is refused with their session.
import { describe, expect, it } from 'vitest';
import { gameIdOf, useHouseTestApp } from '../../../test/house';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer } from '../../../test/players';

describe('game launch and responsible gambling', () => {
  const ctx = useHouseTestApp();

  const launch = async (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/dev/game/${await gameIdOf(ctx.app, 'book-of-sands')}/launch`,
      headers: bearer(token),
    });

  it('refuses a launch once the session time limit is used up', async () => {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 5_000n);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/limits',
      headers: bearer(player.token),
      payload: { kind: 'session', period: 'daily', amount: '10' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await launch(player.token)).statusCode).toBe(200);
    ctx.clock.advance(6 * 60_000);
    expect((await launch(player.token)).statusCode).toBe(200);
    ctx.clock.advance(5 * 60_000);
    // Six minutes played so far: this launch is allowed and brings play time to eleven minutes.
    expect((await launch(player.token)).statusCode).toBe(200);
    const refused = await launch(player.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 571,
      error: 'LIMIT_SESSION_REACHED',
      message: 'You have reached your session time limit. You can play again when it has passed.',
    });
  });

  it('refuses the launch of a player who self-excluded', async () => {
    const player = await registerPlayer(ctx.app);
    const excluded = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/cool-down',
      headers: bearer(player.token),
    });
    expect(excluded.statusCode).toBe(200);
    expect((await launch(player.token)).statusCode).toBe(401);
  });
});
