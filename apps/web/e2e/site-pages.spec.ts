// /vip, /sports and /bonuses in the browser: the VIP tiers with the spec's thresholds and the FAQ
// accordion, the sports page without a configured sportsbook (the e2e server sets none: a plain page for
// players, nothing about the site's configuration), and the bonuses page's two sections for a guest and
// for a player.
import { expect, test, waitForShell } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

test('/vip shows the five tiers with their thresholds, cashback and level-up bonuses, and the FAQ opens', async ({
  page,
}) => {
  await page.goto('/vip');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
  const tiers = page.locator('[data-tier]');
  await expect(tiers).toHaveCount(5);
  await expect(tiers.nth(0)).toContainText('Bronze');
  await expect(tiers.nth(0)).toContainText('€100,000');
  await expect(tiers.nth(0)).toContainText('5%');
  await expect(tiers.nth(0)).toContainText('€100');
  await expect(tiers.nth(4)).toContainText('Platinum');
  await expect(tiers.nth(4)).toContainText('€25,000,000');
  await expect(tiers.nth(4)).toContainText('25%');
  await expect(tiers.nth(4)).toContainText('€5,000');
  await expect(page.getByText('Plus 15% daily cashback for every player')).toBeVisible();

  const answer = page.getByText('Every registered player is a member.');
  await expect(answer).toBeHidden();
  await page.getByText('How do I join the VIP Club?').click();
  await expect(answer).toBeVisible();
  // The accordion works from the keyboard too.
  await page.getByText('Can I lose my level?').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Once reached, a level stays yours.')).toBeVisible();
});

test('/vip follows the language: German tiers and figures', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('reelvault.language', 'de'));
  await page.goto('/vip');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP-Club' })).toBeVisible();
  await expect(page.locator('[data-tier="silver"]')).toContainText('Silber');
  await expect(page.locator('[data-tier="silver"]')).toContainText('250.000');
});

test('/sports tells players sports betting is not offered when no sportsbook is configured', async ({
  page,
}) => {
  await page.goto('/sports');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await expect(page.getByText('Sports betting is not available on this site at the moment.')).toBeVisible();
  // Instructions for the operator are no business of players.
  await expect(page.getByText(/SPORTSBOOK_URL|For the operator/)).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Lobby' }).click();
  await expect(page).toHaveURL('/');
});

test('/bonuses shows Active Bonuses and Other Offers to a guest and to a player', async ({
  page,
  request,
}) => {
  await page.goto('/bonuses');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
  await expect(page.getByText('Log in to see your active bonuses.')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Other Offers' });
  await expect(offers.locator('[data-promotion]')).toHaveCount(6);

  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/bonuses');
  await expect(page.getByText('You have no active bonuses at the moment.')).toBeVisible();
  // A player's Other Offers are the bonus engine's offers for them (no longer the promotions): no deposit
  // yet, so the welcome offer still applies and can be activated.
  const playerOffers = page.getByRole('region', { name: 'Other Offers' });
  await expect(playerOffers.locator('[data-promotion]')).toHaveCount(0);
  const welcome = playerOffers.locator('[data-offer-key="welcome"]');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Activate Bonus' })).toBeEnabled();
});
