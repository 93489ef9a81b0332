// Popups are accessible dialogs: labelled, focus moves in, stays in, returns to the opener, and Escape
// closes them.
import { expect, test, waitForShell } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
});

test('Escape closes the responsible-gambling dialog and focus returns to its button', async ({ page }) => {
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Responsible gambling' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '18+ and responsible gambling' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('link', { name: /^GamCare/ })).toHaveAttribute('rel', 'noopener noreferrer');

  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the close button and the backdrop close a dialog', async ({ page }) => {
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Responsible gambling' });
  const dialog = page.getByRole('dialog', { name: '18+ and responsible gambling' });

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test(
  'on phones the language chooser and search are popups that Escape closes',
  { tag: '@phone' },
  async ({ page }) => {
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    const languages = page.getByRole('dialog', { name: 'Choose your language' });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(languages).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('button', { name: 'Search' })
      .click();
    const search = page.getByRole('dialog', { name: 'Search games' });
    await expect(search).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  },
);
