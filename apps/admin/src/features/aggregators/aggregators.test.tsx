// @vitest-environment jsdom
// The aggregators screen as operators live it: a content operator reads each aggregator's settings (never
// a key), how its last sync ended and the games it serves, syncs one now and reads what changed and what
// was left out, or why the sync failed; with none connected, the screen says how to connect one. An
// operator who reads reports picks a day, compares it with the aggregator's report, reads every
// difference with its amounts, and saves the differences as CSV.
import type {
  AdminAggregator,
  AdminAggregatorReconciliation,
} from '@reelvault/contract/calls/backoffice-aggregators';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

function aggregator(overrides: Partial<AdminAggregator> = {}): AdminAggregator {
  return {
    code: 'hub88',
    kind: 'hub88',
    name: 'Hub88',
    base_url: 'https://api.hub88.test',
    operator_id: '1234',
    image_hosts: ['https://cdn.hub88.test'],
    last_sync_at: '2026-11-20T06:00:00.000Z',
    last_sync_failed_at: null,
    last_sync_outcome: 'synced',
    game_count: 1250,
    ...overrides,
  };
}

const entry = (uuid: string, kind: 'bet' | 'win', reported: string | null, booked: string | null) => ({
  transaction_uuid: uuid,
  kind,
  user: 'rv-41',
  round: `round-${uuid}`,
  currency: 'EUR',
  reported,
  booked,
});

const reconciliation: AdminAggregatorReconciliation = {
  aggregator: 'hub88',
  day: '2026-11-20',
  reported_count: 120,
  booked_count: 120,
  missing: [entry('tx-missing', 'bet', '150000', null)],
  extra: [entry('tx-extra', 'bet', null, '50000')],
  amount_differences: [entry('tx-amount', 'win', '200000', '190000')],
};

interface State {
  rows: AdminAggregator[];
  syncFails?: boolean;
}

function server(role: AdminRole, state: State) {
  return (request: SentRequest) => {
    const { method, path } = request;
    if (path === '/api/admin/me')
      return { status: 200, body: meReply({ id: 3, email: 'ops@reelvault.test', role }) };
    if (path === '/api/admin/aggregators') return { status: 200, body: { data: state.rows } };
    if (method === 'POST' && path === '/api/admin/aggregators/hub88/sync') {
      if (state.syncFails) {
        state.rows = [
          aggregator({ last_sync_outcome: 'failed', last_sync_failed_at: '2026-11-21T09:30:00.000Z' }),
        ];
        return {
          status: 503,
          body: {
            ...errorBody('SERVICE_UNAVAILABLE'),
            message: 'The aggregator could not be reached or refused the call.',
          },
        };
      }
      state.rows = [aggregator({ game_count: 1251, last_sync_at: '2026-11-21T09:30:00.000Z' })];
      return {
        status: 200,
        body: {
          message: 'The catalogue is synced with the aggregator.',
          data: {
            aggregator: 'hub88',
            listed: 1253,
            added: 1,
            updated: 2,
            retired: 0,
            unchanged: 1248,
            skipped: [
              { code: 'hb_no_rtp', reason: 'no RTP declared' },
              { code: 'hb_taken', reason: 'code taken' },
            ],
          },
        },
      };
    }
    if (path.startsWith('/api/admin/aggregators/hub88/reconciliation?')) {
      return {
        status: 200,
        body: { data: { ...reconciliation, day: new URL(path, 'http://x').searchParams.get('date') } },
      };
    }
    return { status: 404, body: errorBody('ROUTE_NOT_FOUND') };
  };
}

const listCalls = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.path === '/api/admin/aggregators').length;

