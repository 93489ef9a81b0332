// An operator's day in the back office (/admin), each step seen where the player sees it: a new player's
// documents approved in the verification queue, after which the game opens; a withdrawal approved and paid
// out from the withdrawal queue, then shown Completed in the player's cashier; status 6 set on the player's
// page, after which the player's deposit opens the verification popup; an adjustment requested by one
// operator and approved by another, seen in the player's balance and in the ledger check; the dashboard's
// figures after a scripted day of deposits, play and a withdrawal. The operators are
// the two the global setup created and logged in (an administrator and a finance operator); the page gets
// the session as the sign-in leaves it (sessionStorage). Each screen and dialog passes axe as it stands. Desktop only: the back office is made for a desktop
// (the phone layout of its queues is checked by its own unit tests).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatMoney } from '@reelvault/contract/money';
import { apiToken, depositThroughSandbox, operatorDecides, pendingWithdrawalOf } from '../cashier-helpers';
import { expectNoAxeViolations } from '../axe';
import { expect, test, visitorIp, waitForShell } from '../fixtures';
import { playerWithMoney, slotGames } from '../play';
import { logIn, registerPlayer } from '../players';
import { gameOf, launchUrl } from '../studio';
import { submitForVerification } from '../documents';

function operatorToken(which: 'admin' | 'second'): string {
  const token = which === 'admin' ? process.env.E2E_ADMIN_TOKEN : process.env.E2E_SECOND_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs both operators in before the workers start');
  return token;
}

/** Opens the back office at `path` as an operator already signed in. */
async function openBackOffice(page: Page, which: 'admin' | 'second', path: string): Promise<void> {
  await page.addInitScript((token) => {
    sessionStorage.setItem('reelvault_admin_session', token);
  }, operatorToken(which));
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** The player's site in a browser of its own, beside the operator's. */
async function playerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'en-GB',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
  });
  return context.newPage();
}

