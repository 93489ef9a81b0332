// Players for the browser tests, made through the real API so that each test starts from a known account
// without clicking through the sign-up form. Names are unique per call, so tests run in parallel.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Player {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/** A username of 3 to 24 characters that no other test uses. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(0, 24);
}

export function newPlayerDetails(prefix = 'e2e'): Player {
  const username = uniqueUsername(prefix);
  return { username, email: `${username}@example.com`, password: `Reel-${randomBytes(6).toString('hex')}` };
}

async function greeceId(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/countries');
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { data: { id: number; slug: string }[] };
  const greece = body.data.find((country) => country.slug === 'GR');
  if (!greece) throw new Error('The country list has no Greece');
  return greece.id;
}

/**
 * Registers a player. With a name (the default) the onboarding wizard, which asks players without one,
 * stays closed.
 */
export async function registerPlayer(
  request: APIRequestContext,
  options: { prefix?: string; withName?: boolean; currency?: string } = {},
): Promise<Player> {
  const player = newPlayerDetails(options.prefix);
  const created = await request.post('/api/auth/create', {
    data: {
      user_data: {
        email: player.email,
        username: player.username,
        password: player.password,
        country: await greeceId(request),
        currency: options.currency ?? 'EUR',
        age_confirmed: true,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  if (options.withName ?? true) {
    const { access_token: token } = (await created.json()) as { access_token: string };
    const named = await request.post('/api/user/profile/update', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Test Player' },
    });
    expect(named.status(), await named.text()).toBe(200);
    // That session has done its job; the browser logs in with its own.
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  }
  return player;
}

/** Logs in on /login (already open, or opened here) and waits until the page has moved on. */
export async function logIn(
  page: Page,
  player: Pick<Player, 'username' | 'password'>,
  open = true,
): Promise<void> {
  if (open) await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the header's user menu and chooses an entry. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}
