// @vitest-environment jsdom
// The dashboard as an operator reads it: the server's figures per currency in that currency's money
// format, the days behind the chart as a table, queue sizes linking to the queues the role may open, and
// the period kept in the URL and sent to the server.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { meReply, renderApp, type SentRequest } from '../../testing/render-app';

const finance = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };

beforeAll(async () => {
  await initI18n();
  // Recharts watches its box's size; jsdom has no ResizeObserver (nor any layout to observe).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const quietDay = {
  deposits: '0.00',
  withdrawals: '0.00',
  bets: '0.00',
  rollbacks: '0.00',
  wins: '0.00',
  ggr: '0.00',
  new_players: 0,
  first_time_depositors: 0,
  active_players: 0,
};

const reply = {
  data: {
    period: {
      from: '2026-11-20',
      to: '2026-11-26',
      starts_at: '2026-11-20T00:00:00.000Z',
      ends_at: '2026-11-27T00:00:00.000Z',
      time_zone: 'UTC',
    },
    currencies: [
      {
        currency: 'EUR',
        totals: {
          deposits: '1234.50',
          withdrawals: '300.00',
          bets: '5000.00',
          rollbacks: '12.00',
          wins: '5100.00',
          ggr: '-112.00',
          new_players: 3,
          first_time_depositors: 2,
          active_players: 1250,
        },
        days: [
          { ...quietDay, date: '2026-11-25' },
          { ...quietDay, date: '2026-11-26', bets: '5000.00', wins: '5100.00', ggr: '-112.00' },
        ],
      },
      {
        currency: 'BTC',
        totals: { ...quietDay, deposits: '0.00001700', ggr: '0.00000000' },
        days: [{ ...quietDay, date: '2026-11-26', deposits: '0.00001700' }],
      },
    ],
    queues: {
      documents_waiting: 4,
      withdrawals_waiting: 1,
      adjustments_waiting: 2,
      crypto_below_minimum: 0,
    },
  },
};

function figure(card: HTMLElement, term: string): string {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the dashboard', () => {
  it('shows each currency’s figures in its own money format and the days as a table', async () => {
    const app = renderApp(
      '/dashboard?period=7d',
      (request: SentRequest) =>
        request.path === '/api/admin/me'
          ? { status: 200, body: meReply(finance) }
          : { status: 200, body: reply },
      { token: 'live' },
    );
    const eur = (await screen.findByRole('heading', { name: 'EUR', level: 2 })).closest('section');
    if (!eur) throw new Error('no EUR card');
    expect(figure(eur, 'Deposits')).toBe('€1,234.50');
    expect(figure(eur, 'GGR')).toBe('-€112.00');
    expect(figure(eur, 'Rollbacks')).toBe('€12.00');
    expect(figure(eur, 'Active players')).toBe('1,250');
    expect(figure(eur, 'First-time depositors')).toBe('2');
    const btc = screen.getByRole('heading', { name: 'BTC', level: 2 }).closest('section');
    if (!btc) throw new Error('no BTC card');
    expect(figure(btc, 'Deposits')).toBe('0.000017\u00a0BTC');

    const days = await screen.findByRole('table', { name: 'Figures per day in EUR' });
    const lastDay = within(days).getByRole('row', { name: /Nov 26/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€5,000.00', '€5,100.00', '-€112.00', '€0.00', '€0.00']);

    expect(app.sent.find((request) => request.path.startsWith('/api/admin/dashboard'))?.path).toBe(
      '/api/admin/dashboard?period=7d',
    );
    expect(screen.getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('page');
  });

  it('links the queues the role may open and asks again when the period changes', async () => {
    const app = renderApp(
      '/dashboard',
      (request) =>
        request.path === '/api/admin/me'
          ? { status: 200, body: meReply(finance) }
          : { status: 200, body: reply },
      { token: 'live' },
    );
    const adjustments = await screen.findByRole('link', {
      name: '2 adjustments waiting for a second operator',
    });
    expect(adjustments.getAttribute('href')).toBe('/adjustments');
    expect(screen.getByRole('link', { name: '1 withdrawal waiting for a decision' })).toBeTruthy();
    // Finance does not review documents: the count is shown, not a link to a screen it may not open.
    expect(screen.getByText('4 documents waiting for review').closest('a')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: '30 days' }));
    await waitFor(() =>
      expect(app.sent.map((request) => request.path)).toContain('/api/admin/dashboard?period=30d'),
    );
    expect(app.parts.router.state.location.search).toBe('?period=30d');
  });
});
