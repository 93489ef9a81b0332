// @vitest-environment jsdom
// The bonus engine's screens as operators use them: offers (create with the terms per currency, the
// server's refusals at their fields, pause), promo codes (usage, create, edit without the offer), a
// player's bonuses (wagering figures, a grant by hand with one id until accepted, a cancel confirmed with a
// reason), the review-claims queue (approve, reject with a reason) and the dashboard's bonus cost and NGR.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminBonusOffer,
  AdminPlayerBonus,
  AdminPromoCode,
} from '@reelvault/contract/calls/backoffice-bonuses';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  emptyPage,
  errorBody,
  meReply,
  renderApp,
  type Script,
  type SentRequest,
} from '../../testing/render-app';
import { playerDetailReply } from '../../testing/player-detail';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

const operatorOf = (role: AdminRole) => ({ id: 5, email: `${role}@reelvault.test`, role });

const offer: AdminBonusOffer = {
  id: 3,
  key: 'autumn-deposit-150',
  kind: 'deposit_match',
  trigger: 'promo_code',
  status: 'active',
  state: 'live',
  percent: 150,
  amounts: { EUR: { max: '2000.00', min_deposit: '20.00' } },
  free_spins: null,
  has_tiers: false,
  tiers: null,
  wagering_multiplier: 35,
  wagering_base: 'bonus',
  max_bet: { EUR: '4.00' },
  contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
  expiry_days: 7,
  max_conversion: null,
  currencies: null,
  countries: null,
  repeatable: false,
  starts_at: null,
  ends_at: '2026-12-31T00:00:00.000Z',
  promotion_id: null,
  title: { en: 'Autumn 150 %' },
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

const code: AdminPromoCode = {
  id: 8,
  code: 'AUTUMN150',
  offer: { id: 3, key: 'autumn-deposit-150', title: 'Autumn 150 %' },
  status: 'active',
  state: 'live',
  per_player_limit: 1,
  total_limit: 100,
  used: 7,
  remaining: 93,
  players: 7,
  starts_at: null,
  ends_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
};

const page = (data: unknown[]) => ({ data, pagination: { ...emptyPage, total: data.length } });

/** A server for `role`: `/api/admin/me`, the offers list, and what `rest` answers. */
function server(role: AdminRole, rest: Script): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.method === 'GET' && request.path.startsWith('/api/admin/bonus-offers')) {
      return { status: 200, body: page([offer]) };
    }
    return rest(request);
  };
}

const posted = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path);

