// Contrast of text over pictures and gradients, which axe's color-contrast rule cannot decide and reports as
// "incomplete" rather than as passed or failed (docs/decisions/1009). For each such element the page is
// drawn once more with that element's text made transparent (and its shadow removed), so that only what
// lies behind the text is left; the box of the text is captured, and the text colour is compared with every
// pixel of that box. The figure kept is the worst one: the background pixel whose luminance comes closest to
// the text's, as a reader of any part of the text could meet it. WCAG 2.2 AA asks 4.5:1 of normal text and
// 3:1 of large text (24px, or 18.66px and bold).
//
// Pictures that carry words of their own (the promotions' banners, the game art with its title) are images
// of text, which WCAG holds to the same ratios; axe cannot see inside them. Each SVG picture a page shows is
// opened on its own at the size the page draws it, its texts made transparent, and each text's box compared
// with its fill colour in the same way.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { wcagTags } from './axe';

/** An sRGB colour, channels 0 to 255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** An sRGB colour with its opacity, 0 to 1 (the text colour as the page paints it). */
export interface Rgba extends Rgb {
  readonly a: number;
}

/** A picture as RGBA bytes, row by row: a decoded screenshot, or a synthetic one in a test. */
export interface Backdrop {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.2's relative luminance of an sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** A translucent colour painted over an opaque one. */
export function over(top: Rgba, bottom: Rgb): Rgb {
  return {
    r: top.r * top.a + bottom.r * (1 - top.a),
    g: top.g * top.a + bottom.g * (1 - top.a),
    b: top.b * top.a + bottom.b * (1 - top.a),
  };
}

/** Large text in WCAG's sense: at least 18pt (24px), or 14pt (18.66px) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The ratio WCAG 2.2 AA (1.4.3) requires of text of that size and weight. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}

export interface WorstPixel {
  /** The lowest contrast between the text and any pixel behind it. */
  readonly ratio: number;
  /** That pixel, and where it is in the backdrop. */
  readonly background: Rgb;
  readonly x: number;
  readonly y: number;
}

/**
 * The worst contrast of a text colour against every pixel of the backdrop behind it. A translucent text
 * colour is first painted over each pixel, as the browser does.
 */
export function worstContrast(backdrop: Backdrop, text: Rgba): WorstPixel {
  if (backdrop.width === 0 || backdrop.height === 0) throw new Error('The backdrop has no pixels');
  let worst: WorstPixel | undefined;
  for (let y = 0; y < backdrop.height; y++) {
    for (let x = 0; x < backdrop.width; x++) {
      const offset = (y * backdrop.width + x) * 4;
      const background = {
        r: backdrop.data[offset] ?? 0,
        g: backdrop.data[offset + 1] ?? 0,
        b: backdrop.data[offset + 2] ?? 0,
      };
      const ratio = contrastRatio(over(text, background), background);
      if (!worst || ratio < worst.ratio) worst = { ratio, background, x, y };
    }
  }
  if (!worst) throw new Error('The backdrop has no pixels');
  return worst;
}

/** The part of a backdrop inside a rectangle, in the backdrop's pixels (clamped to its edges). */
export function cropBackdrop(
  backdrop: Backdrop,
  rect: { x: number; y: number; width: number; height: number },
): Backdrop {
  const left = Math.max(0, Math.floor(rect.x));
  const top = Math.max(0, Math.floor(rect.y));
  const right = Math.min(backdrop.width, Math.ceil(rect.x + rect.width));
  const bottom = Math.min(backdrop.height, Math.ceil(rect.y + rect.height));
  const width = Math.max(0, right - left);
  const height = Math.max(0, bottom - top);
  const data = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++) {
    const start = ((top + row) * backdrop.width + left) * 4;
    data.set(backdrop.data.subarray(start, start + width * 4), row * width * 4);
  }
  return { width, height, data };
}

