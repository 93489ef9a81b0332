// @vitest-environment jsdom
// The compliance reports screen (decision 0906): the range and filters in the URL go to the server, the
// RG tab counts reality checks answered, continued and stopped, the AML tab lists what reached its threshold, and an
// operator with reports.manage saves thresholds (a finance operator only reads them).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { emptyPage, meReply, renderApp, type SentRequest } from '../../testing/render-app';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const zeroDay = {
  limits_changed: { deposit: 0, loss: 0, wager: 0, session: 0 },
  limit_raises_waiting: 0,
  cool_downs_started: 0,
  self_exclusions_started: 0,
  exclusions_lifted: 0,
  reality_checks_answered: 0,
  reality_checks_continued: 0,
  reality_checks_stopped: 0,
};
const rgDay = {
  date: '2026-05-01',
  ...zeroDay,
  cool_downs_started: 3,
  reality_checks_answered: 7,
  reality_checks_continued: 5,
  reality_checks_stopped: 2,
};
const threshold = {
  currency: 'EUR',
  kind: 'deposit',
  amount: '2000.00',
  updated_at: '2026-05-01T10:00:00.000Z',
};

function answer(role: 'compliance' | 'finance') {
  return (request: SentRequest) => {
    if (request.path === '/api/admin/me')
      return { status: 200, body: meReply({ id: 4, email: `${role}@x.test`, role }) };
    if (request.path.startsWith('/api/admin/reports/responsible-gambling')) {
      return {
        status: 200,
        body: {
          data: {
            days: [rgDay],
            totals: { ...zeroDay, cool_downs_started: 3, reality_checks_answered: 7 },
          },
        },
      };
    }
    if (request.path.startsWith('/api/admin/reports/aml/transactions')) {
      return {
        status: 200,
        body: {
          data: [
            {
              id: 'deposit:1',
              kind: 'deposit',
              player_id: 42,
              currency: 'EUR',
              amount: '2500.00',
              threshold: '2000.00',
              method: 'sepa',
              state: 'completed',
              at: '2026-05-01T09:00:00.000Z',
            },
          ],
          pagination: { ...emptyPage, total: 1 },
        },
      };
    }
    if (request.path.startsWith('/api/admin/reports/aml/structuring'))
      return { status: 200, body: { data: [] } };
    if (request.path === '/api/admin/reports/aml/thresholds') {
      return { status: 200, body: { data: [threshold] } };
    }
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  };
}

const reportRequests = (sent: SentRequest[]) =>
  sent
    .map((request) => `${request.method} ${request.path}`)
    .filter((line) => line.includes('/api/admin/reports/'));

describe('the compliance reports screen', () => {
  it('asks for the range in the URL and counts reality checks answered, continued and stopped', async () => {
    const app = renderApp('/compliance-reports?from=2026-05-01&to=2026-05-02', answer('compliance'), {
      token: 'live',
    });
    expect(await screen.findByRole('cell', { name: '3' })).toBeTruthy();
    expect(reportRequests(app.sent)).toEqual([
      'GET /api/admin/reports/responsible-gambling?from=2026-05-01&to=2026-05-02',
    ]);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = screen.getAllByRole('row')[1]?.querySelectorAll('td, th') ?? [];
    const valueUnder = (header: string) => cells[headers.indexOf(header)]?.textContent;
    expect(valueUnder('Reality checks answered')).toBe('7');
    expect(valueUnder('Continued playing')).toBe('5');
    expect(valueUnder('Stopped playing')).toBe('2');
    expect(screen.queryByText(/not recorded/)).toBeNull();
  });

  it('lists large transactions with the AML filters and saves thresholds for a compliance operator', async () => {
    const app = renderApp(
      '/compliance-reports?tab=aml&from=2026-05-01&to=2026-05-02&kind=deposit',
      answer('compliance'),
      {
        token: 'live',
      },
    );
    expect(await screen.findByText('sepa')).toBeTruthy();
    expect(reportRequests(app.sent)).toContain(
      'GET /api/admin/reports/aml/transactions?from=2026-05-01&to=2026-05-02&kind=deposit&page=1&per_page=50',
    );
    const amount = (await screen.findByDisplayValue('2000.00')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() => expect(reportRequests(app.sent)).toContain('PUT /api/admin/reports/aml/thresholds'));
    const put = app.sent.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ thresholds: [{ currency: 'EUR', kind: 'deposit', amount: '3000' }] });
  });

  it('shows a finance operator the thresholds read only', async () => {
    renderApp('/compliance-reports?tab=aml', answer('finance'), { token: 'live' });
    const amount = (await screen.findByDisplayValue('2000.00')) as HTMLInputElement;
    expect(amount.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save thresholds' })).toBeNull();
  });
});
