// @vitest-environment jsdom
// The one withdrawal queue as an operator lives it (decision 0713): bank and crypto withdrawals in one
// table with the chosen one's context beside it; each decision goes to its method's own call (approve,
// reject with a reason, confirm the payout with the bank's reference or the transaction hash); the
// filters live in the URL; an operator who may only read sees no decision.
import type { WithdrawalQueueRow } from '@reelvault/contract/calls/backoffice-queues';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

const finance = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };
const compliance = { id: 8, email: 'compliance@reelvault.test', role: 'compliance' as const };

setUpScreenTests();

const bankRow: WithdrawalQueueRow = {
  id: '11111111-1111-4111-8111-111111111111',
  method: 'bank',
  method_name: 'sepa',
  amount: '200.00',
  currency: 'EUR',
  status: 'requested',
  destination: {
    type: 'bank',
    iban_masked: 'DE89 **** 3000',
    account_holder: 'Eleni Dimitriou',
    bank_name: null,
    swift: null,
  },
  reason: null,
  payout_reference: null,
  requested_at: '2026-11-25T08:00:00.000Z',
  player: { id: 42, username: 'eleni', verification: { status: 1, player_status: 1, level: 2 } },
  to_date: [{ currency: 'EUR', deposited: '1500.00', withdrawn: '150.00' }],
  recent_play: {
    since: '2026-11-19T08:00:00.000Z',
    by_currency: [{ currency: 'EUR', bets: '5.00', wins: '12.00', rounds: 2 }],
  },
  shared_addresses: {
    count: 3,
    players: [
      { id: 43, username: 'nikos' },
      { id: 44, username: 'maria' },
    ],
  },
};

const cryptoRow: WithdrawalQueueRow = {
  ...bankRow,
  id: '22222222-2222-4222-8222-222222222222',
  method: 'crypto',
  method_name: 'crypto',
  amount: '25.00',
  status: 'approved',
  destination: {
    type: 'crypto',
    address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    network: 'ERC20',
    coin: 'USDT',
    coin_amount: '25.000000',
  },
  requested_at: '2026-11-25T09:00:00.000Z',
  player: { id: 50, username: 'satoshi', verification: { status: 6, player_status: 0, level: 0 } },
  to_date: [],
  recent_play: { since: '2026-11-19T08:00:00.000Z', by_currency: [] },
  shared_addresses: { count: 0, players: [] },
};

function renderQueue(
  path: string,
  operator: typeof finance | typeof compliance,
  decision: (request: SentRequest) => { status: number; body?: unknown } = () => ({ status: 500 }),
) {
  return renderApp(
    path,
    (request) => {
      if (request.path === '/api/admin/me') return { status: 200, body: meReply(operator) };
      if (request.method === 'GET' && request.path.startsWith('/api/admin/withdrawal-queue')) {
        const rows = request.path.includes('method=bank') ? [bankRow] : [bankRow, cryptoRow];
        return { status: 200, body: { data: rows, pagination: { ...emptyPage, total: rows.length } } };
      }
      if (request.method === 'GET') return { status: 200, body: { data: [], pagination: emptyPage } };
      return decision(request);
    },
    { token: 'live' },
  );
}

const times = { created_at: '2026-11-25T08:00:00.000Z', updated_at: '2026-11-26T08:00:00.000Z' };
const bankReply = {
  id: bankRow.id,
  method: 'sepa',
  payment_id: 59,
  amount: '200.00',
  currency: 'EUR',
  status: 'processing',
  finance_status: 3,
  iban: 'DE89370400440532013000',
  bank_name: null,
  swift: null,
  account_holder: 'Eleni Dimitriou',
  reason: null,
  player: { id: 42, username: 'eleni' },
  ...times,
};
const cryptoReply = {
  id: cryptoRow.id,
  coin: 'USDT',
  network: 'ERC20',
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  amount: '25.00',
  currency: 'EUR',
  coin_amount: '25.000000',
  network_fee: '1.000000',
  rate: '1',
  rate_source: 'fixed',
  rate_at: '2026-11-25T09:00:00.000Z',
  status: 'completed',
  finance_status: 1,
  tx_hash: '0xabc123',
  reason: null,
  player: { id: 50, username: 'satoshi' },
  nonce: null,
  broadcast_attempts: 0,
  last_error: null,
  ...times,
};

/** The method's call answers as the contract says, its message naming the path it was sent to. */
const decided = (request: SentRequest) => ({
  status: 200,
  body: {
    message: `Done: ${request.path}`,
    data: request.path.includes('crypto-withdrawals') ? cryptoReply : bankReply,
  },
});

