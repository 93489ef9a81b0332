// The site with the keyboard alone: popups (the cashier, the phone's game search, the support form) keep
// focus inside with Tab and Shift+Tab and give it back to the control that opened them on Escape; the skip
// link and the main navigation are reached with Tab and followed with Enter.
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { logIn, registerPlayer } from './players';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where focus is among the dialog's visible controls: 0 the first, -1 the last, null outside the dialog. */
function focusPlace(dialog: Locator): Promise<number | null> {
  return dialog.evaluate((element, selector) => {
    if (!element.contains(document.activeElement)) return null;
    const shown = [...element.querySelectorAll<HTMLElement>(selector)].filter(
      (control) => control.offsetParent !== null,
    );
    const index = shown.indexOf(document.activeElement as HTMLElement);
    return index === shown.length - 1 ? -1 : index;
  }, focusable);
}

/**
 * Focus moves into the dialog, Tab and Shift+Tab move within it, and at either end they wrap round to the
 * other end instead of leaving for the page behind.
 */
async function expectFocusKeptInside(page: Page, dialog: Locator): Promise<void> {
  await expect.poll(() => focusPlace(dialog)).not.toBeNull();
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusPlace(dialog), `${key} left the dialog`).not.toBeNull();
  }
  const controls = await dialog.evaluate((element, selector) => {
    const shown = [...element.querySelectorAll<HTMLElement>(selector)].filter(
      (control) => control.offsetParent !== null,
    );
    shown.at(-1)?.focus();
    return shown.length;
  }, focusable);
  expect(controls).toBeGreaterThan(1);
  expect(await focusPlace(dialog)).toBe(-1);
  await page.keyboard.press('Tab');
  expect(await focusPlace(dialog), 'Tab on the last control goes round to the first').toBe(0);
  await page.keyboard.press('Shift+Tab');
  expect(await focusPlace(dialog), 'Shift+Tab on the first control goes round to the last').toBe(-1);
}

/** Opens a popup from the keyboard (focus on its opener, Enter) and checks the trap and the way back. */
async function checkPopup(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectFocusKeptInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the cashier keeps focus inside and gives it back on Escape', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await waitForShell(page);
  await checkPopup(
    page,
    page.getByRole('banner').getByRole('button', { name: 'Cashier' }),
    page.getByRole('dialog', { name: 'Cashier' }),
  );
});

test('the support form keeps focus inside and gives it back on Escape', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await waitForShell(page);
  await checkPopup(
    page,
    page.getByRole('contentinfo').getByRole('button', { name: 'Contact support' }),
    page.getByRole('dialog', { name: 'Contact support' }),
  );
});

test(
  "the phone's game search keeps focus inside and gives it back on Escape",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await checkPopup(
      page,
      page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Search' }),
      page.getByRole('dialog', { name: 'Search games' }),
    );
  },
);

test('the skip link and the main navigation work with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // From the top of a fresh page: the skip link, the logo, then the navigation.
  await page.reload();
  await waitForShell(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const inNav = () => nav.evaluate((element) => element.contains(document.activeElement));
  for (let step = 0; step < 5 && !(await inNav()); step++) await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Lobby' })).toBeFocused();

  for (const [name, path, heading] of [
    ['Slots', '/slots', 'Slots'],
    ['Bonuses', '/bonuses', 'Bonuses'],
    ['VIP', '/vip', 'VIP Club'],
  ] as const) {
    const link = nav.getByRole('link', { name, exact: true });
    // Tab on from wherever focus is in the navigation until the link is reached.
    for (
      let step = 0;
      step < 8 && !(await link.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
});
