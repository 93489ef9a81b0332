// A guest in the lobby: the catalogue's figures and rows on the home page, the slots with category tabs,
// the provider picker and "Show more", the browse and provider pages, a game sending a guest to log in,
// and the not-found page's games. Figures are compared with what the API answers.
import { displaying, escape, figure, gameCards, games, providers, slotProviders } from './catalogue';
import { expect, test, waitForShell } from './fixtures';

test('the home page shows the catalogue figures, featured games, the rows and featured providers', async ({
  page,
  request,
}) => {
  const [all, studios] = await Promise.all([games(request, 'per_page=1'), providers(request)]);
  await page.goto('/');
  await waitForShell(page);

  const stats = page.getByRole('region', { name: 'Reelvault at a glance' });
  await expect(stats.getByText(figure(all.pagination.total), { exact: true })).toBeVisible();
  await expect(stats.getByText(figure(studios.length), { exact: true })).toBeVisible();

  const featured = page.getByRole('region', { name: 'Featured games' });
  await expect(featured.getByRole('link').first()).toBeVisible();

  const rows = [
    ['New games', '/slots/category/new-games'],
    ['Popular', '/slots/category/popular'],
    ['Popular live', '/live-casino/category/popular-live'],
    ['Our choice', '/slots/category/our-choice'],
    ['High RTP hits', '/slots/category/high-rtp-hits'],
    ['Roulette', '/live-casino/category/roulette'],
  ] as const;
  for (const [title, href] of rows) {
    const row = page.getByRole('region', { name: title, exact: true });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('link', { name: `Show all: ${title}` })).toHaveAttribute('href', href);
    // Each row fills with real games (art, name, studio) once it is near the screen.
    await expect(row.locator('article img').first()).toHaveAttribute('src', /^\/api\/game-art\//);
  }

  const carousel = page.getByRole('region', { name: 'Featured providers' });
  await carousel.scrollIntoViewIfNeeded();
  const biggest = [...studios].sort((a, b) => b.game_count - a.game_count)[0];
  await expect(
    carousel.getByRole('link', { name: new RegExp(`^${escape(biggest?.name ?? '')}`) }),
  ).toHaveAttribute('href', `/providers/${biggest?.slug}`);

  await page.getByRole('region', { name: 'Popular', exact: true }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Show all: Popular', exact: true }).click();
  await expect(page).toHaveURL(/\/slots\/category\/popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible();
});

test('a guest filters the slots by category and provider, and the picker closes with Escape and the background', async ({
  page,
  request,
}) => {
  await page.goto('/slots');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Categories' });
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Egypt' }).click();
  await expect(page).toHaveURL(/\/slots\/category\/egypt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible();
  const egypt = await games(request, 'type=slot&category_id=5&per_page=1');
  await expect(displaying(page)).toContainText(`/${figure(egypt.pagination.total)} games`);

  const picker = page.getByRole('button', { name: 'Provider: All providers' });
  const dialog = page.getByRole('dialog', { name: 'Choose a provider' });
  await picker.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search providers').fill('no studio has this name');
  await expect(dialog.getByText('No provider matches your search.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await picker.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  // The studio with the most slots, found by a part of its name typed in another case.
  const studio = [...(await slotProviders(request))].sort((a, b) => b.game_count - a.game_count)[0];
  if (!studio) throw new Error('the demo catalogue has no slot studio');
  const part = studio.name.split(' ')[0]?.slice(1).toUpperCase() ?? '';
  await picker.click();
  await dialog.getByLabel('Search providers').fill(part);
  await expect(dialog.getByRole('link', { name: 'All providers' })).toHaveCount(0);
  for (const name of await dialog.getByRole('listitem').allInnerTexts()) {
    expect(name.toLowerCase()).toContain(part.toLowerCase());
  }
  await dialog.getByRole('link', { name: new RegExp(`^${escape(studio.name)}`) }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/slots/category/egypt\\?provider=${studio.slug}$`));
  await expect(page.getByRole('button', { name: `Provider: ${studio.name}` })).toBeVisible();

  const filtered = await games(request, `type=slot&category_id=5&provider=${studio.slug}&per_page=1`);
  await expect(displaying(page)).toContainText(`/${figure(filtered.pagination.total)} games`);
  for (const provider of await gameCards(page).locator('[id$="-provider"]').allInnerTexts()) {
    expect(provider).toBe(studio.name);
  }

  // Back to All keeps the provider.
  await tabs.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(new RegExp(`/slots/providers/${studio.slug}/${studio.id}$`));
});

test('Show more appends the next page and is disabled on the last one', async ({ page, request }) => {
  await page.goto('/slots');
  await waitForShell(page);
  const slots = await games(request, 'type=slot&per_page=1');
  await expect(displaying(page)).toBeVisible();
  const perPage = await gameCards(page).count();
  expect([27, 35, 48, 63]).toContain(perPage);
  await expect(displaying(page)).toHaveText(`Displaying ${perPage}/${figure(slots.pagination.total)} games`);
  const firstNames = await gameCards(page).locator('[id$="-name"]').allInnerTexts();

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(displaying(page)).toHaveText(
    `Displaying ${perPage * 2}/${figure(slots.pagination.total)} games`,
  );
  await expect(gameCards(page)).toHaveCount(perPage * 2);
  // The first page stays where it was; the next one is added after it.
  expect((await gameCards(page).locator('[id$="-name"]').allInnerTexts()).slice(0, perPage)).toEqual(
    firstNames,
  );

  // A small studio fits on one page: everything shows and there is nothing more to ask for.
  const smallest = [...(await slotProviders(request))].sort((a, b) => a.game_count - b.game_count)[0];
  if (!smallest) throw new Error('the demo catalogue has no slot studio');
  await page.goto(`/slots/providers/${smallest.slug}/${smallest.id}`);
  await expect(page.getByRole('heading', { level: 1, name: smallest.name })).toBeVisible();
  const count = Math.min(smallest.game_count, perPage);
  await expect(displaying(page)).toHaveText(`Displaying ${count}/${figure(smallest.game_count)} games`);
  if (smallest.game_count <= perPage) {
    await expect(page.getByRole('button', { name: 'Show more' })).toBeDisabled();
  }
});

test('the live casino lists tables by category, and /browse pages show rows and studios', async ({
  page,
}) => {
  await page.goto('/live-casino/category/roulette');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Roulette' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Categories' });
  await expect(tabs.getByRole('link', { name: 'Roulette' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Card tables' })).toHaveCount(0);
  await expect(displaying(page)).toBeVisible();

  await page.goto('/browse');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/browse/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse the live casino' })).toBeVisible();
  const studios = page.getByRole('region', { name: 'Providers', exact: true });
  await expect(studios.getByRole('link', { name: /Games: / }).first()).toHaveAttribute(
    'href',
    /^\/live-casino\/providers\/[a-z0-9-]+\/\d+$/,
  );
  const cardTables = page.getByRole('region', { name: 'Card tables' });
  await cardTables.scrollIntoViewIfNeeded();
  await expect(cardTables.locator('article').first()).toBeVisible();
  await cardTables.getByRole('link', { name: 'Show all: Card tables' }).click();
  await expect(page).toHaveURL(/\/live-casino\/category\/poker$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card tables' })).toBeVisible();
  await expect(displaying(page)).toBeVisible();
});

test('the providers page finds a studio by part of its name and opens its games', async ({
  page,
  request,
}) => {
  const studios = await providers(request);
  const studio = studios[Math.floor(studios.length / 2)];
  if (!studio) throw new Error('the demo catalogue has no studios');
  await page.goto('/providers');
  await waitForShell(page);
  const list = page.getByRole('list', { name: 'Game providers' });
  await expect(list.getByRole('listitem')).toHaveCount(studios.length);
  await page.getByLabel('Search providers').fill(studio.name.slice(2, 8).toLowerCase());
  await list.getByRole('link', { name: new RegExp(`^${escape(studio.name)}`) }).click();
  await expect(page).toHaveURL(`/providers/${studio.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: studio.name })).toBeVisible();
  await expect(displaying(page)).toContainText(`/${figure(studio.game_count)} games`);
});

test('a guest opening a game is sent to log in on a computer, and to the game on a phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/slots');
  await waitForShell(page);
  const card = gameCards(page).first();
  await expect(card.getByRole('button', { name: /to favourites$/ })).toHaveCount(0);
  const id = await card.getAttribute('data-game-card');
  await card.getByRole('link').click();
  if (isMobile) {
    await expect(page).toHaveURL(`/play/${id}`);
  } else {
    await expect(page).toHaveURL(`/login?next=%2Fplay%2F${id}`);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }
});

test('the not-found page offers popular games, providers and new games', async ({ page }) => {
  await page.goto('/no-such-game-room');
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { name: "Whoops! We couldn't find what you're looking for." }),
  ).toBeVisible();
  for (const title of ['Popular games', 'Featured providers', 'New games']) {
    const block = page.getByRole('region', { name: title, exact: true });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('link').nth(1)).toBeVisible();
  }
});
