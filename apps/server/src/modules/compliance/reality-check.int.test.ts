// The player's answer to the reality check: recorded with the session's figures when a check is due,
// once per check however often it is sent, refused when none is due, and closed to guests.
import { answerRealityCheck } from '@reelvault/contract/calls/compliance';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, loginPlayer, registerPlayer, type TestPlayer } from '../../../test/players';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  type SessionFacts,
} from '../../../test/wallet-api';
import { realityChecks } from './schema';

// Play sessions run on this clock while the ledger stamps bets with the database's time: the player bets
// before the clock moves, so the session's figures include the bet.
const clock = new ManualClock(new Date());
const minute = 60_000;

describe('answering the reality check', () => {
  const ctx = useTestApp({ REALITY_CHECK_MINUTES: '30' }, { clock });
  let client: WalletApiClient;
  let providerCode: string;

  beforeAll(async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    providerCode = provider.code;
    client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
  });

  const answer = (token: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/reality-check',
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  const recorded = (playerId: number) =>
    ctx.app.database.db.select().from(realityChecks).where(eq(realityChecks.playerId, playerId));

  async function inGame(player: TestPlayer): Promise<SessionFacts> {
    const session = await ctx.app.gaming.openGameSession({
      playerId: player.id,
      providerCode,
      gameCode: 'fruit-reels',
    });
    return { token: session.token, user: session.user, gameCode: 'fruit-reels', currency: session.currency };
  }

  const bet = async (session: SessionFacts, cents: number) =>
    (await client.call('bet', betBody(session, cents))).reply.status;

  /** A player who has just placed a bet of 2.50: their play session starts now. */
  async function playing(): Promise<{ player: TestPlayer; session: SessionFacts }> {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 5_000n);
    const session = await inGame(player);
    expect(await bet(session, 250)).toBe('RS_OK');
    return { player, session };
  }

  it('records the answer to a due check once, however often it is sent', async () => {
    const { player, session } = await playing();
    const startedAt = clock.now();

    const early = await answer(player.token, { answer: 'continue' });
    expect(early.statusCode, early.body).toBe(409);
    expect(errorBodySchema.parse(early.json())).toMatchObject({
      error: 'REALITY_CHECK_NOT_DUE',
      message: 'No reality check is due in your current play session.',
    });

    // Play goes on (a pause of 30 minutes would end the session), the check falls due at 30 minutes.
    clock.advance(20 * minute);
    expect(await bet(session, 100)).toBe('RS_OK');
    clock.advance(11 * minute);
    const { token } = await loginPlayer(ctx.app, player.username, player.password);
    const first = await answer(token, { answer: 'continue', shown_seconds: 40 });
    expect(first.statusCode, first.body).toBe(200);
    const reply = answerRealityCheck.reply.parse(first.json());
    expect(reply).toEqual({
      answer: 'continue',
      due_at: new Date(startedAt.getTime() + 30 * minute).toISOString(),
      shown_at: new Date(clock.now().getTime() - 40_000).toISOString(),
      answered_at: clock.now().toISOString(),
      session_minutes: 31,
      net: '-3.50',
      currency: 'EUR',
    });

    // The answer sent again (a retry after a lost reply) is the first record, not a second one.
    clock.advance(5_000);
    const retried = await answer(token, { answer: 'continue', shown_seconds: 45 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual(reply);
    const rows = await recorded(player.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answer: 'continue', sessionMinutes: 31, net: -350n, currency: 'EUR' });

    // Another answer to the same check (a second tab) does not overwrite the first.
    const other = await answer(token, { answer: 'stop' });
    expect(other.statusCode, other.body).toBe(409);
    expect(errorBodySchema.parse(other.json())).toMatchObject({ error: 'REALITY_CHECK_ANSWERED' });
    expect(await recorded(player.id)).toHaveLength(1);
  });

  it('records the next check of the session apart, with its own answer', async () => {
    const { player, session } = await playing();
    const startedAt = clock.now();
    clock.advance(20 * minute);
    expect(await bet(session, 100)).toBe('RS_OK');
    clock.advance(11 * minute);
    let { token } = await loginPlayer(ctx.app, player.username, player.password);
    expect((await answer(token, { answer: 'continue' })).statusCode).toBe(200);

    clock.advance(9 * minute);
    expect(await bet(session, 100)).toBe('RS_OK');
    clock.advance(20 * minute);
    expect(await bet(session, 100)).toBe('RS_OK');
    clock.advance(2 * minute);
    ({ token } = await loginPlayer(ctx.app, player.username, player.password));
    const second = await answer(token, { answer: 'stop' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      answer: 'stop',
      due_at: new Date(startedAt.getTime() + 60 * minute).toISOString(),
      session_minutes: 62,
    });
    const rows = await recorded(player.id);
    expect(rows.map((row) => row.answer).sort()).toEqual(['continue', 'stop']);
  });

  it('refuses an answer when no play session is live', async () => {
    const player = await registerPlayer(ctx.app);
    const reply = await answer(player.token, { answer: 'stop' });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(errorBodySchema.parse(reply.json())).toMatchObject({ error: 'REALITY_CHECK_NOT_DUE' });
    expect(await recorded(player.id)).toHaveLength(0);
  });

  it('refuses a guest and an answer that is neither continue nor stop', async () => {
    const guest = await answer(undefined, { answer: 'continue' });
    expect(guest.statusCode).toBe(401);
    expect(errorBodySchema.parse(guest.json())).toMatchObject({ error: 'UNAUTHENTICATED' });

    const player = await registerPlayer(ctx.app);
    const bad = await answer(player.token, { answer: 'maybe', shown_seconds: -1 });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(errorBodySchema.parse(bad.json()).errors ?? {}).sort()).toEqual([
      'answer',
      'shown_seconds',
    ]);
  });
});
