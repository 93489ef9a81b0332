// @vitest-environment jsdom
// Players as an operator lives them: the search field and filters live in the URL and make the list call
// with them (the field waits for the operator to stop typing); a player's page shows the server's reply
// (head, balances, totals, a tab); an action asks for the reason, sends it, shows the server's message
// and refetches the page; a role sees only the actions it may take.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

const operator = (role: AdminRole) => ({ id: 3, email: `${role}@reelvault.test`, role });

const playerRow = {
  id: 42,
  username: 'alice',
  email: 'alice@example.test',
  name: 'Alice',
  surname: 'Smith',
  phone: null,
  country: { id: 84, slug: 'gr', name: 'Greece' },
  currency: 'EUR',
  status: 2,
  player_status: 1,
  self_excluded: false,
  registered_at: '2026-10-01T08:00:00.000Z',
  last_login_at: null,
};

function playerDetail(status = 1) {
  return {
    data: {
      profile: {
        id: 42,
        username: 'alice',
        email: 'alice@example.test',
        name: 'Alice',
        surname: 'Smith',
        birthday: '1990-04-02',
        address: '1 Main Street',
        city: 'Athens',
        country: { id: 84, slug: 'gr', name: 'Greece' },
        currency: 'EUR',
        phone: '+302100000000',
        gender: null,
        locale: 'en',
        ref_id: null,
        affiliate_id: null,
        campaign_id: null,
        site_code: null,
        two_factor_enabled: true,
        age_confirmed_at: '2026-10-01T08:00:00.000Z',
        password_changed_at: '2026-10-01T08:00:00.000Z',
        registered_at: '2026-10-01T08:00:00.000Z',
        updated_at: '2026-10-01T08:00:00.000Z',
        last_login_at: '2026-11-20T08:00:00.000Z',
      },
      status,
      player_status: 1,
      verification: { level: 2, required: [1, 2], submitted: [1, 2], pending_review: 0 },
      balances: [{ currency: 'EUR', cash: '1250.50', bonus: '10.00', held: '300.00', incoming: '0.00' }],
      totals: [
        {
          currency: 'EUR',
          deposited: '5000.00',
          withdrawn: '2000.00',
          bet: '8123.40',
          won: '6400.00',
          refunded: '12.00',
        },
      ],
      responsible_gambling: { state: 'none', until: null, permanent: false, limits: [] },
    },
  };
}

const transfers = {
  data: [
    {
      id: '9001',
      kind: 'deposit',
      phase: 'posted',
      pending_id: null,
      direction: 'in',
      account: 'player_cash',
      counterparty: { kind: 'cashier_clearing', reference: 'sepa' },
      amount: '75.25',
      currency: 'EUR',
      metadata: {},
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ],
  pagination: { total: 1, page: 1, pages: 1, per_page: 25 },
};

function playerServer(role: AdminRole, options: { readonly status?: () => number } = {}) {
  return (request: SentRequest) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operator(role)) };
    if (request.path === '/api/admin/players/42') {
      return { status: 200, body: playerDetail(options.status?.() ?? 1) };
    }
    if (request.path.startsWith('/api/admin/players/42/transfers')) return { status: 200, body: transfers };
    if (request.method === 'GET') return { status: 200, body: { data: [], pagination: emptyPage } };
    return { status: 404, body: errorBody('NOT_FOUND', 'Not found.') };
  };
}

const searches = (sent: SentRequest[]) =>
  sent.filter((request) => request.path.startsWith('/api/admin/players?')).map((request) => request.path);

