// @vitest-environment jsdom
// The catalogue's lists as operators live them (decision 0807): a content operator moves a game of a home
// list with the keyboard and saves the new order; adds a game found by name; renames a category in two
// languages; uploads a feed, reads its difference or its problems line by line, applies it and follows
// the job to its end. A compliance operator sees the lists without the means to change them.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminCatalogueGame,
  AdminCatalogueImport,
  AdminHomeList,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();
vi.setConfig({ testTimeout: 30_000 });

// jsdom lays nothing out: each row of a sortable list is given a box 40 px below the one before, so the
// keyboard's arrows find the next row as in a browser.
const layout = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function box(this: Element) {
    const row = this.closest('.sortable-list__row');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height: 36,
      right: 300,
      bottom: top + 36,
      toJSON: () => ({}),
    };
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = layout;
});

const listGame = (id: number, name: string) => ({
  id,
  identifier: name.toLowerCase().replaceAll(' ', '-'),
  name,
  studio_name: 'Alpha Studio',
  type: 4 as const,
  listed: true,
});

const popular = (): AdminHomeList => ({
  id: 563,
  name: 'Popular',
  set_here: false,
  games: [listGame(1, 'Sands of Gold'), listGame(2, 'Alpha Reels 20'), listGame(3, 'Jade Dragon')],
});

const found: AdminCatalogueGame = {
  id: 9,
  identifier: 'pyramid-quest',
  name: 'Pyramid Quest',
  type: 4,
  studio: { id: 2, name: 'Beta Games', enabled: true },
  active: true,
  enabled: true,
  listed: true,
  category_ids: [],
  categories_set_here: false,
  rtp: '96.30',
  rtp_source: 'engine',
  feed_rtp: '96.00',
  badges: [],
};

const egypt = {
  id: 5,
  slug: 'egypt',
  name: 'Egypt',
  type: 4 as const,
  names: {},
  position: 1,
  hidden: false,
  created_here: false,
};

function preview(overrides: Partial<AdminCatalogueImport> = {}): AdminCatalogueImport {
  return {
    id: '6f1c2b1e-3a4d-4c5e-8f90-123456789abc',
    file_name: 'weekly.json',
    status: 'preview',
    created_at: '2026-11-27T10:00:00.000Z',
    finished_at: null,
    base_revision: 4,
    studios: { new: 0, changed: 0, retired: 0, unchanged: 3 },
    games: { new: 1, changed: 1, retired: 1, unchanged: 30 },
    new_games: [{ identifier: 'pyramid-quest', name: 'Pyramid Quest', studio: 'Beta Games' }],
    changed_games: [{ identifier: 'alpha-reels-02', name: 'Alpha Reels Two', fields: ['name', 'rtp'] }],
    retired_games: [{ identifier: 'alpha-reels-03', name: 'Alpha Reels 03' }],
    page_lists: [],
    progress: { done: 0, total: 3 },
    error: null,
    ...overrides,
  };
}

function server(role: AdminRole, state: { polls: number; feedBad?: boolean } = { polls: 0 }) {
  return (request: SentRequest) => {
    const { method, path } = request;
    if (path === '/api/admin/me')
      return { status: 200, body: meReply({ id: 3, email: 'ops@reelvault.test', role }) };
    if (path === '/api/admin/catalogue/home-lists') return { status: 200, body: { data: [popular()] } };
    if (method === 'PUT' && path === '/api/admin/catalogue/home-lists/563') {
      return {
        status: 200,
        body: { message: 'The list is saved: the home page shows it in this order.', data: popular() },
      };
    }
    if (path.startsWith('/api/admin/catalogue/games?')) {
      return {
        status: 200,
        body: { data: [found], pagination: { total: 1, page: 1, pages: 1, per_page: 50 } },
      };
    }
    if (path === '/api/admin/catalogue/categories') return { status: 200, body: { data: [egypt] } };
    if (method === 'PATCH' && path === '/api/admin/catalogue/categories/5') {
      return { status: 200, body: { message: 'The category is saved.', data: egypt } };
    }
    if (method === 'POST' && path === '/api/admin/catalogue/imports') {
      if (state.feedBad) {
        return {
          status: 422,
          body: {
            ...errorBody('VALIDATION_FAILED'),
            message: 'The feed has 1 problem; nothing was imported.',
            errors: { 'games[3] (bad).rtp': ['Line 58: must be between 70 and 100 percent'] },
          },
        };
      }
      return { status: 201, body: { message: 'The feed is checked.', data: preview() } };
    }
    if (method === 'POST' && path.endsWith('/apply')) {
      return {
        status: 202,
        body: { message: 'The import is running.', data: preview({ status: 'applying' }) },
      };
    }
    if (method === 'GET' && path.startsWith('/api/admin/catalogue/imports/')) {
      state.polls += 1;
      const done = state.polls > 1;
      return {
        status: 200,
        body: {
          data: preview(
            done
              ? { status: 'applied', progress: { done: 3, total: 3 } }
              : { status: 'applying', progress: { done: 1, total: 3 } },
          ),
        },
      };
    }
    return { status: 404, body: errorBody('ROUTE_NOT_FOUND') };
  };
}

