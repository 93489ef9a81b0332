// A new e-mail address: asked for in the account settings, confirmed on the page the mailed link opens
// (the token in the link's fragment, sent only when the player presses the button).
import { expect, test } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

test('a player changes the e-mail address through the link mailed to the new one', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const newEmail = `moved.${player.email}`;
  await signIn(page, request, player);
  await page.goto('/account/settings');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: newEmail })).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article', { hasText: 'Confirm your new Reelvault e-mail address' })
    .filter({ hasText: newEmail });
  await expect(mail).toHaveCount(1);
  await mail.getByRole('link', { name: /\/confirm-email#token=/ }).click();
  await expect(page).toHaveURL(/\/confirm-email#token=[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();

  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByRole('status')).toContainText(`Your account now uses ${newEmail}.`);

  // The link works once.
  await page.goto('/dev/mailbox');
  await mail.getByRole('link', { name: /\/confirm-email#token=/ }).click();
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This e-mail confirmation link is invalid or has expired.',
  );
});

test('a confirmation page opened without its token says the link is incomplete', async ({ page }) => {
  await page.goto('/confirm-email');
  await expect(page.getByRole('heading', { name: 'Confirm your new e-mail address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This link is incomplete.');
  await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
    'href',
    '/account/settings',
  );
});
