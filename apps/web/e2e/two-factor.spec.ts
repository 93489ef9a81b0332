// Two-factor authentication as a player sets it up: the secret is read off the page (no QR scanning), the
// code is computed here as an authenticator app would (RFC 6238), and the next login asks for it.
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { logIn, logOut, registerPlayer } from './players';

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

test('a player enables two-factor authentication and then logs in with a code', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await page.goto('/login?next=/account/security');
  await logIn(page, player, false);
  await expect(page).toHaveURL(/\/account\/security$/);

  const panel = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(panel.getByText('Disabled', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Enable' }).click();
  await panel.getByLabel('Password').fill(player.password);
  await panel.getByRole('button', { name: 'Continue' }).click();

  // The QR code comes from the server as an image; nothing is fetched from elsewhere.
  await expect(
    panel.getByRole('img', { name: 'QR code to add Reelvault to your authenticator app' }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await panel.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused and nothing changes.
  const wrong = (await totp(secret)) === '000000' ? '111111' : '000000';
  await panel.getByLabel('6-digit code').fill(wrong);
  await panel.getByRole('button', { name: 'Confirm and enable' }).click();
  await expect(panel.getByText('The two-factor code is not valid.')).toBeVisible();
  await expect(panel.getByText('Disabled', { exact: true })).toBeVisible();

  await panel.getByLabel('6-digit code').fill(await totp(secret));
  await panel.getByRole('button', { name: 'Confirm and enable' }).click();
  await expect(panel.getByRole('status')).toHaveText('Two-factor authentication is enabled.');
  await expect(panel.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Security log' })).toContainText(
    'Two-factor authentication enabled',
  );

  await logOut(page);
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The code step replaces the inputs.
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveText('Enter the code from your authenticator app.');
  // The confirmation used this step's code, and a code is accepted once: the app's next code logs in.
  await page.getByLabel('Authentication code').fill(await totp(secret, 1));
  await page.getByLabel('Authentication code').press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});