async function playerId(request: APIRequestContext, token: string): Promise<number> {
  const reply = await request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

test.describe('the back office', { tag: '@desktop' }, () => {
  test("a new player's documents approved in the queue: the player's game opens", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { player, token } = await playerWithMoney(request, { amount: '50', verified: false });
    const [game] = await slotGames(request, 1);
    await submitForVerification(request, token);

    const player_ = await playerPage(browser, baseURL);
    await logIn(player_, player);
    await player_.goto(`/play/${game?.id}`);
    await waitForShell(player_);
    await expect(player_.getByRole('heading', { name: 'Your documents are under review' })).toBeVisible();

    await openBackOffice(page, 'admin', '/verification');
    await expect(page.getByRole('heading', { name: 'Verification queue', level: 1 })).toBeVisible();
    for (let left = 3; left > 0; left -= 1) {
      const row = page.getByRole('row').filter({ hasText: player.username });
      await expect(row).toHaveCount(left);
      await row.first().getByRole('link').click();
      await expect(page.getByRole('img', { name: /^Preview: / })).toBeVisible();
      if (left === 3)
        await expectNoAxeViolations(page, 'the verification queue with a document', { soft: true });
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: /approved/i })).toBeVisible();
    }
    await expect(page.getByRole('row').filter({ hasText: player.username })).toHaveCount(0);

    await player_.reload();
    await waitForShell(player_);
    const frame = player_.frameLocator(`iframe[title="${game?.name}: game"]`);
    await expect(frame.getByTestId('balance')).toHaveText('€50.00', { timeout: 30_000 });
    await player_.context().close();
  });

  test('a withdrawal approved and paid out in the queue is Completed in the cashier', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { player, token } = await playerWithMoney(request, { amount: '300' });
    const asked = await request.post('/api/account/withdraw/manuel', {
      headers: { authorization: `Bearer ${token}` },
      data: { payment_id: 59, amount: '120', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    await openBackOffice(page, 'admin', '/withdrawals');
    await page.getByRole('button', { name: `Details ${player.username}` }).click();
    await expect(page.getByRole('heading', { name: `Context: ${player.username}` })).toBeVisible();
    await expectNoAxeViolations(page, 'the withdrawal queue with a context', { soft: true });
    await page.getByRole('button', { name: `Approve ${player.username}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the withdrawal' });
    await expectNoAxeViolations(page, 'the approval dialog', { soft: true, include: 'dialog[open]' });
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approve).toBeHidden();

    await page.getByLabel('Status').selectOption({ label: 'Approved' });
    await page.getByRole('button', { name: `Confirm payout ${player.username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the payout' });
    await confirm.getByLabel(/Bank reference/).fill('E2E-QUEUE-1');
    await confirm.getByRole('button', { name: 'Confirm payout', exact: true }).click();
    await expect(confirm).toBeHidden();

    const player_ = await playerPage(browser, baseURL);
    await logIn(player_, player);
    await player_.goto('/withdraw');
    const cashier = player_.getByRole('dialog', { name: 'Cashier' });
    await expect(
      cashier.getByRole('list', { name: 'Your withdrawal requests' }).getByText('Completed'),
    ).toBeVisible();
    await expect(cashier.getByTestId('cashier-balance')).toHaveText('€180.00');
    await player_.context().close();
  });

  test("status 6 set on the player's page: the player's deposit opens the verification popup", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const player = await registerPlayer(request);
    const id = await playerId(request, await apiToken(request, player));

    await openBackOffice(page, 'admin', `/players/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(player.username) }).first()).toBeVisible();
    await expectNoAxeViolations(page, "the player's page", { soft: true });
    await page.getByRole('button', { name: 'Set status' }).click();
    const dialog = page.getByRole('dialog', { name: `Set the status of ${player.username}` });
    await expectNoAxeViolations(page, 'the status dialog', { soft: true, include: 'dialog[open]' });
    await dialog.getByLabel('Account').selectOption({ label: 'Verification required' });
    await dialog.getByLabel(/Reason/).fill('Source of funds to be checked');
    await dialog.getByRole('button', { name: 'Set the status' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Verification required').first()).toBeVisible();

    const player_ = await playerPage(browser, baseURL);
    await logIn(player_, player);
    await player_.goto('/deposit');
    await expect(player_.getByRole('dialog', { name: 'Verification needed' })).toBeVisible();
    await expect(player_.getByRole('dialog', { name: 'Cashier' })).toHaveCount(0);
    await player_.context().close();
  });

  test('an adjustment requested by one operator and approved by another is in the balance and the ledger check', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const player = await registerPlayer(request);
    const token = await apiToken(request, player);
    await depositThroughSandbox(request, token, '20');
    const id = await playerId(request, token);

    // Above the four-eyes threshold (100.00 EUR): the administrator's request waits.
    await openBackOffice(page, 'admin', '/adjustments');
    const form = page.getByRole('form', { name: 'Request an adjustment' });
    await form.getByRole('combobox', { name: 'Player', exact: true }).fill(String(id));
    await form.getByRole('option', { name: new RegExp(`#${id}$`) }).click();
    await form.getByLabel(/Currency/).selectOption('EUR');
    await form.getByLabel('Credit (add)').check();
    await form.getByLabel(/Amount/).fill('250.00');
    await form.getByLabel('Category').selectOption({ label: 'Goodwill' });
    await form.getByLabel(/Note/).fill('Lost round after a studio outage');
    await form.getByRole('button', { name: 'Request the adjustment' }).click();
    await expect(page.getByText(/Waiting for a second operator: €250\.00/)).toBeVisible();
    const mine = page.getByRole('row').filter({ hasText: player.username });
    await expect(mine.getByText('Your request: another operator decides')).toBeVisible();
    await expectNoAxeViolations(page, 'the adjustments', { soft: true });

    // The finance operator approves it in a browser of their own.
    const second = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      locale: 'en-GB',
      extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
    });
    const finance = await second.newPage();
    await openBackOffice(finance, 'second', '/adjustments');
    const theirs = finance.getByRole('row').filter({ hasText: player.username });
    await theirs.getByRole('button', { name: 'Approve' }).click();
    const approve = finance.getByRole('dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(approve).toBeHidden();
    await second.close();

    const player_ = await playerPage(browser, baseURL);
    await logIn(player_, player);
    await expect(player_.getByRole('banner').getByText('€270.00').first()).toBeVisible();
    await player_.context().close();

    const check = await request.get('/api/admin/ledger-check', {
      headers: { authorization: `Bearer ${operatorToken('admin')}` },
    });
    expect(check.status(), await check.text()).toBe(200);
    expect(((await check.json()) as { data: { ok: boolean } }).data.ok).toBe(true);
  });
});

/** Spins the studio's roulette once with `amount` (wallet units) on red; answers the round's stake and payout. */
async function spinRed(
  request: APIRequestContext,
  launch: string,
  amount: string,
): Promise<{ stake: bigint; payout: bigint }> {
  const token = new URLSearchParams(new URL(launch, 'http://localhost').hash.slice(1)).get('session');
  const session = await request.post('/house/api/session', { data: { token } });
  expect(session.status(), await session.text()).toBe(200);
  const { access_token: studio } = (await session.json()) as { access_token: string };
  const spun = await request.post('/house/api/roulette/spin', {
    headers: { authorization: `Bearer ${studio}` },
    data: { bets: [{ kind: 'red', amount }] },
  });
  expect(spun.status(), await spun.text()).toBe(200);
  const { round } = (await spun.json()) as { round: { stake: string; payout: string | null } };
  return { stake: BigInt(round.stake), payout: BigInt(round.payout ?? '0') };
}

test(
  "the dashboard shows a scripted day's deposits, withdrawals, bets, wins and players",
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    // New Zealand dollars: no other browser test plays in them, so the day's NZD figures are this test's.
    const currency = 'NZD';
    const unit = 100_000n; // wallet units of one dollar
    const roulette = await gameOf(request, 'roulette');
    let bets = 0n;
    let wins = 0n;
    const deposits = ['200', '80'];
    const players = [];
    for (const [index, amount] of deposits.entries()) {
      const player = await registerPlayer(request, { prefix: 'nzd', currency });
      const token = await apiToken(request, player);
      await depositThroughSandbox(request, token, amount);
      for (let spin = 0; spin < 3 - index; spin += 1) {
        const round = await spinRed(request, await launchUrl(request, token, roulette.id), '250000');
        bets += round.stake;
        wins += round.payout;
      }
      players.push({ player, token });
    }
    const [first] = players;
    if (!first) throw new Error('no player');
    const asked = await request.post('/api/account/withdraw/manuel', {
      headers: { authorization: `Bearer ${first.token}` },
      data: { payment_id: 59, amount: '100', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await operatorDecides(request, await pendingWithdrawalOf(request, first.player.username), 'approve');

    const money = (wallet: bigint) => {
      const sign = wallet < 0n ? '-' : '';
      const abs = wallet < 0n ? -wallet : wallet;
      return formatMoney(
        'en',
        `${sign}${abs / unit}.${String((abs % unit) / 1000n).padStart(2, '0')}`,
        currency,
      );
    };
    const expected: [string, string][] = [
      ['Deposits', formatMoney('en', '280.00', currency)],
      ['Withdrawals', formatMoney('en', '100.00', currency)],
      ['Bets', money(bets)],
      ['Wins', money(wins)],
      ['GGR', money(bets - wins)],
      ['New players', '2'],
      ['First-time depositors', '2'],
      ['Active players', '2'],
    ];

    // Seven days, so that a run across midnight (UTC) still has the whole script in the period.
    await openBackOffice(page, 'admin', '/dashboard?period=7d');
    const card = page.getByRole('region', { name: currency });
    for (const [figure, text] of expected) {
      await expect(card.locator(`dt:text-is("${figure}") + dd`), figure).toHaveText(text);
    }
    await expect(card.getByRole('table')).toBeAttached();
    await expectNoAxeViolations(page, 'the dashboard', { soft: true });
  },
);