describe('the player search', () => {
  it('sends the typed search once typing stops, with the filters from the URL, and links each row', async () => {
    const app = renderApp(
      '/players?status=2&verified=true',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(operator('support')) };
        return {
          status: 200,
          body: {
            data: request.path.includes('q=alice') ? [playerRow] : [],
            pagination: { total: 1, page: 1, pages: 1, per_page: 25 },
            total_capped: false,
          },
        };
      },
      { token: 'live' },
    );
    await waitFor(() =>
      expect(searches(app.sent)).toEqual(['/api/admin/players?status=2&verified=true&page=1&per_page=25']),
    );
    const field = screen.getByLabelText('Username, e-mail, id, phone, name or IP address');
    fireEvent.change(field, { target: { value: 'al' } });
    fireEvent.change(field, { target: { value: 'alic' } });
    fireEvent.change(field, { target: { value: 'alice ' } });
    const link = await screen.findByRole('link', { name: 'alice' });
    expect(link.getAttribute('href')).toBe('/players/42');
    // One call for the whole word, none for the keys typed on the way.
    expect(searches(app.sent)).toEqual([
      '/api/admin/players?status=2&verified=true&page=1&per_page=25',
      '/api/admin/players?q=alice&status=2&verified=true&page=1&per_page=25',
    ]);
    expect(app.parts.router.state.location.search).toBe('?status=2&verified=true&q=alice');

    fireEvent.change(screen.getByLabelText('Verification'), { target: { value: '0' } });
    await waitFor(() =>
      expect(searches(app.sent).at(-1)).toBe(
        '/api/admin/players?q=alice&status=2&player_status=0&verified=true&page=1&per_page=25',
      ),
    );
  });
});

