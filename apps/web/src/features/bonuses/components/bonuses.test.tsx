// @vitest-environment jsdom
// The bonuses page as a player lives it: an active bonus with its wagering bar, figures, expiry and
// Bonus Details; Cancel Bonus asked for twice (a confirmation, then the call) and the list as the server
// answers it afterwards; a queued bonus; Other Offers with Activate Bonus where the player may, the reason
// where not, and an activated deposit offer waiting for the deposit; a running rakeback with its figures. Replies are checked against the
// contract's schemas before the screen sees them.
import {
  playerBonusesReply,
  type PlayerBonusesReply,
  type RakebackPeriodReply,
} from '@reelvault/contract/calls/bonuses';
import { offerActivationReply } from '@reelvault/contract/calls/offers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { popupStore } from '@/lib/popup-store';
import { bonus, offer } from '@/testing/bonus-replies';
import { errorBody, renderScreen, setUpScreenTests, type SentRequest } from '@/testing/render-screen';
import { PlayerBonuses } from './player-bonuses';

setUpScreenTests();

function bonusesReply(data: Partial<PlayerBonusesReply['data']>): PlayerBonusesReply {
  return playerBonusesReply.parse({
    status: 'success',
    data: { active: [], queued: [], offers: [], ...data },
  });
}

function rakeback(overrides: Partial<RakebackPeriodReply> = {}): RakebackPeriodReply {
  return {
    id: '5',
    title: '25% Rakeback',
    source: 'promo:Rakeback25',
    currency: 'EUR',
    percent: 25,
    starts_at: '2026-11-27T10:00:00.000Z',
    ends_at: '2026-12-04T10:00:00.000Z',
    accrued: '2.14',
    paid: '0.75',
    ...overrides,
  };
}

const isList = (request: SentRequest) => request.method === 'GET' && request.path === '/api/user/bonuses';

function renderPage(script: (request: SentRequest) => { status: number; body?: unknown }) {
  const onDeposit = vi.fn();
  return { ...renderScreen(<PlayerBonuses onDeposit={onDeposit} />, script), onDeposit };
}

