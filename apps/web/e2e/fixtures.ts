// The test fixture every browser test uses: it fails a test when the page logged a console error or threw,
// or when any request left this machine (the CSP allows only our own origin, and players' browsers must
// not be sent to third parties by the site itself).
import { test as base, expect, type Page } from '@playwright/test';

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const test = base.extend<{ pageGuard: undefined }>({
  pageGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (!localHosts.has(url.hostname)) problems.push(`request left the machine: ${request.url()}`);
      });
      await use(undefined);
      expect(problems).toEqual([]);
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
