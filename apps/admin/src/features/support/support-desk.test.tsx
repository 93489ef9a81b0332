// @vitest-environment jsdom
// The support desk as operators use it (decision 0716): the queue's filters sent to the server from the
// URL, a ticket's page with the player's account beside it and a link to the player, a reply sent and shown
// at once, closing and reopening offered by state, the blocked senders blocked and unblocked, and a role
// that may only block seeing no reply form.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminBlockedSender,
  AdminSupportTicketDetail,
} from '@reelvault/contract/calls/backoffice-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyPage, meReply, renderApp, type Script } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

setUpScreenTests();

const operatorOf = (role: AdminRole) => ({ id: 5, email: `${role}@reelvault.test`, role });

const ticket: AdminSupportTicketDetail = {
  id: 41,
  status: 'open',
  topic: 'withdrawals',
  subject: 'Where is my payout?',
  email: 'carol@players.test',
  username: 'carol',
  player_id: 31,
  locale: 'de',
  assigned_to: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  message: 'I asked on Monday.',
  balance_when_sent: '€12.50',
  player: {
    id: 31,
    username: 'carol',
    email: 'carol@players.test',
    status: 1,
    player_status: 1,
    balance: { amount: '12.50', currency: 'EUR' },
    registered_at: '2026-10-01T10:00:00.000Z',
  },
  replies: [],
};

const page = (data: unknown[]) => ({ data, pagination: { ...emptyPage, total: data.length } });

function server(role: AdminRole, rest: Script = () => ({ status: 500 })): Script {
  return (request) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(operatorOf(role)) };
    if (request.path === '/api/admin/support/agents') {
      return { status: 200, body: { data: [{ id: 5, email: 'support@reelvault.test' }] } };
    }
    if (request.method === 'GET' && request.path === '/api/admin/support/tickets/41') {
      return { status: 200, body: { data: ticket } };
    }
    if (request.method === 'GET' && request.path.startsWith('/api/admin/support/tickets')) {
      return { status: 200, body: page([ticket]) };
    }
    return rest(request);
  };
}

describe('the support desk', () => {
  it('sends the queue filters from the URL and links each ticket to its page', async () => {
    const app = renderApp('/support?status=open&mine=true&topic=withdrawals&q=carol', server('support'), {
      token: 'live',
    });
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    const link = await within(table).findByRole('link', { name: 'Ticket #41: Where is my payout?' });
    expect(link.getAttribute('href')).toBe('/support/41');
    const list = app.sent.find((request) => request.path.startsWith('/api/admin/support/tickets?'));
    expect(list?.path).toContain('status=open');
    expect(list?.path).toContain('mine=true');
    expect(list?.path).toContain('topic=withdrawals');
    expect(list?.path).toContain('q=carol');
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the player beside the message, and sends a reply that appears with the server's answer", async () => {
    const replied: AdminSupportTicketDetail = {
      ...ticket,
      status: 'answered',
      assigned_to: { id: 5, email: 'support@reelvault.test' },
      replies: [
        {
          id: 1,
          by: { id: 5, email: 'support@reelvault.test' },
          body: 'It is on its way.',
          created_at: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    const app = renderApp(
      '/support/41',
      server('support', (request) =>
        request.method === 'POST' && request.path === '/api/admin/support/tickets/41/replies'
          ? { status: 201, body: { message: 'The reply is sent.', data: replied } }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    await screen.findByRole('heading', { name: 'Ticket #41: Where is my payout?' });
    expect(screen.getByText('I asked on Monday.')).toBeDefined();
    const player = screen.getByRole('region', { name: 'Player' });
    expect(within(player).getByRole('link', { name: 'carol' }).getAttribute('href')).toBe('/players/31');
    expect(player.textContent).toContain('€12.50');
    expect(screen.getByText('No reply yet.')).toBeDefined();

    fireEvent.change(screen.getByLabelText(/Your answer/), { target: { value: '  It is on its way.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('The reply is sent.');
    const sent = app.sent.find((request) => request.path === '/api/admin/support/tickets/41/replies');
    expect(sent?.body).toEqual({ body: 'It is on its way.' });
    expect(await screen.findByText('It is on its way.')).toBeDefined();
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
  });

  it('closes an open ticket and offers only reopening once closed', async () => {
    const app = renderApp(
      '/support/41',
      server('admin', (request) =>
        request.path === '/api/admin/support/tickets/41/close'
          ? { status: 200, body: { message: 'The ticket is closed.', data: { ...ticket, status: 'closed' } } }
          : { status: 500 },
      ),
      { token: 'live' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    await screen.findByRole('button', { name: 'Reopen ticket' });
    expect(app.sent.some((request) => request.path === '/api/admin/support/tickets/41/close')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });

  it('blocks an address with a reason and unblocks a sender after confirming', async () => {
    const blocked: AdminBlockedSender = {
      id: 7,
      player: null,
      email: 'spam@players.test',
      reason: 'Spam',
      blocked_by: { id: 5, email: 'compliance@reelvault.test' },
      created_at: '2026-11-20T10:00:00.000Z',
    };
    const app = renderApp(
      '/blocked-senders',
      server('compliance', (request) => {
        if (request.method === 'GET' && request.path.startsWith('/api/admin/support/blocked-senders')) {
          return { status: 200, body: page([blocked]) };
        }
        if (request.method === 'POST' && request.path === '/api/admin/support/blocked-senders') {
          return {
            status: 201,
            body: { message: "The sender's tickets are refused from now on.", data: blocked },
          };
        }
        if (request.method === 'DELETE' && request.path === '/api/admin/support/blocked-senders/7') {
          return { status: 200, body: { message: 'The sender may send tickets again.' } };
        }
        return { status: 500 };
      }),
      { token: 'live' },
    );
    const table = await screen.findByRole('table', { name: 'Blocked senders' });
    await within(table).findByRole('button', { name: /^Unblock.*spam@players\.test/ });
    fireEvent.change(screen.getByLabelText('E-mail address', { selector: 'input[type=email]' }), {
      target: { value: 'other@players.test' },
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Abuse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await screen.findByText("The sender's tickets are refused from now on.");
    expect(
      app.sent.find(
        (request) => request.method === 'POST' && request.path === '/api/admin/support/blocked-senders',
      )?.body,
    ).toEqual({ email: 'other@players.test', reason: 'Abuse' });

    fireEvent.click(within(table).getByRole('button', { name: /Unblock/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock this sender?' });
    expect(app.sent.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    await waitFor(() =>
      expect(app.sent.some((request) => request.path === '/api/admin/support/blocked-senders/7')).toBe(true),
    );
  });

  it('keeps the tickets from a role that may only block', async () => {
    renderApp('/support/41', server('compliance'), { token: 'live' });
    await screen.findByRole('heading', { name: 'Not for your role' });
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
  });
});
