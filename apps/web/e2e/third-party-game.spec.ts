// A third-party game through the aggregator (decision 0808): the Hub88 fixture the global setup connected
// (hub88.ts) lists a slot, synced into the catalogue. A player finds it from the lobby's search, opens it,
// and the play page frames the URL the aggregator answered the launch with. The fixture's game page plays a
// round as a studio's server does, a signed bet and then its win through the wallet API, and the player
// sees both in the header balance at once and in the bet history.
import { expect, test, waitForShell } from './fixtures';
import { hub88PlayableGame } from './hub88';
import { playerWithMoney } from './play';
import { signIn } from './sign-in';

test(
  'a player opens the aggregator slot from the lobby, plays a round, and the balance and bet history follow',
  { tag: '@desktop' },
  async ({ page, request }) => {
    const { player } = await playerWithMoney(request, { amount: '20' });
    await signIn(page, request, player);
    await page.goto('/');
    await waitForShell(page);
    const headerBalance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
    await expect(headerBalance).toContainText('€20.00');

    const search = page.getByRole('banner').getByLabel('Search games');
    await search.fill(hub88PlayableGame.name);
    const result = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link')
      .filter({ hasText: hub88PlayableGame.name });
    await expect(result).toContainText('Fixture Studio');
    await result.click();
    await expect(page).toHaveURL(/\/play\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: hub88PlayableGame.name })).toBeVisible();
    await expect(page.getByText('RTP 96.50%')).toBeVisible();

    // The frame shows the aggregator's own page, with the fresh game session the launch handed it.
    const frameElement = page.locator(`iframe[title="${hub88PlayableGame.name}: game"]`);
    await expect(frameElement).toHaveAttribute(
      'src',
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/launch/${hub88PlayableGame.code}\\?token=[\\w-]+$`),
    );
    const frame = page.frameLocator(`iframe[title="${hub88PlayableGame.name}: game"]`);
    await expect(
      frame.getByRole('heading', { name: `Fixture game ${hub88PlayableGame.code}` }),
    ).toBeVisible();

    // One spin: €1.00 bet, €2.50 won, both through the wallet API; the header hears of it from the server.
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status')).toHaveText('Round played');
    await expect(headerBalance).toContainText('€21.50');

    await page.goto('/account/game-transactions');
    await waitForShell(page);
    const row = page.getByRole('row').filter({ hasText: hub88PlayableGame.name });
    await expect(row).toHaveCount(1);
    // The game's cell names the game, then who supplied it.
    await expect(row.getByRole('cell')).toHaveText([
      /.+/,
      new RegExp(`^${hub88PlayableGame.name}`),
      '€1.00',
      'Win',
      '€2.50',
    ]);
  },
);
