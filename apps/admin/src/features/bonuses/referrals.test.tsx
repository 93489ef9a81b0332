// @vitest-environment jsdom
// Referral outcomes as operators use them (decision 1132): the list with each outcome's reason, signals
// in words and what a waiting referral lacks, the outcome tabs and filters sent to the server, the
// overturn of a refusal confirmed with a reason (offered only to who manages bonuses), a player's
// referrals on the player's page; and a bonus granted above the threshold, which waits for a second
// operator (decision 0715).
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminReferral } from '@reelvault/contract/calls/backoffice-referrals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, meReply, renderApp, type Script, type SentRequest } from '../../testing/render-app';
import { playerDetailReply } from '../../testing/player-detail';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

const operatorOf = (role: AdminRole) => ({ id: 5, email: `${role}@reelvault.test`, role });

function referral(overrides: Partial<AdminReferral>): AdminReferral {
  return {
    friend: { id: 31, username: 'carol', registered_at: '2026-11-20T10:00:00.000Z' },
    referrer: { id: 30, username: 'dave' },
    ref_id: 'dave',
    outcome: 'paid',
    reason: null,
    signals: [],
    first_deposit: { amount: '20.00', currency: 'EUR' },
    waiting_for: null,
    wagered: null,
    reward: { amount: '50.00', currency: 'EUR' },
    decided_at: '2026-11-21T10:00:00.000Z',
    overturn: null,
    ...overrides,
  };
}

const refused = referral({
  friend: { id: 32, username: 'erin', registered_at: '2026-11-22T10:00:00.000Z' },
  outcome: 'refused',
  reason: 'shared_signals',
  signals: ['email_alias', 'ip_address'],
  reward: null,
});

const waiting = referral({
  friend: { id: 33, username: 'frank', registered_at: '2026-11-23T10:00:00.000Z' },
  referrer: null,
  ref_id: 'ghost',
  outcome: 'waiting',
  first_deposit: { amount: '50.00', currency: 'EUR' },
  waiting_for: 'wagering',
  wagered: '10.00',
  reward: null,
  decided_at: null,
});

const page = (data: unknown[]) => ({ data, pagination: { ...emptyPage, total: data.length } });
const lists = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.path.startsWith('/api/admin/referrals?')).map((request) => request.path);

function server(role: AdminRole, rest: Script = () => ({ status: 500 })): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.method === 'GET' && request.path.startsWith('/api/admin/referrals')) {
      return { status: 200, body: page([waiting, refused, referral({})]) };
    }
    return rest(request);
  };
}

