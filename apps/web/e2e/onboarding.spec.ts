// The onboarding wizard for a player without a name: it can be put off (it comes back on the next load),
// it walks through five steps with the spec's loaders (1.5 s between steps, 7 s verifying; the page's
// clock is moved instead of waiting), and it saves the details to the account.
import { expect, test } from './fixtures';
import { logIn, registerPlayer } from './players';

test('a player without a name completes the onboarding wizard and finds the details in the account', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { withName: false });
  await page.clock.install();
  await logIn(page, player);
  const wizard = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(wizard).toBeVisible();
  await wizard.getByRole('button', { name: 'Close' }).click();
  await expect(wizard).toBeHidden();
  await page.reload();
  await expect(wizard).toBeVisible();

  const next = async (button = 'Next') => {
    await wizard.getByRole('button', { name: button }).click();
    await expect(wizard.getByText('Loading the next step')).toBeVisible();
    await page.clock.fastForward(1500);
  };

  await expect(wizard.getByText('Step 1 of 5')).toBeVisible();
  await wizard.getByLabel('First and last name').fill('Maria Papadopoulou');
  await next();

  await expect(wizard.getByText('Step 2 of 5')).toBeVisible();
  const tooYoung = `${new Date().getFullYear() - 10}-01-01`;
  await wizard.getByLabel('Date of birth').fill(tooYoung);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('You must be 18 or older.')).toBeVisible();
  await wizard.getByLabel('Date of birth').fill('1990-05-17');
  await next();

  await expect(wizard.getByText('Step 3 of 5')).toBeVisible();
  await wizard.getByLabel('Street and number').fill('Ermou 12');
  await wizard.getByLabel('City').fill('Athens');
  await next();

  await expect(wizard.getByText('Step 4 of 5')).toBeVisible();
  await wizard.getByLabel('Phone number (optional)').fill('691 234 5678');
  await wizard.getByRole('button', { name: 'Save my details' }).click();
  await expect(wizard.getByText('Step 5 of 5')).toBeVisible();
  await expect(wizard.getByText('Verifying your details…')).toBeVisible();
  await page.clock.fastForward(7000);
  await expect(wizard.getByText('All set!')).toBeVisible();
  await wizard.getByRole('button', { name: 'Start playing' }).click();
  await expect(wizard).toBeHidden();

  await page.goto('/account/settings');
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details).toContainText('Maria Papadopoulou');
  await expect(details).toContainText('May 17, 1990');
  await expect(details).toContainText('Ermou 12, Athens');
  await expect(details).toContainText('+306912345678');
  // With a name on the account, the wizard does not come back.
  await expect(wizard).toHaveCount(0);
});
