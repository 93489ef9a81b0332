// The player's journey, histories and names: a bet history row is a card on a phone (every column on a
// line, nothing cut, no sideways scroll) and a table row on a desktop; on an Arabic page a long Latin game
// name is isolated, so it reads left to right and is cut at its end, and the category tabs are in Arabic
// (docs/decisions/0138). The history's reply is the contract's shape with a round of our choosing: what is
// tested is how a row is laid out, not how it came to be.
import { gamesReply } from '@reelvault/contract/calls/catalogue';
import { gameHistoryReply } from '@reelvault/contract/calls/game-history';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

const longName = 'Pharaoh of the Midnight Sands: Deluxe Megaways Edition';

const history = gameHistoryReply.parse({
  data: [
    {
      id: 'r1',
      date: new Date().toISOString(),
      status: 2,
      win: '1250000.50',
      bet_amount: '2500.00',
      currency: 'EUR',
      game_info: { id: 'pharaoh-of-the-midnight-sands', name: longName, provider: 'Royal Reels Studio' },
      fairness_round: null,
    },
  ],
  pagination: { total: 1, page: 1, pages: 1, per_page: 10, next_cursor: null },
});

test('a bet history row is a card on a phone and a table row on a desktop', async ({
  page,
  request,
  isMobile,
}) => {
  await page.route(
    (url) => url.pathname === '/api/account/history/game',
    (route) => route.fulfill({ json: history }),
  );
  await signIn(page, request, await registerPlayer(request));
  await page.goto('/account/game-transactions');
  await waitForShell(page);
  const amount = page.getByText('€1,250,000.50', { exact: true });
  if (isMobile) {
    const card = page.getByRole('list', { name: 'Bet history' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    const values = card.getByRole('definition');
    await expect(page.getByRole('table')).toBeHidden();
    // Every column is a labelled line of the card.
    await expect(card.getByRole('term')).toHaveText(['Date', 'Game', 'Bet', 'Status', 'Win']);
    await expect(values).toHaveText([/.+/, new RegExp(longName), '€2,500.00', 'Win', '€1,250,000.50']);
    const width = page.viewportSize()?.width ?? 0;
    // The bet, the status and the win: the columns a phone used to cut.
    for (const value of [values.nth(2), values.nth(3), values.nth(4)]) {
      await expect(value).toBeVisible();
      const box = await value.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  } else {
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Game', 'Bet', 'Status', 'Win']);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell').filter({ has: amount })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bet history' })).toBeHidden();
  }
  await expectNoAxeViolations(page, 'the bet history with a round');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('a long Latin game name is isolated and cut at its end, and the category tabs are Arabic', async ({
    page,
  }) => {
    // The first slot of the list gets a name longer than any card.
    await page.route(
      (url) => url.pathname === '/api/games',
      async (route) => {
        const response = await route.fetch();
        const reply = gamesReply.parse(await response.json());
        const [first] = reply.games.data;
        if (first) Object.assign(first, { name: longName, game_name: longName });
        await route.fulfill({ response, json: reply });
      },
    );
    await page.goto('/slots');
    await waitForShell(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const tabs = page.getByRole('navigation', { name: 'الفئات' });
    await expect(tabs.getByRole('link', { name: 'مصر', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Egypt' })).toHaveCount(0);

    const name = page.locator('[data-game-card]').first().getByText(longName, { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute('dir', 'auto');
    const layout = await name.evaluate((element) => {
      const text = element.firstChild;
      if (!text) throw new Error('no text');
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        direction: getComputedStyle(element).direction,
        cut: element.scrollWidth > element.clientWidth,
        firstLetterShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
      };
    });
    // Cut, but at its end: the name's first letter is on the card.
    expect(layout).toEqual({ direction: 'ltr', cut: true, firstLetterShown: true });
  });
});