describe('the referrals screen', () => {
  it('shows each outcome with its reason, the signals in words and what a waiting one lacks', async () => {
    renderApp('/referrals', server('support'), { token: 'live' });
    const table = await screen.findByRole('table', { name: 'Referrals' });
    await within(table).findByText('erin');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('ghost (no such player)');
    expect(rows[1]?.textContent).toContain('Not wagered yet: €10.00 of €50.00');
    expect(rows[2]?.textContent).toContain('The two share signals');
    expect(rows[2]?.textContent).toContain('Email alias: both addresses reach one mailbox');
    expect(rows[2]?.textContent).toContain('IP address: both were seen on the same address');
    expect(rows[3]?.textContent).toContain('€50.00');
    expect(
      within(rows[3] as HTMLElement)
        .getByRole('link', { name: 'dave' })
        .getAttribute('href'),
    ).toBe('/players/30');
    // Support reads referrals but may not overturn one.
    expect(screen.queryByRole('button', { name: /^Overturn/ })).toBeNull();
  });

  it('sends the outcome tab and the filters to the server', async () => {
    const app = renderApp('/referrals', server('finance'), { token: 'live' });
    await screen.findByRole('table', { name: 'Referrals' });
    fireEvent.click(screen.getByRole('link', { name: 'Refused' }));
    await waitFor(() => expect(lists(app.sent).some((path) => path.includes('outcome=refused'))).toBe(true));
    fireEvent.change(screen.getByLabelText("Referrer's username"), { target: { value: 'dave' } });
    fireEvent.submit(screen.getByLabelText("Referrer's username").closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(
        lists(app.sent).some((path) => path.includes('outcome=refused') && path.includes('referrer=dave')),
      ).toBe(true),
    );
  });

  it('overturns a refusal for shared signals only after a confirmation with a reason', async () => {
    const app = renderApp(
      '/referrals',
      server('finance', (request) =>
        request.path === '/api/admin/referrals/32/overturn'
          ? {
              status: 200,
              body: {
                message: "The refusal is overturned and the reward credited to the referrer's bonus balance.",
                data: { ...refused, outcome: 'paid' },
              },
            }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    const buttons = await screen.findAllByRole('button', { name: /^Overturn/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Overturn this refusal?', hidden: true });
    expect(dialog.textContent).toContain('dave receives the reward for referring erin');
    const confirm = within(dialog).getByRole('button', { name: 'Overturn', hidden: true });
    fireEvent.click(confirm);
    expect(app.sent.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason (the audit log keeps it)'), {
      target: { value: 'Siblings; checked by phone' },
    });
    fireEvent.click(confirm);
    expect(
      await screen.findByText(
        "The refusal is overturned and the reward credited to the referrer's bonus balance.",
      ),
    ).toBeTruthy();
    expect(app.sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { reason: 'Siblings; checked by phone' },
    ]);
  });
});

const dave = playerDetailReply({ id: 30, username: 'dave', cash: '70.00' });

/** The player's page of dave: who referred him (nobody) and the friends he referred. */
function playerServer(role: AdminRole, rest: Script = () => ({ status: 500 })): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.path === '/api/admin/players/30') return { status: 200, body: dave };
    if (request.path.startsWith('/api/admin/referrals?') && request.path.includes('friend_id=30')) {
      return { status: 200, body: page([]) };
    }
    if (request.path.startsWith('/api/admin/referrals?') && request.path.includes('referrer_id=30')) {
      return { status: 200, body: page([refused, referral({})]) };
    }
    return rest(request);
  };
}

describe("a player's page", () => {
  it('shows who referred the player and the referrals the player made', async () => {
    renderApp('/players/30?tab=referrals', playerServer('compliance'), { token: 'live' });
    expect(await screen.findByText('This player registered without a referral.')).toBeTruthy();
    const made = await screen.findByRole('table', { name: 'Referrals made' });
    await within(made).findByText('erin');
    expect(within(made).getAllByRole('row')).toHaveLength(3);
  });

  it('sends a bonus above the limit to a second operator and says so', async () => {
    const app = renderApp(
      '/players/30?tab=bonuses',
      playerServer('support', (request) => {
        if (request.path === '/api/admin/players/30/bonuses' && request.method === 'GET') {
          return { status: 200, body: { currency: 'EUR', grant_limit: '100.00', data: [], rakeback: [] } };
        }
        if (request.path.startsWith('/api/admin/bonus-offers')) return { status: 200, body: page([]) };
        if (request.path === '/api/admin/players/30/bonuses' && request.method === 'POST') {
          return {
            status: 201,
            body: {
              message:
                'The bonus is above what one operator may grant: it waits for a second operator to approve it.',
              data: null,
              request: {
                id: '6f1c2a8e-1111-4a2b-9c3d-000000000002',
                player: { id: 30, username: 'dave' },
                currency: 'EUR',
                balance: 'bonus',
                direction: 'credit',
                amount: '150.00',
                category: 'promotion',
                note: 'Goodwill',
                status: 'pending',
                requested_by: operatorOf('support'),
                requested_at: '2026-11-27T09:00:00.000Z',
                decided_by: null,
                decided_at: null,
                decision_reason: null,
                transfer_id: null,
                kind: 'bonus_grant',
                offer_id: null,
              },
            },
          };
        }
        return { status: 500 };
      }),
      { token: 'live' },
    );
    expect(
      await screen.findByText(/above it, the grant waits for a second operator to approve it/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount (EUR, such as 25.00)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Reason (the audit log keeps it)'), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant the bonus' }));
    expect(
      await screen.findByText(
        'The bonus is above what one operator may grant: it waits for a second operator to approve it.',
      ),
    ).toBeTruthy();
    expect(
      app.sent.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toMatchObject([{ amount: '150', reason: 'Goodwill', offer_id: null }]);
  });
});