describe("a player's page", () => {
  it('shows the profile, statuses, balances and totals of the reply, and the ledger tab', async () => {
    renderApp('/players/42', playerServer('compliance'), { token: 'live' });
    expect(await screen.findByRole('heading', { level: 1, name: 'alice' })).toBeTruthy();
    expect(screen.getByText('alice@example.test')).toBeTruthy();
    const balances = screen.getByRole('table', { name: 'Balances' });
    const cells = within(balances)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['€1,250.50', '€10.00', '€300.00', '€0.00']);
    const totals = within(screen.getByRole('table', { name: 'Totals' }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totals).toEqual(['€5,000.00', '€2,000.00', '€8,123.40', '€6,400.00', '€12.00']);
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByText('+ €75.25')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ledger' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends the reason of an action, shows the server message and refetches the page', async () => {
    let status = 1;
    const server = playerServer('compliance', { status: () => status });
    const app = renderApp(
      '/players/42',
      (request) => {
        if (request.method === 'POST' && request.path === '/api/admin/players/42/status') {
          status = 2;
          return {
            status: 200,
            body: {
              message: 'The player is now inactive.',
              data: { id: 42, status: 2, player_status: 1, sessions_ended: 3 },
            },
          };
        }
        return server(request);
      },
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set status' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the status of alice' });
    fireEvent.change(within(dialog).getByLabelText('Account'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Chargeback under investigation' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the status' }));

    expect(await screen.findByText('The player is now inactive.')).toBeTruthy();
    const post = app.sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ reason: 'Chargeback under investigation', status: 2 });
    const details = () => app.sent.filter((request) => request.path === '/api/admin/players/42');
    await waitFor(() => expect(details()).toHaveLength(2));
    const standing = screen.getByRole('region', { name: 'Standing' });
    await waitFor(() => expect(within(standing).getByText('Inactive (2)')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's refusal in its words", async () => {
    const server = playerServer('admin');
    renderApp(
      '/players/42',
      (request) =>
        request.method === 'POST'
          ? {
              status: 422,
              body: errorBody(
                'ADMIN_EXCLUSION_TOO_EARLY',
                'The self-exclusion may be ended from 2027-01-01 at the earliest.',
              ),
            }
          : server(request),
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'End exclusion' }));
    const dialog = screen.getByRole('dialog', { name: 'End the exclusion of alice' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Asked by phone' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End the exclusion' }));
    expect(
      await within(dialog).findByText('The self-exclusion may be ended from 2027-01-01 at the earliest.'),
    ).toBeTruthy();
  });

  it("sets a limit on the player's behalf with its kind, period, amount and reason", async () => {
    const server = playerServer('compliance');
    const app = renderApp(
      '/players/42',
      (request) =>
        request.method === 'POST'
          ? {
              status: 200,
              body: {
                message: 'The limit is set.',
                data: {
                  kind: 'loss',
                  period: 'weekly',
                  amount: '50.00',
                  used: '0.00',
                  remaining: '50.00',
                  pending: null,
                },
                applied: true,
                effective_at: null,
              },
            }
          : server(request),
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set a limit' }));
    const dialog = screen.getByRole('dialog', { name: 'Set a limit for alice' });
    fireEvent.change(within(dialog).getByLabelText('Limit'), { target: { value: 'loss' } });
    fireEvent.change(within(dialog).getByLabelText('Period'), { target: { value: 'weekly' } });
    fireEvent.change(within(dialog).getByLabelText(/^Amount in EUR/), { target: { value: '50.00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Affordability check' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set the limit' }));
    expect(await screen.findByText('The limit is set.')).toBeTruthy();
    const post = app.sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/admin/players/42/limits');
    expect(post?.body).toEqual({
      kind: 'loss',
      period: 'weekly',
      amount: '50.00',
      reason: 'Affordability check',
    });
  });

  it('shows only the actions the role may take', async () => {
    renderApp('/players/42', playerServer('support'), { token: 'live' });
    const group = await screen.findByRole('group', { name: 'Actions on the player' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['End sessions', 'Reset two-factor']);
    cleanup();

    renderApp('/players/42', playerServer('finance'), { token: 'live' });
    const financeGroup = await screen.findByRole('group', { name: 'Actions on the player' });
    expect(
      within(financeGroup)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Adjust balance']);
  });
});

describe("a player's tabs", () => {
  const docId = '6f1c2a8e-1111-4a2b-9c3d-0000000000d1';

  it('opens a round with its transactions and fairness record, and links the players on the same IP', async () => {
    const server = playerServer('support');
    const round = {
      id: '77',
      round: 'r-77',
      provider: { code: 'house', name: 'Reelvault Studio' },
      game_code: 'dice',
      currency: 'EUR',
      bet: '2.00',
      won: '3.96',
      refunded: '0.00',
      closed: true,
      status: 2,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-20T09:00:01.000Z',
    };
    renderApp(
      '/players/42?tab=rounds',
      (request) => {
        if (request.path.startsWith('/api/admin/players/42/rounds?')) {
          return { status: 200, body: { data: [round], pagination: emptyPage } };
        }
        if (request.path === '/api/admin/players/42/rounds/77') {
          return {
            status: 200,
            body: {
              data: {
                round,
                transactions: [
                  {
                    transaction_uuid: 't-1',
                    kind: 'bet',
                    state: 'done',
                    amount: '2.00',
                    reference_transaction_uuid: null,
                    ledger_transfer_id: '9100',
                    created_at: '2026-11-20T09:00:00.000Z',
                  },
                ],
                fairness: null,
                aggregator_round: null,
              },
            },
          };
        }
        if (request.path.startsWith('/api/admin/players/42/sessions?')) {
          return {
            status: 200,
            body: {
              data: [],
              pagination: emptyPage,
              addresses: [
                {
                  ip: '203.0.113.9',
                  first_seen_at: '2026-11-01T09:00:00.000Z',
                  last_seen_at: '2026-11-20T09:00:00.000Z',
                  uses: 4,
                  other_players: [{ id: 51, username: 'bob', status: 1 }],
                  other_players_total: 3,
                },
              ],
            },
          };
        }
        return server(request);
      },
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'dice' }));
    const detail = await screen.findByRole('article', { name: 'Round r-77' });
    expect(within(detail).getByText('€2.00')).toBeTruthy();
    expect(within(detail).getByText('Not an in-house game: no fairness record.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Sessions and addresses' }));
    const other = await screen.findByRole('link', { name: 'bob' });
    expect(other.getAttribute('href')).toBe('/players/51');
    expect(screen.getByText('and 2 more')).toBeTruthy();
  });

  it("links an aggregator's round to where the aggregator shows it, or says it did not answer", async () => {
    const server = playerServer('support');
    const round = (id: string) => ({
      id,
      round: `hub-${id}`,
      provider: { code: 'hub88', name: 'Hub88' },
      game_code: 'fx_gold_rush',
      currency: 'EUR',
      bet: '1.00',
      won: '2.50',
      refunded: '0.00',
      closed: true,
      status: 2,
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-20T09:00:01.000Z',
    });
    const detail = (id: string, url: string | null) => ({
      status: 200,
      body: {
        data: {
          round: round(id),
          transactions: [],
          fairness: null,
          aggregator_round: { aggregator: 'Hub88', url },
        },
      },
    });
    renderApp(
      '/players/42?tab=rounds',
      (request) => {
        if (request.path.startsWith('/api/admin/players/42/rounds?')) {
          return { status: 200, body: { data: [round('81'), round('82')], pagination: emptyPage } };
        }
        if (request.path === '/api/admin/players/42/rounds/81') {
          return detail('81', 'https://games.example/rounds/hub-81');
        }
        if (request.path === '/api/admin/players/42/rounds/82') return detail('82', null);
        return server(request);
      },
      { token: 'live' },
    );
    const rows = await screen.findAllByRole('link', { name: 'fx_gold_rush' });
    fireEvent.click(rows[0] as HTMLElement);
    const answered = await screen.findByRole('article', { name: 'Round hub-81' });
    const link = within(answered).getByRole('link', { name: 'Open this round at Hub88' });
    expect(link.getAttribute('href')).toBe('https://games.example/rounds/hub-81');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(answered).queryByText('Not an in-house game: no fairness record.')).toBeNull();

    fireEvent.click(screen.getAllByRole('link', { name: 'fx_gold_rush' })[1] as HTMLElement);
    const silent = await screen.findByRole('article', { name: 'Round hub-82' });
    expect(within(silent).getByRole('status').textContent).toBe(
      "Hub88 did not answer with this round's details. Try again later.",
    );
  });

  it('approves a document through the KYC call and refetches the page', async () => {
    const server = playerServer('compliance');
    const document = {
      id: docId,
      type: 1,
      kind: 'identity_front',
      status: 'pending_review',
      rejection_reason: null,
      uploaded_at: '2026-11-20T09:00:00.000Z',
      reviewed_at: null,
      mime_type: 'application/octet-stream',
      size: 100,
      current: true,
      withdrawn_at: null,
      reviewed_by: null,
    };
    const app = renderApp(
      `/players/42?tab=documents&document=${docId}`,
      (request) => {
        if (request.path.startsWith('/api/admin/players/42/documents?')) {
          return { status: 200, body: { data: [document], pagination: emptyPage } };
        }
        if (request.path === `/api/admin/kyc/documents/${docId}/file`) return { status: 200, body: {} };
        if (request.path === `/api/admin/kyc/documents/${docId}/approve`) {
          const { current: _current, withdrawn_at: _withdrawn, reviewed_by: _reviewer, ...queued } = document;
          const player = {
            id: 42,
            username: 'alice',
            name: 'Alice',
            surname: 'Smith',
            status: 1,
            player_status: 1,
          };
          return {
            status: 200,
            body: {
              message: 'The document is approved.',
              data: { ...queued, status: 'approved', reviewed_at: '2026-11-21T09:00:00.000Z', player },
            },
          };
        }
        return server(request);
      },
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The document is approved.')).toBeTruthy();
    await waitFor(() =>
      expect(app.sent.filter((request) => request.path === '/api/admin/players/42')).toHaveLength(2),
    );
  });
});

describe('server codes on the tabs', () => {
  const at = '2026-11-20T09:00:00.000Z';
  const payment = {
    amount: '40.00',
    currency: 'EUR',
    detail: {},
    reference: null,
    created_at: at,
    updated_at: at,
  };

  it('shows ledger and payment codes in words, and a code the catalogue does not know as it is', async () => {
    const server = playerServer('finance');
    const deposit = transfers.data[0];
    const ledger = {
      data: [
        deposit,
        {
          ...deposit,
          id: '9002',
          kind: 'jackpot_seed',
          phase: 'pending',
          account: 'player_bonus',
          counterparty: { kind: 'house_revenue', reference: 'house' },
        },
      ],
      pagination: { ...emptyPage, total: 2 },
    };
    const payments = {
      data: [
        { ...payment, id: 'p-1', type: 'withdrawal', channel: 'bank', method: 'sepa', status: 'paying' },
        {
          ...payment,
          id: 'p-2',
          type: 'deposit',
          channel: 'crypto',
          method: 'crypto',
          status: 'below_minimum',
        },
        { ...payment, id: 'p-3', type: 'deposit', channel: 'gateway', method: 'payz', status: 'on_hold' },
      ],
      pagination: { ...emptyPage, total: 3 },
    };
    renderApp(
      '/players/42',
      (request) => {
        if (request.path.startsWith('/api/admin/players/42/transfers')) return { status: 200, body: ledger };
        if (request.path.startsWith('/api/admin/players/42/payments')) return { status: 200, body: payments };
        return server(request);
      },
      { token: 'live' },
    );
    const cellsOf = (table: HTMLElement, columns: readonly number[]) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const cells = within(row).getAllByRole('cell');
          return columns.map((column) => cells[column]?.textContent);
        });

    const ledgerTable = await screen.findByRole('table', { name: 'Ledger' });
    await within(ledgerTable).findByText('Deposit');
    // Kind and phase, account, other side.
    expect(cellsOf(ledgerTable, [1, 3, 4])).toEqual([
      ['DepositPosted', 'Cash', 'Cashier clearingsepa'],
      ['jackpot_seedHeld', 'Bonus', 'House revenuehouse'],
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'Payments' }));
    const paymentsTable = await screen.findByRole('table', { name: 'Payments' });
    await within(paymentsTable).findByText('Payout sent');
    // Type with channel and method, status.
    expect(cellsOf(paymentsTable, [1, 3])).toEqual([
      ['WithdrawalBank · SEPA transfer', 'Payout sent'],
      ['DepositCrypto · Crypto', 'Below the minimum'],
      ['DepositPayment gateway · Payz', 'on_hold'],
    ]);
  });
});

