// A password change ends the player's other sessions: a second browser, logged in as the same player, is
// logged out at its next session refresh; the browser that changed the password stays logged in. The
// session history lists both sessions.
import { expect, test, visitorIp, watchPage } from './fixtures';
import { logIn, registerPlayer } from './players';

test('changing the password logs out the other browser at its next refresh', async ({
  page,
  browser,
  request,
}) => {
  const player = await registerPlayer(request);
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const otherPage = await other.newPage();
  const otherProblems = watchPage(otherPage);
  try {
    // The second browser's clock is ours to move, so its 120 s refresh comes when we say.
    await otherPage.clock.install();
    await logIn(otherPage, player);
    await otherPage.goto('/account');
    await expect(otherPage.getByRole('heading', { name: 'My account' })).toBeVisible();

    await logIn(page, player);
    await page.goto('/account/sessions');
    const sessions = page.getByRole('table');
    // The registration's session (ended when it logged out), the other browser's and this one.
    await expect(sessions.getByRole('row')).toHaveCount(4);
    await expect(sessions.getByText('This device')).toHaveCount(1);
    await expect(sessions.getByText('Active', { exact: true })).toHaveCount(1);
    await expect(sessions.getByText('Ended', { exact: true })).toHaveCount(1);

    await page.goto('/account/settings');
    const form = page.getByRole('region', { name: 'Change password' });
    const newPassword = `${player.password}-changed`;
    await form.getByLabel('Current password').fill(player.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(form.getByRole('status')).toContainText('Password updated successfully');

    await otherPage.clock.fastForward(120_000);
    await expect(otherPage.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();
    await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/);

    // This browser keeps its session, and the old password no longer opens the account.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await otherPage.getByLabel('Username or e-mail').fill(player.username);
    await otherPage.getByLabel('Password', { exact: true }).fill(player.password);
    await otherPage.getByRole('button', { name: 'Log in' }).click();
    await expect(
      otherPage.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
    ).toBeVisible();
    expect(otherProblems()).toEqual([]);
  } finally {
    await other.close();
  }
});

test('a wrong current password is refused with the form errors', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/login?next=/account/security');
  await logIn(page, player, false);
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('Another-good-password-1');
  await form.getByLabel('Confirm the new password').fill('Another-good-password-1');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Validation failed');
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
});
