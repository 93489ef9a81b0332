// Legal pages in the back office (decision 0719), seen where the player reads them: an operator rewrites
// a page's English text with a change note and publishes the new version; the player site shows the new
// text at once, and the history keeps the old version beside it. The page is the complaints page, which
// no other spec reads, and its earlier text is published again at the end (the server is shared). An SEO
// entry the operator sets names the fairness page in the browser's title on the next load, and removed,
// the site's own title is back.
import { expectNoAxeViolations } from '../axe';
import { expect, test, visitorIp, waitForShell } from '../fixtures';

const pageId = 8;

function operatorToken(): string {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the administrator in before the workers start');
  return token;
}

test.describe('legal pages in the back office', { tag: '@desktop' }, () => {
  test('a published version reaches the player site, and the old one stays in the history', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const marker = `Complaints are answered within 5 days (${String(Date.now())}).`;
    const player = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    const reader = await player.newPage();
    await reader.goto(`/pages/${String(pageId)}`);
    await waitForShell(reader);
    const title = (await reader.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(reader.getByText(marker)).toHaveCount(0);

    await page.addInitScript((token) => {
      sessionStorage.setItem('reelvault_admin_session', token);
    }, operatorToken());
    await page.goto('/admin/legal-pages');
    await expect(page.getByRole('heading', { name: 'Legal pages', level: 1 })).toBeVisible();
    await page.getByLabel('Page', { exact: true }).selectOption({ label: title });
    const text = page.getByLabel('Text (markdown: bold, italic, headings, lists)');
    await expect(text).not.toHaveValue('');
    const before = await text.inputValue();
    const history = page.getByRole('region', { name: 'Version history' });
    const previous = await history.getByRole('listitem').first().getAttribute('aria-label');

    await text.fill(`${before}\n\n**${marker}**`);
    await expect(
      page.getByRole('region', { name: 'Preview as players see it' }).locator('strong', { hasText: marker }),
    ).toBeVisible();
    await page.getByLabel('Change note').fill('States the answer time');
    await page.getByRole('button', { name: 'Save as a new version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The version is saved' })).toBeVisible();
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText('States the answer time');
    await expectNoAxeViolations(page, 'the legal pages screen', { soft: true });
    await latest.getByRole('button', { name: /^Publish version/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The version is published' })).toBeVisible();

    await reader.reload();
    await waitForShell(reader);
    await expect(reader.getByText(marker)).toBeVisible();

    // The old version is kept, no longer published, and the new one's difference names the added line.
    const old = history.getByRole('listitem', { name: previous ?? '' });
    await expect(old).toBeVisible();
    await expect(old.getByText('Published', { exact: true })).toHaveCount(0);
    await latest.getByText(/^Changes since version/).click();
    await expect(latest.locator('ins', { hasText: marker })).toBeVisible();

    // The earlier text goes back to the players: the other specs share this server.
    await old.getByRole('button', { name: /^Publish version/ }).click();
    await reader.reload();
    await waitForShell(reader);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(reader.getByText(marker)).toHaveCount(0);
    await player.close();
  });

  test('an SEO title set in the back office is the page title on the next load', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Fair play, checked (${String(Date.now())})`;
    const player = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    const reader = await player.newPage();
    await reader.goto('/fairness');
    await waitForShell(reader);
    await expect(reader).not.toHaveTitle(`${title} | Reelvault`);

    await page.addInitScript((token) => {
      sessionStorage.setItem('reelvault_admin_session', token);
    }, operatorToken());
    await page.goto('/admin/seo');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'fairness' }) });
    await row.getByRole('button', { name: 'Edit fairness' }).click();
    const form = page.getByRole('form', { name: 'SEO entry of fairness' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('How every round can be checked.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText(title);

    try {
      await reader.reload();
      await waitForShell(reader);
      await expect(reader).toHaveTitle(`${title} | Reelvault`);
    } finally {
      await row.getByRole('button', { name: 'Remove fairness' }).click();
      await expect(row).not.toContainText(title);
    }
    await reader.reload();
    await waitForShell(reader);
    await expect(reader).not.toHaveTitle(`${title} | Reelvault`);
    await player.close();
  });
});
