// Game search: the header's bar on a computer and the bottom bar's modal on a phone, asked only from the
// third character on; results with art, name and studio; "Game not found"; a guest opening a result is
// asked to log in, a player goes to the game.
import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { logIn, registerPlayer } from './players';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
});

/** The search box: the header's bar on a computer, the bottom bar's modal on a phone. */
async function openSearch(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Search' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Search games')).toBeFocused();
    return dialog;
  }
  return page.getByRole('banner');
}

test('the search asks from the third character, lists games with art and studio, and says when nothing is found', async ({
  page,
  isMobile,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/search/games'))
      searches.push(new URL(request.url()).searchParams.get('search') ?? '');
  });
  const panel = await openSearch(page, isMobile);
  const box = panel.getByLabel('Search games');

  await box.fill('bo');
  await expect(panel.getByText('Type at least 3 characters.')).toBeVisible();
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);

  await box.fill('book');
  const results = panel.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button').or(results.getByRole('link')).first()).toBeVisible();
  expect(searches).toEqual(['book']);
  const first = results.getByRole('listitem').first();
  await expect(first.locator('img')).toHaveAttribute('src', /^\/api\/game-art\/.+\.webp\?v=/);
  await expect(first.locator('img')).toHaveAttribute('srcset', /\.240\.webp\?v=\S+ 240w, .+ 360w$/);
  await expect(first).toContainText(/book/i);

  await box.fill('qxjqzvwq');
  await expect(panel.getByText('Game not found')).toBeVisible();
  await expect(results).toHaveCount(0);
});

test('a guest opening a result is asked to log in, and the login returns to the game', async ({
  page,
  isMobile,
}) => {
  const panel = await openSearch(page, isMobile);
  await panel.getByLabel('Search games').fill('roulette');
  const first = panel.getByRole('list', { name: 'Search results' }).getByRole('button').first();
  const name = (await first.locator('bdi').first().innerText()).trim();
  await first.click();
  const prompt = panel.getByRole('region', { name: 'Log in to play' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(`Log in or sign up to play ${name}.`)).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await prompt.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fplay%2F\d+$/);
});

test('a logged-in player opens a result on the game page', async ({ page, request, isMobile }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await waitForShell(page);
  const panel = await openSearch(page, isMobile);
  await panel.getByLabel('Search games').fill('blackjack');
  const first = panel.getByRole('list', { name: 'Search results' }).getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/play\/\d+$/);
  if (isMobile) await expect(page.getByRole('dialog', { name: 'Search games' })).toBeHidden();
});

test('Escape closes the phone search, and the header bar is for larger screens', async ({
  page,
  isMobile,
}) => {
  if (!isMobile) {
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await expect(page.getByRole('banner').getByLabel('Search games')).toBeVisible();
    return;
  }
  await expect(page.getByRole('banner').getByLabel('Search games')).toBeHidden();
  const dialog = await openSearch(page, true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
