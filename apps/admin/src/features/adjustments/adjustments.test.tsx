// @vitest-environment jsdom
// Manual adjustments as an operator lives them: the request form sends one id per request (a retry is the
// same adjustment, the next request a new one) and shows the server's refusal on the fields; the answer
// says applied or waiting; the list by status lets another operator approve or refuse a pending one, never
// the operator who asked.
import type { AdjustmentRow } from '@reelvault/contract/calls/backoffice-adjustments';
import type { AdminPlayerRow } from '@reelvault/contract/calls/backoffice-players';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

const finance = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };
const colleague = { id: 9, email: 'second@reelvault.test', role: 'admin' as const };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

setUpScreenTests();

function adjustment(overrides: Partial<AdjustmentRow>): AdjustmentRow {
  return {
    id: '6f1c2a8e-1111-4a2b-9c3d-000000000001',
    player: { id: 42, username: 'alice' },
    currency: 'EUR',
    balance: 'cash',
    direction: 'credit',
    amount: '25.00',
    category: 'goodwill',
    note: 'Game froze during a bonus round',
    status: 'pending',
    requested_by: finance,
    requested_at: '2026-11-26T08:00:00.000Z',
    decided_by: null,
    decided_at: null,
    decision_reason: null,
    transfer_id: null,
    kind: 'balance',
    offer_id: null,
    ...overrides,
  };
}

const alice: AdminPlayerRow = {
  id: 42,
  username: 'alice',
  email: 'alice@example.test',
  name: null,
  surname: null,
  phone: null,
  country: null,
  currency: 'EUR',
  status: 1,
  player_status: 1,
  self_excluded: false,
  registered_at: '2026-10-01T08:00:00.000Z',
  last_login_at: null,
};
const alicia: AdminPlayerRow = { ...alice, id: 57, username: 'alicia', email: 'alicia@example.test' };

/** The player search's answer: the players whose username has the typed text in it. */
function searchReply(request: SentRequest) {
  const q = new URL(request.path, 'http://admin.test').searchParams.get('q') ?? '';
  const data = [alice, alicia].filter((player) => player.username.includes(q));
  return {
    status: 200,
    body: { data, pagination: { ...emptyPage, total: data.length }, total_capped: false },
  };
}

const isSearch = (request: SentRequest) => request.path.startsWith('/api/admin/players?');

/** Types into the player field and picks the first player found, by keyboard. */
async function choosePlayer(text: string) {
  const field = screen.getByRole('combobox', { name: 'Player' });
  fireEvent.change(field, { target: { value: text } });
  await screen.findByRole('listbox', { name: 'Player' });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'Enter' });
  await screen.findByText(/^Chosen: /);
}

