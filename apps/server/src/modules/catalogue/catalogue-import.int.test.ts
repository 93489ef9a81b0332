// Feed import from the back office over HTTP (decision 0807): an uploaded feed is checked line by line with
// the command's own code, previewed (new, changed with their fields, retired games), applied as a job whose
// progress is polled, refused as stale (409) after another change, and applying it twice changes nothing;
// a file above the limit is 413.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import {
  catalogueFeedUploadMaxBytes,
  type AdminCatalogueImport,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { searchReply } from '@reelvault/contract/calls/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { useCatalogueAdmin } from '../../../test/catalogue-admin';
import { slotGame, tableGame, testFeed } from '../../../test/catalogue-feed';
import { gameIdOf } from '../../../test/house';

const { ctx, call, ok } = useCatalogueAdmin(['admin', 'content', 'compliance']);

async function playerGet(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

const revision = () => ctx.app.catalogue.revision();

async function auditActions(targetType: string, targetId: string) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=${targetType}&target_id=${targetId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { action: string }[] }).data;
}

describe('feed import from the screen', () => {
  const upload = (document: string, role: AdminRole = 'content') =>
    call(role, 'POST', '/api/admin/catalogue/imports', { file_name: 'weekly.json', document });

  async function preview(document: unknown): Promise<AdminCatalogueImport> {
    const response = await upload(`${JSON.stringify(document, null, 1)}\n`);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: AdminCatalogueImport }).data;
  }

  async function applied(id: string): Promise<AdminCatalogueImport> {
    const started = await ok<AdminCatalogueImport>(
      'content',
      'POST',
      `/api/admin/catalogue/imports/${id}/apply`,
      undefined,
      202,
    );
    expect(['applying', 'applied']).toContain(started.status);
    return vi.waitFor(
      async () => {
        const now = await ok<AdminCatalogueImport>('compliance', 'GET', `/api/admin/catalogue/imports/${id}`);
        if (now.status === 'applying') throw new Error('still applying');
        return now;
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  /** The test feed this week: a new game, a renamed one with a new RTP, one withdrawn. */
  function weeklyFeed() {
    const feed = testFeed();
    const games = feed.games
      .filter((game) => game.identifier !== 'alpha-reels-03')
      .map((game) =>
        game.identifier === 'alpha-reels-02' ? { ...game, name: 'Alpha Reels Two', rtp: '95.50' } : game,
      );
    games.push(slotGame('pyramid-quest', 'Pyramid Quest', 'beta-games', 42, { categories: ['egypt'] }));
    games.push(tableGame('gamma-paris-roulette', 'Paris Roulette', 'gamma-tables', 'roulette', 5));
    return { ...feed, games };
  }

  it('previews the difference, applies it as a job, and a second apply changes nothing', async () => {
    await ctx.app.catalogue.importFeed(testFeed());
    const shown = await preview(weeklyFeed());
    expect(shown).toMatchObject({
      status: 'preview',
      file_name: 'weekly.json',
      games: { new: 2, changed: 1, retired: 1 },
      studios: { new: 0, changed: 0, retired: 0, unchanged: 3 },
      new_games: [
        { identifier: 'pyramid-quest', name: 'Pyramid Quest', studio: 'Beta Games' },
        { identifier: 'gamma-paris-roulette', name: 'Paris Roulette', studio: 'Gamma Tables' },
      ],
      changed_games: [{ identifier: 'alpha-reels-02', name: 'Alpha Reels Two', fields: ['name', 'rtp'] }],
      retired_games: [{ identifier: 'alpha-reels-03', name: 'Alpha Reels 03' }],
    });
    // Nothing changed yet.
    const search = async () =>
      searchReply.parse(await playerGet('/api/search/games?search=pyramid')).data.data;
    expect(await search()).toEqual([]);

    const done = await applied(shown.id);
    expect(done).toMatchObject({ status: 'applied', error: null, progress: { done: shown.progress.total } });
    expect(done.progress.total).toBeGreaterThanOrEqual(4);
    expect((await search()).map((game) => game.identifier)).toEqual(['pyramid-quest']);

    const revisionAfter = await revision();
    const again = await call('content', 'POST', `/api/admin/catalogue/imports/${shown.id}/apply`);
    expect(again.statusCode).toBe(202);
    expect((again.json() as { data: AdminCatalogueImport }).data.status).toBe('applied');
    expect(await revision()).toBe(revisionAfter);
    const audit = await auditActions('catalogue_import', shown.id);
    expect(audit.filter((entry) => entry.action === 'catalogue.import')).toHaveLength(1);
  });

  it('answers the same difference as the import command would make: none for the catalogue as it is', async () => {
    const same = await preview(weeklyFeed());
    expect(same).toMatchObject({
      games: { new: 0, changed: 0, retired: 0 },
      new_games: [],
      changed_games: [],
      retired_games: [],
    });
  });

  it('refuses a preview made stale by a change since with 409, and applies nothing', async () => {
    const feed = weeklyFeed();
    feed.games.push(slotGame('late-arrival', 'Late Arrival', 'alpha-studio', 3));
    const shown = await preview(feed);
    const gameId = await gameIdOf(ctx.app, 'alpha-reels-09');
    await ok('admin', 'PUT', `/api/admin/catalogue/games/${String(gameId)}/badges`, {
      badges: ['exclusive'],
    });
    const stale = await call('content', 'POST', `/api/admin/catalogue/imports/${shown.id}/apply`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CATALOGUE_IMPORT_STALE' });
    expect(searchReply.parse(await playerGet('/api/search/games?search=late%20arrival')).data.data).toEqual(
      [],
    );
    const status = await ok<AdminCatalogueImport>('admin', 'GET', `/api/admin/catalogue/imports/${shown.id}`);
    expect(status.status).toBe('stale');
    expect((await call('content', 'POST', `/api/admin/catalogue/imports/${shown.id}/apply`)).statusCode).toBe(
      409,
    );
  });

  it('refuses a bad feed with 422, each problem under its place with its line', async () => {
    const feed = weeklyFeed();
    feed.games.push(slotGame('too-generous', 'Too Generous', 'alpha-studio', 1, { rtp: '101' }));
    feed.games.push(slotGame('orphan', 'Orphan', 'nobody-studio', 1));
    const text = `${JSON.stringify(feed, null, 1)}\n`;
    const response = await upload(text);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json() as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('VALIDATION_FAILED');
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    const index = feed.games.length - 2;
    expect(body.errors).toEqual({
      [`games[${String(index)}] (too-generous).rtp`]: [
        `Line ${String(lineOf('"rtp": "101"'))}: must be between 70 and 100 percent`,
      ],
      [`games[${String(index + 1)}] (orphan).provider`]: [
        `Line ${String(lineOf('"provider": "nobody-studio"'))}: no provider "nobody-studio" in the feed`,
      ],
    });
    const notJson = await upload('{"format": "reelvault.catalogue-feed",');
    expect(notJson.statusCode).toBe(422);
    expect(Object.keys((notJson.json() as { errors: object }).errors)).toEqual(['document']);
    const empty = await upload('');
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a file larger than the limit with 413', async () => {
    const response = await upload('x'.repeat(catalogueFeedUploadMaxBytes + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