describe('the aggregators screen', () => {
  it('lists each aggregator without a key and syncs one now: what changed and what was left out', async () => {
    const state: State = { rows: [aggregator()] };
    const app = renderApp('/aggregators', server('content', state), { token: 't' });
    const row = (await screen.findByText('https://api.hub88.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('hub88')).toBeTruthy();
    expect(within(row).getByText('Hub88 Operator API')).toBeTruthy();
    expect(within(row).getByText('Operator id 1234')).toBeTruthy();
    expect(within(row).getByText('1,250')).toBeTruthy();
    expect(within(row).getByText('Synced')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aggregators' }).getAttribute('aria-current')).toBe('page');
    // Content may sync but not read reports: no reconciliation for them.
    expect(within(row).queryByRole('link', { name: /Reconcile/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /^Sync now\s*Hub88$/ }));
    expect(
      await screen.findByText(
        'Hub88 is synced: 1253 games listed, 1 added, 2 changed, 0 retired, 1248 unchanged, 2 left out.',
      ),
    ).toBeTruthy();
    const skipped = screen.getByRole('table', { name: '2 games left out of the catalogue' });
    expect(within(skipped).getByText('hb_no_rtp').closest('tr')?.textContent).toContain('No RTP declared');
    expect(within(skipped).getByText('hb_taken').closest('tr')?.textContent).toContain(
      "Its code is another source's game",
    );
    await waitFor(() => expect(within(row).getByText('1,251')).toBeTruthy());
    expect(app.sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/admin/aggregators/hub88/sync',
    ]);
    expect(listCalls(app.sent)).toBe(2);
  });

  it('says in words why a sync failed, and the list shows the failure beside the last good sync', async () => {
    const state: State = { rows: [aggregator()], syncFails: true };
    renderApp('/aggregators', server('admin', state), { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: /^Sync now\s*Hub88$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The aggregator could not be reached or refused the call.',
    );
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText(/^Last good sync: /)).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Reconcile\s*Hub88$/ }).getAttribute('href')).toBe(
      '/aggregators/hub88/reconciliation',
    );
  });

  it('tells the operator how to connect one when none is', async () => {
    renderApp('/aggregators', server('content', { rows: [] }), { token: 't' });
    expect(await screen.findByRole('heading', { name: 'No aggregator is connected yet' })).toBeTruthy();
    expect(screen.getByText(/^npm run aggregators:add -- --code hub88/)).toBeTruthy();
    expect(screen.getByText(/Connecting an aggregator/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the reconciliation of a day', () => {
  it('runs nothing until a day is picked, then compares it and keeps it in the address', async () => {
    const app = renderApp('/aggregators/hub88/reconciliation', server('compliance', { rows: [] }), {
      token: 't',
    });
    expect(await screen.findByText('Pick a day and compare.')).toBeTruthy();
    expect(app.sent.some((request) => request.path.includes('/reconciliation'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Day (UTC)'), { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByRole('heading', { name: 'Result for 2026-11-19' })).toBeTruthy();
    expect(app.parts.router.state.location.search).toBe('?date=2026-11-19');
    expect(app.sent.at(-1)?.path).toBe('/api/admin/aggregators/hub88/reconciliation?date=2026-11-19');
  });

  it('shows the counts and every difference with its ids and amounts, and saves them as CSV', async () => {
    const saved = vi.fn((_file: Blob | MediaSource) => 'blob:reconciliation');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(saved);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = renderApp(
      '/aggregators/hub88/reconciliation?date=2026-11-20',
      server('finance', { rows: [] }),
      { token: 't' },
    );
    const table = await screen.findByRole('table', { name: 'Differences on 2026-11-20' });
    const rowOf = (uuid: string) => within(table).getByText(uuid).closest('tr') as HTMLElement;
    expect(rowOf('tx-missing').textContent).toContain('Missing in the ledger');
    expect(within(rowOf('tx-missing')).getByText('round-tx-missing')).toBeTruthy();
    expect(within(rowOf('tx-missing')).getByText('€1.50')).toBeTruthy();
    expect(rowOf('tx-extra').textContent).toContain("Not in the aggregator's report");
    expect(within(rowOf('tx-extra')).getByText('€0.50')).toBeTruthy();
    expect(rowOf('tx-amount').textContent).toContain('Amounts differ');
    expect(within(rowOf('tx-amount')).getByText('€2.00')).toBeTruthy();
    expect(within(rowOf('tx-amount')).getByText('€1.90')).toBeTruthy();
    expect(screen.getByText('Transactions reported as taken').nextSibling?.textContent).toBe('120');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(app.sent.at(-1)?.path).toBe(
      '/api/admin/aggregators/hub88/reconciliation?date=2026-11-20&format=csv',
    );
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('is not opened for a role without the reports', async () => {
    const app = renderApp(
      '/aggregators/hub88/reconciliation?date=2026-11-20',
      server('content', { rows: [] }),
      {
        token: 't',
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(app.sent.some((request) => request.path.includes('/reconciliation'))).toBe(false);
  });
});
