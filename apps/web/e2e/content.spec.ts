// Promotions, legal pages and the support form in the browser against the real server and its demo seed:
// the list and its type filter, a promotion's detail with breadcrumb, Other Promotions and Activate Bonus
// for a guest, for a player on the welcome promotion (its bonus offer is activated for the next deposit)
// and for a player with money on a promotion without an offer (support); a legal page with its menu, by
// id and by slug, in English and German; the support form's check, success screen, and the wait for a
// new ticket.
import { depositThroughSandbox } from './cashier-helpers';
import { expect, test, waitForShell } from './fixtures';
import { logIn, registerPlayer } from './players';
import { signIn } from './sign-in';

/**
 * The back office's promotions spec may add casino promotions of its own to the shared server meanwhile,
 * each title ending in a 13-digit time stamp: the demo's promotions are the others.
 */
const otherSpecsPromotion = /\d{13}/;

test('/promotions lists the active promotions and filters them by type', async ({ page }) => {
  await page.goto('/promotions');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const cards = page.locator('[data-promotion]');
  const demoCards = cards.filter({ hasNotText: otherSpecsPromotion });
  await expect(demoCards).toHaveCount(6);
  await expect(page.getByRole('heading', { name: '15% Daily Cashback' })).toBeVisible();
  // Short descriptions are cut at 60 characters.
  const welcome = page.locator('[data-promotion="1"] p');
  expect((await welcome.innerText()).length).toBeLessThanOrEqual(61);
  await expect(welcome).toContainText('…');

  await page.getByRole('button', { name: 'Rewards' }).click();
  await expect(page).toHaveURL('/promotions?type=rewards');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Review Reward: Rate Us and Win' })).toBeVisible();
  await page.getByRole('button', { name: 'All' }).click();
  await expect(demoCards).toHaveCount(6);

  await page.locator('[data-promotion="5"]').getByRole('link', { name: 'Read more' }).click();
  await expect(page).toHaveURL('/promotions-detail/5');
  await expect(page.getByRole('heading', { level: 1, name: '24-Hour Withdrawals' })).toBeVisible();
});

test('a promotion shows its breadcrumb, text and up to six others; a guest who activates it logs in first', async ({
  page,
}) => {
  await page.goto('/promotions-detail/4');
  await waitForShell(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  await expect(crumbs.getByText('15% Daily Cashback')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: '15% Daily Cashback' })).toBeVisible();
  await expect(page.getByText('15% of your net losses')).toBeVisible();
  const others = page.getByRole('region', { name: 'Other Promotions' });
  // Up to six others: the demo's five, and another spec's promotion if one is live on the shared server.
  const otherCards = others.locator('[data-promotion]');
  await expect(otherCards.filter({ hasNotText: otherSpecsPromotion })).toHaveCount(5);
  expect(await otherCards.count()).toBeLessThanOrEqual(6);
  await expect(others.locator('[data-promotion="4"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Activate Bonus' }).click();
  await expect(page).toHaveURL('/login?next=%2Fpromotions-detail%2F4');
});

test('an unknown promotion says it has ended', async ({ page }) => {
  await page.goto('/promotions-detail/987654');
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { name: 'This promotion has ended or does not exist.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
});

test('Activate Bonus on the welcome promotion activates its offer for the next deposit', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/promotions-detail/1');
  await page.getByRole('button', { name: 'Activate Bonus' }).click();
  await expect(
    page.getByText('Activated. Your next deposit of at least €500 receives this bonus.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cashier' })).toBeVisible();
});

test('Activate Bonus with money in the balance writes the request to support, and the ticket is sent', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await depositThroughSandbox(request, await signIn(page, request, player), '50.00');
  await page.goto('/promotions-detail/4');
  await page.getByRole('button', { name: 'Activate Bonus' }).click();
  const support = page.getByRole('dialog', { name: 'Contact support' });
  await expect(support).toBeVisible();
  await expect(support.getByLabel('Topic')).toHaveValue('promotions_bonuses');
  await expect(support.getByLabel('Message')).toHaveValue(
    'Hello, I would like to activate the promotion "15% Daily Cashback" (number 4).',
  );
  await support.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Message sent' });
  await expect(sent).toBeVisible();
  await expect(sent.getByText('Thank you. Your ticket has been received')).toBeVisible();
});

test('the support form asks for every field, shows its success screen, and a second ticket must wait', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact support' }).click();
  const support = page.getByRole('dialog', { name: 'Contact support' });
  await support.getByLabel('Subject').fill('Deposit not credited');
  await support.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' })).toBeVisible();
  await support.getByLabel('Topic').selectOption({ label: 'Deposits' });
  await support.getByLabel('Message').fill('My deposit of 20 EUR has not arrived yet.');
  await support.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Message sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Close', exact: true }).first().click();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact support' }).click();
  const again = page.getByRole('dialog', { name: 'Contact support' });
  await again.getByLabel('Topic').selectOption({ label: 'Deposits' });
  await again.getByLabel('Subject').fill('Still waiting');
  await again.getByLabel('Message').fill('Any news?');
  await again.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please wait a few minutes before sending a new ticket')).toBeVisible();
  await expect(again).toBeVisible();
});

test('a legal page shows the menu of published pages, breadcrumb and its text, by id and by slug', async ({
  page,
}) => {
  await page.goto('/pages/terms-and-conditions');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page.getByText('Curaçao', { exact: false }).first()).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Policies' });
  await expect(menu.getByRole('link')).toHaveCount(6);
  await expect(menu.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await menu.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/pages/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Privacy Policy'),
  ).toBeVisible();
  await page.goto('/pages/aml-kyc-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'AML and KYC Policy' })).toBeVisible();
  await page.goto('/pages/responsible-gambling');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gambling' })).toBeVisible();
  await page.goto('/pages/99');
  await expect(page.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeVisible();
});

test('legal pages and promotions follow the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('reelvault.language', 'de'));
  await page.goto('/pages/6');
  await waitForShell(page);
  await expect(page.getByRole('navigation', { name: 'Richtlinien' })).toBeVisible();
  await page.goto('/promotions-detail/4');
  await expect(page.getByRole('heading', { level: 1, name: '15 % tägliches Cashback' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bonus aktivieren' })).toBeVisible();
});

test('/contact opens the support form over the lobby for a player, and sends a guest to log in', async ({
  page,
  request,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveURL('/login?next=%2Fcontact');
  const player = await registerPlayer(request);
  await logIn(page, player, false);
  await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
  await expect(page).toHaveURL('/');
});
