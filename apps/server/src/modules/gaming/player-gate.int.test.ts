// Identity's rules reach the wallet API: an inactive or self-excluded player cannot bet, even in a game
// session opened before the change, while wins of rounds already played still settle. The checks before a
// bet read little: a player without bet limits has the play recorded by the statement that finds none
// (decision 0315).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { watchDatabase } from '../../../test/watch-database';
import { deposit } from '../../../test/ledger';
import { registerPlayer, setPlayerStanding } from '../../../test/players';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  winBody,
  wire,
  type SessionFacts,
} from '../../../test/wallet-api';

describe('who may bet', () => {
  const ctx = useTestApp();
  let client: WalletApiClient;
  let providerCode: string;

  beforeAll(async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    providerCode = provider.code;
    client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
  });

  async function playerInGame(): Promise<SessionFacts & { playerId: number }> {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 5_000n);
    const session = await ctx.app.gaming.openGameSession({
      playerId: player.id,
      providerCode,
      gameCode: 'fruit-reels',
    });
    return {
      playerId: player.id,
      token: session.token,
      user: session.user,
      gameCode: 'fruit-reels',
      currency: session.currency,
    };
  }

  const cashOf = async (playerId: number) =>
    (await ctx.app.wallet.playerBalance(ctx.app.database.db, playerId))?.cash;

  it('lets an active player bet', async () => {
    const session = await playerInGame();
    const answer = await client.call('bet', betBody(session, 100));
    expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(4_900) });
  });

  it('refuses the bets of a player who self-excluded mid-game, and still pays the open round', async () => {
    const session = await playerInGame();
    const bet = betBody(session, 100);
    expect((await client.call('bet', bet)).reply.status).toBe('RS_OK');

    await setPlayerStanding(ctx.app.database.db, session.playerId, {
      excludedUntil: new Date(Date.now() + 7 * 24 * 3600_000),
    });

    const refused = await client.call('bet', betBody(session, 100));
    expect(refused.reply.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await cashOf(session.playerId)).toBe(4_900n);

    const win = await client.call('win', winBody(session, bet, 250));
    expect(win.reply).toMatchObject({ status: 'RS_OK', balance: wire(5_150) });
  });

  it('refuses the bets of a permanently excluded or inactive player', async () => {
    const excluded = await playerInGame();
    await setPlayerStanding(ctx.app.database.db, excluded.playerId, { excludedPermanently: true });
    expect((await client.call('bet', betBody(excluded, 100))).reply.status).toBe('RS_ERROR_USER_DISABLED');

    const inactive = await playerInGame();
    await setPlayerStanding(ctx.app.database.db, inactive.playerId, { status: 2 });
    expect((await client.call('bet', betBody(inactive, 100))).reply.status).toBe('RS_ERROR_USER_DISABLED');
    expect(await cashOf(inactive.playerId)).toBe(5_000n);
  });

  it('lets a player bet again once a timed exclusion has ended', async () => {
    const session = await playerInGame();
    await setPlayerStanding(ctx.app.database.db, session.playerId, {
      excludedUntil: new Date(Date.now() - 60_000),
    });
    expect((await client.call('bet', betBody(session, 100))).reply.status).toBe('RS_OK');
  });

  it('sends four statements for a bet of a player without bet limits', async () => {
    const session = await playerInGame();
    expect((await client.call('bet', betBody(session, 100))).reply.status).toBe('RS_OK');
    const watch = watchDatabase(ctx.app.database.db, /./);
    try {
      const answer = await client.call('bet', betBody(session, 200));
      expect(answer.reply).toMatchObject({ status: 'RS_OK', balance: wire(4_700) });
      const sent = watch.writes();
      // The game session, the player's standing, the play recorded with its look for limits, the write.
      expect(sent).toHaveLength(4);
      expect(sent.filter((text) => /play_sessions|player_limits/.test(text))).toEqual([
        expect.stringMatching(/player_limits[\s\S]*play_sessions/),
      ]);
      expect(sent[3]).toContain('gaming_place_bet(');
    } finally {
      watch.stop();
    }
  });
});
