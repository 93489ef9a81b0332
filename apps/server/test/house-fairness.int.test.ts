// Seeds and verification with the in-house studio: one seed pair per player across the studio's games, its
// hash shown and its server seed kept back until the player rotates; after that every round on the pair
// replays (packages/fair, as the site's verifier runs it) to exactly the result recorded. The fairness page
// reaches the studio through a session the platform opens for the logged-in player.
import {
  fairnessSessionReply,
  roundPlay,
  roundRecord,
  roundReply,
  roundsReply,
  seedsReply,
  sessionReply,
  type RoundRecordReply,
} from '@reelvault/contract/calls/studio';
import { gameHistoryReply } from '@reelvault/contract/calls/game-history';
import { publicRoundResult } from '@reelvault/fair/round-json';
import { replayRound } from '@reelvault/fair/round-replay';
import { hashServerSeed } from '@reelvault/fair/seeds';
import { describe, expect, it } from 'vitest';
import { gameIdOf, GamePage, launchToken, useHouseTestApp, wireOfCents } from './house';
import { deposit, fundedPlayer } from './ledger';
import { bearer, registerPlayer } from './players';

describe('seeds and verification at the in-house studio', () => {
  const ctx = useHouseTestApp();

  async function play(page: GamePage, path: string, body: object): Promise<RoundRecordReply> {
    ctx.clock.advance(2_500);
    const answer = await page.send('POST', path, body);
    expect(answer.statusCode, answer.text).toBe(200);
    return roundReply.parse(answer.body).round;
  }

  it('reveals the server seed on rotation, and every round on it replays to its record', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 10_000n);
    const slot = await GamePage.open(ctx.app, playerId, 'beta-jade-dragon');
    const roulette = await GamePage.open(ctx.app, playerId, 'gamma-royal-roulette');
    const before = seedsReply.parse((await slot.send('GET', '/house/api/seeds')).body);
    expect(before.active.nonce).toBe(0);
    expect(JSON.stringify(before)).not.toMatch(/server_seed"/);

    const rounds = [
      await play(slot, '/house/api/slot/spin', { stake: wireOfCents(20).toString() }),
      await play(roulette, '/house/api/roulette/spin', { bets: [{ kind: 'black', amount: '100000' }] }),
      await play(slot, '/house/api/slot/spin', { stake: wireOfCents(40).toString() }),
    ];
    // One pair for the player at the studio, whatever the game.
    expect(rounds.map((round) => [round.nonce, round.server_seed_hash])).toEqual([
      [0, before.active.server_seed_hash],
      [1, before.active.server_seed_hash],
      [2, before.active.server_seed_hash],
    ]);
    expect(rounds.every((round) => round.server_seed === null)).toBe(true);

    const rotated = await roulette.send('POST', '/house/api/seeds/rotate', { client_seed: 'my own seed 42' });
    expect(rotated.statusCode).toBe(200);
    const after = seedsReply.parse(rotated.body);
    expect(after.active).toMatchObject({ client_seed: 'my own seed 42', nonce: 0 });
    expect(after.active.server_seed_hash).not.toBe(before.active.server_seed_hash);
    const revealed = after.previous[0];
    expect(revealed).toMatchObject({ server_seed_hash: before.active.server_seed_hash, rounds: 3 });
    expect(hashServerSeed(revealed?.server_seed ?? '')).toBe(before.active.server_seed_hash);

    for (const round of rounds) {
      const record = roundRecord.parse((await slot.send('GET', `/house/api/rounds/${round.id}`)).body);
      expect(record.server_seed).toBe(revealed?.server_seed);
      const replayed = replayRound(
        {
          serverSeed: record.server_seed ?? '',
          clientSeed: record.client_seed ?? '',
          nonce: record.nonce ?? -1,
        },
        roundPlay.parse(record.play),
      );
      expect(publicRoundResult(replayed)).toEqual(record.result);
    }

    const next = await play(slot, '/house/api/slot/spin', { stake: wireOfCents(20).toString() });
    expect(next).toMatchObject({ nonce: 0, client_seed: 'my own seed 42', server_seed: null });
  });

  it('refuses a client seed that is empty, too long or not printable ASCII, and keeps the pair', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 100n);
    const page = await GamePage.open(ctx.app, playerId, 'sands-of-gold');
    const before = seedsReply.parse((await page.send('GET', '/house/api/seeds')).body);
    for (const clientSeed of ['', 'x'.repeat(65), 'grüße']) {
      const answer = await page.send('POST', '/house/api/seeds/rotate', { client_seed: clientSeed });
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toMatchObject({ code: 'INVALID_REQUEST' });
    }
    const after = seedsReply.parse((await page.send('GET', '/house/api/seeds')).body);
    expect(after).toEqual(before);
  });

  it('opens a studio session for the fairness page of a logged-in player, with their seeds and rounds', async () => {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 1_000n);
    const game = await GamePage.open(ctx.app, player.id, 'sands-of-gold');
    const spun = await play(game, '/house/api/slot/spin', { stake: wireOfCents(20).toString() });

    expect((await ctx.app.inject({ method: 'POST', url: '/api/fairness/session' })).statusCode).toBe(401);
    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/fairness/session',
      headers: bearer(player.token),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { token } = fairnessSessionReply.parse(opened.json());
    const page = new GamePage(ctx.app, `/fairness#session=${token}`);
    const session = sessionReply.parse((await page.exchange()).body);
    expect(session).toMatchObject({ purpose: 'fairness', game: null, currency: 'EUR' });

    const seeds = seedsReply.parse((await page.send('GET', '/house/api/seeds')).body);
    expect(seeds.active).toMatchObject({ server_seed_hash: spun.server_seed_hash, nonce: 1 });
    const listed = roundsReply.parse((await page.send('GET', '/house/api/rounds')).body);
    expect(listed.rounds.map((round) => round.id)).toEqual([spun.id]);
    const refused = await page.send('POST', '/house/api/slot/spin', { stake: '20000' });
    expect(refused.statusCode).toBe(404);

    // The platform's bet history names the studio's round, which the fairness page loads into the verifier.
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/history/game',
      headers: bearer(player.token),
    });
    expect(gameHistoryReply.parse(history.json()).data.map((row) => row.fairness_round)).toEqual([spun.id]);
  });

  it('answers 401 without a studio session, and to a launch token once the game session has expired', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 100n);
    const { url } = await ctx.app.gameLauncher.launchGame(playerId, await gameIdOf(ctx.app, 'sands-of-gold'));
    const stranger = new GamePage(ctx.app, url);
    const anonymous = await stranger.send('GET', '/house/api/state');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'SESSION_INVALID' });
    expect(launchToken(url).length).toBeGreaterThan(40);
    ctx.clock.advanceMinutes(241);
    const late = await stranger.exchange();
    expect(late.statusCode).toBe(401);
    ctx.clock.advanceMinutes(-241);
  });
});