/** One element axe left undecided, measured. */
export interface ContrastMeasurement {
  /** The screen it was measured on (a route, a slide). */
  readonly screen: string;
  /** axe's selector of the element. */
  readonly selector: string;
  /** The start of its text, to find it by eye. */
  readonly text: string;
  /** Why axe could not decide (its message key: bgImage, bgGradient, bgOverlap, ...). */
  readonly reason: string;
  readonly fontSizePx: number;
  readonly fontWeight: number;
  readonly color: Rgba;
  readonly ratio: number;
  readonly required: number;
  readonly worstBackground: Rgb;
}

/** What the page tells of one element's text before any text is hidden. */
interface TextStyle {
  readonly found: boolean;
  readonly text: string;
  readonly color: Rgba;
  readonly fontSizePx: number;
  readonly fontWeight: number;
}

/** A rectangle in the viewport, CSS pixels. */
interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where one element's text is shown, with the page scrolled as it is now. */
interface TextPlace {
  /** The text's own box, cut to what clips it; null when nothing of it is shown. */
  readonly clip: Rect | null;
  /**
   * Whether all of the text is shown here: nothing of it cut off by the screen or a scrolling row, and
   * nothing of the page's (a sticky header, a bar) drawn over it. Such a text is measured as it stands;
   * another waits until it is scrolled to the middle of the screen itself.
   */
  readonly whole: boolean;
}

const probeClass = 'contrast-probe-hidden-text';
const probeStyle = `.${probeClass}, .${probeClass} * {
  color: transparent !important;
  -webkit-text-fill-color: transparent !important;
  text-shadow: none !important;
  caret-color: transparent !important;
}`;

/**
 * Reads each element's text, colour and size, then hides the text of them all. It runs in the page
 * (Playwright sends its source), so it uses nothing of this module.
 */
function readAndHideTexts({
  selectors,
  className,
}: {
  selectors: readonly string[];
  className: string;
}): TextStyle[] {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  const styles = selectors.map((selector): TextStyle => {
    const element = document.querySelector(selector);
    if (!element) {
      return { found: false, text: '', color: { r: 0, g: 0, b: 0, a: 0 }, fontSizePx: 0, fontWeight: 0 };
    }
    const style = getComputedStyle(element);
    // The colour as sRGB bytes, whatever notation the style sheet used (Tailwind's are oklch).
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = style.color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
    // Opacity of the element and its ancestors fades the text as it fades the rest.
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    // axe's rule looks at the element's own text nodes.
    let text = '';
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    }
    return {
      found: true,
      text: text.trim().replace(/\s+/g, ' ').slice(0, 40),
      color: { r, g, b, a: (alpha / 255) * opacity },
      fontSizePx: Number.parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
    };
  });
  // Hiding text changes no layout (the colour only), so every box stays where it is.
  for (const selector of selectors) document.querySelector(selector)?.classList.add(className);
  return styles;
}

/**
 * Scrolls the lead element into the middle of the screen, then tells where each element's text is shown.
 * Runs in the page.
 */
function placeTexts({ selectors, lead }: { selectors: readonly string[]; lead: number }): TextPlace[] {
  document
    .querySelector(selectors[lead] ?? ':not(*)')
    ?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const range = document.createRange();
  return selectors.map((selector): TextPlace => {
    const element = document.querySelector(selector);
    if (!element) return { clip: null, whole: false };
    // The text is the element's own text nodes: their boxes, joined.
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        left = Math.min(left, rect.left);
        top = Math.min(top, rect.top);
        right = Math.max(right, rect.right);
        bottom = Math.max(bottom, rect.bottom);
      }
    }
    // Only what is shown counts: text cut off by its own box or an ancestor's (an ellipsis, a row that
    // scrolls sideways) is not drawn beyond it, and the screen shows only its part of the page.
    // (The root and the body pass their overflow to the screen, which clips below.) What the element's
    // own box cuts stays cut wherever the page is scrolled; what an ancestor or the screen cuts may not.
    let own: { left: number; top: number; right: number; bottom: number } | undefined;
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX !== 'visible' || overflowY !== 'visible') {
        const box = node.getBoundingClientRect();
        const innerLeft = box.left + node.clientLeft;
        const innerTop = box.top + node.clientTop;
        if (overflowX !== 'visible') {
          left = Math.max(left, innerLeft);
          right = Math.min(right, innerLeft + node.clientWidth);
        }
        if (overflowY !== 'visible') {
          top = Math.max(top, innerTop);
          bottom = Math.min(bottom, innerTop + node.clientHeight);
        }
      }
      own ??= { left, top, right, bottom };
    }
    own ??= { left, top, right, bottom };
    left = Math.max(left, 0);
    top = Math.max(top, 0);
    right = Math.min(right, window.innerWidth);
    bottom = Math.min(bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return { clip: null, whole: false };
    const clip = {
      x: Math.floor(left),
      y: Math.floor(top),
      width: Math.ceil(right) - Math.floor(left),
      height: Math.ceil(bottom) - Math.floor(top),
    };
    const cut =
      left > own.left + 0.5 || top > own.top + 0.5 || right < own.right - 0.5 || bottom < own.bottom - 0.5;
    // Nothing else drawn over it: the topmost element at its middle and near its corners is the element
    // or inside it.
    const inset = 1;
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + inset, top + inset],
      [right - inset, top + inset],
      [left + inset, bottom - inset],
      [right - inset, bottom - inset],
    ] as const;
    const covered = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return !hit || !element.contains(hit);
    });
    return { clip, whole: !cut && !covered };
  });
}

