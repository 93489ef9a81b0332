// A new player's first minutes, on the site's second local address (127.0.0.1, where PUBLIC_URL names
// localhost): after the sign-up the profile wizard comes first and the deposit dialog only once it is
// closed; what was typed in the wizard fills the cashier's details form; the welcome tier follows the
// amount and the amount the tier; and the sandbox gateway returns the player to the address they paid
// from, still logged in (decision 0139).
import { expect, test, waitForShell } from './fixtures';
import { newPlayerDetails } from './players';

test('after signing up the wizard comes first, then the cashier, which keeps what was typed and returns the payer to their address', async ({
  page,
  baseURL,
}) => {
  const site = new URL(baseURL ?? '');
  site.hostname = '127.0.0.1';
  const player = newPlayerDetails('join');
  // The page's timers run on their own, and the test moves them on where the spec waits.
  await page.clock.install();
  await page.goto(new URL('/register', site).href);
  await waitForShell(page);
  await page.getByLabel('E-mail', { exact: true }).fill(player.email);
  await page.getByLabel('Username', { exact: true }).fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  const wizard = page.getByRole('dialog', { name: 'Complete your profile' });
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(wizard).toBeVisible();
  // Well past the spec's 500 ms, while the player goes through the first step: no cashier over the wizard.
  await page.clock.fastForward(2000);
  await wizard.getByLabel('First and last name').fill('Maria Papadopoulou');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Loading the next step')).toBeVisible();
  await page.clock.fastForward(1500);
  await wizard.getByLabel('Date of birth').fill('1990-05-17');
  await expect(cashier).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await page.clock.fastForward(600);
  await expect(cashier).toBeVisible();

  // The tier shown chosen is the one the amount reaches; a tier picked puts its deposit in the amount.
  const chooser = cashier.getByRole('region', { name: 'Choose your welcome bonus' });
  const amount = cashier.getByLabel('Amount (EUR)');
  await expect(amount).toHaveValue('100');
  await expect(chooser.getByRole('radio', { name: /Deposit €75 / })).toBeChecked();
  await chooser.getByText('Deposit €250', { exact: true }).click();
  await expect(amount).toHaveValue('250');
  await amount.fill('500');
  await expect(chooser.getByRole('radio', { name: /Deposit €500 / })).toBeChecked();

  // The details form opens with what the wizard was told.
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(cashier.getByLabel('First name')).toHaveValue('Maria');
  await expect(cashier.getByLabel('Last name')).toHaveValue('Papadopoulou');
  await expect(cashier.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await cashier.getByLabel('Address').fill('Ermou 12');
  await cashier.getByLabel('City').fill('Athens');
  await cashier.getByRole('button', { name: 'Save and continue' }).click();

  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  const completed = page.getByRole('dialog', { name: 'Deposit is Completed!' });
  await expect(completed).toBeVisible();
  expect(new URL(page.url()).host).toBe(site.host);
  await expect(completed.getByTestId('cashier-balance')).toHaveText('€500.00');
});
