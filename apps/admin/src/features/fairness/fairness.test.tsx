// @vitest-environment jsdom
// The fairness screen (decision 0906): its filters come from the URL and go to the server, each game shows
// its actual and model RTP, band and status in words, and a filter the operator sets changes the address.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { meReply, renderApp } from '../../testing/render-app';

const compliance = { id: 8, email: 'compliance@reelvault.test', role: 'compliance' as const };

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const game = {
  provider: 'house',
  game_code: 'tight-wheel',
  name: 'Tight Wheel',
  engine: 'roulette',
  model: 'roulette-european',
  currency: 'EUR',
  rounds: 12000,
  staked: '12000.00',
  won: '9000.00',
  actual_rtp: '75.0000',
  model_rtp: '97.2973',
  sigma: '5.8378',
  band_low: '79.7600',
  band_high: '114.8300',
  status: 'outside_band',
};
const studioGame = {
  ...game,
  provider: 'other-studio',
  game_code: 'studio-reels',
  name: 'Studio Reels',
  engine: 'slot',
  model: 'slot-medium',
  model_rtp: '95.5000',
  sigma: null,
  band_low: null,
  band_high: null,
  status: 'no_model',
};

function renderFairness(path: string) {
  return renderApp(
    path,
    (request) =>
      request.path === '/api/admin/me'
        ? { status: 200, body: meReply(compliance) }
        : {
            status: 200,
            body: {
              data: [game, studioGame],
              pagination: { total: 2, page: 1, pages: 1, per_page: 50 },
              z: 3.290527,
              min_rounds: 10000,
              counted_through: '2026-05-01T10:00:00.000Z',
            },
          },
    { token: 'live' },
  );
}

const fairnessRequests = (sent: { path: string }[]) =>
  sent.map((request) => request.path).filter((path) => path.startsWith('/api/admin/fairness'));

describe('the fairness screen', () => {
  it('reads its filters from the URL and shows each game against its band', async () => {
    const app = renderFairness('/fairness?status=outside_band&currency=EUR&min_rounds=5000');
    await screen.findByText('Tight Wheel');
    const table = screen.getByRole('table', {
      name: 'Games with their actual and model return to player',
    });
    expect(fairnessRequests(app.sent)).toEqual([
      '/api/admin/fairness?page=1&status=outside_band&currency=EUR&min_rounds=5000&per_page=50',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Outside band')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('79.7600 % – 114.8300 %')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('75.0000 %')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('No band (no model)')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Declared RTP only')).toBeTruthy();
    expect((screen.getByLabelText('Minimum rounds') as HTMLInputElement).value).toBe('5000');
  });

  it('applies a filter the operator sets to the address and the request', async () => {
    const app = renderFairness('/fairness');
    await screen.findByText('Tight Wheel');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'not_enough_rounds' } });
    await waitFor(() =>
      expect(fairnessRequests(app.sent)).toContain(
        '/api/admin/fairness?page=1&status=not_enough_rounds&min_rounds=10000&per_page=50',
      ),
    );
    expect(app.parts.router.state.location.search).toBe('?status=not_enough_rounds');
  });
});