/** Makes every picture load now (lazy ones too) and waits until each is decoded. */
async function loadAllPictures(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * The elements axe's color-contrast rule leaves undecided on the page (or inside `include`, outside
 * `exclude`), with axe's reason.
 */
async function undecidedElements(
  page: Page,
  scope: { include?: string; exclude?: string },
): Promise<{ selector: string; reason: string }[]> {
  let builder = new AxeBuilder({ page })
    .withTags([...wcagTags])
    .withRules(['color-contrast'])
    .setLegacyMode(true);
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { incomplete } = await builder.analyze();
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .map((node) => {
      const [selector, ...inFrame] = node.target;
      if (typeof selector !== 'string' || inFrame.length > 0) {
        throw new Error(`An undecided element inside a frame: ${JSON.stringify(node.target)}`);
      }
      const data: unknown = node.any[0]?.data;
      const reason =
        typeof data === 'object' && data !== null && 'messageKey' in data
          ? String(data.messageKey)
          : 'unknown';
      return { selector, reason };
    });
}

/** The smallest rectangle holding every one given. */
function union(rects: readonly Rect[]): Rect {
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.width));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Measures every element whose contrast axe leaves undecided on the page as it is now (or inside
 * `include`, outside `exclude`). The page should be open with reduced motion, so that nothing moves
 * between captures. An element of which nothing is shown (cut off entirely) is named in the output and
 * not measured: no reader sees it there.
 *
 * The texts of all of them are hidden at once; then the first one not yet measured is scrolled to the
 * middle of the screen and one capture serves it and every other one shown whole on that screen.
 */
