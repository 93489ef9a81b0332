// The wallet on the player site: the balance in the header and the account menu (a new player has €0.00),
// the refresh button and the 30 s refresh, and the bet and finance histories with their default ranges
// and empty states, reached from the user menu. No deposit exists yet, so no test player has money and the
// histories have no rows here; their rows are covered by features/wallet/components/wallet-views.test.tsx.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, openUserMenu, registerPlayer } from './players';

const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path;

/** The local calendar day `days` before `today`, as a date input holds it. */
function dayBefore(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The instants the page asks for: 00:00:00.000 of the first day, 23:59:59.999 of the last, local time. */
function rangeBounds(from: string, to: string): { start: string; end: string } {
  const [fromYear, fromMonth, fromDay] = from.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = to.split('-').map(Number) as [number, number, number];
  return {
    start: new Date(fromYear, fromMonth - 1, fromDay, 0, 0, 0, 0).toISOString(),
    end: new Date(toYear, toMonth - 1, toDay, 23, 59, 59, 999).toISOString(),
  };
}

async function expectRange(page: Page, request: Request, today: Date, days: number) {
  const from = dayBefore(today, days);
  const to = dayBefore(today, 0);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
  const query = new URL(request.url()).searchParams;
  const bounds = rangeBounds(from, to);
  expect(query.get('start_date')).toBe(bounds.start);
  expect(query.get('end_date')).toBe(bounds.end);
  expect(query.get('page')).toBe('1');
  expect(query.get('per_page')).toBe('10');
}

test('a new player sees €0.00 in the header and the account menu, and the refresh button asks again', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await logIn(page, player);
  const header = page.getByRole('banner');
  const balance = header.getByRole('button', { name: /^Balance/ });
  await expect(balance).toContainText('€0.00');

  const refresh = header.getByRole('button', { name: 'Refresh balance' });
  const asked = page.waitForResponse((response) => isCall('/api/user/balance')(response.request()));
  await refresh.click();
  expect((await asked).status()).toBe(200);
  await expect(balance).toContainText('€0.00');

  await balance.click();
  await expect(balance).toHaveAttribute('aria-expanded', 'true');
  const details = header.locator(`#${await balance.getAttribute('aria-controls')}`);
  await expect(details.getByText('Cash')).toBeVisible();
  await expect(details.getByText('Bonus')).toBeVisible();
  await expect(details.getByText('€0.00')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(balance).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/account');
  const menu = page.getByRole('complementary');
  await expect(menu.getByText('Balance', { exact: true })).toBeVisible();
  await expect(menu.getByText('€0.00').first()).toBeVisible();
  await expect(menu).toContainText('Bonus€0.00');
});

test('the balance refreshes itself every 30 seconds while a player is logged in', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await page.clock.install();
  await logIn(page, player);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toContainText('€0.00');
  const asked = page.waitForRequest(isCall('/api/user/balance'));
  await page.clock.fastForward(30_000);
  await asked;
});

test('the histories open from the user menu with their default ranges and empty states', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const today = new Date();
  await logIn(page, player);

  await openUserMenu(page);
  const bets = page.waitForRequest(isCall('/api/account/history/game'));
  await page.getByRole('banner').getByRole('link', { name: 'Bet history' }).click();
  await expect(page).toHaveURL(/\/account\/game-transactions$/);
  await expect(page.getByRole('heading', { name: 'Bet history', level: 1 })).toBeVisible();
  await expectRange(page, await bets, today, 3);
  await expect(page.getByText('No bets in this period.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await openUserMenu(page);
  const finance = page.waitForRequest(isCall('/api/account/history/finance'));
  await page.getByRole('banner').getByRole('link', { name: 'Financial' }).click();
  await expect(page).toHaveURL(/\/account\/finance$/);
  await expect(page.getByRole('heading', { name: 'Financial history', level: 1 })).toBeVisible();
  await expectRange(page, await finance, today, 30);
  await expect(page.getByText('No deposits or withdrawals in this period.')).toBeVisible();

  // The filters ask the server again, from the first page.
  const deposits = page.waitForRequest(
    (call) => isCall('/api/account/history/finance')(call) && new URL(call.url()).searchParams.has('type'),
  );
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Deposit' });
  expect(new URL((await deposits).url()).searchParams.get('type')).toBe('deposit');
  const rejected = page.waitForRequest(
    (call) => isCall('/api/account/history/finance')(call) && new URL(call.url()).searchParams.has('status'),
  );
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Rejected' });
  const query = new URL((await rejected).url()).searchParams;
  expect([query.get('type'), query.get('status'), query.get('page')]).toEqual(['deposit', '2', '1']);
  await expect(page.getByText('No deposits or withdrawals in this period.')).toBeVisible();

  const activity = page.waitForRequest(isCall('/api/account/history/finance'));
  await page.goto('/account/transaction-activities');
  await expect(page.getByRole('heading', { name: 'Transaction activity', level: 1 })).toBeVisible();
  await expectRange(page, await activity, today, 30);
  await expect(page.getByText('No deposits or withdrawals in this period.')).toBeVisible();
});

for (const path of ['/account/game-transactions', '/account/finance', '/account/transaction-activities']) {
  test(`a guest opening ${path} is sent to log in, and comes back after`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    await expect(page.getByRole('banner')).toHaveCount(0);
    const player = await registerPlayer(request);
    await logIn(page, player, false);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toContainText('€0.00');
  });
}
