// @vitest-environment jsdom
// The payout reconciliation's findings on the crypto screen (decision 0713): open ones listed with what
// the run said, acknowledged with a note through the server; hidden from a role that may not resolve.
import type { ReconciliationFinding } from '@reelvault/contract/calls/backoffice-queues';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, meReply, renderApp } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

const finance = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };
const compliance = { id: 8, email: 'compliance@reelvault.test', role: 'compliance' as const };

setUpScreenTests();

const finding: ReconciliationFinding = {
  id: 5,
  chain: 'ethereum',
  hot_wallet: '0xabc0000000000000000000000000000000000001',
  kind: 'paid_twice',
  message: 'transaction 0xfeed (nonce 4) pays withdrawal w-9 again',
  nonce: '4',
  tx_hash: '0xfeed',
  withdrawal_id: 'w-9',
  first_seen_at: '2026-11-25T08:00:00.000Z',
  last_seen_at: '2026-11-26T08:00:00.000Z',
  state: 'open',
  acknowledged_at: null,
  acknowledged_by: null,
  note: null,
};

function renderCrypto(operator: typeof finance | typeof compliance) {
  return renderApp(
    '/crypto',
    (request) => {
      if (request.path === '/api/admin/me') return { status: 200, body: meReply(operator) };
      if (request.path.startsWith('/api/admin/crypto/reconciliation-findings?state=open'))
        return { status: 200, body: { data: [finding], pagination: { ...emptyPage, total: 1 } } };
      if (request.method === 'POST')
        return {
          status: 200,
          body: {
            message: 'The finding is acknowledged.',
            data: {
              ...finding,
              state: 'acknowledged',
              acknowledged_by: 7,
              note: 'Refund asked of the payee.',
            },
          },
        };
      return { status: 200, body: { data: [], pagination: emptyPage } };
    },
    { token: 'live' },
  );
}

describe('reconciliation findings on the crypto screen', () => {
  it('lists an open finding and acknowledges it with a note', async () => {
    const app = renderCrypto(finance);
    const table = await screen.findByRole('table', { name: 'Findings, latest first' });
    expect(await within(table).findByText(finding.message)).toBeTruthy();
    expect(within(table).getByText('Paid twice')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /^Acknowledge/ }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Note (what was found or done)'), {
      target: { value: 'Refund asked of the payee.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge', hidden: true }));
    expect(await screen.findByText('The finding is acknowledged.')).toBeTruthy();
    const post = app.sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/admin/crypto/reconciliation-findings/5/acknowledge');
    expect(post?.body).toEqual({ note: 'Refund asked of the payee.' });
  });

  it('is not shown to a role that may not resolve deposits', async () => {
    const app = renderCrypto(compliance);
    await screen.findByRole('heading', { name: 'Crypto deposits' });
    expect(screen.queryByRole('heading', { name: 'Payout reconciliation findings' })).toBeNull();
    expect(app.sent.some((request) => request.path.includes('reconciliation-findings'))).toBe(false);
  });
});
