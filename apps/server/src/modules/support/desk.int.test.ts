// The support desk over HTTP (decision 0716): the queue with its filters and paging, a ticket's page with
// the player beside it (opening a new ticket), assignment, a reply stored and e-mailed through the outbox in
// the ticket's language, closing and reopening, the blocked senders (whose tickets the form then refuses
// with 403), each call refused to the roles outside it, and every change in the audit log.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminBlockedSender,
  AdminSupportTicket,
  AdminSupportTicketDetail,
} from '@reelvault/contract/calls/backoffice-support';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo } from '../../../test/mail';
import { bearer, registerPlayer, testIp, type TestPlayer } from '../../../test/players';

const clock = new ManualClock(new Date());
const ctx = useTestApp({ SUPPORT_TICKET_INTERVAL_SECONDS: '0' }, { clock });
const ops = {} as Record<AdminRole, TestOperator>;
const roles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;

function call(role: AdminRole, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

async function sendTicket(
  fields: { subject: string; topic?: string; email?: string; username?: string },
  options: { token?: string; language?: string } = {},
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    payload: { topic: fields.topic ?? 'withdrawals', message: 'Where is my payout?', ...fields },
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      'accept-language': options.language ?? 'en',
    },
    remoteAddress: testIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { ticket_id: number } }).data.ticket_id;
}

async function queue(query: string, role: AdminRole = 'support') {
  const response = await call(role, 'GET', `/api/admin/support/tickets?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminSupportTicket[]; pagination: { total: number } };
}

async function ticketPage(id: number, role: AdminRole = 'support') {
  const response = await call(role, 'GET', `/api/admin/support/tickets/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AdminSupportTicketDetail }).data;
}

async function auditActions(targetType: string, targetId: string | number) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=${targetType}&target_id=${targetId}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { action: string; actor: { id: number } }[] }).data.map(
    (entry) => entry.action,
  );
}

let player: TestPlayer;

beforeAll(async () => {
  for (const role of roles) ops[role] = await operator(ctx.app, role, clock.now());
  player = await registerPlayer(ctx.app);
});

