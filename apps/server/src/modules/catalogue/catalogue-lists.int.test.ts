// Categories, badges and home lists in the back office over HTTP (decision 0807): who may call what (the
// feed import's calls too); a category created or renamed here is what players read, in their language,
// at once (the reply cache is dropped); hidden and ordered categories; badges on the game payload; a home
// list ordered here is the player home page's order. Changes outlive an import.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminCatalogueCategory,
  AdminCatalogueImport,
  AdminHomeList,
} from '@reelvault/contract/calls/backoffice-catalogue';
import {
  casinoConfigReply,
  categoryGamesReply,
  gameReply,
  homePageReply,
} from '@reelvault/contract/calls/catalogue';
import { describe, expect, it } from 'vitest';
import { useCatalogueAdmin, type OperatorMethod } from '../../../test/catalogue-admin';
import { slotGame, testFeed } from '../../../test/catalogue-feed';
import { gameIdOf } from '../../../test/house';

const roles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
const readers: readonly AdminRole[] = ['admin', 'content', 'compliance'];
const managers: readonly AdminRole[] = ['admin', 'content'];
const { ctx, call, ok } = useCatalogueAdmin(roles);

/** A player's GET, in a language. */
async function playerGet(url: string, language = 'en') {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

const categories = () => ok<AdminCatalogueCategory[]>('content', 'GET', '/api/admin/catalogue/categories');

async function categoryOf(slug: string): Promise<AdminCatalogueCategory> {
  const found = (await categories()).find((category) => category.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

const slotNav = async (language = 'en') =>
  casinoConfigReply.parse(await playerGet('/api/casino-config', language)).data.categories.slice(1);

async function auditActions(targetType: string, targetId?: string) {
  const target = targetId === undefined ? '' : `&target_id=${targetId}`;
  const response = await call('admin', 'GET', `/api/admin/audit-log?target_type=${targetType}${target}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { action: string; before: unknown; after: unknown }[] }).data;
}

describe('permissions', () => {
  it('lets admin, content and compliance read, admin and content change, and refuses the rest', async () => {
    const gameId = await gameIdOf(ctx.app, 'alpha-reels-07');
    const egypt = await categoryOf('egypt');
    const popular = await ok<AdminHomeList[]>('admin', 'GET', '/api/admin/catalogue/home-lists');
    const popularIds = popular.find((list) => list.id === 563)?.games.map((game) => game.id) ?? [];
    for (const role of roles) {
      const reads = [
        call(role, 'GET', '/api/admin/catalogue/home-lists'),
        call(role, 'GET', '/api/admin/catalogue/imports/6f1c2b1e-3a4d-4c5e-8f90-123456789abc'),
      ];
      const [lists, unknownImport] = await Promise.all(reads);
      expect(lists?.statusCode, role).toBe(readers.includes(role) ? 200 : 403);
      expect(unknownImport?.statusCode, role).toBe(readers.includes(role) ? 404 : 403);

      const slotOrder = (await categories()).filter((c) => c.type === 4).map((c) => c.id);
      const writes = await Promise.all([
        call(role, 'PATCH', `/api/admin/catalogue/categories/${String(egypt.id)}`, { hidden: false }),
        call(role, 'PUT', '/api/admin/catalogue/category-order', { type: 4, category_ids: slotOrder }),
        call(role, 'PUT', `/api/admin/catalogue/games/${String(gameId)}/badges`, { badges: [] }),
        call(role, 'PUT', '/api/admin/catalogue/home-lists/563', { game_ids: popularIds }),
      ]);
      for (const response of writes) {
        expect(response.statusCode, `${role} ${response.body}`).toBe(managers.includes(role) ? 200 : 403);
        if (!managers.includes(role)) expect(response.json()).toMatchObject({ code: 'ADMIN_FORBIDDEN' });
      }
      const created = await call(role, 'POST', '/api/admin/catalogue/categories', {
        type: 4,
        names: { en: `Picks of ${role}` },
      });
      expect(created.statusCode, created.body).toBe(managers.includes(role) ? 201 : 403);
      const preview = await call(role, 'POST', '/api/admin/catalogue/imports', {
        file_name: 'feed.json',
        document: JSON.stringify(testFeed()),
      });
      expect(preview.statusCode, preview.body).toBe(managers.includes(role) ? 201 : 403);
      if (preview.statusCode === 201) {
        const id = (preview.json() as { data: AdminCatalogueImport }).data.id;
        for (const other of roles) {
          const apply = await call(other, 'POST', `/api/admin/catalogue/imports/${id}/apply`);
          if (!managers.includes(other)) expect(apply.statusCode, other).toBe(403);
        }
      }
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/catalogue/home-lists' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('categories', () => {
  it('created here are in the lobby with their name in the player’s language, English otherwise', async () => {
    const before = await slotNav('de');
    const created = await ok<AdminCatalogueCategory>(
      'content',
      'POST',
      '/api/admin/catalogue/categories',
      { type: 4, names: { en: 'Summer Hits', de: 'Sommerhits' } },
      201,
    );
    expect(created).toMatchObject({
      slug: 'summer-hits',
      name: 'Summer Hits',
      created_here: true,
      hidden: false,
    });
    expect(created.id).toBeGreaterThanOrEqual(100);

    const inGerman = await slotNav('de');
    expect(inGerman).toHaveLength(before.length + 1);
    expect(inGerman.at(-1)).toEqual({
      id: created.id,
      name: 'Sommerhits',
      class: 'summer-hits',
      custom_name: true,
    });
    expect((await slotNav('fr')).at(-1)?.name).toBe('Summer Hits');

    // A game put in it is on its page, which names it in the player's language.
    const gameId = await gameIdOf(ctx.app, 'book-of-sands');
    await ok('content', 'PUT', `/api/admin/catalogue/games/${String(gameId)}/categories`, {
      category_ids: [created.id],
    });
    const page = categoryGamesReply.parse(await playerGet('/api/category/summer-hits/games', 'de'));
    expect(page.data.category.name).toBe('Sommerhits');
    expect(page.data.games.map((game) => game.id)).toEqual([gameId]);
    expect(page.data.games[0]?.categories).toEqual([
      { id: created.id, name: 'Sommerhits', class: 'summer-hits', custom_name: true },
    ]);
  });

  it('renamed here are read by the player’s category call in each language at once, and outlive an import', async () => {
    const egypt = await categoryOf('egypt');
    // Cached in both languages before the change.
    for (const language of ['en', 'de']) {
      const page = categoryGamesReply.parse(await playerGet('/api/category/egypt/games', language));
      expect(page.data.category).toEqual({ id: egypt.id, name: 'Egypt', class: 'egypt', custom_name: false });
    }
    const renamed = await ok<AdminCatalogueCategory>(
      'admin',
      'PATCH',
      `/api/admin/catalogue/categories/${String(egypt.id)}`,
      { names: { en: 'Pharaohs', de: 'Pharaonen' } },
    );
    expect(renamed).toMatchObject({
      id: egypt.id,
      slug: 'egypt',
      name: 'Pharaohs',
      names: { de: 'Pharaonen' },
    });
    const names = async () =>
      Promise.all(
        ['en', 'de', 'ja'].map(async (language) => {
          const page = categoryGamesReply.parse(await playerGet('/api/category/egypt/games', language));
          const { id, class: slug, name, custom_name } = page.data.category;
          return [id, slug, name, custom_name];
        }),
      );
    expect(await names()).toEqual([
      [egypt.id, 'egypt', 'Pharaohs', true],
      [egypt.id, 'egypt', 'Pharaonen', true],
      [egypt.id, 'egypt', 'Pharaohs', true],
    ]);
    await ctx.app.catalogue.importFeed({
      ...testFeed(),
      games: [...testFeed().games, slotGame('x-new', 'X New', 'alpha-studio', 1)],
    });
    expect(await names()).toEqual([
      [egypt.id, 'egypt', 'Pharaohs', true],
      [egypt.id, 'egypt', 'Pharaonen', true],
      [egypt.id, 'egypt', 'Pharaohs', true],
    ]);
    const audit = await auditActions('category');
    expect(audit.map((entry) => entry.action)).toContain('category.update');
    expect(audit.find((entry) => entry.action === 'category.update')).toMatchObject({
      before: { name: 'Egypt' },
      after: { name: 'Pharaohs' },
    });
  });

  it('hidden leave the lobby and answer 404, and come back when shown', async () => {
    const asia = await categoryOf('asia');
    expect((await slotNav()).some((category) => category.class === 'asia')).toBe(true);
    await ok('admin', 'PATCH', `/api/admin/catalogue/categories/${String(asia.id)}`, { hidden: true });
    expect((await slotNav()).some((category) => category.class === 'asia')).toBe(false);
    const hidden = await ctx.app.inject({ method: 'GET', url: '/api/category/asia/games' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    const game = gameReply.parse(
      await playerGet(`/api/game/${String(await gameIdOf(ctx.app, 'beta-jade-dragon'))}`),
    );
    expect(game.data.categories).toEqual([]);
    await ok('admin', 'PATCH', `/api/admin/catalogue/categories/${String(asia.id)}`, { hidden: false });
    // Hidden and shown again, not renamed: the site still names it from its locale files.
    expect((await slotNav()).find((category) => category.class === 'asia')).toMatchObject({
      name: 'Asia',
      custom_name: false,
    });
  });

  it('ordered here are in that order in the lobby', async () => {
    const slotIds = (await categories()).filter((category) => category.type === 4).map((c) => c.id);
    const reversed = [...slotIds].reverse();
    const ordered = await ok<AdminCatalogueCategory[]>(
      'content',
      'PUT',
      '/api/admin/catalogue/category-order',
      {
        type: 4,
        category_ids: reversed,
      },
    );
    expect(ordered.map((category) => category.id)).toEqual(reversed);
    const navIds = (await slotNav()).map((category) => category.id);
    expect(navIds).toEqual(reversed.filter((id) => navIds.includes(id)));
    expect(navIds.length).toBeGreaterThan(10);
    // Ordered, not renamed.
    expect((await slotNav()).find((category) => category.class === 'books')?.custom_name).toBe(false);
    await ok('content', 'PUT', '/api/admin/catalogue/category-order', { type: 4, category_ids: slotIds });
  });

  it('refuses bad input with 422 and an unknown category with 404', async () => {
    const slotIds = (await categories()).filter((category) => category.type === 4).map((c) => c.id);
    const live = (await categories()).find((category) => category.type === 5);
    const cases: [OperatorMethod, string, object, string][] = [
      ['POST', '/api/admin/catalogue/categories', { type: 4, names: { de: 'Nur Deutsch' } }, 'names'],
      ['POST', '/api/admin/catalogue/categories', { type: 4, names: { en: 'X', xx: 'Y' } }, 'names'],
      ['POST', '/api/admin/catalogue/categories', { type: 7, names: { en: 'Seven' } }, 'type'],
      ['POST', '/api/admin/catalogue/categories', { type: 4, names: { en: '   ' } }, 'names.en'],
      ['POST', '/api/admin/catalogue/categories', { type: 4, slug: 'popular', names: { en: 'P' } }, 'slug'],
      ['POST', '/api/admin/catalogue/categories', { type: 4, slug: 'asian', names: { en: 'A' } }, 'slug'],
      ['POST', '/api/admin/catalogue/categories', { type: 4, slug: 'Bad Slug', names: { en: 'B' } }, 'slug'],
      ['PATCH', `/api/admin/catalogue/categories/${String(slotIds[0])}`, {}, 'body'],
      [
        'PUT',
        '/api/admin/catalogue/category-order',
        { type: 4, category_ids: slotIds.slice(1) },
        'category_ids',
      ],
      [
        'PUT',
        '/api/admin/catalogue/category-order',
        { type: 4, category_ids: [...slotIds, live?.id ?? 0] },
        'category_ids',
      ],
      [
        'PUT',
        '/api/admin/catalogue/category-order',
        { type: 4, category_ids: [...slotIds, slotIds[0]] },
        'category_ids',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call('admin', method, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)} ${response.body}`).toBe(422);
      const errors = (response.json() as { errors: Record<string, string[]> }).errors;
      expect(
        Object.keys(errors).some((key) => key.startsWith(field)),
        `${field}: ${response.body}`,
      ).toBe(true);
    }
    const unknown = await call('admin', 'PATCH', '/api/admin/catalogue/categories/9999', { hidden: true });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('badges', () => {
  it('set here are on the game payload in every list, kept by an import, and audited', async () => {
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    expect(gameReply.parse(await playerGet(`/api/game/${String(gameId)}`)).data.badges).toEqual([]);
    const game = await ok<{ badges: string[] }>(
      'content',
      'PUT',
      `/api/admin/catalogue/games/${String(gameId)}/badges`,
      {
        badges: ['hot', 'new', 'hot'],
      },
    );
    expect(game.badges).toEqual(['new', 'hot']);
    expect(gameReply.parse(await playerGet(`/api/game/${String(gameId)}`)).data.badges).toEqual([
      'new',
      'hot',
    ]);
    const home = homePageReply.parse(await playerGet('/api/home-page'));
    expect(home.data['563']?.games.find((entry) => entry.id === gameId)?.badges).toEqual(['new', 'hot']);
    await ctx.app.catalogue.importFeed(testFeed());
    expect(gameReply.parse(await playerGet(`/api/game/${String(gameId)}`)).data.badges).toEqual([
      'new',
      'hot',
    ]);
    const bad = await call('content', 'PUT', `/api/admin/catalogue/games/${String(gameId)}/badges`, {
      badges: ['legendary'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors)[0]).toMatch(/^badges/);
    const audit = await auditActions('game');
    expect(audit.find((entry) => entry.action === 'game.badges')).toMatchObject({
      before: { badges: [] },
      after: { badges: ['new', 'hot'] },
    });
  });
});

describe('home lists', () => {
  it('ordered here are the player home page’s order at once, and an import keeps them', async () => {
    const lists = await ok<AdminHomeList[]>('content', 'GET', '/api/admin/catalogue/home-lists');
    expect(lists.map((list) => list.id)).toEqual([563, 559, 561, 560, 300]);
    const homeOrder = async () =>
      homePageReply
        .parse(await playerGet('/api/home-page?device=desktop'))
        .data['563']?.games.map((g) => g.id);
    const before = lists.find((list) => list.id === 563)?.games.map((game) => game.id) ?? [];
    expect(await homeOrder()).toEqual(before);
    const extra = await gameIdOf(ctx.app, 'book-of-sands-deluxe');
    const wanted = [extra, ...[...before].reverse()];
    const saved = await ok<AdminHomeList>('content', 'PUT', '/api/admin/catalogue/home-lists/563', {
      game_ids: wanted,
    });
    expect(saved).toMatchObject({ id: 563, set_here: true });
    expect(saved.games.map((game) => game.id)).toEqual(wanted);
    expect(await homeOrder()).toEqual(wanted);
    await ctx.app.catalogue.importFeed(testFeed());
    expect(await homeOrder()).toEqual(wanted);
    const audit = await auditActions('home_list');
    expect(audit[0]).toMatchObject({
      action: 'home_list.order',
      before: { game_ids: before },
      after: { game_ids: wanted },
    });
  });

  it('refuses a game twice, a game not in the catalogue, a table in the game shows, and an unknown list', async () => {
    const slot = await gameIdOf(ctx.app, 'alpha-reels-01');
    const table = await gameIdOf(ctx.app, 'gamma-royal-roulette');
    for (const [url, ids] of [
      ['/api/admin/catalogue/home-lists/563', [slot, slot]],
      ['/api/admin/catalogue/home-lists/563', [slot, 987654]],
      ['/api/admin/catalogue/home-lists/560', [table]],
      ['/api/admin/catalogue/home-lists/563', 'no list'],
    ] as const) {
      const response = await call('admin', 'PUT', url, { game_ids: ids });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys((response.json() as { errors: object }).errors)[0]).toMatch(/^game_ids/);
    }
    const unknown = await call('admin', 'PUT', '/api/admin/catalogue/home-lists/999', { game_ids: [slot] });
    expect(unknown.statusCode).toBe(404);
  });
});
