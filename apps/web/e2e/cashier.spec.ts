// The cashier in the browser against the real server and its sandbox gateway: a first deposit with a
// welcome tier, a declined payment, and bank withdrawals that an operator approves or rejects through
// the back-office API.
import { expect, test } from './fixtures';
import { apiToken, depositThroughSandbox, operatorDecides, pendingWithdrawalOf } from './cashier-helpers';
import { logIn, registerPlayer } from './players';
import { signIn } from './sign-in';

const badIban = 'DE89370400440532013001';
const goodIban = 'DE89 3704 0044 0532 0130 00';

test('a new player picks a welcome tier, deposits 100 through the sandbox gateway and sees the balance', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€0.00');

  const chooser = cashier.getByRole('region', { name: 'Choose your welcome bonus' });
  // The tier shown chosen is the one the deposit amount (100 at first) reaches (decision 0139).
  await expect(chooser.getByRole('radio', { name: /Deposit €75 .*Play with €180/ })).toBeChecked();
  await chooser.getByText('Deposit €975', { exact: true }).click();
  await expect(chooser.getByRole('radio', { name: /Deposit €975/ })).toBeChecked();
  await expect(cashier.getByLabel('Amount (EUR)')).toHaveValue('975');
  await chooser.getByRole('button', { name: 'Choose this bonus' }).click();
  await expect(chooser).toBeHidden();
  const tier = await request.get('/api/account/welcome-tier', {
    headers: { authorization: `Bearer ${await apiToken(request, player)}` },
  });
  expect(await tier.json()).toMatchObject({ data: { state: 'chosen', tier: 3 } });

  await cashier.getByRole('button', { name: 'Payz' }).click();
  await cashier.getByLabel('Amount (EUR)').fill('100');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(cashier.getByText('Taking you to Payz…')).toBeVisible();

  await page.waitForURL(/\/sandbox-pay\//);
  const paymentPage = new URL(page.url()).pathname;
  await expect(page.getByText('€100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  const completed = page.getByRole('dialog', { name: 'Deposit is Completed!' });
  await expect(completed).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    completed.getByText(
      'Your deposit may take a few minutes to appear in your balance. If it does not, please write to us through the support form.',
    ),
  ).toBeVisible();
  await expect(completed.getByTestId('cashier-balance')).toHaveText('€100.00');

  // The payer posts the decision again (back button, double click): the webhook goes out again and is
  // taken as the same payment. The balance changed once.
  const again = await page.request.post(paymentPage, { form: { decision: 'approve' }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  await completed.getByRole('button', { name: 'OK' }).click();
  await page.goto('/deposit');
  await expect(page.getByRole('dialog', { name: 'Cashier' }).getByTestId('cashier-balance')).toHaveText(
    '€100.00',
  );
});

test('a declined payment shows the failure popup and changes nothing', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByRole('button', { name: 'Neosurf' }).click();
  await cashier.getByRole('button', { name: '€50', exact: true }).click();
  await expect(cashier.getByLabel('Amount (EUR)')).toHaveValue('50');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();

  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();

  const failed = page.getByRole('dialog', { name: 'Payment failed' });
  await expect(failed).toBeVisible();
  await expect(
    failed.getByText('Payment failed. Try again, or use a different payment method or credit card.'),
  ).toBeVisible();
  await failed.getByRole('button', { name: 'Try again' }).click();
  const again = page.getByRole('dialog', { name: 'Cashier' });
  await expect(again.getByTestId('cashier-balance')).toHaveText('€0.00');
  // Nothing was chosen or paid: the welcome tier chooser is still offered.
  await expect(again.getByRole('region', { name: 'Choose your welcome bonus' })).toBeVisible();
});

test('a SEPA withdrawal: a bad IBAN is refused, a good one waits, the operator pays it out', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await depositThroughSandbox(request, await signIn(page, request, player), '500');
  await page.goto('/withdraw');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€500.00');
  await expect(cashier.getByLabel('Account holder')).toHaveValue('Test Player');

  await cashier.getByLabel('IBAN').fill(badIban);
  await cashier.getByLabel('Amount').fill('150');
  await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(cashier.getByText('This IBAN is not valid: check it for typing mistakes.')).toBeVisible();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€500.00');

  await cashier.getByLabel('IBAN').fill(goodIban);
  await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(cashier.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€350.00');
  const requests = cashier.getByRole('list', { name: 'Your withdrawal requests' });
  await expect(requests.getByText('Pending')).toBeVisible();

  const withdrawal = await pendingWithdrawalOf(request, player.username);
  await operatorDecides(request, withdrawal, 'approve');
  await operatorDecides(request, withdrawal, 'confirm-payout', { reference: 'E2E-SEPA-1' });

  await page.goto('/withdraw');
  const reopened = page.getByRole('dialog', { name: 'Cashier' });
  await expect(
    reopened.getByRole('list', { name: 'Your withdrawal requests' }).getByText('Completed'),
  ).toBeVisible();
  await expect(reopened.getByTestId('cashier-balance')).toHaveText('€350.00');
});

test('a rejected withdrawal returns the money to the balance', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await depositThroughSandbox(request, await signIn(page, request, player), '500');
  await page.goto('/withdraw');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByLabel('IBAN').fill(goodIban);
  await cashier.getByLabel('Amount').fill('200');
  await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€300.00');

  const withdrawal = await pendingWithdrawalOf(request, player.username);
  await operatorDecides(request, withdrawal, 'reject', { reason: 'The IBAN belongs to someone else' });

  await page.goto('/withdraw');
  const reopened = page.getByRole('dialog', { name: 'Cashier' });
  const requests = reopened.getByRole('list', { name: 'Your withdrawal requests' });
  await expect(requests.getByText('Rejected')).toBeVisible();
  await expect(requests.getByText('Reason: The IBAN belongs to someone else')).toBeVisible();
  await expect(reopened.getByTestId('cashier-balance')).toHaveText('€500.00');
});

test('a player without a name gives the details first, then goes on to the payment page', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { withName: false });
  await logIn(page, player);
  const onboarding = page.getByRole('dialog', { name: 'Complete your profile' });
  await onboarding.getByRole('button', { name: 'Close' }).click();
  await expect(onboarding).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByRole('button', { name: 'Revolut' }).click();
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(cashier.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await cashier.getByLabel('First name').fill('Maria');
  await cashier.getByLabel('Last name').fill('Papadopoulou');
  await cashier.getByLabel('Date of birth').fill('1990-05-17');
  await cashier.getByLabel('Address').fill('Ermou 1');
  await cashier.getByLabel('City').fill('Athens');
  await cashier.getByRole('button', { name: 'Save and continue' }).click();

  await page.waitForURL(/\/sandbox-pay\//);
  await expect(page.getByText('€100.00')).toBeVisible();
});

test('a pending withdrawal can be cancelled: the amount is back at once', async ({ page, request }) => {
  const player = await registerPlayer(request);
  await depositThroughSandbox(request, await signIn(page, request, player), '300');
  // The account menu's Withdraw button opens the cashier on its Withdraw tab.
  await page.goto('/account');
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
  await cashier.getByLabel('IBAN').fill(goodIban);
  await cashier.getByLabel('Amount').fill('120.50');
  await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(cashier.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€179.50');

  const requests = cashier.getByRole('list', { name: 'Your withdrawal requests' });
  await expect(requests.getByText('Pending')).toBeVisible();
  await requests.getByRole('button', { name: 'Cancel request' }).click();
  await expect(requests.getByText('Cancelled')).toBeVisible();
  await expect(requests.getByRole('button', { name: 'Cancel request' })).toBeHidden();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€300.00');

  // Nothing waits any more: the operator has nothing of this player's to decide.
  await expect(pendingWithdrawalOf(request, player.username)).rejects.toThrow(/no pending withdrawal/);
});

test('a player whose balance cannot cover a bank transfer is told so instead of the form', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/withdraw');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€0.00');
  await expect(cashier.getByRole('alert')).toHaveText('Your balance is too low for this withdrawal.');
  await expect(cashier.getByLabel('IBAN')).toBeHidden();
});
