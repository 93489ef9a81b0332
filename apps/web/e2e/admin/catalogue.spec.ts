// The catalogue in the back office (decision 0718), seen where the player sees it: an operator switches a
// game off on the Games screen; at once the player's search no longer finds it, its studio's lobby page
// counts one game less and its play page says it is not available; switched on again, it is back in all
// three. The game is one of the least popular slots, outside the categories and studio the lobby's own
// tests count, and it is off for a few seconds only (the server is shared with the other specs).
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { displaying, escape, figure, slotProviders } from '../catalogue';
import { expect, test, visitorIp, waitForShell } from '../fixtures';
import { playerWithMoney } from '../play';
import { logIn } from '../players';

interface ListedGame {
  readonly id: number;
  readonly name: string;
  readonly provider_slug: string;
  readonly categories: { id: number }[];
}

function operatorToken(): string {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the administrator in before the workers start');
  return token;
}

/** A slot near the end of the list, not in Egypt (5) and not of the smallest studio. */
async function quietSlot(
  request: APIRequestContext,
): Promise<{ game: ListedGame; studio: { id: number; slug: string; name: string; game_count: number } }> {
  const first = await request.get('/api/games?type=slot&per_page=50');
  const pages = ((await first.json()) as { pagination: { pages: number } }).pagination.pages;
  const last = await request.get(`/api/games?type=slot&per_page=50&page=${String(pages)}`);
  const candidates = ((await last.json()) as { games: { data: ListedGame[] } }).games.data;
  const studios = [...(await slotProviders(request))].sort((a, b) => a.game_count - b.game_count);
  const smallest = studios[0]?.slug;
  const game = candidates
    .reverse()
    .find(
      (candidate) => candidate.provider_slug !== smallest && candidate.categories.every((c) => c.id !== 5),
    );
  const studio = studios.find((candidate) => candidate.slug === game?.provider_slug);
  if (!game || !studio) throw new Error('the demo catalogue has no quiet slot to switch off');
  return { game, studio };
}

async function searchFinds(page: Page, name: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search games' });
  await box.fill(name);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(escape(name)) }),
  ).toBeVisible();
}

async function searchMisses(page: Page, name: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search games' });
  await box.fill(name);
  const status = page.getByRole('banner').getByRole('status');
  const results = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: new RegExp(escape(name)) });
  await expect(status.or(page.getByRole('list', { name: 'Search results' }))).toBeVisible();
  await expect(results).toHaveCount(0);
}

test.describe('the catalogue in the back office', { tag: '@desktop' }, () => {
  test('a game switched off leaves the lobby and its play page; switched on, it is back', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { game, studio } = await quietSlot(request);
    const { player } = await playerWithMoney(request, { amount: '20' });
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    const lobby = await context.newPage();
    await logIn(lobby, player);
    const studioPage = `/slots/providers/${studio.slug}/${String(studio.id)}`;
    await lobby.goto(studioPage);
    await waitForShell(lobby);
    await expect(displaying(lobby)).toContainText(`/${figure(studio.game_count)} games`);
    await searchFinds(lobby, game.name);

    await page.addInitScript((token) => {
      sessionStorage.setItem('reelvault_admin_session', token);
    }, operatorToken());
    await page.goto(`/admin/games?search=${encodeURIComponent(game.name)}`);
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: game.name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page, 'the games screen', { soft: true });

    await row.getByRole('button', { name: /^Switch off/ }).click();
    try {
      await expect(page.getByRole('status').filter({ hasText: 'The game is switched off' })).toBeVisible();
      await expect(row.getByRole('cell', { name: 'No: switched off' })).toBeVisible();

      await lobby.goto(studioPage);
      await expect(displaying(lobby)).toContainText(`/${figure(studio.game_count - 1)} games`);
      await searchMisses(lobby, game.name);
      await lobby.goto(`/play/${String(game.id)}`);
      await expect(lobby.getByRole('heading', { level: 1, name: 'Game not available' })).toBeVisible();
    } finally {
      await row.getByRole('button', { name: /^Switch on/ }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'The game is switched on' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();

    await lobby.goto(`/play/${String(game.id)}`);
    await expect(lobby.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await lobby.goto(studioPage);
    await expect(displaying(lobby)).toContainText(`/${figure(studio.game_count)} games`);
    await searchFinds(lobby, game.name);
    await context.close();
  });
});
