// Promotions in the back office (decision 0313), seen where players read them: an operator writes a
// promotion in English and German with uploaded pictures, schedules it from now until tomorrow and
// activates it; the player site lists it in English and, once the player switches the language, in
// German. A promotion scheduled to start tomorrow is not shown. Both are switched off at the end (the
// server is shared with the other specs).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, visitorIp, waitForShell } from '../fixtures';

function operatorToken(): string {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the administrator in before the workers start');
  return token;
}

/** A `datetime-local` value `hoursFromNow` from now, in the browser's time zone. */
async function localTime(page: Page, hoursFromNow: number): Promise<string> {
  return page.evaluate((hours) => {
    const date = new Date(Date.now() + hours * 3_600_000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, hoursFromNow);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function writePromotion(
  page: Page,
  texts: { en: [string, string]; de?: [string, string] },
  schedule: { from: string; until?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'New promotion' }).click();
  const editor = page.getByRole('region', { name: 'New promotion' });
  const title = editor.getByLabel('Title', { exact: true });
  const details = editor.getByLabel('Text (markdown: bold, italic, headings, lists)');
  await title.fill(texts.en[0]);
  await details.fill(texts.en[1]);
  if (texts.de) {
    await editor.getByRole('tab', { name: 'Deutsch' }).click();
    await expect(title).toHaveValue('');
    await title.fill(texts.de[0]);
    await details.fill(texts.de[1]);
    await expect(
      editor.getByRole('region', { name: 'Preview as players see it' }).locator('strong'),
    ).toHaveText('Gratis');
  }
  await editor.getByLabel('Shown from').fill(schedule.from);
  if (schedule.until) await editor.getByLabel('Shown until').fill(schedule.until);
  await editor.getByLabel('Active').check();
  for (const [label, size] of [
    ['Cover picture (1500 × 600)', [1800, 720]],
    ['Thumbnail picture (600 × 400)', [900, 600]],
  ] as const) {
    await editor.getByLabel(label).setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: await picture(size[0], size[1]),
    });
  }
  await expect(editor.locator('img.content-image-preview')).toHaveCount(2);
  await editor.getByRole('button', { name: 'Save the promotion' }).click();
  await expect(page.getByRole('cell', { name: texts.en[0], exact: true })).toBeVisible();
}

test.describe('promotions in the back office', { tag: '@desktop' }, () => {
  test('a promotion written in two languages and scheduled is seen on the player site in both', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now());
    const english = `Winter spins ${stamp}`;
    const german = `Winter-Freispiele ${stamp}`;
    const later = `Spring spins ${stamp}`;

    await page.addInitScript((token) => {
      sessionStorage.setItem('reelvault_admin_session', token);
    }, operatorToken());
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await writePromotion(
      page,
      {
        en: [english, '**Free** spins every day of the week.'],
        de: [german, '**Gratis** drehen, jeden Tag der Woche.'],
      },
      { from: await localTime(page, -0.1), until: await localTime(page, 24) },
    );
    await writePromotion(page, { en: [later, 'Coming in spring.'] }, { from: await localTime(page, 24) });

    const player = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    try {
      const reader = await player.newPage();
      await reader.goto('/promotions');
      await waitForShell(reader);
      await expect(reader.getByRole('heading', { name: english })).toBeVisible();
      await expect(reader.getByRole('heading', { name: later })).toHaveCount(0);
      // The uploaded thumbnail is the card's picture, served as WebP.
      const card = reader.locator('[data-promotion]').filter({ hasText: english });
      await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/content-images\/[0-9a-f]{64}\.webp$/);

      await reader.getByRole('banner').getByRole('combobox').selectOption('de');
      await expect(reader.getByRole('heading', { name: german })).toBeVisible();
      await expect(reader.getByRole('heading', { name: english })).toHaveCount(0);
      await expect(reader.getByRole('heading', { name: later })).toHaveCount(0);
    } finally {
      await player.close();
      // Switched off again: the other specs count the demo's promotions.
      const listed = await request.get('/api/admin/content/promotions', {
        headers: { Authorization: `Bearer ${operatorToken()}` },
      });
      const { data } = (await listed.json()) as { data: { id: number; texts: { en?: { title: string } } }[] };
      for (const promotion of data.filter((entry) => entry.texts.en?.title.endsWith(stamp))) {
        await request.put(`/api/admin/content/promotions/${String(promotion.id)}/active`, {
          headers: { Authorization: `Bearer ${operatorToken()}` },
          data: { active: false },
        });
      }
    }
  });
});
