// @vitest-environment jsdom
// The redeem popup: a code from a link is looked up as the popup opens and its offer shown with the
// minimum deposit; Activate redeems it (a deposit offer then waits for the deposit, a no-deposit offer is
// credited and the popup closes); an unknown code shows the spec's redeem.error alert; the code is sent
// exactly as typed, capitals included.
import { offerActivationReply, promoCodeReply } from '@reelvault/contract/calls/offers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { popupStore } from '@/lib/popup-store';
import { bonus, offer } from '@/testing/bonus-replies';
import { errorBody, renderScreen, setUpScreenTests, type SentRequest } from '@/testing/render-screen';
import { peekRedeemCode, setRedeemCode } from '@/features/bonuses/redeem-draft';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { RedeemPopup } from './redeem-popup';

setUpScreenTests();

const found = (code: string, overrides = {}) =>
  promoCodeReply.parse({
    status: 'success',
    data: { code, offer: offer({ title: 'Reload 150%', ...overrides }) },
  });
const waiting = offerActivationReply.parse({
  status: 'success',
  data: {
    claim: { id: '9', offer_id: 7, tier: null, status: 'waiting', created_at: '2026-11-27T08:00:00.000Z' },
    bonus: null,
  },
});

function renderPopup(script: (request: SentRequest) => { status: number; body?: unknown }) {
  const close = vi.fn();
  return { ...renderScreen(<RedeemPopup close={close} />, script), close };
}

describe('the redeem popup', () => {
  beforeAll(initTestI18n);

  it("keeps a link's code through a render that never reaches the screen, and uses it up once shown", async () => {
    setRedeemCode('Reload150');
    // A render without effects, as one React throws away while the popup's code still loads.
    expect(renderStatic(<RedeemPopup close={vi.fn()} />)).toContain('value="Reload150"');
    expect(peekRedeemCode()).toBe('Reload150');
    renderPopup(() => ({ status: 200, body: found('Reload150') }));
    expect(screen.getByLabelText<HTMLInputElement>('Promo code').value).toBe('Reload150');
    await waitFor(() => expect(peekRedeemCode()).toBe(''));
  });

  it("looks up a link's code at once and shows its offer and minimum deposit, then redeems it", async () => {
    setRedeemCode('Reload150');
    const { sent } = renderPopup((request) =>
      request.method === 'GET' ? { status: 200, body: found('Reload150') } : { status: 200, body: waiting },
    );
    const input = screen.getByLabelText<HTMLInputElement>('Promo code');
    expect(input.value).toBe('Reload150');
    const offerRegion = await screen.findByRole('region', { name: 'Reload 150%' });
    expect(offerRegion.textContent).toContain('150% up to €2,000');
    expect(offerRegion.textContent).toContain('Minimum deposit: €20');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/promo-codes/Reload150' });

    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Activated. Your next deposit of at least €20 receives this bonus.'),
    ).toBeTruthy();
    expect(
      sent.some(
        (request) => request.method === 'POST' && request.path === '/api/promo-codes/Reload150/redeem',
      ),
    ).toBe(true);
  });

  it('credits a no-deposit code at once and closes', async () => {
    const { close } = renderPopup((request) =>
      request.method === 'GET'
        ? {
            status: 200,
            body: found('SPINS50', {
              kind: 'free_spins',
              percent: null,
              max_amount: null,
              min_deposit: null,
              free_spins: { game: 'book-of-vaults', count: 50, bet: '0.20' },
            }),
          }
        : {
            status: 200,
            body: offerActivationReply.parse({ status: 'success', data: { claim: null, bonus: bonus() } }),
          },
    );
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: ' SPINS50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect((await screen.findByRole('region', { name: 'Reload 150%' })).textContent).toContain(
      'Free spins: 50',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
    expect(popupStore.getState().alerts.map((alert) => alert.title)).toEqual(['Bonus credited']);
  });

  it("shows the spec's redeem.error alert for a code that gives nothing, sent as typed", async () => {
    const { sent } = renderPopup(() => ({ status: 404, body: errorBody('BONUS_PROMO_INVALID') }));
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'reload150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await waitFor(() =>
      expect(popupStore.getState().alerts).toMatchObject([
        { tone: 'error', title: 'Redeem a promo code', text: 'This promo code is invalid or has expired.' },
      ]),
    );
    expect(sent.map((request) => request.path)).toEqual(['/api/promo-codes/reload150']);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('says why an offer cannot be taken now instead of offering Activate', async () => {
    setRedeemCode('Reload150');
    renderPopup(() => ({
      status: 200,
      body: found('Reload150', { can_activate: false, reason: 'active_bonus' }),
    }));
    expect(
      await screen.findByText('You can activate this offer once your active bonus has ended.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('asks nothing for an empty code', () => {
    const { sent } = renderPopup(() => ({ status: 200, body: found('X') }));
    const check = screen.getByRole('button', { name: 'Check code' });
    expect(check.hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([]);
  });
});