describe('server codes in the actions history', () => {
  it('names each action in words beside its code, and keeps an unknown one as its code', async () => {
    const server = playerServer('compliance');
    const entry = {
      actor: operator('compliance'),
      target_type: 'player',
      target_id: '42',
      before: null,
      after: null,
      ip: null,
      created_at: '2026-11-20T09:00:00.000Z',
    };
    const actions = {
      data: [
        { ...entry, id: 1, action: 'player.set_status' },
        { ...entry, id: 2, action: 'player.merge' },
      ],
      pagination: { ...emptyPage, total: 2 },
    };
    renderApp(
      '/players/42?tab=actions',
      (request) =>
        request.path.startsWith('/api/admin/players/42/actions')
          ? { status: 200, body: actions }
          : server(request),
      { token: 'live' },
    );
    const table = await screen.findByRole('table', { name: 'Actions history' });
    await within(table).findByText('Status set');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(cells).toEqual(['Status setplayer.set_status', 'player.mergeplayer.merge']);
  });
});

describe("a player's adjustment", () => {
  it('opens the request form with the player already chosen and sends their id', async () => {
    const server = playerServer('finance');
    const app = renderApp(
      '/players/42',
      (request) => {
        if (request.method === 'POST' && request.path === '/api/admin/adjustments') {
          const body = request.body as { id: string };
          const row = {
            id: body.id,
            player: { id: 42, username: 'alice' },
            currency: 'EUR',
            balance: 'cash',
            direction: 'credit',
            amount: '5.00',
            category: 'goodwill',
            note: 'Goodwill after a call',
            status: 'applied',
            requested_by: operator('finance'),
            requested_at: '2026-11-26T08:00:00.000Z',
            decided_by: null,
            decided_at: null,
            decision_reason: null,
            transfer_id: '9200',
            kind: 'balance',
            offer_id: null,
          };
          return { status: 201, body: { message: 'Adjustment applied.', data: row } };
        }
        return server(request);
      },
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    const field = within(dialog).getByRole('combobox', { name: 'Player' });
    expect((field as HTMLInputElement).value).toBe('alice');
    expect(within(dialog).getByText('Chosen: alice (alice@example.test, player #42).')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Amount (such as 25.00)'), { target: { value: '5.00' } });
    fireEvent.change(within(dialog).getByLabelText('Note (why)'), {
      target: { value: 'Goodwill after a call' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request the adjustment' }));
    expect(await within(dialog).findByText('Applied: €5.00 for alice.')).toBeTruthy();
    const post = app.sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ player_id: 42, currency: 'EUR', amount: '5.00' });
    // The player was chosen by the page: no search was asked.
    expect(searches(app.sent)).toEqual([]);
  });
});
