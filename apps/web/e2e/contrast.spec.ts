// Text over pictures and gradients meets WCAG 2.2 AA contrast (4.5:1, large text 3:1): every element whose
// contrast axe cannot decide on the public pages, and on a player's lobby, is measured against the pixels
// behind it, and so is every text inside the SVG pictures those pages show (e2e/contrast.ts,
// docs/decisions/1009). Each figure is printed, so that the record can quote them. The first tests check
// the measurement itself, on synthetic pictures and on a page made to fail.
import { test as plainTest, type Page } from '@playwright/test';
import {
  contrastRatio,
  cropBackdrop,
  describeMeasurement,
  layOutPictures,
  measurePicturesOfText,
  measureSvgPictures,
  measureUndecidedContrast,
  requiredRatio,
  worstContrast,
  type Backdrop,
  type ContrastMeasurement,
} from './contrast';
import { expect, test, waitForShell } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

/** A synthetic picture: `paint` gives each pixel's colour. */
function backdrop(width: number, height: number, paint: (x: number, y: number) => number[]): Backdrop {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  }
  return { width, height, data };
}

const white = { r: 255, g: 255, b: 255, a: 1 };

// The measurement's own checks are arithmetic on synthetic pictures: once is enough.
plainTest.describe('the contrast measurement', { tag: '@desktop' }, () => {
  plainTest('gives the WCAG figures of known pairs', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    // #767676 on white is the lightest grey that passes 4.5:1; #777777 fails it.
    expect(contrastRatio({ r: 0x76, g: 0x76, b: 0x76 }, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio({ r: 0x77, g: 0x77, b: 0x77 }, white)).toBeLessThan(4.5);
    expect(requiredRatio(16, 400)).toBe(4.5);
    expect(requiredRatio(18.66, 700)).toBe(3);
    expect(requiredRatio(20, 600)).toBe(4.5);
    expect(requiredRatio(24, 400)).toBe(3);
  });

  plainTest('keeps the worst pixel of a picture, not its average', () => {
    // A dark picture with one light streak: white text is fine over most of it, not over the streak.
    const streaked = backdrop(40, 10, (x) => (x === 31 ? [230, 230, 230] : [20, 20, 40]));
    const worst = worstContrast(streaked, white);
    expect(worst.x).toBe(31);
    expect(worst.ratio).toBeLessThan(1.3);
    // Without the streak the same text passes easily.
    expect(
      worstContrast(
        backdrop(40, 10, () => [20, 20, 40]),
        white,
      ).ratio,
    ).toBeGreaterThan(15);
  });

  plainTest('fails light text over a gradient that turns light', () => {
    const gradient = backdrop(100, 20, (x) => {
      const level = Math.round((x / 99) * 255);
      return [level, level, level];
    });
    const worst = worstContrast(gradient, white);
    expect(worst.ratio).toBeLessThan(requiredRatio(16, 400));
    expect(worst.x).toBe(99);
  });

  plainTest('reads only the text box of a picture', () => {
    // A light top half and a dark bottom half: the box over the bottom half sees dark pixels only.
    const halves = backdrop(20, 20, (_x, y) => (y < 10 ? [240, 240, 240] : [10, 10, 30]));
    const bottom = cropBackdrop(halves, { x: 2, y: 10, width: 16, height: 10 });
    expect([bottom.width, bottom.height]).toEqual([16, 10]);
    expect(worstContrast(bottom, white).ratio).toBeGreaterThan(15);
    expect(
      worstContrast(cropBackdrop(halves, { x: 2, y: 8, width: 16, height: 4 }), white).ratio,
    ).toBeLessThan(1.2);
  });

  plainTest('lays pictures out in rows within a sheet, none over another', () => {
    const sizes = [
      ...Array.from({ length: 30 }, () => ({ width: 528, height: 705 })),
      { width: 3000, height: 90 },
    ];
    const sheets = layOutPictures(sizes);
    const placed = sheets.flatMap((sheet) =>
      sheet.places.map((place) => ({ ...place, sheet, size: sizes[place.index] ?? { width: 0, height: 0 } })),
    );
    expect(placed.map((place) => place.index).sort((a, b) => a - b)).toEqual(sizes.map((_, index) => index));
    for (const { x, y, sheet, size } of placed) {
      expect(x + size.width).toBeLessThanOrEqual(sheet.width);
      expect(y + size.height).toBeLessThanOrEqual(sheet.height);
    }
    for (const sheet of sheets.filter((each) => each.places.length > 1)) {
      expect(Math.max(sheet.width, sheet.height)).toBeLessThanOrEqual(2400);
    }
    for (const a of placed) {
      for (const b of placed) {
        if (a === b || a.sheet !== b.sheet) continue;
        const apart =
          a.x + a.size.width <= b.x ||
          b.x + b.size.width <= a.x ||
          a.y + a.size.height <= b.y ||
          b.y + b.size.height <= a.y;
        expect(apart, `pictures ${a.index} and ${b.index} overlap`).toBe(true);
      }
    }
    // The picture wider than a sheet has one of its own.
    expect(sheets.find((sheet) => sheet.places.some((place) => place.index === 30))?.places).toHaveLength(1);
  });

  plainTest('measures pictures drawn together each against its own drawing', async ({ browser }) => {
    // Two pictures that name their gradient alike, as the demo art does: drawn on one sheet, each text
    // must be read over its own picture's gradient, not over the other's.
    const picture = (from: string, to: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><defs><linearGradient id="bg"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="100" fill="url(#bg)"/><text x="20" y="60" font-size="24" fill="#fff">Welcome</text></svg>`;
    const [dark, light] = await measureSvgPictures(
      browser,
      [
        { source: picture('#101020', '#202040'), width: 200, height: 100, label: 'dark' },
        { source: picture('#f0f0f0', '#ffffff'), width: 200, height: 100, label: 'light' },
      ],
      2,
    );
    expect(dark?.map((figure) => figure.text)).toEqual(['Welcome']);
    expect(dark?.[0]?.ratio).toBeGreaterThan(12);
    expect(light?.[0]?.selector).toBe('light');
    expect(light?.[0]?.ratio).toBeLessThan(1.2);
    // Drawn at twice its size, the text's size as drawn on the page is what decides "large".
    expect(dark?.[0]?.fontSizePx).toBe(24);
  });

  plainTest('paints translucent text over each pixel before comparing', () => {
    const dark = backdrop(4, 4, () => [0, 0, 0]);
    // White at 50% over black is rgb(128,128,128): 5.3:1, not white's 21:1.
    expect(worstContrast(dark, { ...white, a: 0.5 }).ratio).toBeCloseTo(5.32, 1);
  });
});

/** Opens a route with reduced motion (nothing moves between captures) and waits for the page's code. */
async function open(page: Page, path: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await waitForShell(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\bpage-not-found\b/);
}

/** Prints each figure and fails, softly, for each element below its required ratio. */
function report(measurements: readonly ContrastMeasurement[]): void {
  for (const measurement of measurements) console.log(describeMeasurement(measurement));
  test.info().annotations.push(
    ...measurements.map((measurement) => ({
      type: 'contrast',
      description: describeMeasurement(measurement),
    })),
  );
  const failing = measurements.filter((measurement) => measurement.ratio < measurement.required);
  expect.soft(failing.map(describeMeasurement), 'text below WCAG 2.2 AA contrast').toEqual([]);
}

test('a page made to fail is measured and fails', async ({ page }) => {
  // Light grey text over a photo-like gradient that turns light: axe cannot decide it, the measurement can.
  await page.setContent(`<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Control</title><body style="margin:0">
    <main><h1 style="display:inline-block;font:16px sans-serif;margin:0;padding:24px;color:#ddd;
      background:linear-gradient(90deg,#101020,#f0f0f0)">Welcome bonus up to 65,000 EUR</h1>
    <p style="font:16px sans-serif;margin:0;padding:24px;color:#fff;
      background:linear-gradient(90deg,#101020,#202040)">Dark enough behind every letter</p></main>`);
  const measurements = await measureUndecidedContrast(page, 'control page');
  report(measurements.filter((measurement) => measurement.selector !== 'h1'));
  const heading = measurements.find((measurement) => measurement.selector === 'h1');
  const paragraph = measurements.find((measurement) => measurement.selector === 'p');
  expect(heading?.reason).toBe('bgGradient');
  expect(heading?.required).toBe(4.5);
  expect(heading?.ratio).toBeLessThan(1.5);
  expect(paragraph?.ratio).toBeGreaterThan(12);
});

async function firstSlot(page: Page): Promise<number> {
  const reply = await page.request.get('/api/games?type=slot&per_page=1');
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { games: { data: { id: number }[] } };
  const id = body.games.data[0]?.id;
  if (id === undefined) throw new Error('The demo catalogue is empty');
  return id;
}

const hero = 'section[aria-roledescription="carousel"]';

test.describe('text over pictures and gradients meets WCAG 2.2 AA contrast', () => {
  test('the lobby: every hero slide and the rest of the page', async ({ page }) => {
    test.setTimeout(180_000);
    await open(page, '/');
    const slides = page.locator(hero).locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBe(5);
    const measurements: ContrastMeasurement[] = [];
    for (let index = 0; index < count; index++) {
      await page
        .locator(hero)
        .getByRole('button', { name: new RegExp(`\\b${index + 1}$`) })
        .click();
      await expect(slides.nth(index)).toHaveAttribute('aria-hidden', 'false');
      measurements.push(
        ...(await measureUndecidedContrast(page, `/ slide ${index + 1}`, {
          include: `${hero} [aria-roledescription="slide"]:nth-child(${index + 1})`,
        })),
      );
    }
    // Every slide's text lies on its gradient: axe leaves all of it to this check.
    for (let index = 1; index <= count; index++) {
      expect(
        measurements.filter((measurement) => measurement.screen === `/ slide ${index}`),
      ).not.toHaveLength(0);
    }
    measurements.push(...(await measureUndecidedContrast(page, '/', { exclude: hero })));
    const pictures = await measurePicturesOfText(page, '/');
    // The lobby's game art carries each game's title: the pictures' texts are reached and measured.
    expect(pictures.filter((measurement) => measurement.reason === 'imageOfText')).not.toHaveLength(0);
    measurements.push(...pictures);
    report(measurements);
  });

  for (const path of ['/slots', '/providers', '/promotions', '/promotions-detail/4', '/vip', '/bonuses']) {
    test(path, async ({ page }) => {
      test.setTimeout(120_000);
      await open(page, path);
      report([...(await measureUndecidedContrast(page, path)), ...(await measurePicturesOfText(page, path))]);
    });
  }

  test('/play as a guest: the poster over the game art', async ({ page }) => {
    test.setTimeout(120_000);
    const id = await firstSlot(page);
    await open(page, `/play/${id}`);
    report([
      ...(await measureUndecidedContrast(page, `/play/${id}`)),
      ...(await measurePicturesOfText(page, `/play/${id}`)),
    ]);
  });

  test('/ as a player: the lobby with its player rows', async ({ page, request }) => {
    test.setTimeout(180_000);
    const player = await registerPlayer(request);
    await signIn(page, request, player);
    await open(page, '/');
    report([
      ...(await measureUndecidedContrast(page, '/ (player)', { exclude: hero })),
      ...(await measurePicturesOfText(page, '/ (player)')),
    ]);
  });
});
