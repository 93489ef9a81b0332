// The player's journey around the cashier, on phone and desktop, against the real server (which runs no live
// chat): the lobby's Game shows row holds the studio's game show and no table (decision 0809), the
// deposit-completed popup names the support form and opens it, a balance or an amount below the bank
// transfer minimum is offered a crypto withdrawal instead, and the finance history names the payment
// method rather than its code.
import { expect, test } from './fixtures';
import { depositThroughSandbox } from './cashier-helpers';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

test('a player is shown a way forward around the cashier and reads methods by name', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const token = await signIn(page, request, player);
  await depositThroughSandbox(request, token, '50');

  // The lists come in one answer: once the first row has its games, the Game shows row has its one show.
  await page.goto('/');
  const newGames = page.getByRole('region', { name: 'New games', exact: true });
  await expect(newGames.locator('article img').first()).toHaveAttribute('src', /^\/api\/game-art\//);
  // A row fills with its games once it is near the screen.
  const shows = page.getByRole('region', { name: 'Game shows', exact: true });
  await shows.scrollIntoViewIfNeeded();
  await expect(shows.locator('article').getByRole('link', { name: /^Rocket Crash/ })).toBeVisible();
  await expect(shows.locator('article')).toHaveCount(1);

  await page.goto('/pathly/success');
  const completed = page.getByRole('dialog', { name: 'Deposit is Completed!' });
  await expect(
    completed.getByText(
      'Your deposit may take a few minutes to appear in your balance. If it does not, please write to us through the support form.',
    ),
  ).toBeVisible();
  await completed.getByRole('button', { name: 'Open the support form' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact support' }).getByLabel('Subject')).toBeVisible();
  await expect(completed).toBeHidden();

  // €50 is below a bank transfer's €100 but above crypto's €20.
  await page.goto('/withdraw');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€50.00');
  await expect(
    cashier.getByText('Your balance is below the minimum for a bank transfer (€100).'),
  ).toBeVisible();
  await cashier.getByRole('button', { name: 'Withdraw in crypto' }).click();
  await expect(cashier.getByRole('heading', { name: 'Withdraw in crypto' })).toBeVisible();

  // With €150 the bank form shows, its minimum named before anything is sent; a smaller amount is led to
  // crypto as it is typed.
  await depositThroughSandbox(request, token, '100');
  await page.goto('/withdraw');
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€150.00');
  await expect(cashier.getByText('Min €100 – max €2,500 per request')).toBeVisible();
  await cashier.getByLabel('Amount', { exact: true }).fill('60');
  await expect(
    cashier.getByText('Bank transfers start at €100. You can withdraw a smaller amount in crypto, from €20.'),
  ).toBeVisible();
  await cashier.getByRole('button', { name: 'Withdraw in crypto' }).click();
  await expect(cashier.getByRole('heading', { name: 'Withdraw in crypto' })).toBeVisible();

  await page.goto('/account/finance');
  // A table on the desktop, a card a row on the phone: whichever shows.
  const history = page.getByRole('main');
  await expect(history.getByText('Payz', { exact: true }).filter({ visible: true })).toHaveCount(2);
  await expect(history.getByText('payz', { exact: true })).toHaveCount(0);
});
