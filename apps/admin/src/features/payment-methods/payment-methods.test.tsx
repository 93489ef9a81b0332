// @vitest-environment jsdom
// Payment methods per currency as an operator lives them (decision 0717): a currency's methods in order
// with their switches and limits, moved, switched and edited, then saved in one call whose body says it
// all; the server's refusal shown on the row it names; the gateways' status; an operator who may only read
// gets no save.
import type {
  AdminPaymentMethodInput,
  AdminPaymentMethodSetting,
} from '@reelvault/contract/calls/backoffice-payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

const finance = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };
const compliance = { id: 8, email: 'compliance@reelvault.test', role: 'compliance' as const };

const setting = (
  type: 1 | 2,
  slug: string,
  name: string,
  position: number,
  limits: [string, string] | null,
): AdminPaymentMethodSetting => ({
  type,
  slug,
  name,
  kind: limits ? (type === 1 ? 'gateway' : 'bank') : 'card',
  currency: 'EUR',
  enabled: true,
  position,
  min_amount: limits?.[0] ?? null,
  max_amount: limits?.[1] ?? null,
  gateway: limits && type === 1 ? 'sandbox' : null,
  available: true,
});

const eur = [
  setting(1, 'card', 'Credit card', 20, null),
  setting(1, 'payz', 'Payz', 30, ['20.00', '2500.00']),
  setting(1, 'revolut', 'Revolut', 40, ['20.00', '2500.00']),
  setting(2, 'sepa', 'SEPA transfer', 20, ['100.00', '2500.00']),
];

const gateways = {
  data: {
    gateways: [
      { code: 'sandbox', configured: true, mode: 'sandbox', methods: ['payz', 'revolut'] },
      { code: 'payop', configured: false, mode: 'live', methods: [] },
    ],
    unserved: [],
    buy_crypto: false,
  },
};

function renderScreen(
  operator: typeof finance | typeof compliance,
  onSave: (request: SentRequest) => { status: number; body?: unknown } = () => ({ status: 500 }),
) {
  return renderApp(
    '/payment-methods',
    (request) => {
      if (request.path === '/api/admin/me') return { status: 200, body: meReply(operator) };
      if (request.path === '/api/admin/payment-methods/gateways') return { status: 200, body: gateways };
      if (request.method === 'GET' && request.path === '/api/admin/payment-methods/EUR') {
        return { status: 200, body: { data: eur } };
      }
      if (request.method === 'PUT') return onSave(request);
      return { status: 404, body: errorBody('NOT_FOUND') };
    },
    { token: 'live' },
  );
}

describe('the payment methods screen', () => {
  it('saves a switched, moved and re-limited currency in one call', async () => {
    const saved: SentRequest[] = [];
    renderScreen(finance, (request) => {
      saved.push(request);
      return { status: 200, body: { message: 'The payment methods are saved.', data: eur } };
    });
    const deposits = await screen.findByRole('table', { name: 'Deposit methods in EUR' });
    const rowNames = () =>
      within(deposits)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rowNames()).toEqual(['Credit card', 'Payz', 'Revolut']);
    expect(within(deposits).getByRole('button', { name: 'Move Credit card up' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(deposits).getByRole('button', { name: 'Move Revolut up' }));
    expect(rowNames()).toEqual(['Credit card', 'Revolut', 'Payz']);
    fireEvent.click(within(deposits).getByRole('switch', { name: 'Credit card offered' }));
    fireEvent.change(within(deposits).getByRole('textbox', { name: 'Maximum of Payz' }), {
      target: { value: '50' },
    });
    expect(within(deposits).queryByRole('textbox', { name: 'Minimum of Credit card' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save EUR' }));

    await screen.findByText('The payment methods are saved.');
    expect(saved[0]?.path).toBe('/api/admin/payment-methods/EUR');
    const body = saved[0]?.body as { methods: AdminPaymentMethodInput[] };
    expect(body.methods).toEqual([
      { type: 1, slug: 'card', enabled: false, position: 10, min_amount: null, max_amount: null },
      { type: 1, slug: 'revolut', enabled: true, position: 20, min_amount: '20', max_amount: '2500' },
      { type: 1, slug: 'payz', enabled: true, position: 30, min_amount: '20', max_amount: '50' },
      { type: 2, slug: 'sepa', enabled: true, position: 10, min_amount: '100', max_amount: '2500' },
    ]);
  });

  it("shows the server's refusal on the row it names", async () => {
    renderScreen(finance, () => ({
      status: 422,
      body: {
        ...errorBody('VALIDATION_FAILED'),
        errors: { 'methods.1.max_amount': ['The maximum must not be less than the minimum.'] },
      },
    }));
    const deposits = await screen.findByRole('table', { name: 'Deposit methods in EUR' });
    fireEvent.change(within(deposits).getByRole('textbox', { name: 'Maximum of Payz' }), {
      target: { value: '10' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save EUR' }));
    const payzRow = within(deposits).getByRole('rowheader', { name: /Payz/ }).closest('tr');
    await waitFor(() =>
      expect(payzRow?.textContent).toContain('The maximum must not be less than the minimum.'),
    );
    expect(
      within(deposits).getByRole('textbox', { name: 'Maximum of Payz' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows the gateways and no save to an operator who may only read', async () => {
    renderScreen(compliance);
    await screen.findByRole('table', { name: 'Deposit methods in EUR' });
    const status = await screen.findByRole('region', { name: 'Gateways' });
    expect(within(status).getByRole('row', { name: /Sandbox/ }).textContent).toContain(
      'Sandbox (no real money)',
    );
    expect(within(status).getByRole('row', { name: /Payop/ }).textContent).toContain('Not configured');
    expect(screen.queryByRole('button', { name: 'Save EUR' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Payz offered' })).toHaveProperty('disabled', true);
  });
});
