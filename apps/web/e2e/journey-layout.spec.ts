// The player's journey, laid out: the desktop header keeps every navigation label and the search box's
// placeholder whole from 1280 px on, and the phone lobby shows games on its first screen, starts each row
// with a whole card, keeps its sticky header opaque and offers a logged-in player no sign-up
// (docs/decisions/0137).
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

/** Whether an element's background is fully opaque, whatever colour syntax the style sheet gives it. */
async function opaqueBackground(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return context.getImageData(0, 0, 1, 1).data[3] === 255;
  });
}

/** What the header shows at one width: clipped labels, the page's sideways overflow, the placeholder's fit. */
async function headerFit(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const links = await nav.getByRole('link').evaluateAll((elements) =>
    elements.map((element) => ({
      label: element.textContent,
      cut: element.scrollWidth > element.clientWidth,
    })),
  );
  const navHidden = await nav.evaluate((element) => element.scrollWidth - element.clientWidth);
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const placeholderRoom = await page
    .getByRole('banner')
    .getByRole('searchbox', { name: 'Search games' })
    .evaluate((element) => {
      if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        element.clientWidth -
        Number.parseFloat(style.paddingInlineStart) -
        Number.parseFloat(style.paddingInlineEnd);
      return room - context.measureText(element.placeholder).width;
    });
  return { links, navHidden, pageOverflow, placeholderRoom };
}

test(
  'the desktop header keeps every navigation label and the search placeholder whole at 1280 and 1366 px',
  { tag: '@desktop' },
  async ({ page, request, baseURL }) => {
    // The widest header: a logged-in player's balance, cashier and menu, and the sportsbook's link.
    await page.route('**/api/site-settings', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: { ...settings, sportsbook_url: `${String(baseURL)}/sportsbook` },
      });
    });
    const player = await registerPlayer(request);
    await signIn(page, request, player);
    await page.goto('/');
    await waitForShell(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sports', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await headerFit(page);
      expect(fit.links.map((link) => link.label)).toEqual([
        'Lobby',
        'Slots',
        'Live casino',
        'Sports',
        'Promotions',
        'Bonuses',
        'VIP',
      ]);
      expect(
        fit.links.filter((link) => link.cut),
        `labels cut at ${width} px`,
      ).toEqual([]);
      expect(fit.navHidden, `navigation scrolled out of sight at ${width} px`).toBeLessThanOrEqual(0);
      expect(fit.pageOverflow, `page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      expect(fit.placeholderRoom, `room left beside the placeholder at ${width} px`).toBeGreaterThanOrEqual(
        0,
      );
    }
  },
);

test(
  'the phone lobby shows a whole game on its first screen, rows start with a whole card, the header is opaque',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    // The first screen ends where the bottom bar begins.
    const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
    const fold = bar?.y ?? 0;
    const firstGame = page.locator('#main [data-game-card]').first();
    await expect(firstGame).toBeVisible();
    const card = await firstGame.boundingBox();
    expect(card, 'the first game card has a box').not.toBeNull();
    expect(
      (card?.y ?? Infinity) + (card?.height ?? 0),
      `first card's bottom vs fold ${fold}`,
    ).toBeLessThanOrEqual(fold);

    const row = page.getByRole('region', { name: 'New games', exact: true });
    await row.scrollIntoViewIfNeeded();
    await expect(row.locator('article img').first()).toHaveAttribute('src', /^\/api\/game-art\//);
    const title = await row.getByRole('heading', { name: 'New games' }).boundingBox();
    const first = await row.getByRole('listitem').first().boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    // The row's first card starts where its title does, whole, not under the screen's edge.
    expect(first?.x, 'first card start').toBeGreaterThanOrEqual(title?.x ?? Infinity);
    expect((first?.x ?? Infinity) + (first?.width ?? 0)).toBeLessThanOrEqual(width);

    // Scrolled down, the page passes under the sticky header and the bottom bar: neither lets it show through.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await opaqueBackground(page.getByRole('banner')), 'header opaque').toBe(true);
    expect(
      await opaqueBackground(page.getByRole('navigation', { name: 'Quick links' })),
      'bottom bar opaque',
    ).toBe(true);
  },
);

test(
  'a logged-in player is offered the deposit in the hero, never a sign-up',
  { tag: '@phone' },
  async ({ page, request }) => {
    const player = await registerPlayer(request);
    await signIn(page, request, player);
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Highlights' });
    await expect(hero.getByRole('group', { includeHidden: true })).toHaveCount(4);
    await expect(hero.getByRole('link', { name: 'Deposit', includeHidden: true })).toHaveAttribute(
      'href',
      '/deposit',
    );
    await expect(hero.locator('a[href^="/register"]')).toHaveCount(0);
    await expect(hero.getByText(/sign up/i)).toHaveCount(0);
  },
);