describe('the withdrawal queue', () => {
  it('lists bank and crypto together and shows the chosen withdrawal’s context beside it', async () => {
    const app = renderQueue('/withdrawals', finance);
    const table = await screen.findByRole('table', { name: 'Withdrawals of every method, oldest first' });
    await within(table).findByText('DE89 **** 3000');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['Bank', 'Crypto']);
    expect(within(table).getByText('DE89 **** 3000')).toBeTruthy();
    expect(within(table).getByText('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBeTruthy();
    expect(
      app.sent.some(
        (request) => request.path === '/api/admin/withdrawal-queue?status=requested&page=1&per_page=25',
      ),
    ).toBe(true);

    const panel = screen.getByRole('complementary', { name: 'Context: eleni' });
    expect(within(panel).getByText('Verified (1)')).toBeTruthy();
    expect(within(panel).getByText('€1,500.00')).toBeTruthy();
    expect(within(panel).getByText('€150.00')).toBeTruthy();
    expect(within(panel).getByText('€12.00')).toBeTruthy();
    expect(within(panel).getByText("3 other players seen on this player's addresses:")).toBeTruthy();
    expect(within(panel).getByText(/nikos/)).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: /^Details\s*satoshi$/ }));
    const other = screen.getByRole('complementary', { name: 'Context: satoshi' });
    expect(within(other).getByText('No deposit or withdrawal yet.')).toBeTruthy();
    expect(within(other).getByText('No round in the last 7 days.')).toBeTruthy();
    expect(within(other).getByText("No other player seen on this player's addresses.")).toBeTruthy();
    expect(within(other).getByText('Verification required (6)')).toBeTruthy();
  });

  it('sends each decision to its method’s own call with its words', async () => {
    const app = renderQueue('/withdrawals', finance, decided);
    const table = await screen.findByRole('table', { name: 'Withdrawals of every method, oldest first' });
    await within(table).findByText('DE89 **** 3000');

    fireEvent.click(within(table).getByRole('button', { name: /^Reject\s*eleni$/ }));
    let dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Name does not match the account.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    await screen.findByText(`Done: /api/admin/withdrawals/${bankRow.id}/reject`);

    fireEvent.click(within(table).getByRole('button', { name: /^Confirm payout\s*satoshi$/ }));
    dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(/0x9858EfFD232B4033E47d90003D41EC34EcaEda94/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction hash'), { target: { value: '0xabc123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm payout', hidden: true }));
    await screen.findByText(`Done: /api/admin/crypto-withdrawals/${cryptoRow.id}/confirm-payout`);

    fireEvent.click(within(table).getByRole('button', { name: /^Approve\s*eleni$/ }));
    dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve', hidden: true }));
    await screen.findByText(`Done: /api/admin/withdrawals/${bankRow.id}/approve`);

    const posts = app.sent.filter((request) => request.method === 'POST');
    expect(posts.map((request) => [request.path, request.body])).toEqual([
      [`/api/admin/withdrawals/${bankRow.id}/reject`, { reason: 'Name does not match the account.' }],
      [`/api/admin/crypto-withdrawals/${cryptoRow.id}/confirm-payout`, { tx_hash: '0xabc123' }],
      [`/api/admin/withdrawals/${bankRow.id}/approve`, {}],
    ]);
  });

  it('keeps the filters in the URL and asks the server for them', async () => {
    const app = renderQueue('/withdrawals?status=approved&method=bank', finance);
    await screen.findByRole('table', { name: 'Withdrawals of every method, oldest first' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('approved');
    expect((screen.getByLabelText('Method') as HTMLSelectElement).value).toBe('bank');
    await waitFor(() =>
      expect(app.sent.map((request) => request.path)).toContain(
        '/api/admin/withdrawal-queue?status=approved&page=1&per_page=25&method=bank',
      ),
    );
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'crypto' } });
    await waitFor(() =>
      expect(app.sent.map((request) => request.path)).toContain(
        '/api/admin/withdrawal-queue?status=approved&page=1&per_page=25&method=crypto',
      ),
    );
    expect(app.parts.router.state.location.search).toBe('?status=approved&method=crypto');
  });

  it('shows an operator who may only read the context but no decision', async () => {
    renderQueue('/withdrawals', compliance);
    const table = await screen.findByRole('table', { name: 'Withdrawals of every method, oldest first' });
    await within(table).findByText('DE89 **** 3000');
    expect(within(table).getAllByRole('button', { name: /^Details/ })).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: /^(Approve|Reject|Confirm payout)/ })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Context: eleni' })).toBeTruthy();
  });
});
