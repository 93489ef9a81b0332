// The bonus engine in the browser against the real server and its demo offers (issue 21's acceptance):
// a new player's welcome tier chosen in the cashier, paid on the deposit, wagered on the in-house slot
// until it converts to cash; a promo code redeemed from a /redeem link; a withdrawal with an unwagered
// bonus, where the player forfeits the bonus and keeps the cash; a review claim sent from the "Rate us and
// win" popup, approved in the back office and credited. Each test checks what the player reads and the
// money the balance call answers. The long journeys (the slot's rounds, the back office) run on the
// desktop only; the redeem popup and the cashier's wagering choice run on both screens.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { depositThroughSandbox } from './cashier-helpers';
import { expect, test, visitorIp, waitForShell } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';
import { gameOf, launchUrl } from './studio';

const goodIban = 'DE89 3704 0044 0532 0130 00';

interface Money {
  readonly balance: string;
  readonly bonus_balance: string;
}

interface ActiveBonus {
  readonly id: number;
  readonly title: string;
  readonly granted: string;
  readonly wagered: string;
  readonly wagering_required: string;
  readonly progress: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What GET /api/user/balance answers: cash and bonus. */
async function moneyOf(request: APIRequestContext, token: string): Promise<Money> {
  const reply = await request.get('/api/user/balance', { headers: bearer(token) });
  expect(reply.status(), await reply.text()).toBe(200);
  const { balance, bonus_balance } = (await reply.json()) as Money;
  return { balance, bonus_balance };
}

/** The player's active bonuses (GET /api/user/bonuses). */
async function activeBonuses(request: APIRequestContext, token: string): Promise<ActiveBonus[]> {
  const reply = await request.get('/api/user/bonuses', { headers: bearer(token) });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: { active: ActiveBonus[] } }).data.active;
}

/** Activates a promo code's offer through the API (the redeem popup is tested on its own below). */
async function redeemCode(request: APIRequestContext, token: string, code: string): Promise<void> {
  const reply = await request.post(`/api/promo-codes/${code}/redeem`, { headers: bearer(token) });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The header's balance panel: the cash and bonus lines as the player reads them. */
async function expectHeaderMoney(page: Page, cash: string, bonus: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Balance/ }).click();
  await expect(banner.locator('dt', { hasText: 'Cash' }).locator('+ dd')).toHaveText(cash);
  await expect(banner.locator('dt', { hasText: 'Bonus' }).locator('+ dd')).toHaveText(bonus);
  await banner.getByRole('button', { name: /^Balance/ }).click();
}