export async function measureUndecidedContrast(
  page: Page,
  screen: string,
  options: { include?: string; exclude?: string } = {},
): Promise<ContrastMeasurement[]> {
  await loadAllPictures(page);
  const undecided = await undecidedElements(page, options);
  if (undecided.length === 0) return [];
  // A constructed style sheet: the site's content security policy refuses inline style elements.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, probeStyle);
  const selectors = undecided.map(({ selector }) => selector);
  const styles = await page.evaluate(readAndHideTexts, { selectors, className: probeClass });
  const measurements: ContrastMeasurement[] = [];
  try {
    const missing = styles.findIndex((style) => !style.found);
    if (missing >= 0) throw new Error(`${screen}: axe's element ${selectors[missing]} is gone`);
    let pending = undecided.map((_, index) => index);
    while (pending.length > 0) {
      const places = await page.evaluate(placeTexts, {
        selectors: pending.map((index) => selectors[index] ?? ''),
        lead: 0,
      });
      const captured = pending.flatMap((index, position) => {
        const { clip, whole } = places[position] ?? { clip: null, whole: false };
        return clip && (position === 0 || whole) ? [{ index, clip }] : [];
      });
      const lead = pending[0] ?? 0;
      if (captured[0]?.index !== lead) {
        console.log(`not shown, not measured: ${screen} ${selectors[lead]} "${styles[lead]?.text}"`);
      }
      const done = new Set([lead, ...captured.map(({ index }) => index)]);
      pending = pending.filter((index) => !done.has(index));
      if (captured.length === 0) continue;
      const area = union(captured.map(({ clip }) => clip));
      const shot = PNG.sync.read(
        await page.screenshot({ clip: area, animations: 'disabled', caret: 'hide' }),
      );
      // The capture is in device pixels: the page's density times its CSS pixels.
      const density = shot.width / area.width;
      for (const { index, clip } of captured) {
        const style = styles[index];
        if (!style) continue;
        const worst = worstContrast(
          cropBackdrop(shot, {
            x: (clip.x - area.x) * density,
            y: (clip.y - area.y) * density,
            width: clip.width * density,
            height: clip.height * density,
          }),
          style.color,
        );
        measurements.push({
          screen,
          selector: selectors[index] ?? '',
          text: style.text,
          reason: undecided[index]?.reason ?? 'unknown',
          fontSizePx: style.fontSizePx,
          fontWeight: style.fontWeight,
          color: style.color,
          ratio: Math.floor(worst.ratio * 100) / 100,
          required: requiredRatio(style.fontSizePx, style.fontWeight),
          worstBackground: worst.background,
        });
      }
    }
  } finally {
    await page.evaluate(
      ({ selectors: all, className }) => {
        for (const selector of all) document.querySelector(selector)?.classList.remove(className);
      },
      { selectors, className: probeClass },
    );
  }
  // In the page's order, as axe lists them.
  const order = new Map(selectors.map((selector, index) => [selector, index]));
  return measurements.sort((a, b) => (order.get(a.selector) ?? 0) - (order.get(b.selector) ?? 0));
}

/** One line per measurement, to quote the figures. */
export function describeMeasurement(measurement: ContrastMeasurement): string {
  const { r, g, b, a } = measurement.color;
  const bg = measurement.worstBackground;
  const verdict = measurement.ratio >= measurement.required ? 'ok  ' : 'FAIL';
  return (
    `${verdict} ${measurement.ratio.toFixed(2)}:1 (needs ${measurement.required}:1) ${measurement.screen} ` +
    `${measurement.selector} "${measurement.text}" [${measurement.reason}, ${measurement.fontSizePx}px/` +
    `${measurement.fontWeight}, text rgba(${r},${g},${b},${a.toFixed(2)}), worst ` +
    `rgb(${Math.round(bg.r)},${Math.round(bg.g)},${Math.round(bg.b)})]`
  );
}

/** One text inside an SVG picture, as drawn on the viewing page. */
interface PictureText {
  readonly text: string;
  readonly color: Rgba;
  readonly fontSizePx: number;
  readonly fontWeight: number;
  /** Its box on the viewing page, device pixels. */
  readonly box: Rect;
}

/** An SVG picture to measure: its source and the size the page draws it at, CSS pixels. */
export interface SvgPicture {
  readonly source: string;
  readonly width: number;
  readonly height: number;
  /** How its figures name it. */
  readonly label: string;
}

