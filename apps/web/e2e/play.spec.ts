// The play page: a player with money opens a slot from the lobby and plays it in the frame while the
// header's balance, the live bets board and the bet history follow; each blocker's screen; guests; the
// recent games row; the phone's full-page launcher; and a language change that reloads the page.
import { apiToken, depositThroughSandbox } from './cashier-helpers';
import { gameCards } from './catalogue';
import { expect, test, waitForShell } from './fixtures';
import { maskedName, playerWithMoney, setVerification, slotGames } from './play';
import { registerPlayer } from './players';
import { signIn, storeSession } from './sign-in';

test(
  'a player with money opens a slot from the lobby, spins, and the header balance, live bets and bet history follow',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const { player } = await playerWithMoney(request, { amount: '50' });
    await signIn(page, request, player);
    await page.goto('/slots');
    await waitForShell(page);
    const card = gameCards(page).first();
    const name = await card.locator('[id$="-name"]').innerText();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/play\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(name);
    await expect(page.getByText(/RTP 9\d\.\d\d%/)).toBeVisible();

    // No blocker: the game starts by itself, with the timer running.
    const frame = page.frameLocator(`iframe[title="${name}: game"]`);
    await expect(frame.getByTestId('balance')).toHaveText('€50.00', { timeout: 30_000 });
    await expect(page.getByRole('timer', { name: 'Time on this game' })).toBeVisible();
    const headerBalance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect(headerBalance).toContainText('€50.00');

    // Spin until the balance moves (a spin that returns exactly the stake leaves it where it was).
    let shown = '€50.00';
    for (let spin = 0; spin < 6 && shown === '€50.00'; spin += 1) {
      await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 20_000 });
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByTestId('notice')).toHaveText(/^(No win|You win €[\d,.]+|Returned €[\d,.]+)$/, {
        timeout: 20_000,
      });
      shown = (await frame.getByTestId('balance').textContent()) ?? '';
    }
    expect(shown).not.toBe('€50.00');
    await expect(headerBalance).toContainText(shown);

    // The round is on the lobby's live bets board, with the player's name masked, and in the bet history.
    await page.goto('/');
    const board = page.getByRole('region', { name: 'Live bets' });
    const row = board
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: maskedName(player.username) });
    await expect(row.first()).toBeVisible();
    await expect(board).not.toContainText(player.username);
    await page.goto('/account/game-transactions');
    await expect(page.getByRole('row').filter({ hasText: '€0.20' }).first()).toBeVisible();
  },
);

test('a player without money sees the insufficient-balance state and can open the cashier from it', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const [game] = await slotGames(request, 1);
  await signIn(page, request, player);
  await page.goto(`/play/${game?.id}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Your balance is too low' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cashier' })).toBeVisible();
});

test('money on an unverified account asks for verification; documents under review say so', async ({
  page,
  request,
}) => {
  const { player, token } = await playerWithMoney(request, { verified: false });
  const [game] = await slotGames(request, 1);
  await signIn(page, request, player);
  await page.goto(`/play/${game?.id}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Verification required' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The server refuses the launch as well.
  const refused = await request.post(`/api/game/${game?.id}/play`, {
    headers: { authorization: `Bearer ${token}` },
    data: { device: 1 },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'GAME_VERIFICATION_REQUIRED' });

  await setVerification(request, token, 2);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your documents are under review' })).toBeVisible();
});