const euros = (amount: string) =>
  `€${Number(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "You win €1.20" / "Returned €0.20" / "No win" as cents paid. */
async function paidOf(page: Page): Promise<number> {
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText(/^(No win|You win €[\d,.]+|Returned €[\d,.]+)$/);
  const text = (await notice.textContent()) ?? '';
  return text === 'No win' ? 0 : Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const operatorToken = () => {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: the global setup logs the operator in');
  return token;
};

interface AdminOffer extends Record<string, unknown> {
  readonly id: number;
  readonly key: string;
  readonly max_bet: Record<string, string>;
}

/**
 * Edits the welcome offer through the back office's offer call (the whole offer again, with `change`);
 * answers the offer as it was, to put back.
 */
async function editWelcomeOffer(
  request: APIRequestContext,
  change: (offer: AdminOffer) => Record<string, unknown>,
): Promise<AdminOffer> {
  const headers = bearer(operatorToken());
  const list = await request.get('/api/admin/bonus-offers?per_page=100', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const offers = ((await list.json()) as { data: AdminOffer[] }).data;
  const welcome = offers.find((offer) => offer.key === 'welcome');
  if (!welcome) throw new Error('the demo seed has no welcome offer');
  await putOffer(request, welcome, change(welcome));
  return welcome;
}

async function putOffer(request: APIRequestContext, offer: AdminOffer, values: Record<string, unknown>) {
  const fields = [
    'key',
    'kind',
    'trigger',
    'percent',
    'amounts',
    'free_spins',
    'wagering_multiplier',
    'wagering_base',
    'max_bet',
    'contributions',
    'expiry_days',
    'max_conversion',
    'currencies',
    'countries',
    'repeatable',
    'starts_at',
    'ends_at',
    'promotion_id',
    'title',
  ];
  const body: Record<string, unknown> = Object.fromEntries(
    fields.map((field) => [field, values[field] ?? offer[field] ?? null]),
  );
  const reply = await request.put(`/api/admin/bonus-offers/${offer.id}`, {
    headers: bearer(operatorToken()),
    data: body,
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The back office in a browser of its own, signed in as the global setup's administrator. */
async function backOffice(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'en-GB',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
  });
  const page = await context.newPage();
  await page.addInitScript(
    (token) => sessionStorage.setItem('reelvault_admin_session', token),
    operatorToken(),
  );
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

test(
  'a new player chooses a welcome tier, deposits, sees cash and bonus, wagers on the slot and converts',
  {
    tag: '@desktop',
  },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    // Wagering reachable in a few rounds: the operator edits the welcome offer to 1x with a €50 maximum bet
    // (the bonus keeps the terms of its grant, so the offer is put back as soon as the bonus is paid).
    const original = await editWelcomeOffer(request, (offer) => ({
      wagering_multiplier: 1,
      max_bet: { ...offer.max_bet, EUR: '50.00' },
      max_conversion: null,
    }));
    const player = await registerPlayer(request);
    const token = await signIn(page, request, player);
    try {
      await page.goto('/deposit');
      const cashier = page.getByRole('dialog', { name: 'Cashier' });
      const chooser = cashier.getByRole('region', { name: 'Choose your welcome bonus' });
      await chooser.getByText('Deposit €75', { exact: true }).click();
      await expect(chooser.getByRole('radio', { name: /Deposit €75 .*Play with €180/ })).toBeChecked();
      await chooser.getByRole('button', { name: 'Choose this bonus' }).click();
      await expect(chooser).toBeHidden();
      await cashier.getByRole('button', { name: 'Payz' }).click();
      await cashier.getByLabel('Amount (EUR)').fill('75');
      await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      const completed = page.getByRole('dialog', { name: 'Deposit is Completed!' });
      await expect(completed).toBeVisible();
      await completed.getByRole('button', { name: 'OK' }).click();
    } finally {
      await putOffer(request, original, original);
    }

    // Tier one: €75 plays with €180, so €105 of bonus on top of the €75 cash.
    expect(await moneyOf(request, token)).toEqual({ balance: '75.00', bonus_balance: '105.00' });
    await expect(page.getByRole('banner').getByTestId('header-bonus')).toHaveText('+ €105.00 bonus');
    await expectHeaderMoney(page, '€75.00', '€105.00');
    const [bonus] = await activeBonuses(request, token);
    expect(bonus).toMatchObject({ granted: '105.00', wagered: '0.00', progress: 0 });
    if (!bonus) throw new Error('no active welcome bonus');

    // The slot at €50 a spin (the offer's maximum bet): the first round moves the bar by €50.
    const game = await gameOf(request, 'slot');
    let total = 18_000;
    /**
     * Opens the slot (its page shows cash and bonus together), where the tier's 15 free spins are offered
     * first; the player plays for cash instead and raises the stake to €50.
     */
    const openSlot = async () => {
      await page.goto(await launchUrl(request, token, game.id));
      await expect(page.getByTestId('balance')).toHaveText(euros((total / 100).toFixed(2)));
      const freeSpins = page.getByTestId('free-spins');
      await expect(freeSpins).toContainText('Free spins: 15 left');
      await freeSpins.getByRole('button', { name: 'Play for cash' }).click();
      while (!((await page.getByTestId('stake').textContent()) ?? '').includes('€50.00')) {
        await page.getByRole('button', { name: 'Raise the stake' }).click();
      }
    };
    await openSlot();
    const spin = async () => {
      await page.getByRole('button', { name: 'Spin', exact: true }).click();
      total += (await paidOf(page)) - 5_000;
      await expect(page.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
    };
    await spin();

    await page.goto('/account/bonuses');
    const card = page.locator(`[data-bonus-id="${bonus.id}"]`);
    await expect(card.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((50 / Number(bonus.wagering_required)) * 100)),
    );
    await expect(card).toContainText(`€50.00 of ${euros(bonus.wagering_required)} wagered`);

    // On until the requirement is met (3 rounds of €50 cover the €108 of bonus and free spins' value, and
    // the €180 pays for them whatever the reels show): the bonus converts, what is left of it becomes cash.
    await openSlot();
    for (let round = 0; round < 4 && (await activeBonuses(request, token)).length > 0; round += 1) {
      await spin();
    }
    expect(await activeBonuses(request, token)).toEqual([]);
    const cash = (total / 100).toFixed(2);
    expect(await moneyOf(request, token)).toEqual({ balance: cash, bonus_balance: '0.00' });

    await page.goto('/account/bonuses');
    await expect(page.getByText('You have no active bonuses at the moment.')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('header-bonus')).toHaveCount(0);
    await expectHeaderMoney(page, euros(cash), '€0.00');
  },
);

test('a promo code from a /redeem link: the popup shows the offer, Activate records it, the deposit pays it', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const token = await signIn(page, request, player);
  await page.goto('/redeem?code=Reload175');
  const popup = page.getByRole('dialog', { name: 'Redeem a promo code' });
  await expect(popup.getByLabel('Promo code')).toHaveValue('Reload175');
  const offer = popup.getByRole('region');
  await expect(offer).toContainText('175% up to €1,250');
  await expect(offer).toContainText('Minimum deposit: €20');
  await offer.getByRole('button', { name: 'Activate' }).click();
  await expect(
    offer.getByText('Activated. Your next deposit of at least €20 receives this bonus.'),
  ).toBeVisible();
  expect(await moneyOf(request, token)).toEqual({ balance: '0.00', bonus_balance: '0.00' });

  // The next deposit pays it: 175 % of €100.
  await depositThroughSandbox(request, token, '100.00');
  expect(await moneyOf(request, token)).toEqual({ balance: '100.00', bonus_balance: '175.00' });
  await page.goto('/account/bonuses');
  const active = page.getByRole('region', { name: 'Active Bonuses' });
  const card = active.locator('[data-bonus-id]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Promo code');
  await expect(card).toContainText('€175.00');
  await expect(card).toContainText('€0.00 of €7,000.00 wagered');
  await expectHeaderMoney(page, '€100.00', '€175.00');
});

test('a withdrawal with an unwagered bonus shows the wagering alert; forfeiting sends it and keeps the cash', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const token = await signIn(page, request, player);
  await redeemCode(request, token, 'Reload150');
  await depositThroughSandbox(request, token, '200.00');
  expect(await moneyOf(request, token)).toEqual({ balance: '200.00', bonus_balance: '300.00' });

  await page.goto('/withdraw');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByLabel('IBAN').fill(goodIban);
  await cashier.getByLabel('Amount').fill('100');
  await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
  const alert = cashier.getByRole('alert').filter({ hasText: 'Your bonus has not been fully wagered yet.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Keep my bonus' })).toBeVisible();
  // Nothing moved while the player decides.
  expect(await moneyOf(request, token)).toEqual({ balance: '200.00', bonus_balance: '300.00' });

  await alert.getByRole('button', { name: 'Forfeit the bonus and withdraw' }).click();
  await expect(cashier.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect(cashier.getByTestId('cashier-balance')).toHaveText('€100.00');
  expect(await moneyOf(request, token)).toEqual({ balance: '100.00', bonus_balance: '0.00' });
  expect(await activeBonuses(request, token)).toEqual([]);
});

test(
  'a review link sent from Rate us and win, approved in the back office, is credited to the bonus',
  {
    tag: '@desktop',
  },
  async ({ page, request, browser, baseURL }) => {
    const player = await registerPlayer(request);
    const token = await signIn(page, request, player);
    await page.goto('/deposit');
    await page
      .getByRole('dialog', { name: 'Cashier' })
      .getByRole('button', { name: 'Rate us and win' })
      .click();
    const popup = page.getByRole('dialog', { name: 'Rate us and win' });
    const trustpilot = popup.getByRole('listitem', { name: 'Trustpilot' });
    const link = `https://www.trustpilot.com/reviews/${player.username}`;
    await trustpilot.getByLabel('Link to your review on Trustpilot').fill(link);
    await trustpilot.getByRole('button', { name: 'Send link' }).click();
    await expect(trustpilot.getByText('Waiting for approval')).toBeVisible();

    const office = await backOffice(browser, baseURL, '/review-claims');
    const row = office.getByRole('row').filter({ hasText: player.username });
    await expect(row).toContainText(link);
    await row.getByRole('button', { name: `Approve ${player.username}` }).click();
    const confirm = office.getByRole('dialog', { name: 'Approve this review?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await office.getByRole('link', { name: 'Approved' }).click();
    await expect(office.getByRole('row').filter({ hasText: player.username })).toContainText('Reward €10.00');
    await office.context().close();

    // The first approved review pays €10.00 into the bonus; cash is untouched.
    expect(await moneyOf(request, token)).toEqual({ balance: '0.00', bonus_balance: '10.00' });
    await page.goto('/account/bonuses');
    await waitForShell(page);
    await expect(page.locator('[data-bonus-id]')).toContainText('Review reward');
    await expectHeaderMoney(page, '€0.00', '€10.00');
    await page.goto('/deposit');
    await page
      .getByRole('dialog', { name: 'Cashier' })
      .getByRole('button', { name: 'Rate us and win' })
      .click();
    await expect(
      page
        .getByRole('dialog', { name: 'Rate us and win' })
        .getByRole('listitem', { name: 'Trustpilot' })
        .getByText('Approved: €10.00 credited to your bonus balance'),
    ).toBeVisible();
  },
);
