// The back office with the keyboard alone (decision 0711): an operator signs in (e-mail, password, the
// two-factor code computed as an authenticator app would), follows the skip link, reaches the players
// from the navigation, searches for a player, opens the player's page, moves between its tabs, adds a
// note, and opens, cancels (Escape), fills and submits the status dialog. Only page.keyboard drives the
// page: Tab and Shift+Tab to reach a control, Enter, Space or the arrows to use it, typing into the
// focused field. Every control reached shows a focus indicator. The operator is the third one the global
// setup creates, left signed out for this test (E2E_KEYBOARD_OPERATOR). Desktop only: the back office is
// made for a desktop.
import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from '../fixtures';
import { registerPlayer } from '../players';

interface Operator {
  readonly email: string;
  readonly password: string;
  readonly totp_secret: string;
}

function keyboardOperator(): Operator {
  const json = process.env.E2E_KEYBOARD_OPERATOR;
  if (!json) throw new Error('The global setup creates the keyboard operator before the workers start');
  return JSON.parse(json) as Operator;
}

/**
 * What is wrong with the focus as the operator sees it, or null: nothing focused, an element with no
 * outline and no box shadow, or one cut off by a box around it that clips what overflows: along a
 * direction the box does not scroll its outline must fit inside (a ring drawn outside a row of tabs that
 * clips it is never seen whole), along one it scrolls the element itself must be in view.
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing has the focus';
    const text = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const label = `<${focused.tagName.toLowerCase()}> ${text}`;
    const style = getComputedStyle(focused);
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${label} is not drawn`;
    const outline = style.outlineStyle !== 'none' ? Number.parseFloat(style.outlineWidth) : 0;
    if (outline <= 0) return style.boxShadow === 'none' ? `${label} shows no focus` : null;
    // How far the outline's outer edge lies outside the element.
    const reach = Math.max(0, outline + Number.parseFloat(style.outlineOffset));
    for (let parent = focused.parentElement; parent; parent = parent.parentElement) {
      const clips = getComputedStyle(parent);
      if (clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      const left = frame.left + parent.clientLeft;
      const top = frame.top + parent.clientTop;
      const across = parent.scrollWidth > parent.clientWidth ? 0 : reach;
      const down = parent.scrollHeight > parent.clientHeight ? 0 : reach;
      const cut =
        box.left - across < left - 0.5 ||
        box.right + across > left + parent.clientWidth + 0.5 ||
        box.top - down < top - 0.5 ||
        box.bottom + down > top + parent.clientHeight + 0.5;
      if (cut) return `${label} is cut off by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
    }
    return null;
  });
}

async function expectFocusVisible(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most `limit` times, checking at each
 * step that what has the focus shows it. By default enough to cross the administrator's whole navigation
 * (about 30 screens).
 */
async function tabTo(page: Page, target: Locator, { key = 'Tab', limit = 50 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < limit && !(await isFocused(target)); step++) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
  }
  await expect(target).toBeFocused();
}

/** Moves the focused <select> with the arrow keys until the option named `label` is chosen. */
async function chooseWithArrows(page: Page, select: Locator, label: string): Promise<void> {
  await expect(select).toBeFocused();
  const chosen = () => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.label);
  const options = await select.locator('option').count();
  for (let step = 0; step < options && (await chosen()) !== label; step++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await chosen()).toBe(label);
}

