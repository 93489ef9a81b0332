// Titles, descriptions, Open Graph tags and canonical URLs as a search engine or a chat app reads them
// after the page has run, per route and per subject; robots.txt and the sitemap from the real server.
import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';

const meta = (page: Page, attribute: string, key: string) => page.locator(`meta[${attribute}="${key}"]`);

test('each route gets its title, description, Open Graph tags and canonical URL', async ({
  page,
  baseURL,
}) => {
  await page.goto('/promotions?type=rewards');
  await waitForShell(page);
  await expect(page).toHaveTitle('Promotions and Bonuses | Reelvault');
  await expect(meta(page, 'name', 'description')).toHaveAttribute(
    'content',
    /Welcome bonus, 15% daily cashback/,
  );
  await expect(meta(page, 'property', 'og:title')).toHaveAttribute('content', 'Promotions and Bonuses');
  await expect(meta(page, 'property', 'og:url')).toHaveAttribute('content', `${baseURL}/promotions`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/promotions`);
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute(
    'content',
    /\/promotions\/welcome-cover\.svg$/,
  );

  await page.goto('/vip');
  await expect(page).toHaveTitle('VIP Club | Reelvault');
  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'index, follow');
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', `${baseURL}/og-image.png`);

  await page.goto('/login');
  await expect(meta(page, 'name', 'robots')).toHaveAttribute('content', 'noindex, nofollow');
});

test('a promotion and a legal page are named by their own title, in the chosen language', async ({
  page,
}) => {
  await page.goto('/promotions-detail/4');
  await waitForShell(page);
  await expect(page).toHaveTitle('15% Daily Cashback | Reelvault');
  await expect(meta(page, 'property', 'og:image')).toHaveAttribute('content', /daily-cashback-cover\.svg$/);
  await page.goto('/pages/4');
  await expect(page).toHaveTitle('Privacy Policy | Reelvault');
  await page.addInitScript(() => localStorage.setItem('reelvault.language', 'fr'));
  await page.goto('/vip');
  await expect(page).toHaveTitle('Club VIP | Reelvault');
});

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: ');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/promotions-detail/524</loc>');
  expect(xml).toContain('/pages/3</loc>');
  // Every game of the catalogue: the demo's and the aggregator fixture's (hub88.ts).
  const catalogue = await request.get('/api/games?per_page=1');
  const { total } = ((await catalogue.json()) as { pagination: { total: number } }).pagination;
  expect(total).toBe(12284);
  expect((xml.match(/\/play\/\d+<\/loc>/g) ?? []).length).toBe(total);
});
