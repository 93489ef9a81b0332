// The support desk end to end (decision 0716): a player sends a ticket from the site's support form, an
// operator finds it in the back office's queue, opens it (the player's account beside the message) and
// answers it; the ticket is shown answered and the reply is in the player's mailbox (the development
// mailbox, /dev/mailbox). The queue and the ticket's page pass axe. Desktop only, like the other
// back-office journeys.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect, test, waitForShell } from '../fixtures';
import { registerPlayer } from '../players';
import { signIn } from '../sign-in';

async function openBackOffice(page: Page, path: string): Promise<void> {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the operator in before the workers start');
  await page.addInitScript((session) => {
    sessionStorage.setItem('reelvault_admin_session', session);
  }, token);
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

test.describe('the support desk', { tag: '@desktop' }, () => {
  test("a player's ticket answered in the back office reaches the player's mailbox", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const player = await registerPlayer(request, { prefix: 'desk' });
    const subject = `Bonus missing ${player.username}`;
    const site = await browser.newPage(baseURL ? { baseURL } : {});
    await signIn(site, request, player);
    await site.goto('/');
    await waitForShell(site);
    await site.getByRole('contentinfo').getByRole('button', { name: 'Contact support' }).click();
    const form = site.getByRole('dialog', { name: 'Contact support' });
    await form.getByLabel('Topic').selectOption({ label: 'Deposits' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('My welcome bonus did not arrive.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(site.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
    await site.close();

    await openBackOffice(page, `/support?q=${encodeURIComponent(player.username)}`);
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row).toContainText('New');
    await expectNoAxeViolations(page, 'the support queue');
    await row.getByRole('link', { name: new RegExp(subject) }).click();

    await expect(page.getByRole('heading', { level: 1, name: new RegExp(subject) })).toBeVisible();
    await expect(page.getByText('My welcome bonus did not arrive.')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Player' });
    await expect(panel.getByRole('link', { name: player.username })).toBeVisible();
    await expect(panel).toContainText(player.email);
    await expectNoAxeViolations(page, "a support ticket's page");

    const answer = `Your bonus is credited now (${player.username}).`;
    await page.getByLabel(/Your answer/).fill(answer);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The reply is sent.' })).toBeVisible();
    await expect(page.getByText(answer)).toBeVisible();
    await expect(page.locator('.facts .badge')).toHaveText('Answered');

    await page.goto('/dev/mailbox');
    const mail = page.locator('article', { hasText: `Re: ${subject}` }).filter({ hasText: player.email });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(answer);
    await expect(mail).toContainText('Our support team has answered your request');
  });
});