test.describe('the back office with the keyboard alone', { tag: '@desktop' }, () => {
  test('sign in, find a player, move between the tabs, add a note and set a status', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await registerPlayer(request, { prefix: 'kbd' });
    const operator = keyboardOperator();

    // Sign in: e-mail, password, Enter; then the two-factor code, which takes the focus when asked for.
    await page.goto('/admin/sign-in');
    const email = page.getByLabel('E-mail');
    await tabTo(page, email);
    await page.keyboard.type(operator.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(operator.password);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Two-factor code')).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(
      await generate({ secret: operator.totp_secret, epoch: Math.floor(Date.now() / 1000) }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const navigation = page.getByRole('navigation', { name: 'Back office' });
    await expect(navigation).toBeVisible();

    // The skip link is the first stop and leads to the main landmark.
    const skip = page.getByRole('link', { name: 'Skip to the main content' });
    await tabTo(page, skip, { limit: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Back up to the navigation and follow Players.
    const players = navigation.getByRole('link', { name: 'Players', exact: true });
    await tabTo(page, players, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/players$/);
    await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
    await expect(players).toHaveAttribute('aria-current', 'page');

    // Search by the username; Enter applies it at once.
    const search = page.getByRole('searchbox', { name: /Username, e-mail/ });
    await tabTo(page, search);
    await page.keyboard.type(player.username);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${player.username}`));
    const row = page.getByRole('link', { name: player.username, exact: true });
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/players\/\d+$/);
    await expect(page.getByRole('heading', { name: new RegExp(player.username) }).first()).toBeVisible();

    // The tabs: each a link in the URL, reached with Tab and followed with Enter.
    const tabs = page.getByRole('navigation', { name: "The player's records" });
    const ledger = tabs.getByRole('link', { name: 'Ledger' });
    await tabTo(page, ledger);
    await expect(ledger).toHaveAttribute('aria-current', 'page');
    const rounds = tabs.getByRole('link', { name: 'Game rounds' });
    await tabTo(page, rounds, { limit: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?tab=rounds$/);
    await expect(rounds).toHaveAttribute('aria-current', 'page');
    await expect(rounds).toBeFocused();

    const notes = tabs.getByRole('link', { name: 'Notes' });
    await tabTo(page, notes, { limit: 8 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?tab=notes$/);
    await expect(notes).toHaveAttribute('aria-current', 'page');

    // A note typed in the tab's form and added with Enter on its button.
    await tabTo(page, page.getByLabel('New note'));
    await page.keyboard.type('Called about a late withdrawal');
    await tabTo(page, page.getByRole('button', { name: 'Add the note' }), { limit: 1 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Notes' }).getByText('Called about a late withdrawal'),
    ).toBeVisible();

    // The status dialog: Escape closes it and gives the focus back to its button.
    const setStatus = page.getByRole('button', { name: 'Set status' });
    await tabTo(page, setStatus, { key: 'Shift+Tab', limit: 40 });
    const dialog = page.getByRole('dialog', { name: `Set the status of ${player.username}` });
    // A closed dialog stays on the page until the app takes it off; the browser hands the focus back the
    // moment it closes, so the next key waits for the app, as a person's would.
    const dialogGone = () =>
      expect(page.locator('dialog').filter({ hasText: `Set the status of ${player.username}` })).toHaveCount(
        0,
      );
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Account')).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await dialogGone();
    await expect(setStatus).toBeFocused();
    await expectFocusVisible(page);

    // Its Cancel button does the same; Tab stays inside the dialog (the page behind is inert).
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await tabTo(page, cancel, { limit: 6 });
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Account')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await dialogGone();
    await expect(setStatus).toBeFocused();
    await expectFocusVisible(page);

    // Opened with Space this time, filled and submitted from the keyboard.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await chooseWithArrows(page, dialog.getByLabel('Account'), 'Verification required');
    await tabTo(page, dialog.getByLabel(/Reason/), { limit: 2 });
    await page.keyboard.type('Source of funds to be checked');
    const submit = dialog.getByRole('button', { name: 'Set the status' });
    await tabTo(page, submit, { limit: 1 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Verification required').first()).toBeVisible();
    // The focus comes back to the button that opened the dialog, not to the top of the page.
    await expect(setStatus).toBeFocused();
    await expectFocusVisible(page);

    // So does the balance adjustment's dialog when its Close button closes it.
    const adjust = page.getByRole('button', { name: 'Adjust balance' });
    await tabTo(page, adjust, { limit: 8 });
    await page.keyboard.press('Enter');
    const adjustment = page.getByRole('dialog', { name: 'Adjust balance' });
    await expect(adjustment).toBeVisible();
    await tabTo(page, adjustment.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(adjustment).toBeHidden();
    await expect(adjust).toBeFocused();
    await expectFocusVisible(page);
  });
});
