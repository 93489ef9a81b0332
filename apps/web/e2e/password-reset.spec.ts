// A forgotten password: the request, the e-mail (read in the development mailbox the embedded server
// serves), the link, the new password, and a login with it; a link mailed with the token in its query
// still works.
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
  // The token rides in the fragment, which the browser never sends to the server.
  await mail.getByRole('link', { name: /\/reset-password#token=/ }).click();
  await expect(page).toHaveURL(/\/reset-password#token=[\w-]{43}$/);
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

test('a reset link with the token in its query, as mailed earlier, still works and the token leaves the query', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const asked = await request.post('/api/auth/forgot-password', { data: { username: player.email } });
  expect(asked.status()).toBe(200);
  await page.goto('/dev/mailbox');
  const href = await page
    .locator('article', { hasText: player.email })
    .getByRole('link', { name: /\/reset-password#token=/ })
    .getAttribute('href');
  const token = new URLSearchParams(new URL(href ?? '').hash.slice(1)).get('token') ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);

  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reset-password#token=${token}$`));
  const newPassword = `${player.password}-again`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset.');
});
