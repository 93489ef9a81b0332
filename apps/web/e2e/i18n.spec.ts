// Choosing a language: the interface follows, the choice survives a reload, Arabic turns the page
// right-to-left, and a first visit starts in the browser's language.
import { expect, test, waitForShell } from './fixtures';
import type { Page } from '@playwright/test';

async function choose(page: Page, isMobile: boolean, label: string, code: string): Promise<void> {
  if (isMobile) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Language|Sprache|اللغة)$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog).toBeHidden();
  } else {
    await page.getByRole('banner').getByRole('combobox').selectOption(code);
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
});

test('the language chooser switches the interface, and the choice survives a reload', async ({
  page,
  isMobile,
}) => {
  await choose(page, isMobile, 'Deutsch', 'de');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Spielautomaten' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const health = page.waitForRequest((request) => request.url().endsWith('/api/health'));
  await page.reload();
  await waitForShell(page);
  await expect(nav.getByRole('link', { name: 'Spielautomaten' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The API hears the language too, along with the site id.
  const headers = (await health).headers();
  expect(headers['accept-language']).toBe('de');
  expect(headers['x-site-id']).toBe('1');
});

test('Arabic turns the page right-to-left', async ({ page, isMobile }) => {
  await choose(page, isMobile, 'العربية', 'ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'عذرًا' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();

  // The logo sits at the right-hand edge now, with no extra stylesheet.
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(logo && logo.x > width / 2).toBe(true);

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');

  await choose(page, isMobile, 'English', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
});

test.describe('a first visit', () => {
  test.use({ locale: 'fr-FR' });

  test("starts in the browser's language", async ({ page }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  });
});