async function fillForm(amount: string) {
  await choosePlayer('alice');
  fireEvent.change(screen.getByLabelText("Currency (the player's own)"), { target: { value: 'EUR' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Bonus' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Debit (take)' }));
  fireEvent.change(screen.getByLabelText('Amount (such as 25.00)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'correction' } });
  fireEvent.change(screen.getByLabelText('Note (why)'), { target: { value: 'Credited twice by mistake' } });
}

const posts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST' && request.path === '/api/admin/adjustments');

describe('requesting an adjustment', () => {
  it('keeps one id until the server accepts it, shows its field errors, then starts a new request', async () => {
    let answers = 0;
    const app = renderApp(
      '/adjustments',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(finance) };
        if (isSearch(request)) return searchReply(request);
        if (request.method === 'GET') return { status: 200, body: { data: [], pagination: emptyPage } };
        answers += 1;
        if (answers === 1) {
          return {
            status: 422,
            body: errorBody('VALIDATION_FAILED', 'The given data was invalid.', {
              amount: ['The amount has more decimals than EUR has.'],
            }),
          };
        }
        const body = request.body as { id: string };
        const status = answers === 2 ? 'pending' : 'applied';
        return {
          status: 201,
          body: { message: 'Adjustment recorded.', data: adjustment({ id: body.id, status }) },
        };
      },
      { token: 'live' },
    );
    await screen.findByRole('heading', { name: 'Request an adjustment' });

    await fillForm('25.001');
    fireEvent.click(screen.getByRole('button', { name: 'Request the adjustment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The given data was invalid.');
    const amount = screen.getByLabelText('Amount (such as 25.00)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The amount has more decimals than EUR has.').id).toBe(
      amount.getAttribute('aria-describedby'),
    );

    fireEvent.change(amount, { target: { value: '25.00' } });
    const submit = screen.getByRole('button', { name: 'Request the adjustment' });
    fireEvent.click(submit);
    // A second click while the first is on its way sends nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(await screen.findByText('Waiting for a second operator: €25.00 for alice.')).toBeTruthy();

    const [refused, accepted] = posts(app.sent);
    expect(posts(app.sent)).toHaveLength(2);
    expect(accepted?.body).toEqual({
      id: (refused?.body as { id: string }).id,
      player_id: 42,
      currency: 'EUR',
      balance: 'bonus',
      direction: 'debit',
      amount: '25.00',
      category: 'correction',
      note: 'Credited twice by mistake',
    });
    expect((accepted?.body as { id: string }).id).toMatch(uuidPattern);
    // The form is empty again for the next request.
    expect((screen.getByRole('combobox', { name: 'Player' }) as HTMLInputElement).value).toBe('');

    await fillForm('10.00');
    fireEvent.click(screen.getByRole('button', { name: 'Request the adjustment' }));
    expect(await screen.findByText('Applied: €25.00 for alice.')).toBeTruthy();
    const next = posts(app.sent)[2]?.body as { id: string };
    expect(next.id).toMatch(uuidPattern);
    expect(next.id).not.toBe((accepted?.body as { id: string }).id);
  });
});

describe("the adjustment's player", () => {
  function renderForm() {
    return renderApp(
      '/adjustments',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(finance) };
        if (isSearch(request)) return searchReply(request);
        if (request.method === 'GET') return { status: 200, body: { data: [], pagination: emptyPage } };
        return {
          status: 201,
          body: {
            message: 'Adjustment recorded.',
            data: adjustment({ player: { id: 57, username: 'alicia' } }),
          },
        };
      },
      { token: 'live' },
    );
  }

  it('is found with the player search, chosen with the arrow keys and Enter, and announced', async () => {
    const app = renderForm();
    await screen.findByRole('heading', { name: 'Request an adjustment' });
    const field = screen.getByRole('combobox', { name: 'Player' });
    expect(field.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(field, { target: { value: 'ali' } });
    const list = await screen.findByRole('listbox', { name: 'Player' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['alice · alice@example.test · #42', 'alicia · alicia@example.test · #57']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const status = screen.getByText('2 players found: use the arrow keys and Enter to choose.');
    expect(status.getAttribute('role')).toBe('status');
    expect(field.getAttribute('aria-describedby')).toContain(status.id);
    expect(app.sent.filter(isSearch).map((request) => request.path)).toEqual([
      '/api/admin/players?q=ali&page=1&per_page=8',
    ]);

    // Down twice, up once, down again: the second player is the active option; Enter picks it.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = within(list).getByRole('option', { name: /alicia/ });
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });

    expect((field as HTMLInputElement).value).toBe('alicia');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(status.textContent).toBe('Chosen: alicia (alicia@example.test, player #57).');

    fireEvent.change(screen.getByLabelText('Amount (such as 25.00)'), { target: { value: '5.00' } });
    fireEvent.change(screen.getByLabelText('Note (why)'), { target: { value: 'Goodwill after a call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the adjustment' }));
    await screen.findByText(/for alicia\.$/);
    expect(posts(app.sent)[0]?.body).toMatchObject({ player_id: 57, currency: 'EUR', amount: '5.00' });
  });

  it('says when nobody matches, and sends nothing until a player is chosen from the list', async () => {
    const app = renderForm();
    await screen.findByRole('heading', { name: 'Request an adjustment' });
    const field = screen.getByRole('combobox', { name: 'Player' });
    fireEvent.change(field, { target: { value: 'zed' } });
    expect(await screen.findByText('No player found.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(screen.getByLabelText('Amount (such as 25.00)'), { target: { value: '5.00' } });
    fireEvent.change(screen.getByLabelText('Note (why)'), { target: { value: 'Goodwill after a call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the adjustment' }));
    const error = screen.getByText('Choose the player from the list.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(posts(app.sent)).toHaveLength(0);

    // A pick, then typing again: the pick is dropped, so the text alone is never sent as a player.
    await choosePlayer('alice');
    fireEvent.change(field, { target: { value: 'alice2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request the adjustment' }));
    expect(screen.getByText('Choose the player from the list.')).toBeTruthy();
    expect(posts(app.sent)).toHaveLength(0);
  });
});

describe('deciding pending adjustments', () => {
  const own = adjustment({});
  const others = adjustment({
    id: '6f1c2a8e-1111-4a2b-9c3d-000000000002',
    player: { id: 43, username: 'bob' },
    amount: '500.00',
    requested_by: colleague,
  });

  function renderList(decision: (request: SentRequest) => { status: number; body?: unknown }) {
    return renderApp(
      '/adjustments',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(finance) };
        if (request.method === 'GET') {
          const rows = request.path.includes('status=applied') ? [] : [own, others];
          return { status: 200, body: { data: rows, pagination: { ...emptyPage, total: rows.length } } };
        }
        return decision(request);
      },
      { token: 'live' },
    );
  }

  it("offers approve and refuse only on another operator's request", async () => {
    renderList(() => ({ status: 500 }));
    const table = await screen.findByRole('table', { name: 'Adjustments: Pending' });
    await within(table).findByText('Player #43');
    const rows = within(table).getAllByRole('row');
    const ownRow = rows.find((row) => within(row).queryByText('Player #42'));
    const otherRow = rows.find((row) => within(row).queryByText('Player #43'));
    expect(ownRow && within(ownRow).queryByRole('button')).toBeNull();
    expect(ownRow && within(ownRow).getByText('Your request: another operator decides')).toBeTruthy();
    expect(otherRow && within(otherRow).getByRole('button', { name: /^Approve\s*bob$/ })).toBeTruthy();
    expect(otherRow && within(otherRow).getByRole('button', { name: /^Refuse\s*bob$/ })).toBeTruthy();
  });

  it("refuses with a reason and shows the server's refusal in the dialog", async () => {
    const app = renderList(() => ({
      status: 403,
      body: errorBody('ADJUSTMENT_OWN_REQUEST', 'You cannot decide an adjustment you requested.'),
    }));
    fireEvent.click(await screen.findByRole('button', { name: /^Refuse\s*bob$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse the adjustment', hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No ticket behind it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse', hidden: true }));
    expect((await within(dialog).findByRole('alert', { hidden: true })).textContent).toContain(
      'You cannot decide an adjustment you requested.',
    );
    const sent = app.sent.find((request) => request.method === 'POST');
    expect(sent?.path).toBe(`/api/admin/adjustments/${others.id}/refuse`);
    expect(sent?.body).toEqual({ reason: 'No ticket behind it' });
  });

  it('approves after confirmation, shows the answer, and keeps the status tab in the URL', async () => {
    const app = renderList(() => ({
      status: 200,
      body: { message: 'Adjustment approved.', data: { ...others, status: 'applied', decided_by: finance } },
    }));
    fireEvent.click(await screen.findByRole('button', { name: /^Approve\s*bob$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the adjustment', hidden: true });
    expect(within(dialog).queryByRole('textbox', { hidden: true })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve', hidden: true }));
    expect(await screen.findByText('Adjustment approved.')).toBeTruthy();
    const sent = app.sent.find((request) => request.method === 'POST');
    expect(sent?.path).toBe(`/api/admin/adjustments/${others.id}/approve`);
    expect(sent?.body).toBeUndefined();

    fireEvent.click(screen.getByRole('link', { name: 'Applied' }));
    await screen.findByRole('table', { name: 'Adjustments: Applied' });
    expect(app.parts.router.state.location.search).toBe('?status=applied');
    await waitFor(() =>
      expect(app.sent.some((request) => request.path.includes('status=applied'))).toBe(true),
    );
  });
});
