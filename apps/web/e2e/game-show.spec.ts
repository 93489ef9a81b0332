// The studio's game show (decision 0606) with two players in two browsers: both bet on the same round and
// each sees the other's bet (masked name), one cashes out in flight and is paid, both see the same crash
// point, the win shows in the balance and the platform's bet history, and the round is verified on the
// fairness page. The round driver runs in the server at its own pace: the test waits for the page's states
// (the betting window, the Cash out button, the crash told in the live region), never for a time.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, visitorIp, watchPage } from './fixtures';
import type { Player } from './players';
import { desktopScreen, phoneScreen } from './screens';
import { signIn } from './sign-in';
import { apiToken, fundedPlayer, launchUrl } from './studio';

/** "€12.34" as cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const euros = (amount: number) => `€${(amount / 100).toFixed(2)}`;

/** The demo catalogue's game show: the one game of the home page's Game shows list. */
async function gameShow(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const reply = await request.get('/api/home-page?device=desktop');
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: Record<string, { games: { id: number; name: string }[] }> };
  const game = body.data['560']?.games[0];
  if (!game) throw new Error('the demo catalogue lists no game show');
  return game;
}

interface ShowPlayer {
  readonly player: Player;
  readonly token: string;
  readonly page: Page;
}

async function openShow(page: Page, request: APIRequestContext, gameId: number): Promise<ShowPlayer> {
  const player = await fundedPlayer(request);
  const token = await apiToken(request, player);
  await page.goto(await launchUrl(request, token, gameId));
  await expect(page.getByTestId('balance')).toHaveText('€100.00');
  return { player, token, page };
}

const bets = (page: Page) => page.getByTestId('show-bets');
const crashText = (page: Page) => page.getByTestId('crash-announcement');

/** The crash point the page announced ("2.35"). */
async function crashPointOf(page: Page): Promise<string> {
  await expect(crashText(page)).toHaveText(/^Crashed at \d+\.\d\d×$/, { timeout: 150_000 });
  return ((await crashText(page).textContent()) ?? '').replace(/^Crashed at /, '').replace('×', '');
}

test('two players share a round: each sees the other bet, one cashes out, both see the crash, the round verifies', async ({
  browser,
  page,
  request,
  isMobile,
}) => {
  // A round flies until it crashes, a couple of minutes at the very most; a round may also crash at 1.00x
  // before anyone can cash out, and then the test plays the next one.
  test.setTimeout(420_000);
  const game = await gameShow(request);
  const first = await openShow(page, request, game.id);
  // The other player on the other screen, a visitor of its own, its page watched as the fixture's.
  const other = await browser.newContext({
    ...(isMobile ? desktopScreen : phoneScreen),
    locale: 'en-GB',
    baseURL: process.env.E2E_BASE_URL ?? '',
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
  });
  const secondPage = await other.newPage();
  const secondProblems = watchPage(secondPage);
  const second = await openShow(secondPage, request, game.id);
  await expect(first.page.getByRole('heading', { name: game.name })).toBeVisible();

  // The rules state the exact return of the crash maths.
  await first.page.getByRole('button', { name: 'Rules' }).click();
  await expect(first.page.getByRole('dialog', { name: 'Rules' }).getByTestId('rtp')).toHaveText(
    'Return to player: 99.00%',
  );
  await first.page.getByRole('dialog', { name: 'Rules' }).getByRole('button', { name: 'Close' }).click();

  let balance = 10_000;
  let secondBalance = 10_000;
  for (let round = 0; round < 3; round += 1) {
    // A betting window with time enough for both bets.
    await expect(first.page.getByTestId('countdown')).toHaveText(/^Bets close in ([3-9]|\d\d) s$/, {
      timeout: 150_000,
    });
    await first.page.getByRole('button', { name: 'Bet', exact: true }).click();
    await second.page.getByRole('button', { name: 'Bet', exact: true }).click();
    balance -= 100;
    secondBalance -= 100;
    await expect(first.page.getByTestId('balance')).toHaveText(euros(balance));
    await expect(second.page.getByTestId('balance')).toHaveText(euros(secondBalance));

    // Each sees both bets, the other player's under a masked name.
    const firstName = (await bets(first.page).locator('tr.mine').getAttribute('data-player')) ?? '';
    const secondName = (await bets(second.page).locator('tr.mine').getAttribute('data-player')) ?? '';
    expect(firstName).toMatch(/^[0-9a-f]{2}\*\*\*[0-9a-f]$/);
    await expect(bets(second.page).locator(`tr[data-player="${firstName}"]`)).toBeVisible();
    await expect(bets(first.page).locator(`tr[data-player="${secondName}"]`)).toBeVisible();

    // The first cashes out as soon as the flight allows it, unless the round crashes first.
    const cashOut = first.page.getByRole('button', { name: 'Cash out' });
    await expect(cashOut.or(crashText(first.page).filter({ hasText: 'Crashed' }))).toBeVisible({
      timeout: 60_000,
    });
    const notice = first.page.getByTestId('notice');
    if (await cashOut.isVisible()) {
      await cashOut.click();
      await expect(notice).toHaveText(
        /^(You cashed out at \d+\.\d\d×: €[\d.]+|Too late: the round has already crashed\.|The round crashed before you cashed out\.)$/,
      );
    }
    const crash = await crashPointOf(first.page);
    // Both pages saw the same crash point.
    expect(await crashPointOf(second.page)).toBe(crash);
    const text = (await notice.textContent()) ?? '';
    if (!text.startsWith('You cashed out')) {
      await expect(second.page.getByTestId('notice')).toHaveText('The round crashed before you cashed out.');
      continue;
    }

    // The win is in the balance at once, and the second player's cash-out shows on its board.
    const won = cents(text.replace(/^.*: /, ''));
    const multiplier = text.replace(/^You cashed out at /, '').replace(/×.*$/, '');
    expect(Number(multiplier)).toBeLessThanOrEqual(Number(crash));
    balance += won;
    await expect(first.page.getByTestId('balance')).toHaveText(euros(balance));
    await expect(bets(second.page).locator(`tr[data-player="${firstName}"]`)).toContainText(`${multiplier}×`);
    await expect(second.page.getByTestId('notice')).toHaveText('The round crashed before you cashed out.');

    // The platform's bet history holds the win.
    const history = await request.get('/api/account/history/game', {
      headers: { authorization: `Bearer ${first.token}` },
    });
    const rows = ((await history.json()) as { data: { win: string; bet_amount: string; status: number }[] })
      .data;
    expect(rows.some((row) => row.status === 2 && cents(row.win) === won)).toBe(true);

    // The round, verified on the fairness page from the round's link on the game page.
    const link = first.page.getByTestId('show-recent').getByRole('link').first();
    await expect(link).toHaveText(`${crash}×`);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/fairness\?show_round=[0-9a-f-]{36}$/);
    expect(secondProblems()).toEqual([]);
    const fairness = first.page;
    await signIn(fairness, request, first.player);
    await fairness.goto(href);
    const verification = fairness.getByTestId('show-verification');
    await expect(verification).toContainText('The seed hashes to the hash shown before the round.');
    await expect(verification).toContainText(
      "Hashed once for each round since the chain began, the seed gives the chain's terminal hash.",
    );
    await expect(verification).toContainText(
      'HMAC-SHA256 of the seed with the salt gives the crash point shown.',
    );
    await expect(fairness.getByTestId('terminal-hash')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(fairness.getByTestId('computed-crash-point')).toHaveText(`${crash}×`);
    return;
  }
  throw new Error('three rounds crashed before the first player could cash out');
});
