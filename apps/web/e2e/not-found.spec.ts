// Paths without a screen, the body's page class, scrolling to the top after navigation, and the auth paths
// that stand without header and footer.
import { expect, test, waitForShell } from './fixtures';

test('an unknown path shows the not-found page, and Back to Lobby returns to the lobby', async ({ page }) => {
  const response = await page.goto('/no-such-table/at-all');
  expect(response?.status()).toBe(200);
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { name: "Whoops! We couldn't find what you're looking for." }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bpage-not-found\b/);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Lobby' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bpage-home\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bpage-not-found\b/);
});

test('/home is the lobby too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
});

test('a navigation scrolls back to the top', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await terms.click();
  await expect(page).toHaveURL(/\/pages\/3$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the auth screens stand without header, footer and bottom bar', async ({ page }) => {
  for (const path of ['/login', '/register', '/reset-password']) {
    await page.goto(path);
    await waitForShell(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  }
});
