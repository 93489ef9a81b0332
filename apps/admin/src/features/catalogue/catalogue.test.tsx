// @vitest-environment jsdom
// The catalogue screens as operators live them: a content operator finds games, switches one off (the
// call sent, the server's message read out, the list read again) and sets its categories; a compliance
// operator reads the same list without the actions; the studios screen edits a studio's country rules,
// checking the codes before anything is sent.
import type { AdminCatalogueGame, AdminStudio } from '@reelvault/contract/calls/backoffice-catalogue';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

function game(overrides: Partial<AdminCatalogueGame> = {}): AdminCatalogueGame {
  return {
    id: 11,
    identifier: 'sands-of-gold',
    name: 'Sands of Gold',
    type: 4,
    studio: { id: 1, name: 'Alpha Studio', enabled: true },
    active: true,
    enabled: true,
    listed: true,
    category_ids: [1],
    categories_set_here: false,
    rtp: '96.30',
    rtp_source: 'engine',
    feed_rtp: '96.00',
    badges: [],
    ...overrides,
  };
}

const studio: AdminStudio = {
  id: 1,
  slug: 'alpha-studio',
  name: 'Alpha Studio',
  active: true,
  enabled: true,
  game_count: 24,
  countries: { GB: false },
  countries_set_here: false,
};

const category = (id: number, slug: string, name: string, type: 4 | 5) => ({
  id,
  slug,
  name,
  type,
  names: {},
  position: id,
  hidden: false,
  created_here: false,
});

const categories = [
  category(1, 'popular', 'Popular', 4),
  category(7, 'books', 'Books', 4),
  category(16, 'roulette', 'Roulette', 5),
];

function server(role: AdminRole, state: { game: AdminCatalogueGame }) {
  return (request: SentRequest) => {
    const { method, path } = request;
    if (path === '/api/admin/me')
      return { status: 200, body: meReply({ id: 3, email: 'ops@reelvault.test', role }) };
    if (path.startsWith('/api/admin/catalogue/games?') || path === '/api/admin/catalogue/games') {
      return {
        status: 200,
        body: { data: [state.game], pagination: { total: 1, page: 1, pages: 1, per_page: 50 } },
      };
    }
    if (path === '/api/admin/catalogue/studios') return { status: 200, body: { data: [studio] } };
    if (path === '/api/admin/catalogue/categories') return { status: 200, body: { data: categories } };
    if (method === 'POST' && path === '/api/admin/catalogue/games/11/disable') {
      state.game = game({ enabled: false, listed: false });
      return {
        status: 200,
        body: { message: 'The game is switched off: it is gone from the lobby.', data: state.game },
      };
    }
    if (method === 'PUT' && path === '/api/admin/catalogue/games/11/categories') {
      state.game = game({ category_ids: [1, 7], categories_set_here: true });
      return { status: 200, body: { message: "The game's categories are saved.", data: state.game } };
    }
    if (method === 'PUT' && path === '/api/admin/catalogue/games/11/badges') {
      state.game = game({ badges: ['new', 'exclusive'] });
      return { status: 200, body: { message: "The game's badges are saved.", data: state.game } };
    }
    if (method === 'PUT' && path === '/api/admin/catalogue/studios/1/countries') {
      return { status: 200, body: { message: 'The country rules are saved.', data: studio } };
    }
    return { status: 404, body: errorBody('ROUTE_NOT_FOUND') };
  };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('the games screen', () => {
  it('switches a game off and shows that players no longer see it', async () => {
    const state = { game: game() };
    const app = renderApp('/games?search=sands', server('content', state), { token: 't' });
    const row = await rowOf('Sands of Gold');
    expect(within(row).getByText('96.30 % (engine model; feed says 96.00 %)')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Games' }).getAttribute('aria-current')).toBe('page');
    expect(
      app.sent.some((request) => request.path.startsWith('/api/admin/catalogue/games?search=sands')),
    ).toBe(true);

    fireEvent.click(await within(row).findByRole('button', { name: /^Switch off/ }));
    expect(await screen.findByText('The game is switched off: it is gone from the lobby.')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('No: switched off')).toBeTruthy());
    expect(within(row).getByRole('button', { name: /^Switch on/ })).toBeTruthy();
    expect(app.sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/admin/catalogue/games/11/disable',
    ]);
  });

  it("sets a game's categories from those of its type", async () => {
    const state = { game: game() };
    const app = renderApp('/games', server('admin', state), { token: 't' });
    const row = await rowOf('Sands of Gold');
    fireEvent.click(await within(row).findByRole('button', { name: /^Categories/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Categories of Sands of Gold' });
    // A slot is offered the slot categories only.
    expect(within(dialog).queryByRole('checkbox', { name: 'Roulette' })).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: 'Popular' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Books' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The game's categories are saved.")).toBeTruthy();
    const put = app.sent.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/admin/catalogue/games/11/categories',
      body: { category_ids: [1, 7] },
    });
  });

  it("sets a game's badges, shown in its row", async () => {
    const state = { game: game() };
    const app = renderApp('/games', server('content', state), { token: 't' });
    const row = await rowOf('Sands of Gold');
    fireEvent.click(await within(row).findByRole('button', { name: /^Badges/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Badges of Sands of Gold' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Exclusive' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'New' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The game's badges are saved.")).toBeTruthy();
    expect(app.sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/admin/catalogue/games/11/badges',
      body: { badges: ['new', 'exclusive'] },
    });
    await waitFor(async () =>
      expect(within(await rowOf('Sands of Gold')).getByText('New, Exclusive')).toBeTruthy(),
    );
  });

  it('shows a compliance operator the list without the actions', async () => {
    renderApp('/games', server('compliance', { game: game() }), { token: 't' });
    const row = await rowOf('Sands of Gold');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});

describe('the studios screen', () => {
  it("edits a studio's country rules, refusing a code that is not one", async () => {
    const app = renderApp('/studios', server('content', { game: game() }), { token: 't' });
    const row = await rowOf('Alpha Studio');
    expect(within(row).getByText('GB')).toBeTruthy();
    fireEvent.click(await within(row).findByRole('button', { name: /^Countries/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Countries of Alpha Studio' });
    const refused = within(dialog).getByLabelText('Refused countries (two-letter codes, such as GB, DE)');
    fireEvent.change(refused, { target: { value: 'gb, Greece' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'GREECE is not a two-letter country code.',
    );
    expect(app.sent.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(refused, { target: { value: 'gb, gr' } });
    fireEvent.change(within(dialog).getByLabelText('Countries allowed explicitly'), {
      target: { value: 'DE' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The country rules are saved.')).toBeTruthy();
    const put = app.sent.find((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      path: '/api/admin/catalogue/studios/1/countries',
      body: { countries: { GB: false, GR: false, DE: true } },
    });
  });
});
