// The in-house studio in the browser tests: a player's API session, a game of an engine from the demo
// catalogue, and its launch URL (the development launch call; the lobby's own launch call replaces it once
// the catalogue pages have one). Players with money deposit it through the cashier's sandbox gateway.
import { expect, type APIRequestContext } from '@playwright/test';
import { depositThroughSandbox } from './cashier-helpers';
import { registerPlayer, type Player } from './players';

export type Engine = 'slot' | 'roulette' | 'blackjack' | 'baccarat';

export async function apiToken(request: APIRequestContext, player: Pick<Player, 'username' | 'password'>) {
  const reply = await request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { access_token: string }).access_token;
}

/** A game of the demo catalogue played on the engine. */
export async function gameOf(
  request: APIRequestContext,
  engine: Engine,
): Promise<{ id: number; name: string }> {
  const type = engine === 'slot' ? 'slot' : 'live';
  const reply = await request.get(`/api/games?type=${type}&per_page=60`);
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as {
    games: { data: { id: number; name: string; categories: { class: string }[] }[] };
  };
  const game = body.games.data.find(
    (candidate) => engine === 'slot' || candidate.categories.some((category) => category.class === engine),
  );
  if (!game) throw new Error(`no ${engine} game in the first page of the catalogue`);
  return game;
}

/** Opens a game session for the player and answers the game page's URL (its token in the fragment). */
export async function launchUrl(request: APIRequestContext, token: string, gameId: number): Promise<string> {
  const reply = await request.post(`/api/dev/game/${gameId}/launch`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { url: string }).url;
}

/**
 * A new player with money: registered through the API, then `amount` EUR deposited through the sandbox
 * gateway and approved on its hosted page, as a paying player does. Each test gets its own player, so
 * balances and rounds of tests running at the same time never mix.
 */
export async function fundedPlayer(request: APIRequestContext, amount = '100'): Promise<Player> {
  const player = await registerPlayer(request);
  await depositThroughSandbox(request, await apiToken(request, player), amount);
  return player;
}
