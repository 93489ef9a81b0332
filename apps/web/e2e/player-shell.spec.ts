// The shell's smaller promises: the older navigation's slot paths reach their categories, the preloader
// stays for the spec's 3 s, the user menu lists the spec's entries, an inactive player's pages carry the
// `inactive` class, and the Sports link shows only when the operator has a sportsbook.
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

test(
  'the preloader covers the page for 3 s from the start of the load',
  { tag: '@desktop' },
  async ({ page }) => {
    // Notes when the page first stands without a preloader, counted like the preloader counts: from the
    // start of the load.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('main') && !document.querySelector('[data-preloader]')) {
          Object.assign(window, { preloaderClosedAt: performance.now() });
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForShell(page);
    const closedAt = await page.evaluate(
      () => (window as unknown as { preloaderClosedAt?: number }).preloaderClosedAt,
    );
    expect(closedAt).toBeGreaterThanOrEqual(3000);
  },
);

test('the user menu lists the spec’s entries, responsible gambling and the terms included', async ({
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
