// A player's favourites: the heart on game cards (players only), /favorites with its tabs and empty
// state, the same list in the account area, and removing a favourite.
import type { APIRequestContext } from '@playwright/test';
import { gameCards, games } from './catalogue';
import { expect, test, waitForShell } from './fixtures';
import { registerPlayer, type Player } from './players';
import { signIn } from './sign-in';

/** Makes games favourites through the API (a session of its own), oldest first. */
async function addFavourites(request: APIRequestContext, player: Player, ids: readonly number[]) {
  const login = await request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  for (const id of ids) {
    const added = await request.put(`/api/account/favorite-games/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
}

test('a guest asking for /favorites is sent to log in', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL('/login?next=%2Ffavorites');
});

test('a player starts with no favourites, and the heart on a card adds and removes one', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/favorites');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByText('No favourite games here yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse slots' })).toHaveAttribute('href', '/browse/slots');

  await page.goto('/slots');
  const card = gameCards(page).first();
  const name = await card.locator('[id$="-name"]').innerText();
  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  // The server keeps it: after a reload the heart is still full.
  await page.reload();
  const again = gameCards(page).first();
  await again.getByRole('button', { name: `Remove ${name} from favourites` }).click();
  await expect(again.getByRole('button', { name: `Add ${name} to favourites` })).toBeVisible();
  await page.reload();
  await expect(
    gameCards(page)
      .first()
      .getByRole('button', { name: `Add ${name} to favourites` }),
  ).toBeVisible();
});

test('/favorites shows a player’s favourites by tab, the newest first, and the account area the same', async ({
  page,
  request,
}) => {
  const [slots, live] = await Promise.all([
    games(request, 'type=slot&per_page=1'),
    games(request, 'type=live&per_page=1'),
  ]);
  const slot = slots.games.data[0];
  const table = live.games.data[0];
  if (!slot || !table) throw new Error('the demo catalogue has no games');
  const player = await registerPlayer(request);
  await addFavourites(request, player, [slot.id, table.id]);
  await signIn(page, request, player);

  await page.goto('/favorites');
  await waitForShell(page);
  const tabs = page.getByRole('tablist', { name: 'Favourite games by type' });
  const panel = page.getByRole('tabpanel');
  const names = panel.locator('[id$="-name"]');
  await expect(names).toHaveText([table.name, slot.name]);
  await tabs.getByRole('tab', { name: 'Slots' }).click();
  await expect(tabs.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(names).toHaveText([slot.name]);
  await tabs.getByRole('tab', { name: 'Live casino' }).click();
  await expect(names).toHaveText([table.name]);

  // Removing it here empties the tab.
  await panel.getByRole('button', { name: `Remove ${table.name} from favourites` }).click();
  await expect(panel.getByText('No favourite games here yet.', { exact: false })).toBeVisible();

  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'My favourites' })
    .click();
  await expect(page).toHaveURL('/account/my-favorites');
  await expect(page.getByRole('tabpanel').locator('[id$="-name"]')).toHaveText([slot.name]);
});
