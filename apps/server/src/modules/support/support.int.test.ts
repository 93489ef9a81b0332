// The support form's call: the spec's "fill in all fields", topics, one ticket per sender per interval
// (429 with Retry-After), blocked senders (403), and every accepted ticket stored and e-mailed to the
// operator's support address with the player's own account details, not what the form claimed.
import { sendSupportTicket } from '@reelvault/contract/calls/support';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo } from '../../../test/mail';
import { bearer, registerPlayer, testIp } from '../../../test/players';
import { createSupportRepository } from './repository';
import { supportTickets } from './schema';

const supportAddress = 'tickets@operator.example';

describe('support tickets', () => {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const ctx = useTestApp(
    { SUPPORT_EMAIL: supportAddress, SUPPORT_TICKET_INTERVAL_SECONDS: '120' },
    { clock },
  );

  const send = (payload: Record<string, unknown>, token?: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
      remoteAddress: testIp(),
    });

  const ticket = { topic: 'withdrawals', subject: 'Where is my payout?', message: 'I asked on Monday.' };

  it('refuses a ticket with an empty topic, subject or message: fill in all fields', async () => {
    const player = await registerPlayer(ctx.app);
    for (const missing of ['topic', 'subject', 'message'] as const) {
      const response = await send({ ...ticket, [missing]: '   ' }, player.token);
      expect(response.statusCode, missing).toBe(422);
      const body = errorBodySchema.parse(response.json());
      expect(body.error).toBe('SUPPORT_FIELDS_REQUIRED');
      expect(body.message).toBe('Please fill in all fields.');
      expect(Object.keys(body.errors ?? {})).toEqual([missing]);
    }
    const empty = errorBodySchema.parse((await send({}, player.token)).json());
    expect(Object.keys(empty.errors ?? {}).sort()).toEqual(['message', 'subject', 'topic']);
    const rows = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.playerId, player.id));
    expect(rows).toEqual([]);
  });

  it('refuses a topic outside the spec nine', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await send({ ...ticket, topic: 'sports' }, player.token);
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors?.topic).toBeDefined();
  });

  it('stores a player ticket with the account details and e-mails it to the support address', async () => {
    const player = await registerPlayer(ctx.app);
    const before = (await mailsTo(ctx.database, supportAddress)).length;
    const response = await send(
      { ...ticket, username: 'someone-else', email: 'forged@example.com', balance: '99999' },
      player.token,
      'de-DE',
    );
    expect(response.statusCode, response.body).toBe(201);
    const reply = sendSupportTicket.reply.parse(response.json());
    const [row] = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, reply.data.ticket_id));
    expect(row).toMatchObject({
      playerId: player.id,
      username: player.username,
      email: player.email,
      balance: '€0.00',
      topic: 'withdrawals',
      subject: 'Where is my payout?',
      message: 'I asked on Monday.',
      locale: 'de',
    });
    const mails = await mailsTo(ctx.database, supportAddress);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`[Ticket #${reply.data.ticket_id}] Withdrawals: Where is my payout?`);
    expect(mail?.textBody).toContain(`${player.username} <${player.email}>`);
    expect(mail?.textBody).toContain('Balance: €0.00');
    expect(mail?.textBody).toContain('I asked on Monday.');
    expect(mail?.textBody).not.toContain('forged@example.com');
  });

  it('answers 429 with Retry-After to a second ticket within the interval, and accepts it after', async () => {
    const player = await registerPlayer(ctx.app);
    expect((await send(ticket, player.token)).statusCode).toBe(201);
    clock.advanceSeconds(30);
    const again = await send({ ...ticket, subject: 'Still waiting' }, player.token);
    expect(again.statusCode).toBe(429);
    expect(errorBodySchema.parse(again.json()).error).toBe('SUPPORT_TOO_SOON');
    expect(again.headers['retry-after']).toBe('90');
    clock.advanceSeconds(91);
    expect((await send({ ...ticket, subject: 'Still waiting' }, player.token)).statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.playerId, player.id));
    expect(rows).toHaveLength(2);
  });

  it('accepts a guest ticket with an e-mail address, and limits guests by that address', async () => {
    const noEmail = await send(ticket);
    expect(noEmail.statusCode).toBe(422);
    expect(errorBodySchema.parse(noEmail.json()).errors?.email).toBeDefined();
    const guest = { ...ticket, email: 'Locked.Out@example.com', username: 'lockedout' };
    const first = await send(guest);
    expect(first.statusCode, first.body).toBe(201);
    const second = await send({ ...guest, email: 'locked.out@EXAMPLE.com' });
    expect(second.statusCode).toBe(429);
    const mail = (await mailsTo(ctx.database, supportAddress)).at(-1);
    expect(mail?.textBody).toContain('lockedout <Locked.Out@example.com>');
  });

  it('answers 403 to a blocked player or address and stores nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const repository = createSupportRepository(ctx.database.db);
    await repository.block({ playerId: player.id }, 'abusive messages');
    await repository.block({ email: 'spam@example.com' }, 'spam');
    const blocked = await send(ticket, player.token);
    expect(blocked.statusCode).toBe(403);
    expect(errorBodySchema.parse(blocked.json()).error).toBe('SUPPORT_SENDER_BLOCKED');
    expect((await send({ ...ticket, email: 'SPAM@example.com' })).statusCode).toBe(403);
    const rows = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.playerId, player.id));
    expect(rows).toEqual([]);
  });

  it('refuses oversized fields', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await send({ ...ticket, message: 'x'.repeat(5001) }, player.token);
    expect(response.statusCode).toBe(422);
  });
});
