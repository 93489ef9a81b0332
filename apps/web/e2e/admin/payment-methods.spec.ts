// Payment methods per currency from the back office to the player's cashier (decision 0717): a player has
// the cashier open on Interac with the limits the server gave (20 to 2,500 EUR); an operator lowers
// Interac's maximum for EUR to 60 on the payment methods screen; the player's deposit of 100 is refused by
// the server with the new limits under the amount, and the cashier opened again shows them before any
// deposit. Interac is the one method no other spec deposits through; the test puts its maximum back.
// Desktop only: the back office is made for a desktop.
import type { Page } from '@playwright/test';
import { expect, test, visitorIp } from '../fixtures';
import { logIn, registerPlayer } from '../players';

async function openPaymentMethods(page: Page): Promise<void> {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the operators in before the workers start');
  await page.addInitScript((session) => {
    sessionStorage.setItem('reelvault_admin_session', session);
  }, token);
  await page.goto('/admin/payment-methods');
  await expect(page.getByRole('heading', { name: 'Payment methods', level: 1 })).toBeVisible();
}

async function setInteracMaximum(page: Page, maximum: string): Promise<void> {
  const deposits = page.getByRole('table', { name: 'Deposit methods in EUR' });
  await deposits.getByRole('textbox', { name: 'Maximum of Interac' }).fill(maximum);
  await page.getByRole('button', { name: 'Save EUR' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The payment methods are saved.' })).toBeVisible();
}

test.describe('payment methods', { tag: '@desktop' }, () => {
  test("an operator lowers a method's maximum for EUR: the player's deposit above it is refused with the limit", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const player = await registerPlayer(request);
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    const playerPage = await context.newPage();
    await logIn(playerPage, player);
    await playerPage.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
    const cashier = playerPage.getByRole('dialog', { name: 'Cashier' });
    await cashier.getByRole('button', { name: 'Interac' }).click();
    await expect(cashier.getByText('Enter an amount from €20 to €2,500.')).toBeVisible();

    await openPaymentMethods(page);
    try {
      await setInteracMaximum(page, '60');

      // The cashier still holds the limits it was given; the server refuses with the new ones.
      await cashier.getByLabel('Amount (EUR)').fill('100');
      await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(cashier.getByText('The amount must be between 20 and 60.')).toBeVisible();

      // Opened again, the cashier shows the new limits and refuses the amount itself.
      await playerPage.reload();
      await playerPage.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
      const again = playerPage.getByRole('dialog', { name: 'Cashier' });
      await again.getByRole('button', { name: 'Interac' }).click();
      await expect(again.getByText('Enter an amount from €20 to €60.')).toBeVisible();
      await again.getByLabel('Amount (EUR)').fill('100');
      await expect(again.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled();
    } finally {
      await setInteracMaximum(page, '2500');
      await context.close();
    }
  });
});
