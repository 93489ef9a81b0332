// @vitest-environment jsdom
// The welcome offer's tiers in the offers screen (decision 1105): shown per currency with what the
// player plays with, changed, a tier and a currency added and removed, sent as the offer's `tiers`, and
// the server's refusals shown under their currency's table.
import type { AdminBonusOffer } from '@reelvault/contract/calls/backoffice-bonuses';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, errorBody, meReply, renderApp, type Script } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';
import { bodyOf, draftOf } from './components/offer-draft';

setUpScreenTests();

const welcome: AdminBonusOffer = {
  id: 1,
  key: 'welcome',
  kind: 'deposit_match',
  trigger: 'welcome',
  status: 'active',
  state: 'live',
  percent: null,
  amounts: {},
  free_spins: { game: 'house-slot', count: 0, bet: { EUR: '0.20', TRY: '6.00' } },
  has_tiers: true,
  tiers: {
    EUR: [
      { deposit: '75.00', bonus: '105.00', play_with: '180.00', free_spins: 15 },
      { deposit: '250.00', bonus: '500.00', play_with: '750.00', free_spins: 50 },
    ],
    TRY: [{ deposit: '2500.00', bonus: '5000.00', play_with: '7500.00', free_spins: 15 }],
  },
  wagering_multiplier: 40,
  wagering_base: 'bonus',
  max_bet: {},
  contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
  expiry_days: 10,
  max_conversion: null,
  currencies: null,
  countries: null,
  repeatable: false,
  starts_at: null,
  ends_at: null,
  promotion_id: 1,
  title: { en: 'Welcome Bonus' },
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

function server(rest: Script): Script {
  return (request) => {
    if (request.path === '/api/admin/me') {
      return { status: 200, body: meReply({ id: 5, email: 'finance@reelvault.test', role: 'finance' }) };
    }
    if (request.method === 'GET' && request.path.startsWith('/api/admin/bonus-offers')) {
      return { status: 200, body: { data: [welcome], pagination: { ...emptyPage, total: 1 } } };
    }
    return rest(request);
  };
}

describe('the welcome tiers', () => {
  it('are sent back as they were when the operator changes none, and only for the welcome offer', () => {
    expect(bodyOf(draftOf(welcome)).tiers).toEqual({
      EUR: [
        { deposit: '75.00', bonus: '105.00', free_spins: 15 },
        { deposit: '250.00', bonus: '500.00', free_spins: 50 },
      ],
      TRY: [{ deposit: '2500.00', bonus: '5000.00', free_spins: 15 }],
    });
    expect('tiers' in bodyOf({ ...draftOf(welcome), trigger: 'promo_code' })).toBe(false);
    expect('tiers' in bodyOf({ ...draftOf(welcome), tiers: [], tiered: false })).toBe(false);
  });

  it('are edited in the offer form, and the refusals are shown under their currency', async () => {
    let answers = 0;
    const app = renderApp(
      '/offers',
      server(() => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 422,
            body: errorBody('VALIDATION_FAILED', 'The given data was invalid.', {
              'tiers.EUR.1.deposit': ['Each tier’s deposit must be more than the tier before it.'],
            }),
          };
        }
        return { status: 200, body: { message: 'The offer is saved.', data: welcome } };
      }),
      { token: 'live' },
    );
    await screen.findByText('Welcome Bonus');
    fireEvent.click(screen.getByRole('button', { name: /^Edit\s*welcome$/ }));
    const eur = screen.getByRole('table', { name: 'Welcome tiers in EUR' });
    expect((within(eur).getByLabelText('Deposit EUR 1') as HTMLInputElement).value).toBe('75.00');
    expect(within(eur).getByRole('row', { name: /^1/ }).textContent).toContain('180.00');

    fireEvent.change(within(eur).getByLabelText('Bonus EUR 1'), { target: { value: '125' } });
    expect(within(eur).getByRole('row', { name: /^1/ }).textContent).toContain('200.00');
    fireEvent.change(within(eur).getByLabelText('Deposit EUR 2'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tier in EUR' }));
    fireEvent.change(within(eur).getByLabelText('Deposit EUR 3'), { target: { value: '1000' } });
    fireEvent.change(within(eur).getByLabelText('Bonus EUR 3'), { target: { value: '2000' } });
    fireEvent.change(within(eur).getByLabelText('Free spins EUR 3'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the tiers in TRY' }));
    fireEvent.change(screen.getByLabelText('Currency to add'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the currency' }));
    const usd = screen.getByRole('table', { name: 'Welcome tiers in USD' });
    fireEvent.change(within(usd).getByLabelText('Deposit USD 1'), { target: { value: '80' } });
    fireEvent.change(within(usd).getByLabelText('Bonus USD 1'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Tier 2, Deposit: Each tier’s deposit must be more than the tier before it.'),
    ).toBeTruthy();
    expect(within(eur).getByLabelText('Deposit EUR 2').getAttribute('aria-invalid')).toBe('true');
    const [sent] = app.sent.filter((request) => request.method === 'PUT');
    expect(sent?.path).toBe('/api/admin/bonus-offers/1');
    expect((sent?.body as { tiers: unknown }).tiers).toEqual({
      EUR: [
        { deposit: '75.00', bonus: '125', free_spins: 15 },
        { deposit: '50', bonus: '500.00', free_spins: 50 },
        { deposit: '1000', bonus: '2000', free_spins: 150 },
      ],
      USD: [{ deposit: '80', bonus: '100', free_spins: 0 }],
    });

    fireEvent.click(within(eur).getByRole('button', { name: /^Remove the tier\s*EUR 2$/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The offer is saved.')).toBeTruthy();
    const [, second] = app.sent.filter((request) => request.method === 'PUT');
    expect((second?.body as { tiers: Record<string, unknown[]> }).tiers.EUR).toHaveLength(2);
  });
});
