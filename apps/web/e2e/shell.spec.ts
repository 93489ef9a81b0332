// The shell around every page: header, navigation, hero, support figure, footer, and the phone's bottom bar.
import { expect, test, waitForShell } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
});

test('the header has the logo, the main navigation and the guest buttons', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Reelvault, back to the lobby' })).toHaveAttribute(
    'href',
    '/',
  );
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const links = [
    ['Lobby', '/'],
    ['Slots', '/slots'],
    ['Live casino', '/live-casino'],
    ['Promotions', '/promotions'],
    ['Bonuses', '/bonuses'],
    ['VIP', '/vip'],
  ] as const;
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await expect(page.locator('body')).toHaveClass(/\bpage-home\b/);
});

test('the main navigation leads to the bonuses and the VIP club (on phones in its scrolling row)', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, path, heading] of [
    ['Bonuses', '/bonuses', 'Bonuses'],
    ['VIP', '/vip', 'VIP Club'],
  ] as const) {
    const link = nav.getByRole('link', { name, exact: true });
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
});

test('the main navigation speaks the chosen language', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('reelvault.language', 'de'));
  await page.reload();
  await waitForShell(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const [name, path] of [
    ['Aktionen', '/promotions'],
    ['Boni', '/bonuses'],
    ['VIP', '/vip'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('the first HTML preloads the page code and the language the site will speak', async ({
  page,
  request,
  context,
}) => {
  const preloads = async (path: string, headers: Record<string, string>) => {
    const html = await (await request.get(path, { headers })).text();
    return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
  };
  // A German browser's first visit to the slots: the German file and the lobby's code.
  const slots = await preloads('/slots/category/megaways', { 'accept-language': 'de-DE,de;q=0.9' });
  const language = (code: string) => (href: string) =>
    new RegExp(`^/assets/${code}-[\\w-]+\\.js$`).test(href);
  expect(slots.filter(language('de'))).toHaveLength(1);
  expect(slots.filter(language('en'))).toHaveLength(0);
  expect(slots.some((href) => /^\/assets\/lobby-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of slots) {
    expect((await request.get(href)).status()).toBe(200);
  }
  // The site remembers the language it speaks in a cookie, which names the file on the next page.
  await page.evaluate(() => localStorage.setItem('reelvault.language', 'ja'));
  await page.reload();
  await waitForShell(page);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'reelvault_language');
  expect(cookie?.value).toBe('ja');
  const home = await preloads('/', { 'accept-language': 'de-DE', cookie: 'reelvault_language=ja' });
  expect(home.filter(language('ja'))).toHaveLength(1);
  expect(home.filter(language('de'))).toHaveLength(0);
  expect(home.some((href) => /^\/assets\/home-[\w-]+\.js$/.test(href))).toBe(true);
});

// A slow machine could let the hero rotate before these look at it: with reduced motion it stays put.
test.describe('with the hero standing still', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the lobby shows the hero slider and round-the-clock support', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('group', { includeHidden: true })).toHaveCount(5);
    await expect(hero.getByRole('heading', { name: 'Welcome to Reelvault' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');

    const stats = page.getByRole('region', { name: 'Reelvault at a glance' });
    await expect(stats).toContainText('24/7');
    await expect(stats).toContainText('Support');
  });

  test('the hero moves with next, previous and the slide buttons', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Highlights' });
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('heading', { name: 'Welcome bonus up to €65,000' })).toBeVisible();
    await expect(hero.getByRole('heading', { name: 'Welcome to Reelvault' })).toBeHidden();

    await hero.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(hero.getByRole('heading', { name: '15% daily cashback' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Show slide 1' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(hero.getByRole('heading', { name: 'Refer a friend, get €50' })).toBeVisible();
  });
});

test('the hero stops rotating under the pointer, with focus inside, when paused and for reduced motion', async ({
  page,
}) => {
  const hero = page.getByRole('region', { name: 'Highlights' });
  // While the slides rotate they are not announced; once rotation stops, a change of slide is.
  const slides = hero.locator('[aria-live]');
  await page.mouse.move(0, 0);
  await expect(slides).toHaveAttribute('aria-live', 'off');

  await hero.hover();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.mouse.move(0, 0);
  await expect(slides).toHaveAttribute('aria-live', 'off');

  await hero.getByRole('button', { name: 'Next slide' }).focus();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).focus();
  await expect(slides).toHaveAttribute('aria-live', 'off');

  await hero.getByRole('button', { name: 'Pause the slide show' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).focus();
  await page.mouse.move(0, 0);
  await expect(hero.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await hero.getByRole('button', { name: 'Play the slide show' }).click();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).focus();
  await page.mouse.move(0, 0);
  await expect(hero.getByRole('button', { name: /slide show/ })).toHaveCount(0);
  await expect(slides).toHaveAttribute('aria-live', 'polite');
});

test('the footer has the badges, help organisations, legal pages and licence', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Responsible gambling' })).toBeVisible();
  for (const name of ['BeGambleAware', 'Gamblers Anonymous', 'GamCare', 'Gambling Therapy']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  const pages = await legal
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(pages).toEqual(['/pages/3', '/pages/4', '/pages/5', '/pages/6', '/pages/7', '/pages/8']);
  await expect(footer).toContainText(
    'Reelvault is operated by Reelvault, licensed and regulated in Curaçao.',
  );
  await expect(footer.getByText('All systems operational')).toBeVisible();
});

test('the bottom bar shows on phones only', async ({ page, isMobile }) => {
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  if (!isMobile) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/slots');
  await expect(bar.getByRole('link', { name: 'Live' })).toHaveAttribute('href', '/live-casino');
  await expect(bar.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  // Scrolled to the end, the footer's last line sits above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const status = await page.getByRole('contentinfo').getByText('All systems operational').boundingBox();
  const barBox = await bar.boundingBox();
  expect(status && barBox && status.y + status.height <= barBox.y).toBe(true);
});