/** Where a picture is drawn on the viewing page, device pixels. */
interface PicturePlace {
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/** A viewing page's worth of pictures: their places, and the page's size. */
interface PictureSheet {
  readonly places: readonly PicturePlace[];
  readonly width: number;
  readonly height: number;
}

/** The widest and tallest viewing page, device pixels: about a desktop screen's worth, four times over. */
const sheetLimit = 2400;

/**
 * Lays pictures of the given sizes (device pixels) out side by side in rows, as many rows to a sheet as
 * fit within the limit; one that is larger than a sheet gets a sheet of its own.
 */
export function layOutPictures(
  sizes: readonly { width: number; height: number }[],
  limit = sheetLimit,
): PictureSheet[] {
  const sheets: PictureSheet[] = [];
  let places: PicturePlace[] = [];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let width = 0;
  const close = () => {
    if (places.length > 0) sheets.push({ places, width, height: y + rowHeight });
    places = [];
    [x, y, rowHeight, width] = [0, 0, 0, 0];
  };
  sizes.forEach((size, index) => {
    const w = Math.ceil(size.width);
    const h = Math.ceil(size.height);
    const oversize = w > limit || h > limit;
    if (oversize) close();
    if (x > 0 && x + w > limit) {
      y += rowHeight;
      [x, rowHeight] = [0, 0];
    }
    if (places.length > 0 && y + h > limit) close();
    places.push({ index, x, y });
    x += w;
    width = Math.max(width, x);
    rowHeight = Math.max(rowHeight, h);
    if (oversize) close();
  });
  close();
  return sheets;
}

/**
 * Runs in a blank page: draws each SVG source at its place, at its size times the density, each in a
 * shadow root of its own (the demo pictures all name their gradients alike, and a reference resolves
 * within its own tree); reads each text's colour, size and box, and makes every text transparent (fill
 * and outline), leaving what lies behind them.
 */
function drawPictures({
  pictures,
  density,
}: {
  pictures: readonly { source: string; width: number; height: number; x: number; y: number }[];
  density: number;
}): PictureText[][] {
  document.body.style.margin = '0';
  document.body.replaceChildren();
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  const roots = pictures.map(({ source, width, height, x, y }) => {
    const host = document.createElement('div');
    host.style.cssText = `position:absolute;left:${x}px;top:${y}px;width:${width * density}px;height:${height * density}px;overflow:hidden`;
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = source;
    const svg = root.querySelector('svg');
    if (!svg) return { root, scale: 1 };
    const intrinsicWidth =
      svg.viewBox.baseVal.width || Number.parseFloat(svg.getAttribute('width') ?? '') || width;
    // Drawn in device pixels: CSS pixels times the page's density.
    svg.setAttribute('width', String(width * density));
    svg.setAttribute('height', String(height * density));
    svg.style.display = 'block';
    return { root, scale: width / intrinsicWidth };
  });
  const texts = roots.map(({ root, scale }) =>
    [...root.querySelectorAll('text')].map((element): PictureText => {
      const style = getComputedStyle(element);
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = style.fill;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
      let opacity = Number(style.fillOpacity);
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const rect = element.getBoundingClientRect();
      return {
        text: (element.textContent ?? '').trim().slice(0, 40),
        color: { r, g, b, a: (alpha / 255) * opacity },
        fontSizePx: Math.round(Number.parseFloat(style.fontSize) * scale * 100) / 100,
        fontWeight: Number(style.fontWeight),
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      };
    }),
  );
  for (const { root } of roots) {
    for (const element of root.querySelectorAll('text')) {
      element.style.setProperty('fill-opacity', '0', 'important');
      element.style.setProperty('stroke-opacity', '0', 'important');
    }
  }
  return texts;
}

/**
 * Measures the texts inside SVG pictures drawn at the given sizes and density: each picture's figures, in
 * order. The pictures are drawn inline (where their texts can be reached, which they cannot inside an
 * image), many to a blank desktop page of their own, one CSS pixel per device pixel: the pixels a reader
 * of the page sees. One capture serves a page of pictures.
 */
export async function measureSvgPictures(
  browser: Browser,
  pictures: readonly SvgPicture[],
  density: number,
): Promise<Omit<ContrastMeasurement, 'screen'>[][]> {
  const figures: Omit<ContrastMeasurement, 'screen'>[][] = pictures.map(() => []);
  if (pictures.length === 0) return figures;
  const sheets = layOutPictures(
    pictures.map(({ width, height }) => ({ width: width * density, height: height * density })),
  );
  const viewing = await browser.newContext({
    viewport: { width: 100, height: 100 },
    deviceScaleFactor: 1,
    // The test runner gives a new context the project's options (a phone's among them): not wanted.
    isMobile: false,
    hasTouch: false,
  });
  try {
    const viewer = await viewing.newPage();
    for (const sheet of sheets) {
      await viewer.setViewportSize({ width: sheet.width, height: sheet.height });
      const drawn = await viewer.evaluate(drawPictures, {
        pictures: sheet.places.map(({ index, x, y }) => {
          const picture = pictures[index];
          if (!picture) throw new Error(`No picture ${index}`);
          return { source: picture.source, width: picture.width, height: picture.height, x, y };
        }),
        density,
      });
      if (drawn.every((texts) => texts.length === 0)) continue;
      const shot = PNG.sync.read(
        await viewer.screenshot({ clip: { x: 0, y: 0, width: sheet.width, height: sheet.height } }),
      );
      sheet.places.forEach(({ index, x, y }, position) => {
        const picture = pictures[index];
        if (!picture) return;
        // A text reaching past its picture's edge is read within the picture only.
        const own = cropBackdrop(shot, {
          x,
          y,
          width: Math.ceil(picture.width * density),
          height: Math.ceil(picture.height * density),
        });
        for (const text of drawn[position] ?? []) {
          const backdrop = cropBackdrop(own, { ...text.box, x: text.box.x - x, y: text.box.y - y });
          if (backdrop.width === 0 || backdrop.height === 0) continue;
          const worst = worstContrast(backdrop, text.color);
          figures[index]?.push({
            selector: picture.label,
            text: text.text,
            reason: 'imageOfText',
            fontSizePx: text.fontSizePx,
            fontWeight: text.fontWeight,
            color: text.color,
            ratio: Math.floor(worst.ratio * 100) / 100,
            required: requiredRatio(text.fontSizePx, text.fontWeight),
            worstBackground: worst.background,
          });
        }
      });
    }
  } finally {
    await viewing.close();
  }
  return figures;
}

/**
 * Pictures already measured in this worker, by address, size and density: the same game art appears on
 * several pages, drawn the same way.
 */
const measuredPictures = new Map<string, Omit<ContrastMeasurement, 'screen'>[]>();

/**
 * Measures the texts inside the SVG pictures the page shows (same-origin ones; a picture shown blurred, as
 * a backdrop, is not meant to be read and is left out), and inside the game art, whose WebP pictures the
 * server draws from an SVG drawing served beside them (docs/decisions/1011): that drawing is what is
 * measured. Each picture is measured once, at the smallest size the page draws it, where its texts are
 * smallest.
 */
export async function measurePicturesOfText(page: Page, screen: string): Promise<ContrastMeasurement[]> {
  await loadAllPictures(page);
  const pictures = await page.evaluate(() => {
    const sizes = new Map<string, { width: number; height: number }>();
    for (const image of document.images) {
      const url = new URL(image.currentSrc || image.src, location.href);
      // A picture of game art at any width: its drawing.
      url.pathname = url.pathname.replace(/^(\/api\/game-art\/[a-z0-9-]+)(\.\d+)?\.webp$/, '$1.svg');
      if (url.origin !== location.origin || !url.pathname.endsWith('.svg')) continue;
      if (getComputedStyle(image).filter !== 'none') continue;
      const { width, height } = image.getBoundingClientRect();
      if (width < 1 || height < 1) continue;
      const known = sizes.get(url.href);
      if (!known || width < known.width) sizes.set(url.href, { width, height });
    }
    return [...sizes].map(([url, size]) => ({ url, ...size }));
  });
  const density = await page.evaluate(() => window.devicePixelRatio);
  const keyOf = (picture: { url: string; width: number; height: number }) =>
    `${picture.url} ${Math.round(picture.width)}x${Math.round(picture.height)}@${density}`;
  const unmeasured = pictures.filter((picture) => !measuredPictures.has(keyOf(picture)));
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to view the pictures in');
  const sources = await Promise.all(
    unmeasured.map(async (picture) => {
      const reply = await page.request.get(picture.url);
      if (!reply.ok()) throw new Error(`${screen}: ${picture.url} answered ${reply.status()}`);
      return {
        source: await reply.text(),
        width: Math.round(picture.width),
        height: Math.round(picture.height),
        label: `${new URL(picture.url).pathname} at ${Math.round(picture.width)}px`,
      };
    }),
  );
  const figures = await measureSvgPictures(browser, sources, density);
  unmeasured.forEach((picture, index) => measuredPictures.set(keyOf(picture), figures[index] ?? []));
  const measurements = pictures.flatMap((picture) =>
    (measuredPictures.get(keyOf(picture)) ?? []).map((figure) => ({ screen, ...figure })),
  );
  return measurements;
}