describe('the support queue', () => {
  it('lists tickets newest first, filtered by status, topic, search and assignee, and paged', async () => {
    const tag = `q${Date.now()}`;
    const first = await sendTicket({ subject: `${tag} first`, email: `${tag}.a@players.test` });
    clock.advance(1000);
    const second = await sendTicket({
      subject: `${tag} second`,
      topic: 'promotions_bonuses',
      email: `${tag}.b@players.test`,
    });
    clock.advance(1000);
    const third = await sendTicket({ subject: 'A payout question', email: `${tag}.c@players.test` });

    const all = await queue(`q=${tag}`);
    expect(all.data.map((ticket) => ticket.id)).toEqual([third, second, first]);
    expect(all.data.every((ticket) => ticket.status === 'new')).toBe(true);
    expect((await queue(`q=${tag}&topic=promotions_bonuses`)).data.map((ticket) => ticket.id)).toEqual([
      second,
    ]);
    expect((await queue(`q=${tag}.A@`)).data.map((ticket) => ticket.id)).toEqual([first]);
    const paged = await queue(`q=${tag}&per_page=2&page=2`);
    expect(paged.data.map((ticket) => ticket.id)).toEqual([first]);
    expect(paged.pagination.total).toBe(3);

    const assigned = await call('admin', 'POST', `/api/admin/support/tickets/${second}/assign`, {
      admin_id: ops.support.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mine = await queue(`q=${tag}&mine=true`);
    expect(mine.data.map((ticket) => ticket.id)).toEqual([second]);
    expect(mine.data[0]?.status).toBe('open');
    expect(mine.data[0]?.assigned_to).toEqual({ id: ops.support.id, email: ops.support.email });
    expect((await queue(`q=${tag}&mine=true`, 'admin')).data).toEqual([]);
    expect((await queue(`q=${tag}&status=open`)).data.map((ticket) => ticket.id)).toEqual([second]);
    expect((await queue(`q=${tag}&status=new`)).data.map((ticket) => ticket.id)).toEqual([third, first]);
  });

  it('answers a bad filter with the error shape', async () => {
    const response = await call('support', 'GET', '/api/admin/support/tickets?status=lost&topic=sports');
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['status', 'topic']);
  });
});

describe("a ticket's page and its lifecycle", () => {
  it("shows the player's account, opens a new ticket, and a reply is stored and mailed in its language", async () => {
    const id = await sendTicket({ subject: 'Mein Bonus fehlt' }, { token: player.token, language: 'de' });
    const page = await ticketPage(id);
    expect(page.status).toBe('open');
    expect(page.locale).toBe('de');
    expect(page.player).toMatchObject({
      id: player.id,
      username: player.username,
      email: player.email,
      status: expect.any(Number),
      balance: { amount: '0.00', currency: expect.any(String) },
    });
    expect(page.replies).toEqual([]);

    const reply = await call('support', 'POST', `/api/admin/support/tickets/${id}/replies`, {
      body: 'Your bonus is credited now.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const answered = (reply.json() as { data: AdminSupportTicketDetail }).data;
    expect(answered.status).toBe('answered');
    expect(answered.assigned_to?.id).toBe(ops.support.id);
    expect(answered.replies).toEqual([
      {
        id: expect.any(Number),
        by: { id: ops.support.id, email: ops.support.email },
        body: 'Your bonus is credited now.',
        created_at: expect.any(String),
      },
    ]);
    const mails = (await mailsTo(ctx.database, player.email)).filter((mail) => mail.kind === 'support-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Re: Mein Bonus fehlt (Ticket #${id})`);
    expect(mails[0]?.textBody).toContain(`Hallo ${player.username},`);
    expect(mails[0]?.textBody).toContain('Your bonus is credited now.');
    expect(mails[0]?.textBody).toContain('Unser Support-Team hat auf Ihre Anfrage');

    const closed = await call('support', 'POST', `/api/admin/support/tickets/${id}/close`);
    expect((closed.json() as { data: AdminSupportTicketDetail }).data.status).toBe('closed');
    const late = await call('support', 'POST', `/api/admin/support/tickets/${id}/replies`, { body: 'More.' });
    expect(late.statusCode).toBe(409);
    expect(errorBodySchema.parse(late.json()).error).toBe('SUPPORT_TICKET_STATE');
    const reopened = await call('admin', 'POST', `/api/admin/support/tickets/${id}/reopen`);
    expect((reopened.json() as { data: AdminSupportTicketDetail }).data.status).toBe('open');
    expect((await call('admin', 'POST', `/api/admin/support/tickets/${id}/reopen`)).statusCode).toBe(409);

    expect(await auditActions('support_ticket', id)).toEqual([
      'support.ticket.reopen',
      'support.ticket.close',
      'support.ticket.reply',
      'support.ticket.open',
    ]);
  });

  it("mails a guest's reply without a username, and a player's next ticket is a ticket of its own", async () => {
    const id = await sendTicket({ subject: 'Hola', email: 'guest.desk@players.test' }, { language: 'es' });
    const reply = await call('admin', 'POST', `/api/admin/support/tickets/${id}/replies`, { body: 'Hecho.' });
    expect(reply.statusCode, reply.body).toBe(201);
    const [mail] = await mailsTo(ctx.database, 'guest.desk@players.test');
    expect(mail?.textBody.startsWith('Hola:\n\n')).toBe(true);
    const next = await sendTicket({ subject: 'Otra', email: 'guest.desk@players.test' }, { language: 'es' });
    expect(next).not.toBe(id);
    expect((await ticketPage(id, 'admin')).status).toBe('answered');
    const guest = await ticketPage(next, 'admin');
    expect(guest.player).toBeNull();
  });

  it('assigns only to an operator who may answer tickets, and refuses unknown tickets and empty replies', async () => {
    const id = await sendTicket({ subject: 'Assign me', email: 'assign.desk@players.test' });
    const agents = await call('support', 'GET', '/api/admin/support/agents');
    const agentIds = (agents.json() as { data: { id: number }[] }).data.map((agent) => agent.id);
    expect(agentIds).toEqual(expect.arrayContaining([ops.admin.id, ops.support.id]));
    expect(agentIds).not.toContain(ops.finance.id);
    const wrong = await call('support', 'POST', `/api/admin/support/tickets/${id}/assign`, {
      admin_id: ops.finance.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors?.admin_id).toBeDefined();
    expect((await call('support', 'GET', '/api/admin/support/tickets/99999999')).statusCode).toBe(404);
    const empty = await call('support', 'POST', `/api/admin/support/tickets/${id}/replies`, { body: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(errorBodySchema.parse(empty.json()).errors?.body).toBeDefined();
  });
});

describe('blocked senders', () => {
  it('blocks a player and an address (the form then answers 403), lists them and unblocks', async () => {
    const blocked = await registerPlayer(ctx.app);
    const byPlayer = await call('compliance', 'POST', '/api/admin/support/blocked-senders', {
      player_id: blocked.id,
      reason: 'Abusive messages',
    });
    expect(byPlayer.statusCode, byPlayer.body).toBe(201);
    const block = (byPlayer.json() as { data: AdminBlockedSender }).data;
    expect(block).toMatchObject({
      player: { id: blocked.id, username: blocked.username },
      email: null,
      reason: 'Abusive messages',
      blocked_by: { id: ops.compliance.id, email: ops.compliance.email },
    });
    const again = await call('support', 'POST', '/api/admin/support/blocked-senders', {
      player_id: blocked.id,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error).toBe('SUPPORT_ALREADY_BLOCKED');
    const byEmail = await call('support', 'POST', '/api/admin/support/blocked-senders', {
      email: 'Spammer.Desk@players.test',
      reason: 'Spam',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(201);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { topic: 'others', subject: 'Hi', message: 'Hi', email: 'spammer.desk@players.test' },
      remoteAddress: testIp(),
    });
    expect(refused.statusCode).toBe(403);
    const refusedPlayer = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { topic: 'others', subject: 'Hi', message: 'Hi' },
      headers: bearer(blocked.token),
      remoteAddress: testIp(),
    });
    expect(refusedPlayer.statusCode).toBe(403);

    const list = await call('support', 'GET', '/api/admin/support/blocked-senders?per_page=100');
    const rows = (list.json() as { data: AdminBlockedSender[] }).data;
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([block.id]));
    expect(rows.find((row) => row.email === 'spammer.desk@players.test')).toBeDefined();

    const lifted = await call('support', 'DELETE', `/api/admin/support/blocked-senders/${block.id}`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(
      (await call('support', 'DELETE', `/api/admin/support/blocked-senders/${block.id}`)).statusCode,
    ).toBe(404);
    await sendTicket({ subject: 'Back again' }, { token: blocked.token });
    expect(await auditActions('player', blocked.id)).toEqual(
      expect.arrayContaining(['support.sender.block']),
    );
    expect(await auditActions('support_sender', block.id)).toEqual(['support.sender.unblock']);
  });

  it('refuses a block of an unknown player or a bad address with the error shape', async () => {
    const unknown = await call('admin', 'POST', '/api/admin/support/blocked-senders', {
      player_id: 99999999,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('admin', 'POST', '/api/admin/support/blocked-senders', {
      email: 'not-an-address',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(422);
    errorBodySchema.parse(bad.json());
  });
});

describe('the roles matrix', () => {
  it('lets admin and support read and answer, admin, support and compliance block; refuses the rest', async () => {
    const id = await sendTicket({ subject: 'Matrix', email: 'matrix.desk@players.test' });
    const calls: {
      permission: 'read' | 'reply' | 'block';
      method: 'GET' | 'POST' | 'DELETE';
      url: string;
      payload?: object;
    }[] = [
      { permission: 'read', method: 'GET', url: '/api/admin/support/tickets' },
      { permission: 'read', method: 'GET', url: `/api/admin/support/tickets/${id}` },
      { permission: 'read', method: 'GET', url: '/api/admin/support/agents' },
      {
        permission: 'reply',
        method: 'POST',
        url: `/api/admin/support/tickets/${id}/assign`,
        payload: { admin_id: 1 },
      },
      {
        permission: 'reply',
        method: 'POST',
        url: `/api/admin/support/tickets/${id}/replies`,
        payload: { body: 'Hi' },
      },
      { permission: 'reply', method: 'POST', url: `/api/admin/support/tickets/${id}/close` },
      { permission: 'reply', method: 'POST', url: `/api/admin/support/tickets/${id}/reopen` },
      { permission: 'block', method: 'GET', url: '/api/admin/support/blocked-senders' },
      {
        permission: 'block',
        method: 'POST',
        url: '/api/admin/support/blocked-senders',
        payload: { email: 'm@x.test', reason: 'x' },
      },
      { permission: 'block', method: 'DELETE', url: '/api/admin/support/blocked-senders/99999999' },
    ];
    const holders = {
      read: ['admin', 'support'],
      reply: ['admin', 'support'],
      block: ['admin', 'support', 'compliance'],
    } as const;
    for (const role of roles) {
      for (const entry of calls) {
        const response = await call(role, entry.method, entry.url, entry.payload);
        const allowed = (holders[entry.permission] as readonly string[]).includes(role);
        if (allowed) expect(response.statusCode, `${role} ${entry.method} ${entry.url}`).not.toBe(403);
        else {
          expect(response.statusCode, `${role} ${entry.method} ${entry.url}`).toBe(403);
          expect(errorBodySchema.parse(response.json()).error).toBe('ADMIN_FORBIDDEN');
        }
      }
    }
    const me = await call('compliance', 'GET', '/api/admin/me');
    expect((me.json() as { data: { permissions: string[] } }).data.permissions).toEqual(
      expect.arrayContaining(['support.block']),
    );
    expect((me.json() as { data: { permissions: string[] } }).data.permissions).not.toContain('support.read');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/support/tickets' });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/support/tickets',
      headers: bearer(player.token),
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});
