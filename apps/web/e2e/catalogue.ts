// What the browser tests of the lobby need to know about the seeded demo catalogue, asked from the real
// API, so that the tests compare the page with the server rather than with figures copied into them.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface CatalogueProvider {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly game_count: number;
}

interface GamesPage {
  games: { data: { id: number; name: string; provider_name: string; type: number }[] };
  pagination: { total: number; page: number; pages: number; per_page: number };
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path}: ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

export function games(request: APIRequestContext, query: string): Promise<GamesPage> {
  return json<GamesPage>(request, `/api/games?${query}`);
}

export async function providers(request: APIRequestContext): Promise<CatalogueProvider[]> {
  return (await json<{ data: CatalogueProvider[] }>(request, '/api/providers')).data;
}

/** Studios with slots, from the casino config, as the slots page's picker lists them. */
export async function slotProviders(request: APIRequestContext): Promise<CatalogueProvider[]> {
  return (await json<{ data: { providers: CatalogueProvider[] } }>(request, '/api/casino-config')).data
    .providers;
}

/** "12,283" as the interface writes a number in English. */
export const figure = (value: number): string => new Intl.NumberFormat('en').format(value);

/** The game cards shown on the page (the marquee's hidden second copy is not a card anyone can reach). */
export const gameCards = (page: Page) => page.locator('main article[data-game-card]');

/** The "displaying n/total games" line under a grid. */
export const displaying = (page: Page) => page.getByText(/^Displaying [\d,]+\/[\d,]+ games$/);

/** A name as a regular expression's literal text. */
export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