describe('the offers screen', () => {
  it('creates an offer from the form, shows the refusals at their fields, then the answer', async () => {
    let answers = 0;
    const app = renderApp(
      '/offers',
      server('finance', () => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 422,
            body: errorBody('VALIDATION_FAILED', 'The given data was invalid.', {
              key: ['Another offer has this key.'],
              'amounts.EUR.max': ['The amount may have at most 2 decimals in EUR.'],
            }),
          };
        }
        return { status: 201, body: { message: 'The offer is created.', data: { ...offer, id: 4 } } };
      }),
      { token: 'live' },
    );
    expect(await screen.findByText('Autumn 150 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New offer' }));
    fireEvent.change(screen.getByLabelText('Key (lower-case letters, digits and dashes)'), {
      target: { value: 'winter-100' },
    });
    fireEvent.change(screen.getByLabelText('Title in English'), { target: { value: 'Winter 100 %' } });
    fireEvent.change(screen.getByLabelText('Percent of the deposit (deposit match, cashback, rakeback)'), {
      target: { value: '100' },
    });
    fireEvent.change(screen.getByLabelText('Maximum bonus EUR'), { target: { value: '500.001' } });
    fireEvent.change(screen.getByLabelText('Maximum bet EUR'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Ends (UTC; empty: never)'), {
      target: { value: '2027-01-31T23:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Another offer has this key.')).toBeTruthy();
    expect(
      screen.getByLabelText('Key (lower-case letters, digits and dashes)').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText(/The amount may have at most 2 decimals in EUR\./).textContent).toBe(
      'amounts.EUR.max: The amount may have at most 2 decimals in EUR.',
    );
    const [first] = posted(app.sent, 'POST', '/api/admin/bonus-offers');
    expect(first?.body).toEqual({
      key: 'winter-100',
      kind: 'deposit_match',
      trigger: 'promo_code',
      percent: 100,
      amounts: { EUR: { max: '500.001' } },
      free_spins: null,
      wagering_multiplier: 40,
      wagering_base: 'bonus',
      max_bet: { EUR: '5' },
      contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
      expiry_days: 10,
      max_conversion: null,
      currencies: null,
      countries: null,
      repeatable: false,
      starts_at: null,
      ends_at: '2027-01-31T23:00:00Z',
      title: { en: 'Winter 100 %' },
    });

    fireEvent.change(screen.getByLabelText('Maximum bonus EUR'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The offer is created.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('opens an offer in the form with its terms, and pauses it', async () => {
    const app = renderApp(
      '/offers',
      server('admin', () => ({
        status: 200,
        body: { message: 'The offer is paused.', data: { ...offer, status: 'paused', state: 'paused' } },
      })),
      { token: 'live' },
    );
    await screen.findByText('Autumn 150 %');
    fireEvent.click(screen.getByRole('button', { name: /^Edit\s*autumn-deposit-150$/ }));
    expect(screen.getByRole('heading', { name: 'Edit the offer autumn-deposit-150' })).toBeTruthy();
    expect((screen.getByLabelText('Minimum deposit EUR') as HTMLInputElement).value).toBe('20.00');
    expect((screen.getByLabelText('Wagering multiplier (times the base)') as HTMLInputElement).value).toBe(
      '35',
    );
    expect((screen.getByLabelText('Ends (UTC; empty: never)') as HTMLInputElement).value).toBe(
      '2026-12-31T00:00',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: /^Pause\s*autumn-deposit-150$/ }));
    expect(await screen.findByText('The offer is paused.')).toBeTruthy();
    expect(posted(app.sent, 'POST', '/api/admin/bonus-offers/3/pause')).toHaveLength(1);
  });

  it('lists the offers for support without any change', async () => {
    renderApp(
      '/offers',
      server('support', () => ({ status: 500 })),
      { token: 'live' },
    );
    await screen.findByText('Autumn 150 %');
    expect(screen.queryByRole('button', { name: 'New offer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pause/ })).toBeNull();
  });
});

describe('the promo codes screen', () => {
  it('shows the usage, creates a code for an offer and edits one without its offer', async () => {
    const app = renderApp(
      '/promo-codes',
      server('finance', (request) => {
        if (request.method === 'GET') return { status: 200, body: page([code]) };
        return { status: request.method === 'POST' ? 201 : 200, body: { message: 'Saved.', data: code } };
      }),
      { token: 'live' },
    );
    expect(await screen.findByText('Used 7 of 100 (93 left)')).toBeTruthy();
    expect(screen.getByText('7 players; 1 per player')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New promo code' }));
    fireEvent.change(screen.getByLabelText('Code (case-sensitive)'), { target: { value: 'Winter25' } });
    await screen.findByRole('option', { name: 'Autumn 150 % (autumn-deposit-150)' });
    fireEvent.change(screen.getByLabelText('Offer'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Total uses (empty: no limit)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(posted(app.sent, 'POST', '/api/admin/promo-codes')[0]?.body).toEqual({
      code: 'Winter25',
      offer_id: 3,
      per_player_limit: 1,
      total_limit: null,
      starts_at: null,
      ends_at: null,
    });

    fireEvent.click(screen.getByRole('button', { name: /^Edit\s*AUTUMN150$/ }));
    expect((screen.getByLabelText('Offer') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Total uses (empty: no limit)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted(app.sent, 'PUT', '/api/admin/promo-codes/8')).toHaveLength(1));
    expect(posted(app.sent, 'PUT', '/api/admin/promo-codes/8')[0]?.body).toEqual({
      code: 'AUTUMN150',
      per_player_limit: 1,
      total_limit: 200,
      starts_at: null,
      ends_at: null,
    });
  });
});

const bonus = (overrides: Partial<AdminPlayerBonus>): AdminPlayerBonus => ({
  id: '11',
  title: 'Bonus granted by the casino',
  source: 'manual',
  offer_id: null,
  currency: 'EUR',
  status: 'active',
  granted: '30.00',
  balance: '24.50',
  wagering_required: '1200.00',
  wagered: '300.00',
  progress: 25,
  max_bet: '5.00',
  max_conversion: null,
  converted: '0.00',
  forfeited: '0.00',
  free_spins_left: 0,
  expires_at: '2026-12-07T09:00:00.000Z',
  created_at: '2026-11-27T09:00:00.000Z',
  closed_at: null,
  ...overrides,
});

const bob = playerDetailReply({ id: 77, username: 'bob', cash: '70.00', bonus: '24.50' });

function playerServer(
  role: AdminRole,
  grant: (request: SentRequest) => { status: number; body?: unknown },
): Script {
  return server(role, (request) => {
    if (request.path === '/api/admin/players/77') return { status: 200, body: bob };
    if (request.path === '/api/admin/players/77/bonuses' && request.method === 'GET') {
      return {
        status: 200,
        body: {
          currency: 'EUR',
          grant_limit: '100.00',
          data: [
            bonus({}),
            bonus({
              id: '9',
              status: 'cancelled',
              balance: '0.00',
              forfeited: '10.00',
              closed_at: '2026-11-20T09:00:00.000Z',
            }),
          ],
          rakeback: [
            {
              id: '3',
              title: '25% Rakeback',
              source: 'promo:Rakeback25',
              currency: 'EUR',
              percent: 25,
              starts_at: '2026-11-27T10:00:00.000Z',
              ends_at: '2026-12-04T10:00:00.000Z',
              accrued: '2.14',
              paid: '0.75',
              closed_at: null,
            },
          ],
        },
      };
    }
    if (request.path === '/api/admin/players/77/bonuses/11/cancel') {
      return {
        status: 200,
        body: {
          message: 'The bonus is cancelled; its bonus balance is forfeited.',
          data: bonus({ status: 'cancelled' }),
        },
      };
    }
    // Only the grant form posts here; the page's other reads (such as the accepted terms) find nothing.
    if (request.method !== 'POST') return { status: 404, body: errorBody('NOT_FOUND', 'Not found.') };
    return grant(request);
  });
}

describe("a player's bonuses", () => {
  it('lists them with their wagering, grants one by hand keeping its id until accepted', async () => {
    let answers = 0;
    const app = renderApp(
      '/players/77?tab=bonuses',
      playerServer('support', () => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 422,
            body: errorBody('VALIDATION_FAILED', 'Too many decimals.', {
              amount: ['The amount may have at most 2 decimals in EUR.'],
            }),
          };
        }
        return {
          status: 201,
          body: {
            message: "The bonus is granted and credited to the player's bonus balance.",
            data: bonus({ id: '12' }),
            request: null,
          },
        };
      }),
      { token: 'live' },
    );
    const table = await screen.findByRole('table', { name: 'Bonuses' });
    await within(table).findByText('Balance €24.50');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('€300.00 of €1,200.00 (25 %)');
    expect(rows[1]?.textContent).toContain('Balance €24.50');
    expect(rows[2]?.textContent).toContain('Cancelled');
    expect(rows[2]?.textContent).toContain('Forfeited €10.00');
    expect(screen.getByText(/One operator may grant up to €100.00/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount (EUR, such as 25.00)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Terms'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Reason (the audit log keeps it)'), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant the bonus' }));
    expect(await screen.findByText('The amount may have at most 2 decimals in EUR.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (EUR, such as 25.00)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant the bonus' }));
    expect(
      await screen.findByText("The bonus is granted and credited to the player's bonus balance."),
    ).toBeTruthy();

    const grants = posted(app.sent, 'POST', '/api/admin/players/77/bonuses').map(
      (request) => request.body as { id: string },
    );
    expect(grants).toHaveLength(2);
    expect(grants[0]).toMatchObject({ amount: '150', offer_id: 3, reason: 'Goodwill' });
    expect(grants[1]).toMatchObject({ amount: '50', offer_id: 3, id: grants[0]?.id });
  });

  it('cancels an active bonus only after a confirmation with a reason', async () => {
    const app = renderApp(
      '/players/77?tab=bonuses',
      playerServer('finance', () => ({ status: 500 })),
      { token: 'live' },
    );
    const buttons = await screen.findAllByRole('button', { name: /^Cancel the bonus/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bonus?', hidden: true });
    expect(dialog.textContent).toContain('its bonus balance of €24.50 is forfeited');
    const confirm = within(dialog).getByRole('button', {
      name: 'Cancel the bonus',
      hidden: true,
    }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (the audit log keeps it)'), {
      target: { value: 'Granted by mistake' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('The bonus is cancelled; its bonus balance is forfeited.')).toBeTruthy();
    expect(posted(app.sent, 'POST', '/api/admin/players/77/bonuses/11/cancel')[0]?.body).toEqual({
      reason: 'Granted by mistake',
    });
  });

  it('shows compliance the list without the grant form or a cancel', async () => {
    renderApp(
      '/players/77?tab=bonuses',
      playerServer('compliance', () => ({ status: 500 })),
      { token: 'live' },
    );
    await screen.findByText('Balance €24.50');
    expect(screen.queryByRole('button', { name: 'Grant the bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cancel the bonus/ })).toBeNull();
  });

  it('lists the rakeback periods under the bonuses, with what each earned and paid', async () => {
    renderApp(
      '/players/77?tab=bonuses',
      playerServer('compliance', () => ({ status: 500 })),
      { token: 'live' },
    );
    const table = await screen.findByRole('table', { name: 'Rakeback' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('25% Rakeback');
    expect(row?.textContent).toContain('25 % of the house edge');
    expect(row?.textContent).toContain('Earned €2.14');
    expect(row?.textContent).toContain('Paid €0.75');
    expect(row?.textContent).toContain('Running');
  });
});

describe('the review claims queue', () => {
  const claim = {
    id: 21,
    platform: 'trustpilot',
    link: 'https://www.trustpilot.com/reviews/abc',
    status: 'waiting',
    reason: null,
    reward: null,
    currency: null,
    created_at: '2026-11-27T08:00:00.000Z',
    decided_at: null,
    player_id: 77,
    username: 'bob',
    decided_by: null,
  };

  it('approves a claim, and rejects one only with a reason', async () => {
    const app = renderApp(
      '/review-claims',
      server('support', (request) =>
        request.method === 'GET'
          ? { status: 200, body: page([claim]) }
          : { status: 200, body: { message: 'Decided.', data: { ...claim, status: 'approved' } } },
      ),
      { token: 'live' },
    );
    const link = await screen.findByRole('link', { name: claim.link });
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: /^Approve\s*bob$/ }));
    const approve = await screen.findByRole('dialog', { name: 'Approve this review?', hidden: true });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve', hidden: true }));
    await screen.findByText('Decided.');
    expect(posted(app.sent, 'POST', '/api/admin/review-claims/21/approve')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /^Reject\s*bob$/ }));
    const reject = await screen.findByRole('dialog', { name: 'Reject this review?', hidden: true });
    const submit = within(reject).getByRole('button', { name: 'Reject', hidden: true }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(reject).getByLabelText('Reason (the player reads it)'), {
      target: { value: 'The link shows no review' },
    });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(posted(app.sent, 'POST', '/api/admin/review-claims/21/reject')[0]?.body).toEqual({
        reason: 'The link shows no review',
      }),
    );
  });
});

describe('the dashboard', () => {
  it("shows each currency's bonus cost and NGR", async () => {
    const figures = {
      deposits: '0.00',
      withdrawals: '0.00',
      bets: '500.00',
      rollbacks: '0.00',
      wins: '300.00',
      ggr: '200.00',
      new_players: 0,
      first_time_depositors: 0,
      active_players: 2,
    };
    renderApp(
      '/dashboard',
      server('finance', () => ({
        status: 200,
        body: {
          data: {
            period: {
              from: '2026-11-27',
              to: '2026-11-27',
              starts_at: '2026-11-27T00:00:00.000Z',
              ends_at: '2026-11-28T00:00:00.000Z',
              time_zone: 'UTC',
            },
            currencies: [
              {
                currency: 'EUR',
                totals: figures,
                days: [{ ...figures, date: '2026-11-27' }],
                bonuses: {
                  grants: '65.00',
                  conversions: '12.00',
                  forfeits: '30.00',
                  cashback: '5.00',
                  bonus_cost: '40.00',
                  ngr: '160.00',
                },
              },
            ],
            queues: {
              documents_waiting: 0,
              withdrawals_waiting: 0,
              adjustments_waiting: 0,
              crypto_below_minimum: 0,
            },
          },
        },
      })),
      { token: 'live' },
    );
    const cost = await screen.findByText('Bonus cost', { selector: 'dt' });
    expect(cost.nextElementSibling?.textContent).toBe('€40.00');
    const ngr = screen.getByText('NGR (GGR less bonus cost)', { selector: 'dt' });
    expect(ngr.nextElementSibling?.textContent).toBe('€160.00');
    expect(
      screen.getByText('Bonuses converted to cash', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('€12.00');
  });
});
