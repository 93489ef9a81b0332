// The outbox worker: sends due mails through the transport, marks them sent, retries failures with a
// growing wait and gives up after the last attempt.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { emailOutbox } from './schema';
import { createNotificationsService, maxDeliveryAttempts, retryDelayMs, type MailTransport } from './service';

class FakeTransport implements MailTransport {
  readonly sent: Array<{ from: string; to: string; subject: string; text: string }> = [];
  failuresLeft = 0;

  async sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> {
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('421 try again later');
    }
    this.sent.push(message);
    return { accepted: [message.to] };
  }
}

describe('e-mail outbox', () => {
  const ctx = useTestApp();
  const clock = new ManualClock();

  function outboxWith(transport?: MailTransport) {
    return createNotificationsService({
      db: ctx.database.db,
      clock,
      mailFrom: 'Reelvault <no-reply@casino.test>',
      transport,
    });
  }

  const rowOf = async (id: number) =>
    (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('sends a pending mail once and marks it sent', async () => {
    const transport = new FakeTransport();
    const outbox = outboxWith(transport);
    const id = await outbox.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: 'player@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toEqual([
      { from: 'Reelvault <no-reply@casino.test>', to: 'player@example.com', subject: 'Hello', text: 'Body' },
    ]);
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      sentAt: clock.now(),
      lastError: null,
    });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('retries a failed mail after a growing wait, not before', async () => {
    const transport = new FakeTransport();
    transport.failuresLeft = 2;
    const outbox = outboxWith(transport);
    const id = await outbox.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
    });

    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '421 try again later',
      nextAttemptAt: new Date(clock.now().getTime() + 30_000),
    });
    clock.advanceSeconds(29);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    clock.advanceSeconds(1);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect((await rowOf(id))?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));
    clock.advanceSeconds(60);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    const transport = new FakeTransport();
    transport.failuresLeft = 100;
    const outbox = outboxWith(transport);
    const id = await outbox.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: 'b@example.com',
      subject: 'S',
      text: 'T',
    });
    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
      expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: maxDeliveryAttempts });
    clock.advance(24 * 3_600_000);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('waits 30 s, 1 min, 2 min ... at most an hour between attempts', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('sends nothing without a transport; the mail stays for the dev mailbox', async () => {
    const outbox = outboxWith();
    const id = await outbox.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: 'c@example.com',
      subject: 'S',
      text: 'T',
    });
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('does not hand the same mail to two senders at once', async () => {
    const transport = new FakeTransport();
    const outbox = outboxWith(transport);
    await outbox.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: 'd@example.com',
      subject: 'Once',
      text: 'T',
    });
    const reports = await Promise.all([outbox.deliverDue(), outbox.deliverDue()]);
    expect(transport.sent.filter((mail) => mail.subject === 'Once')).toHaveLength(1);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(transport.sent.length);
  });
});
