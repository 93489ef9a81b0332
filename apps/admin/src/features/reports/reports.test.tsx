// @vitest-environment jsdom
// The reports screen (decision 0720): the report, its grouping and filters live in the URL and go to the
// server as they are; the table shows the rows and the totals per currency; the CSV export asks the same
// call with format=csv and saves what it answers; a role without reports.read is not shown the screen.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { meReply, renderApp, type SentRequest } from '../../testing/render-app';

const finance = { id: 4, email: 'finance@reelvault.test', role: 'finance' as const };
const period = {
  from: '2026-05-01',
  to: '2026-05-31',
  starts_at: '2026-05-01T00:00:00.000Z',
  ends_at: '2026-06-01T00:00:00.000Z',
  time_zone: 'UTC',
};
const page = { total: 1, page: 1, pages: 1, per_page: 50 };

const payments = {
  data: [
    {
      key: 'card',
      currency: 'EUR',
      deposits: '150.00',
      deposit_count: 3,
      withdrawals: '40.00',
      withdrawal_count: 1,
      net: '110.00',
    },
  ],
  totals: [
    {
      currency: 'EUR',
      deposits: '1250.00',
      deposit_count: 9,
      withdrawals: '40.00',
      withdrawal_count: 1,
      net: '1210.00',
    },
  ],
  period,
  meta: page,
};

const revenueFigures = {
  currency: 'EUR',
  bets: '10.00',
  wins: '4.00',
  refunds: '1.00',
  ggr: '5.00',
  bonus_cost: '2.00',
  ngr: '3.00',
  bet_count: 7,
  players: 2,
};
const revenue = {
  data: [{ key: '2026-05-02', label: '2026-05-02', ...revenueFigures }],
  totals: [revenueFigures],
  period,
  meta: page,
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderReports(path: string, role: 'finance' | 'support' = 'finance') {
  return renderApp(
    path,
    (request: SentRequest) => {
      if (request.path === '/api/admin/me') return { status: 200, body: meReply({ ...finance, role }) };
      if (request.path.startsWith('/api/admin/reports/payments')) return { status: 200, body: payments };
      if (request.path.startsWith('/api/admin/reports/revenue')) return { status: 200, body: revenue };
      return { status: 404 };
    },
    { token: 'live' },
  );
}

const reportRequests = (sent: SentRequest[]) =>
  sent.map((request) => request.path).filter((path) => path.startsWith('/api/admin/reports/'));

describe('the reports screen', () => {
  it('sends the filters of the URL and shows the rows and the totals per currency', async () => {
    const app = renderReports(
      '/reports?report=payments&group_by=method&from=2026-05-01&to=2026-05-31&currency=EUR&sort=deposits&order=desc',
    );
    const rows = await screen.findByRole('table', { name: 'Deposits and withdrawals' });
    expect(reportRequests(app.sent)).toEqual([
      '/api/admin/reports/payments?group_by=method&from=2026-05-01&to=2026-05-31&currency=EUR&sort=deposits&order=desc&page=1',
    ]);
    expect(await within(rows).findByText('card')).toBeTruthy();
    expect(within(rows).getByText('€150.00')).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Totals per currency' });
    expect(within(totals).getByText('€1,250.00')).toBeTruthy();
    expect((screen.getByLabelText('Group by') as HTMLSelectElement).value).toBe('method');
  });

  it('changes report through the picker: the address and the request follow', async () => {
    const app = renderReports('/reports?report=payments&group_by=method');
    await screen.findByRole('table', { name: 'Deposits and withdrawals' });
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'revenue' } });
    await screen.findByRole('table', { name: 'Revenue' });
    expect(app.parts.router.state.location.search).toBe('?report=revenue&group_by=method');
    // A grouping the report does not have falls back to the day.
    expect(reportRequests(app.sent).at(-1)).toBe(
      '/api/admin/reports/revenue?group_by=day&sort=key&order=asc&page=1',
    );
    expect(screen.getAllByText('€5.00').length).toBeGreaterThan(0);
  });

  it('exports the same report as CSV with the filters, without the page', async () => {
    const saved = vi.fn((_file: Blob | MediaSource) => 'blob:report');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(saved);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = renderReports('/reports?report=revenue&group_by=day&from=2026-05-01&to=2026-05-31&page=2');
    await screen.findByRole('table', { name: 'Revenue' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(reportRequests(app.sent).at(-1)).toBe(
      '/api/admin/reports/revenue?group_by=day&from=2026-05-01&to=2026-05-31&sort=key&order=asc&format=csv',
    );
    expect(app.sent.at(-1)?.headers.get('Authorization')).toBe('Bearer live');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('is not opened for a role without the reports', async () => {
    const app = renderReports('/reports', 'support');
    await screen.findByRole('heading', { level: 1 });
    expect(reportRequests(app.sent)).toEqual([]);
  });
});