describe('the bonuses page', () => {
  it('shows an active bonus with its amounts, wagering bar and figures, expiry, and Bonus Details', async () => {
    renderPage(() => ({ status: 200, body: bonusesReply({ active: [bonus()] }) }));
    const card = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(within(card).getByText('€100.00')).toBeTruthy();
    expect(within(card).getByText('€80.00')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('€1,000.00 of €4,000.00 wagered');
    expect(card.textContent).toContain('Dec 7, 2026');

    expect(within(card).queryByText('Game contributions')).toBeNull();
    const details = within(card).getByRole('button', { name: 'Bonus Details' });
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText('Slots: 100%')).toBeTruthy();
    expect(within(card).getByText('Table games: 10%')).toBeTruthy();
    expect(within(card).getByText('Live casino: 10%')).toBeTruthy();
    expect(within(card).getByText('€5.00')).toBeTruthy();
    expect(within(card).getByText('No limit')).toBeTruthy();
  });

  it('says there is no active bonus, and lists queued bonuses apart', async () => {
    renderPage(() => ({
      status: 200,
      body: bonusesReply({ queued: [bonus({ id: '42', title: 'Crypto bonus', status: 'queued' })] }),
    }));
    expect(await screen.findByText('You have no active bonuses at the moment.')).toBeTruthy();
    const queued = screen.getByRole('region', { name: 'Queued Bonuses' });
    expect(within(queued).getByRole('article', { name: 'Crypto bonus' }).textContent).toContain('Queued');
  });

  it('asks before cancelling; keeping the bonus sends nothing', async () => {
    const { sent } = renderPage(() => ({ status: 200, body: bonusesReply({ active: [bonus()] }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this bonus?' });
    expect(dialog.textContent).toContain('forfeits its bonus balance of €80.00');
    expect(dialog.textContent).toContain('Your cash balance is not touched.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('cancels on confirmation: the bonus leaves the list and an alert says so', async () => {
    const { sent } = renderPage((request) =>
      request.method === 'POST'
        ? { status: 200, body: bonusesReply({}) }
        : { status: 200, body: bonusesReply({ active: [bonus()] }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Bonus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the bonus' }));
    expect(await screen.findByText('You have no active bonuses at the moment.')).toBeTruthy();
    expect(
      sent.some((request) => request.method === 'POST' && request.path === '/api/user/bonuses/41/cancel'),
    ).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(popupStore.getState().alerts.map((alert) => alert.title)).toEqual(['Bonus cancelled']);
  });

  it('shows a refused cancel in the dialog and keeps the bonus', async () => {
    renderPage((request) =>
      request.method === 'POST'
        ? { status: 409, body: errorBody('BONUS_CLOSED') }
        : { status: 200, body: bonusesReply({ active: [bonus()] }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Bonus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this bonus?' });
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('has ended'));
    expect(screen.getByRole('article', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('lists offers with their terms: Activate Bonus where it applies, else the reason', async () => {
    renderPage(() => ({
      status: 200,
      body: bonusesReply({
        offers: [
          offer(),
          offer({
            id: 8,
            key: 'spins-50',
            kind: 'free_spins',
            title: '50 free spins',
            percent: null,
            max_amount: null,
            min_deposit: null,
            free_spins: { game: 'book-of-vaults', count: 50, bet: '0.20' },
            can_activate: false,
            reason: 'active_bonus',
          }),
        ],
      }),
    }));
    const offers = await screen.findByRole('region', { name: 'Other Offers' });
    const reload = within(offers).getByRole('article', { name: 'Reload 150%' });
    expect(reload.textContent).toContain('150% up to €2,000');
    expect(reload.textContent).toContain('Minimum deposit: €20');
    expect(reload.textContent).toContain('Wagering: 40x');
    expect(reload.textContent).toContain('Maximum bet: €5');
    expect(reload.textContent).toContain('Valid for 10 days once credited');
    expect(within(reload).getByRole('button', { name: 'Activate Bonus' })).toBeTruthy();

    const spins = within(offers).getByRole('article', { name: '50 free spins' });
    expect(spins.textContent).toContain('Free spins: 50');
    expect(spins.textContent).toContain('No deposit needed');
    expect(spins.textContent).toContain('once your active bonus has ended');
    expect(within(spins).queryByRole('button', { name: 'Activate Bonus' })).toBeNull();
  });

  it('activates a deposit offer: it then waits for the deposit, with the way to it', async () => {
    let claimed = false;
    const { sent, onDeposit } = renderPage((request) => {
      if (isList(request)) return { status: 200, body: bonusesReply({ offers: [offer({ claimed })] }) };
      claimed = true;
      return {
        status: 200,
        body: offerActivationReply.parse({
          status: 'success',
          data: {
            claim: {
              id: '3',
              offer_id: 7,
              tier: null,
              status: 'waiting',
              created_at: '2026-11-27T08:00:00.000Z',
            },
            bonus: null,
          },
        }),
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Bonus' }));
    expect(
      await screen.findByText('Activated. Your next deposit of at least €20 receives this bonus.'),
    ).toBeTruthy();
    expect(
      sent.some((request) => request.method === 'POST' && request.path === '/api/user/offers/7/activate'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(popupStore.getState().alerts).toEqual([]);
  });

  it('activates a no-deposit offer: credited at once, with an alert', async () => {
    renderPage((request) =>
      isList(request)
        ? {
            status: 200,
            body: bonusesReply({
              offers: [offer({ kind: 'no_deposit', percent: null, max_amount: '10.00', min_deposit: null })],
            }),
          }
        : {
            status: 200,
            body: offerActivationReply.parse({
              status: 'success',
              data: { claim: null, bonus: bonus({ granted: '10.00' }) },
            }),
          },
    );
    const offers = await screen.findByRole('region', { name: 'Other Offers' });
    expect(offers.textContent).toContain('€10 bonus');
    fireEvent.click(within(offers).getByRole('button', { name: 'Activate Bonus' }));
    await waitFor(() =>
      expect(popupStore.getState().alerts.map((alert) => alert.title)).toEqual(['Bonus credited']),
    );
  });

  it('shows a running rakeback beside the bonuses: its rate, end, earned and paid figures', async () => {
    renderPage(() => ({ status: 200, body: bonusesReply({ rakeback: [rakeback()] }) }));
    const section = await screen.findByRole('region', { name: 'Active Rakeback' });
    const card = within(section).getByRole('article', { name: '25% Rakeback' });
    expect(within(card).getByText('25% of the house edge')).toBeTruthy();
    expect(card.textContent).toContain('Dec 4, 2026');
    expect(within(card).getByText('€2.14')).toBeTruthy();
    expect(within(card).getByText('€0.75')).toBeTruthy();
    expect(screen.getByText('You have no active bonuses at the moment.')).toBeTruthy();
  });

  it('leaves the rakeback section out when none runs', async () => {
    renderPage(() => ({ status: 200, body: bonusesReply({}) }));
    await screen.findByRole('region', { name: 'Other Offers' });
    expect(screen.queryByRole('region', { name: 'Active Rakeback' })).toBeNull();
  });

  it('activates a rakeback offer: the period starts, with its own alert', async () => {
    renderPage((request) =>
      isList(request)
        ? { status: 200, body: bonusesReply({ offers: [offer({ kind: 'rakeback', percent: 25 })] }) }
        : {
            status: 200,
            body: offerActivationReply.parse({
              status: 'success',
              data: { claim: null, bonus: null, rakeback: rakeback({ accrued: '0.00', paid: '0.00' }) },
            }),
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Bonus' }));
    await waitFor(() =>
      expect(popupStore.getState().alerts.map((alert) => alert.title)).toEqual(['Rakeback started']),
    );
  });

  it('says why an activation was refused', async () => {
    renderPage((request) =>
      isList(request)
        ? { status: 200, body: bonusesReply({ offers: [offer()] }) }
        : { status: 403, body: errorBody('BONUS_NOT_ELIGIBLE') },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Bonus' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not available to your account');
  });

  it('says when the bonuses could not be loaded', async () => {
    renderPage(() => ({ status: 500, body: errorBody('INTERNAL') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your bonuses could not be loaded. Please try again later.',
    );
  });
});
