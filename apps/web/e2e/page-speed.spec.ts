// What the first load of a page does for its speed on a phone (decision records 1011 and 1012): the game
// art's pictures at the card's size, named in the first HTML, a largest paint the browser can time, and a
// game page that asks for its game first and draws its stage before its rows.
import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { playerWithMoney, slotGames } from './play';
import { signIn } from './sign-in';

/**
 * Watches, from the page's first script on, for the first element matching `selector` to enter the page:
 * when (by the page's own clock, as the resource timings are) and how many rows (titled sections that say
 * whether they are busy) the page had by then. `entryOf` reads it back.
 */
async function watchEntry(page: Page, selector: string): Promise<void> {
  await page.addInitScript((watched) => {
    new MutationObserver((changes, observer) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
            Object.assign(window, {
              watchedEntry: {
                at: performance.now(),
                rows: document.querySelectorAll('main section[aria-busy]').length,
              },
            });
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

async function entryOf(page: Page): Promise<{ at: number; rows: number }> {
  const entry = await page.evaluate(
    () => (window as unknown as { watchedEntry?: { at: number; rows: number } }).watchedEntry,
  );
  if (!entry) throw new Error('the watched element never entered the page');
  return entry;
}

test.describe("on a mid-range phone's screen (Lighthouse's: 1.75 pixels a point)", () => {
  test.use({ deviceScaleFactor: 1.75 });

  test(
    "a lobby's first cards are WebP pictures of the card's size, asked for by the first HTML",
    { tag: '@phone' },
    async ({ page, request }) => {
      const html = await (await request.get('/slots')).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="image" imagesrcset="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(preloaded).toHaveLength(3);

      await page.goto('/slots');
      await waitForShell(page);
      const first = page.locator('main article img').first();
      await expect(first).toHaveJSProperty('complete', true);
      const picture = await first.evaluate((image: HTMLImageElement) => ({
        current: image.currentSrc,
        srcset: image.srcset,
      }));
      // A phone's card is a third of the screen, 121 points, 212 pixels: the 240-pixel picture, the one the
      // first HTML named.
      expect(picture.current).toMatch(/\/api\/game-art\/[a-z0-9-]+\.240\.webp\?v=/);
      expect(preloaded[0]).toBe(picture.srcset);
      const fetched = await page.evaluate(async (url) => {
        const reply = await fetch(url);
        const bitmap = await createImageBitmap(await reply.blob());
        return { type: reply.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
      }, picture.current);
      expect(fetched).toEqual({ type: 'image/webp', width: 240, height: 320 });
    },
  );
});

test(
  "a game page's largest paint is its own content, timed while its rows fill",
  { tag: '@phone' },
  async ({ page, request }) => {
    const [game] = await slotGames(request, 1);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { largestPaints: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          seen.push(entry.element?.tagName ?? '');
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`/play/${String(game?.id)}`);
    await waitForShell(page);
    // The rows fill with cards (which used to glide each row back to its snap point: a scroll, after
    // which the browser stops timing the largest paint and a page had none but the preloader's).
    const row = page.getByRole('region', { name: 'You may also like' });
    await expect(row.locator('article img').first()).toBeVisible();
    expect(await row.locator('ul').evaluate((list) => getComputedStyle(list).scrollBehavior)).toBe('auto');
    // The stage's art, preloaded by the first HTML, is the largest paint.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { largestPaints: string[] }).largestPaints))
      .toContain('IMG');
  },
);

test(
  'a game page asks for its game before anything else, and for its rows only once its stage is drawn',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [game] = await slotGames(request, 1);
    // A player's page asks for most (session, balance, favourites): the game must still come first.
    const { player } = await playerWithMoney(request);
    await signIn(page, request, player);
    await watchEntry(page, 'img.blur-sm');
    await page.goto(`/play/${String(game?.id)}`);
    await waitForShell(page);
    await expect(
      page.getByRole('region', { name: 'You may also like' }).locator('article img').first(),
    ).toBeVisible();
    const stage = await entryOf(page);
    const timings = await page.evaluate(() => ({
      calls: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.startsWith('/api/') && !entry.name.includes('/api/game-art/'),
        )
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const [first] = [...timings.calls].sort((a, b) => a.start - b.start);
    // The game is asked for by the router as the page opens, not after the page's first render.
    expect(first?.path).toBe(`/api/game/${String(game?.id)}`);
    // The rows come after the stage: none was on the page when its art entered, and the related rows
    // (their lists are category and game-list calls) asked for their games only after that.
    expect(stage.rows).toBe(0);
    const rowCalls = timings.calls.filter(
      (call) => call.path.startsWith('/api/category/') || call.path === '/api/games',
    );
    expect(rowCalls.length).toBeGreaterThan(0);
    for (const call of rowCalls) expect(call.start).toBeGreaterThan(stage.at);
  },
);

test('the lobby draws its hero before what lies below it', { tag: '@phone' }, async ({ page }) => {
  await watchEntry(page, '[aria-roledescription="carousel"]');
  await page.goto('/');
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Featured games' })).toBeVisible();
  expect((await entryOf(page)).rows).toBe(0);
});
