// Players and games for the play page's browser tests: a player with money from the sandbox gateway and a
// verification state set through the development call (the back office's document review sets it for
// real), and games of the demo catalogue by kind.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, depositThroughSandbox } from './cashier-helpers';
import { registerPlayer, type Player } from './players';

/** 0 needs verification, 1 verified, 2 under review. */
export async function setVerification(request: APIRequestContext, token: string, playerStatus: 0 | 1 | 2) {
  const reply = await request.post('/api/dev/player/verification', {
    headers: { authorization: `Bearer ${token}` },
    data: { player_status: playerStatus },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** A registered player with `amount` EUR deposited through the sandbox gateway, verified unless told. */
export async function playerWithMoney(
  request: APIRequestContext,
  options: { amount?: string; verified?: boolean } = {},
): Promise<{ player: Player; token: string }> {
  const player = await registerPlayer(request);
  const token = await apiToken(request, player);
  await depositThroughSandbox(request, token, options.amount ?? '50');
  if (options.verified ?? true) await setVerification(request, token, 1);
  return { player, token };
}

/** Slots of the demo catalogue (the most popular first). */
export async function slotGames(
  request: APIRequestContext,
  count = 2,
): Promise<{ id: number; name: string }[]> {
  const reply = await request.get(`/api/games?type=slot&per_page=${count}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { games: { data: { id: number; name: string }[] } }).games.data;
}

/** How the live bets board shows a username: first two characters, stars, the last one. */
export const maskedName = (username: string): string =>
  username.length <= 4 ? `${username[0]}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;

/** "€12.34" as cents. */
export const cents = (text: string | null): number =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
