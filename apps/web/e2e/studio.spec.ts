// The in-house studio's game pages, opened through a game session as the lobby will open them: the launch
// token leaves the address bar, the balance shows, a player without money sees the insufficient-balance
// state and no round is played; a player who deposited through the sandbox gateway spins a slot, bets on
// roulette, plays a blackjack hand and a baccarat coup, and the balance moves by exactly stake and payout.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';
import { apiToken, fundedPlayer, gameOf, launchUrl } from './studio';

/** "€12.34" as cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const euros = (amount: number) => `€${(amount / 100).toFixed(2)}`;

/** What the notice line says a round paid, in cents. */
async function paidOf(page: Page): Promise<number> {
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveText(/^(No win|You win €[\d,.]+|Returned €[\d,.]+)$/, { timeout: 15_000 });
  const text = (await notice.textContent()) ?? '';
  return text === 'No win' ? 0 : cents(text);
}

test('a player without money opens a slot, sees €0.00 and the insufficient-balance state, and plays nothing', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const token = await apiToken(request, player);
  const game = await gameOf(request, 'slot');
  await page.goto(await launchUrl(request, token, game.id));

  await expect(page.getByRole('heading', { name: game.name })).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  await expect(page.getByTestId('stake')).toContainText('€0.20');
  await expect(page.getByText('Your balance is too low for this bet.')).toBeVisible();

  // Keyboard: the spin button takes Enter.
  await page.getByRole('button', { name: 'Spin' }).press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your balance is too low for this bet.' }),
  ).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  await page.getByRole('button', { name: 'Last results' }).click();
  await expect(page.getByRole('dialog', { name: 'Last results' })).toContainText('No rounds yet.');

  // The rules show the paytable and the RTP of the model's PAR sheet.
  await page.getByRole('dialog', { name: 'Last results' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByTestId('rtp')).toHaveText(/^Return to player: 9\d\.\d\d%$/);

  // A reload keeps the studio session of this tab; the platform recorded no bet.
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('€0.00');
  const history = await request.get('/api/account/history/game', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await history.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a game page opened without a session says to open the game again from the lobby', async ({ page }) => {
  await page.goto('/house/play/slot?game=unknown');
  await expect(page.getByRole('alert')).toHaveText(
    'This game session has ended. Open the game again from the lobby.',
  );
});

test('spins the slot with deposited money: the stake is taken, the reels stop, the result and the new balance show', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request);
  const token = await apiToken(request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'slot')).id));
  await expect(page.getByTestId('balance')).toHaveText('€100.00');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('balance')).toHaveText('€99.80');
  const won = await paidOf(page);
  await expect(page.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await expect(page.getByTestId('balance')).toHaveText(euros(10_000 - 20 + won));
  // The platform's bet history holds the round with the same stake and payout.
  const history = await request.get('/api/account/history/game', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await history.json()) as { data: unknown[] }).data).toHaveLength(1);
});

test('bets €1 on red at roulette: the ball lands, red pays 1 to 1, anything else loses the chip', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request);
  const token = await apiToken(request, player);
  const game = await gameOf(request, 'roulette');
  await page.goto(await launchUrl(request, token, game.id));
  await expect(page.getByTestId('balance')).toHaveText('€100.00');
  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '€1.00' }).click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await page.getByRole('button', { name: 'Spin' }).click();
  const pocket = page.getByTestId('pocket');
  await expect(pocket).toHaveText(/^The ball lands on (0|\d+ (Red|Black))$/, { timeout: 15_000 });
  const red = (await pocket.textContent())?.endsWith('Red') ?? false;
  expect(await paidOf(page)).toBe(red ? 200 : 0);
  await expect(page.getByTestId('balance')).toHaveText(red ? '€101.00' : '€99.00');

  // The rules give the table's limits and the single-zero house edge.
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await expect(rules).toContainText('House edge: 2.70%');
  await expect(rules).toContainText('Bets from €0.50');
});

test('bets €1 on the player at baccarat: the coup is dealt and paid as the totals say', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request);
  const token = await apiToken(request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'baccarat')).id));
  await expect(page.getByTestId('balance')).toHaveText('€100.00');
  await page.getByRole('group', { name: 'Chip' }).getByRole('button', { name: '€1.00' }).click();
  await page.getByRole('button', { name: 'Player', exact: true }).click();
  await page.getByRole('button', { name: 'Deal' }).click();
  const paid = await paidOf(page);
  const total = async (side: 'player' | 'banker') =>
    Number(await page.getByTestId(`hand-${side}`).locator('output').textContent());
  const [playerTotal, bankerTotal] = [await total('player'), await total('banker')];
  // Player pays 1 to 1; a tie returns the bet; the banker's coup takes it.
  const expected = playerTotal > bankerTotal ? 200 : playerTotal === bankerTotal ? 100 : 0;
  expect(paid).toBe(expected);
  await expect(page.getByTestId('balance')).toHaveText(euros(10_000 - 100 + expected));
});

test('plays a blackjack hand to the end, every decision a call to the studio', async ({ page, request }) => {
  const player = await fundedPlayer(request);
  const token = await apiToken(request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'blackjack')).id));
  const deal = page.getByRole('button', { name: 'Deal' });
  const dealer = page.getByTestId('dealer');
  const stand = page.getByRole('button', { name: 'Stand' });
  const table = page.getByTestId('blackjack');
  await expect(deal).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('€100.00');
  await page.getByRole('button', { name: '€1.00' }).click();
  await deal.click();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  for (let decision = 0; decision < 10; decision += 1) {
    const noInsurance = page.getByRole('button', { name: 'No insurance' });
    await expect(noInsurance.or(stand).or(deal)).toBeVisible();
    if (await deal.isVisible()) break;
    // While the hand is played, the dealer's second card stays face down.
    await expect(dealer.locator('[data-card]')).toHaveCount(1);
    await ((await noInsurance.isVisible()) ? noInsurance : stand).click();
    await expect(table).toHaveAttribute('aria-busy', 'false');
  }
  await expect(deal).toBeVisible();
  await expect(dealer.locator('[data-card]').nth(1)).toBeVisible();
  await expect(page.getByTestId('player-hand').first()).toContainText(/Blackjack|Win|Push|Lose|Bust/);
  // Only the €1 bet was staked (no double, split or insurance): the balance is €99 plus what the hand paid.
  await expect(page.getByTestId('balance')).toHaveText(euros(10_000 - 100 + (await paidOf(page))));
  // The rules state the 6-deck house edge computed exactly in packages/fair (docs/decisions 0603).
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Rules' }).getByTestId('house-edge')).toHaveText(
    'House edge: 0.46%',
  );
});
