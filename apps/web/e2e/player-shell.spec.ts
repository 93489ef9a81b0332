// The shell's smaller promises: the older navigation's slot paths reach their categories, the preloader
// covers the first page until its data is in and for the spec's 3 s at most, the user menu lists the
// spec's entries, an inactive player's pages carry the `inactive` class, and the Sports link shows only
// when the operator has a sportsbook.
import type { Page } from '@playwright/test';
import { timings } from '@reelvault/contract/constants/timings';
import { expect, test, waitForShell } from './fixtures';
import { logIn, openUserMenu, registerPlayer } from './players';

// The spec's older paths, the category each leads to and that category's heading.
const olderPaths = [
  ['popular', 'popular', 'Popular'],
  ['new', 'new-games', 'New games'],
  ['instant', 'classic-slots', 'Classic slots'],
  ['jackpot', 'jackpot-fever', 'Jackpot fever'],
  ['asian', 'asia', 'Asia'],
  ['fruits', 'classic-slots', 'Classic slots'],
  ['luxury', 'jackpot-fever', 'Jackpot fever'],
  ['west', 'pirates', 'Pirates'],
  ['magic', 'books', 'Books'],
  ['adventure', 'pirates', 'Pirates'],
  ['fantasy', 'vikings', 'Vikings'],
] as const;

test('the older navigation’s slot paths lead to their categories', { tag: '@desktop' }, async ({ page }) => {
  for (const [path, category, heading] of olderPaths) {
    await page.goto(`/slots/${path}`);
    await expect(page).toHaveURL(`/slots/category/${category}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A link with a studio keeps it.
  await page.goto('/slots/fruits?provider=some-studio');
  await expect(page).toHaveURL('/slots/category/classic-slots?provider=some-studio');
  // Paths that never were in the navigation still find nothing.
  await page.goto('/slots/roulette');
  await expect(page.getByText("Whoops! We couldn't find what you're looking for.")).toBeVisible();
});

/**
 * Notes, in the page, when it first stands without a preloader: counted like the preloader counts, from
 * the start of the load.
 */
async function notePreloaderClose(page: Page): Promise<() => Promise<number | undefined>> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.getElementById('main') && !document.querySelector('[data-preloader]')) {
        Object.assign(window, { preloaderClosedAt: performance.now() });
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { preloaderClosedAt?: number }).preloaderClosedAt);
}

/** Holds the page's API calls (not its pictures) until the returned function lets them through. */
async function holdApiCalls(page: Page): Promise<() => void> {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/**', async (route) => {
    if (route.request().resourceType() === 'fetch') await answered;
    await route.fallback();
  });
  return answer;
}

test(
  'the preloader closes as soon as the first page’s data is in, without waiting for its 3 s',
  { tag: '@desktop' },
  async ({ page }) => {
    const closedAt = await notePreloaderClose(page);
    const featured = page.getByRole('region', { name: 'Featured games' });
    const answer = await holdApiCalls(page);
    // The page's clock stands still and moves only when the test moves it, 20 ms at a time, so that the
    // preloader's 3 s are counted the same on a busy machine as on a quiet one.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 500);
    const step = async () => page.clock.runFor(20);
    await page.goto('/', { waitUntil: 'commit' });
    try {
      // The page has rendered beneath the preloader, which stays while the data is on its way.
      await expect
        .poll(async () => {
          await step();
          return page.locator('#main').count();
        })
        .toBe(1);
      await expect(page.locator('[data-preloader]')).toHaveCount(1);
    } finally {
      answer();
    }
    const answeredAt = await page.evaluate(() => performance.now());
    await expect
      .poll(async () => {
        await step();
        return page.locator('[data-preloader]').count();
      })
      .toBe(0);
    // From here the page's time runs on by itself: the games the held answers brought are shown.
    await page.clock.resume();
    await expect(featured.getByRole('link').first()).toBeVisible();
    const closed = (await closedAt()) ?? Number.NaN;
    expect(closed).toBeGreaterThanOrEqual(answeredAt);
    expect(closed).toBeLessThan(timings.preloader);
  },
);

test(
  'while the first page’s data is late the preloader covers it, and closes 3 s after the start of the load',
  { tag: '@desktop' },
  async ({ page }) => {
    const closedAt = await notePreloaderClose(page);
    const featured = page.getByRole('region', { name: 'Featured games' });
    const answer = await holdApiCalls(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    try {
      // Nothing has been answered, yet the preloader closes at its time and the page shows beneath it,
      // still loading its games.
      await waitForShell(page);
      expect(await closedAt()).toBeGreaterThanOrEqual(timings.preloader);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(featured.getByRole('link')).toHaveCount(0);
    } finally {
      answer();
    }
    await expect(featured.getByRole('link').first()).toBeVisible();
  },
);

test('the user menu lists the spec’s entries, responsible gambling, the terms and the bonuses included', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'menu' });
  await logIn(page, player);
  await waitForShell(page);
  await openUserMenu(page);
  const header = page.getByRole('banner');
  const menuId = await header.getByRole('button', { name: 'Account menu' }).getAttribute('aria-controls');
  const entries = [
    ['My account', '/account'],
    ['Security', '/account/security'],
    ['Financial', '/account/finance'],
    ['Bet history', '/account/game-transactions'],
    ['Bonuses', '/account/bonuses'],
    ['Sessions', '/account/sessions'],
    ['Favourites', '/favorites'],
    ['Responsible gambling', '/account/limits'],
    ['Terms and conditions', '/pages/terms-and-conditions'],
    ['Responsible gambling policy', '/pages/responsible-gambling'],
    ['Log out', '/logout'],
  ] as const;
  const links = page.locator(`[id="${String(menuId)}"]`).getByRole('link');
  await expect(links).toHaveText(entries.map(([name]) => name));
  expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))).toEqual(
    entries.map(([, href]) => href),
  );
  // Redeem code comes first, a button: it opens its popup over the page the player is on.
  await expect(
    page
      .locator(`[id="${String(menuId)}"]`)
      .getByRole('button')
      .first(),
  ).toHaveText('Redeem code');
  await header.getByRole('link', { name: 'Responsible gambling policy' }).click();
  await expect(page).toHaveURL('/pages/responsible-gambling');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/responsible/i);
});

test('an inactive player’s pages carry the inactive class, an active player’s do not', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'inactive' });
  await logIn(page, player);
  await waitForShell(page);
  await expect(page.locator('body')).not.toHaveClass(/\binactive\b/);

  // The operator sets the account inactive during the session: the next profile answer says status 2.
  await page.route('**/api/user/profile', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { status: number } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, status: 2 } } });
  });
  await page.goto('/slots');
  await waitForShell(page);
  await expect(page.locator('body')).toHaveClass(/\binactive\b/);
  await expect(page.locator('body')).toHaveClass(/\bpage-slots\b/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page).toHaveURL('/promotions');
  await expect(page.locator('body')).toHaveClass(/\binactive\b/);
});

test('without a sportsbook the site offers no Sports link', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Promotions', exact: true })).toBeVisible();
  await expect(page.locator('a[href="/sports"]')).toHaveCount(0);
});

test('with a sportsbook configured the main navigation leads to Sports', async ({ page, baseURL }) => {
  await page.route('**/api/site-settings', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, sportsbook_url: `${String(baseURL)}/sportsbook` } });
  });
  await page.goto('/');
  await waitForShell(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute('href', '/sports');
});
