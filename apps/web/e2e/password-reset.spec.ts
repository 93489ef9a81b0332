// A forgotten password: the request, the e-mail (read in the development mailbox the embedded server
// serves), the link, the new password, and a login with it.
import { expect, test } from './fixtures';
import { logIn, registerPlayer } from './players';

test('a player resets a forgotten password through the e-mailed link and logs in with the new one', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Username or e-mail').fill(player.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your mailbox');

  await page.goto('/dev/mailbox');
  const mail = page.locator('article', { hasText: player.email });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link', { name: /\/reset-password\?token=/ }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

  const newPassword = `${player.password}-renewed`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');

  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, { username: player.username, password: newPassword }, false);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});
