// The test fixture every browser test uses: it fails a test when the page logged a console error or threw,
// or when any request left this machine (the CSP allows only our own origin, and players' browsers must
// not be sent to third parties by the site itself). Chromium logs every 4xx answer of a fetch as a console
// error; an API call answered 4xx (a wrong password, an ended session) is an answer the page handles and
// the tests assert, so only those are let through (the in-house studio's /house/api/ answers too). A 5xx,
// or a 4xx for anything but an API, still fails.
// So does a missing /favicon.ico, except as the browser's own request on a page with no icon of its own
// (the server's plain dev mailbox).
//
// Every test is its own visitor: its browser and its API requests carry an X-Forwarded-For address of their
// own (the test server trusts the proxy header), so the per-IP limits on failed logins and registrations
// count each test apart, as they would count players on different connections.
import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

const handledApiAnswer = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** A private address for one visitor. */
export function visitorIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Starts watching a page; the returned function lists what went wrong so far. */
export function watchPage(page: Page): () => string[] {
  const problems: string[] = [];
  let openedMailbox = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/dev/mailbox') openedMailbox = true;
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = new URL(message.location().url || 'about:blank', 'http://x').pathname;
    if (handledApiAnswer.test(message.text()) && /^\/(house\/)?api\//.test(source)) return;
    if (source === '/favicon.ico' && openedMailbox) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!localHosts.has(url.hostname)) problems.push(`request left the machine: ${request.url()}`);
  });
  return () => problems;
}

export const test = base.extend<{ pageGuard: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorIp() });
  },
  pageGuard: [
    async ({ page }, use) => {
      const problems = watchPage(page);
      await use(undefined);
      expect(problems()).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's code has loaded and the opening preloader has closed, so that clicks reach it. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator('#main')).toBeAttached();
  await expect(page.locator('[data-preloader]')).toHaveCount(0);
}
