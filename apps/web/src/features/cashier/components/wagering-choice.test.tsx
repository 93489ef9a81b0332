// @vitest-environment jsdom
// A withdrawal while a bonus is still being wagered, bank and crypto alike: the server's 409
// WALLET_WAGERING_INCOMPLETE shows the spec's wallet.error.wagering alert with the choice; forfeiting sends
// the same request again with forfeit_bonus and goes on to "withdrawal requested"; keeping the bonus sends
// nothing more.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, renderScreen, setUpScreenTests, type SentRequest } from '@/testing/render-screen';
import { CryptoWithdrawal } from '@/features/cashier/crypto/components/crypto-withdrawal';
import { WithdrawTab } from './withdraw-tab';

setUpScreenTests();

const wageringText =
  'Your bonus has not been fully wagered yet. If you withdraw now, the bonus and its winnings are forfeited; your cash stays yours.';
const at = '2026-11-27T08:00:00.000Z';
/** What a just-requested withdrawal of either method answers with. */
const requested = {
  amount: '150.00',
  currency: 'EUR',
  status: 'pending',
  finance_status: 0,
  reason: null,
  created_at: at,
  updated_at: at,
};

const bankRow = {
  id: 'b1',
  method: 'sepa',
  payment_id: 59,
  iban: 'DE89370400440532013000',
  bank_name: null,
  swift: null,
  account_holder: 'Ada Player',
  ...requested,
};

const cryptoRow = {
  id: 'c1',
  coin: 'BTC',
  network: 'BTC',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  coin_amount: '0.00050000',
  network_fee: '0.00001000',
  rate: '98000.00',
  rate_source: 'demo',
  rate_at: at,
  tx_hash: null,
  ...requested,
  amount: '50.00',
};

const quote = {
  data: {
    coin: 'BTC',
    network: 'BTC',
    amount: '50.00',
    currency: 'EUR',
    coin_amount: '0.00050000',
    network_fee: '0.00001000',
    rate: '98000.00',
    rate_source: 'demo',
  },
};

/** The server: a withdrawal request is refused for the bonus until it carries forfeit_bonus. */
function server(request: SentRequest) {
  if (request.path.startsWith('/api/account/payment-methods')) {
    return {
      status: 200,
      body: {
        paymentMethods: [{ slug: 'sepa', name: 'SEPA transfer', kind: 'bank', payment_id: 59, py_id: null }],
      },
    };
  }
  if (request.path === '/api/account/withdrawals/all') return { status: 200, body: { data: [] } };
  if (request.path.startsWith('/api/account/withdraw/crypto/quote')) return { status: 200, body: quote };
  const body = request.body as { forfeit_bonus?: boolean } | undefined;
  if (request.method === 'POST' && body?.forfeit_bonus !== true) {
    return { status: 409, body: errorBody('WALLET_WAGERING_INCOMPLETE') };
  }
  const withdrawal = request.path === '/api/account/withdraw/crypto' ? cryptoRow : bankRow;
  return { status: 201, body: { data: { message: 'Withdrawal requested.', withdrawal } } };
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

async function requestBankWithdrawal() {
  fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: 'DE89370400440532013000' } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '150' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  return screen.findByText(wageringText);
}

function requestCryptoWithdrawal() {
  fireEvent.change(screen.getByLabelText(/address/), { target: { value: cryptoRow.address } });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  return screen.findByText(wageringText);
}

describe('a withdrawal with a bonus still being wagered', () => {
  it('bank: shows the wagering alert, and forfeiting sends the same request with forfeit_bonus', async () => {
    const { sent } = renderScreen(<WithdrawTab />, server);
    const alert = (await requestBankWithdrawal()).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    fireEvent.click(
      within(alert as HTMLElement).getByRole('button', { name: 'Forfeit the bonus and withdraw' }),
    );
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const [first, second] = posts(sent);
    expect(first?.body).toEqual({ payment_id: 59, amount: '150', iban: 'DE89370400440532013000' });
    expect(second?.body).toEqual({ ...(first?.body as object), forfeit_bonus: true });
  });

  it('bank: keeping the bonus closes the alert and sends nothing more', async () => {
    const { sent } = renderScreen(<WithdrawTab />, server);
    await requestBankWithdrawal();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByText(wageringText)).toBeNull();
    expect(posts(sent)).toHaveLength(1);
  });

  it('crypto: shows the wagering alert, and forfeiting sends the same request with forfeit_bonus', async () => {
    const { sent } = renderScreen(<CryptoWithdrawal currency="EUR" />, server);
    await requestCryptoWithdrawal();
    fireEvent.click(screen.getByRole('button', { name: 'Forfeit the bonus and withdraw' }));
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy();
    const [first, second] = posts(sent);
    expect(first?.body).toMatchObject({ coin: 'BTC', amount: '50', address: cryptoRow.address });
    expect(second?.body).toEqual({ ...(first?.body as object), forfeit_bonus: true });
  });

  it('crypto: keeping the bonus closes the alert and sends nothing more', async () => {
    const { sent } = renderScreen(<CryptoWithdrawal currency="EUR" />, server);
    await requestCryptoWithdrawal();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my bonus' }));
    expect(screen.queryByText(wageringText)).toBeNull();
    expect(posts(sent)).toHaveLength(1);
  });
});