const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.sortable-list__name')?.firstChild?.textContent?.trim());

describe('the home lists screen', () => {
  it('moves a game down with the keyboard and saves the list in the new order', async () => {
    const app = renderApp('/home-lists', server('content'), { token: 't' });
    const list = await screen.findByRole('list', { name: 'Games of Popular, in order' });
    expect(namesIn(list)).toEqual(['Sands of Gold', 'Alpha Reels 20', 'Jade Dragon']);
    expect((screen.getByRole('button', { name: 'Save list' }) as HTMLButtonElement).disabled).toBe(true);

    const handle = within(list).getByRole('button', { name: 'Move Sands of Gold' });
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    });
    await waitFor(() => expect(namesIn(list)).toEqual(['Alpha Reels 20', 'Sands of Gold', 'Jade Dragon']));

    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText('The list is saved: the home page shows it in this order.')).toBeTruthy();
    expect(app.sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/admin/catalogue/home-lists/563',
      body: { game_ids: [2, 1, 3] },
    });
  });

  it('adds a game found by name at the end and removes another', async () => {
    const app = renderApp('/home-lists', server('admin'), { token: 't' });
    const list = await screen.findByRole('list', { name: 'Games of Popular, in order' });
    fireEvent.change(screen.getByLabelText('Game name'), { target: { value: 'pyr' } });
    const results = await screen.findByRole('list', { name: 'Games found' });
    fireEvent.click(await within(results).findByRole('button', { name: /^Add\s*Pyramid Quest$/ }));
    fireEvent.click(within(list).getByRole('button', { name: /^Remove\s*Jade Dragon$/ }));
    expect(namesIn(list)).toEqual(['Sands of Gold', 'Alpha Reels 20', 'Pyramid Quest']);
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await screen.findByText('The list is saved: the home page shows it in this order.');
    expect(app.sent.find((request) => request.method === 'PUT')?.body).toEqual({ game_ids: [1, 2, 9] });
  });

  it('shows a compliance operator the list without handles or buttons', async () => {
    renderApp('/home-lists', server('compliance'), { token: 't' });
    const list = await screen.findByRole('list', { name: 'Games of Popular, in order' });
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save list' })).toBeNull();
  });
});

describe('the categories screen', () => {
  it('renames a category in English and German, leaving other languages to English', async () => {
    const app = renderApp('/categories', server('content'), { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: /^Rename\s*Egypt$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Names of Egypt' });
    fireEvent.change(within(dialog).getByLabelText('Name in English'), { target: { value: 'Pharaohs' } });
    fireEvent.change(within(dialog).getByLabelText('Name in Deutsch'), { target: { value: 'Pharaonen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The category is saved.')).toBeTruthy();
    expect(app.sent.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/admin/catalogue/categories/5',
      body: { names: { en: 'Pharaohs', de: 'Pharaonen' } },
    });
  });
});

describe('the feed import screen', () => {
  const upload = (text: string) => {
    const file = new File([text], 'weekly.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Feed file (JSON)'), { target: { files: [file] } });
  };

  it('shows the difference, applies it and follows the job to its end', async () => {
    const state = { polls: 0 };
    const app = renderApp('/feed-import', server('content', state), { token: 't' });
    await screen.findByLabelText('Feed file (JSON)');
    upload('{"format": "reelvault.catalogue-feed"}\n');
    const newGames = await screen.findByRole('table', { name: 'New games' });
    expect(within(newGames).getByText('Pyramid Quest')).toBeTruthy();
    const changed = screen.getByRole('table', { name: 'Changed games' });
    expect(within(changed).getByText('name, RTP')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Retired games' })).getByText('Alpha Reels 03'),
    ).toBeTruthy();
    expect(app.sent.find((request) => request.method === 'POST')?.body).toEqual({
      file_name: 'weekly.json',
      document: '{"format": "reelvault.catalogue-feed"}\n',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The feed is imported: players see the new catalogue.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(state.polls).toBeGreaterThanOrEqual(1);
    expect(app.sent.filter((request) => request.path.endsWith('/apply'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('lists the problems of a bad feed with their lines', async () => {
    renderApp('/feed-import', server('content', { polls: 0, feedBad: true }), { token: 't' });
    await screen.findByLabelText('Feed file (JSON)');
    upload('{}');
    const problems = await screen.findByRole('table', { name: 'Problems in the feed' });
    expect(within(problems).getByText('games[3] (bad).rtp')).toBeTruthy();
    expect(within(problems).getByText('Line 58: must be between 70 and 100 percent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