test("a studio that does not serve the player's country shows the restricted-provider notice", async ({
  page,
  request,
}) => {
  const studios = (await (await request.get('/api/providers')).json()) as {
    data: { slug: string; name: string; countries: Record<string, boolean> }[];
  };
  const restricted = studios.data.find((studio) => studio.countries.GB === false);
  expect(restricted, 'the demo catalogue restricts one studio in the United Kingdom').toBeDefined();
  const games = (await (await request.get(`/api/games?provider=${restricted?.slug}&per_page=1`)).json()) as {
    games: { data: { id: number }[] };
  };
  const gameId = games.games.data[0]?.id;
  const countries = (await (await request.get('/api/countries')).json()) as {
    data: { id: number; slug: string }[];
  };
  const britain = countries.data.find((country) => country.slug === 'GB');
  const username = `gb${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`.slice(0, 24);
  const password = `Reel-${Date.now().toString(16)}x`;
  const created = await request.post('/api/auth/create', {
    data: {
      user_data: {
        email: `${username}@example.com`,
        username,
        password,
        country: britain?.id,
        currency: 'EUR',
        age_confirmed: true,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const token = await apiToken(request, { username, email: `${username}@example.com`, password });
  await request.post('/api/user/profile/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Test Player' },
  });
  await depositThroughSandbox(request, token, '30');
  await setVerification(request, token, 1);
  const refused = await request.post(`/api/game/${gameId}/play`, {
    headers: { authorization: `Bearer ${token}` },
    data: { device: 1 },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    code: 571,
    message: 'Country is not allowed for this provider.',
  });

  await storeSession(page, token);
  await page.goto(`/play/${gameId}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Not available in your country' })).toBeVisible();
  await expect(page.getByText(`${restricted?.name} does not offer its games in your country.`)).toBeVisible();
});

test('a guest sees the game with Play now, which leads to log in and back', async ({ page, request }) => {
  const [game] = await slotGames(request, 1);
  await page.goto(`/play/${game?.id}`);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: game?.name })).toBeVisible();
  await page.getByRole('link', { name: 'Play now' }).click();
  await expect(page).toHaveURL(`/login?next=%2Fplay%2F${game?.id}`);
});

test('an unknown game says it is not available', async ({ page }) => {
  await page.goto('/play/999999999');
  await waitForShell(page);
  await expect(page.getByRole('heading', { name: 'Game not available', level: 2 })).toBeVisible();
});

test(
  'games played for 10 seconds join the continue-playing row of the lobby, the latest first',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const { player } = await playerWithMoney(request);
    const [first, second] = await slotGames(request, 2);
    // The page's clock is the test's to move: each game's ten seconds pass without being waited for.
    await page.clock.install();
    await signIn(page, request, player);
    await page.goto('/');
    await waitForShell(page);
    await expect(page.getByRole('region', { name: 'Continue playing' })).toHaveCount(0);
    for (const game of [first, second]) {
      await page.goto(`/play/${game?.id}`);
      await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible({
        timeout: 30_000,
      });
      await page.clock.runFor(11_000);
      // Eleven seconds or a few more: the clock goes on running at its own pace after the jump.
      await expect(page.getByTestId('play-timer')).toHaveText(/^0:(1[1-9]|[2-5]\d)$/);
    }
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Continue playing' });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-recent-game]')).toHaveCount(2);
    await expect(row.locator('[data-recent-game]').first()).toHaveAttribute(
      'data-recent-game',
      String(second?.id),
    );
  },
);

test(
  'on a phone Play now opens the game on the full-page launcher',
  { tag: '@phone' },
  async ({ page, request }) => {
    const { player } = await playerWithMoney(request);
    const [game] = await slotGames(request, 1);
    await signIn(page, request, player);
    await page.goto(`/play/${game?.id}`);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Play now' }).click();
    await expect(page).toHaveURL(`/launcher/${game?.id}`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.frameLocator('iframe').getByTestId('balance')).toHaveText('€50.00');
    await page.getByRole('link', { name: 'Close the game' }).click();
    await expect(page).toHaveURL(`/play/${game?.id}`);
  },
);

test('a language change on the play page reloads it', { tag: '@desktop' }, async ({ page, request }) => {
  const [game] = await slotGames(request, 1);
  await page.goto(`/play/${game?.id}`);
  await waitForShell(page);
  await page.evaluate(() => {
    (window as unknown as { beforeLanguageChange?: boolean }).beforeLanguageChange = true;
  });
  // The page may show German before it reloads: wait for the reload itself, then for the new page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await reloaded;
  await waitForShell(page);
  await expect(page.getByRole('link', { name: 'Jetzt spielen' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeLanguageChange?: boolean }).beforeLanguageChange),
  ).toBeUndefined();
});
