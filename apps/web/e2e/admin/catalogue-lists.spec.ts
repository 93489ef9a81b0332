// The catalogue's lists and feed import in the back office (decision 0807), seen where the player sees
// them. An operator moves the first game of the New Games home list one place down with the keyboard and
// saves; the player's home page shows the new order. An operator uploads this week's feed (the demo feed
// with one little-played slot swapped for a new one of the same studio and categories, so that the counts
// other specs read on the shared server do not move), reads the preview's difference, applies it and
// finds the new game in the lobby's search. Both changes are undone at the end.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { escape } from '../catalogue';
import { expect, test, waitForShell } from '../fixtures';
import { repoRoot } from '../server-process';

interface FeedGame {
  readonly identifier: string;
  readonly name: string;
  readonly type: string;
  readonly popularity: number;
}

/** The demo feed the server was seeded with, written by `npm run catalogue:demo-feed`. */
async function demoFeed(file: string): Promise<{ games: FeedGame[] }> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/catalogue.ts', 'demo-feed', file],
    { cwd: repoRoot },
  );
  return JSON.parse(await readFile(file, 'utf8')) as { games: FeedGame[] };
}

interface HomeGame {
  readonly id: number;
  readonly name: string;
}

function operatorToken(): string {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the administrator in before the workers start');
  return token;
}

const asOperator = { Authorization: `Bearer ${operatorToken()}` };

async function operatorPage(page: Page, screen: string): Promise<void> {
  await page.addInitScript((token) => {
    sessionStorage.setItem('reelvault_admin_session', token);
  }, operatorToken());
  await page.goto(`/admin/${screen}`);
}

async function newGamesList(request: APIRequestContext): Promise<HomeGame[]> {
  const reply = await request.get('/api/home-page?device=desktop');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: Record<string, { games: HomeGame[] }> }).data['561']?.games ?? [];
}

/** Imports a feed document through the API (the undo at the end), again if a change made it stale. */
async function importThroughApi(request: APIRequestContext, document: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const preview = await request.post('/api/admin/catalogue/imports', {
      headers: asOperator,
      data: { file_name: 'demo.json', document },
    });
    expect(preview.status()).toBe(201);
    const { id } = ((await preview.json()) as { data: { id: string } }).data;
    const apply = await request.post(`/api/admin/catalogue/imports/${id}/apply`, { headers: asOperator });
    if (apply.status() === 409) continue;
    expect(apply.status()).toBe(202);
    await expect
      .poll(async () => {
        const status = await request.get(`/api/admin/catalogue/imports/${id}`, { headers: asOperator });
        return ((await status.json()) as { data: { status: string } }).data.status;
      })
      .toBe('applied');
    return;
  }
  throw new Error('the catalogue kept changing under the import');
}

test.describe('the catalogue lists in the back office', { tag: '@desktop' }, () => {
  test.describe.configure({ mode: 'serial' });

  test('a home list reordered by keyboard is the order of the player home page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await newGamesList(request);
    const [first, second] = before;
    if (!first || !second) throw new Error('the New Games list needs two games');
    try {
      await operatorPage(page, 'home-lists');
      await expect(page.getByRole('heading', { name: 'Home page lists', level: 1 })).toBeVisible();
      await page.getByLabel('List', { exact: true }).selectOption('561');
      const list = page.getByRole('list', { name: /^Games of .*, in order$/ });
      await expect(list.getByRole('listitem').first()).toContainText(first.name);
      await expectNoAxeViolations(page, 'the home lists screen', { soft: true });

      const handle = list.getByRole('button', { name: `Move ${first.name}`, exact: true });
      // Each step waits for what a screen reader hears of it.
      const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(announced(`${first.name} is now at position 2.`)).toHaveCount(1);
      await page.keyboard.press('Space');
      await expect(announced(`${first.name} dropped at position 2.`)).toHaveCount(1);
      await expect(list.getByRole('listitem').nth(0)).toContainText(second.name);
      await expect(list.getByRole('listitem').nth(1)).toContainText(first.name);
      await page.getByRole('button', { name: 'Save list' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The list is saved' })).toBeVisible();

      const player = await page.context().newPage();
      await player.goto('/');
      await waitForShell(player);
      const row = player.getByRole('region', { name: 'New games', exact: true });
      await row.scrollIntoViewIfNeeded();
      const cards = row.locator('article[data-game-card]');
      await expect(cards.nth(0)).toHaveAttribute('data-game-card', String(second.id));
      await expect(cards.nth(1)).toHaveAttribute('data-game-card', String(first.id));
      await player.close();
    } finally {
      const restored = await request.put('/api/admin/catalogue/home-lists/561', {
        headers: asOperator,
        data: { game_ids: before.map((game) => game.id) },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('an uploaded feed is previewed, applied, and its new game is found in the lobby', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const demoFile = path.join(tmpdir(), `reelvault-demo-${String(process.pid)}.json`);
    const demo = await demoFeed(demoFile);
    const original = await readFile(demoFile, 'utf8');
    // A little-played slot gives way to a new one of the same studio and categories.
    const slots = demo.games.filter((game) => game.type === 'slot');
    const leaving = [...slots].sort((a, b) => a.popularity - b.popularity)[3];
    if (!leaving) throw new Error('the demo feed has no slots');
    const newcomer = { ...leaving, identifier: 'zephyr-lanterns-e2e', name: 'Zephyr Lanterns Deluxe' };
    const weekly = {
      ...demo,
      games: demo.games.map((game) => (game.identifier === leaving.identifier ? newcomer : game)),
    };
    const file = path.join(tmpdir(), `reelvault-weekly-${String(process.pid)}.json`);
    await writeFile(file, `${JSON.stringify(weekly, null, 1)}\n`);
    expect((await readFile(file)).length).toBeGreaterThan(1_000_000);

    try {
      await operatorPage(page, 'feed-import');
      await expect(page.getByRole('heading', { name: 'Feed import', level: 1 })).toBeVisible();
      let applied = false;
      for (let attempt = 0; attempt < 3 && !applied; attempt += 1) {
        await page.getByLabel('Feed file (JSON)').setInputFiles(file);
        const added = page.getByRole('table', { name: 'New games' });
        await expect(added.getByRole('row').filter({ hasText: newcomer.name })).toHaveCount(1, {
          timeout: 60_000,
        });
        await expect(page.getByRole('table', { name: 'Retired games' }).getByRole('row')).toHaveCount(2);
        await expect(page.getByRole('table', { name: 'Retired games' })).toContainText(leaving.identifier);
        await expect(page.getByRole('table', { name: 'Changed games' })).toHaveCount(0);
        if (attempt === 0) await expectNoAxeViolations(page, 'the feed import preview', { soft: true });
        await page.getByRole('button', { name: 'Apply' }).click();
        const done = page.getByRole('status').filter({ hasText: 'The feed is imported' });
        const stale = page.getByRole('alert').filter({ hasText: 'The catalogue changed since' });
        await expect(done.or(stale)).toBeVisible({ timeout: 60_000 });
        applied = await done.isVisible();
      }
      expect(applied).toBe(true);

      await page.goto('/');
      await waitForShell(page);
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search games' });
      await box.fill('Zephyr Lanterns');
      await expect(
        page
          .getByRole('list', { name: 'Search results' })
          // A guest's result is a button that asks to log in; its name is the game's.
          .getByRole('button', { name: new RegExp(escape(newcomer.name)) }),
      ).toBeVisible();
    } finally {
      await importThroughApi(request, original);
    }
  });
});
