// E-mail for the other modules: a mail is written to the outbox inside the caller's transaction (so it
// exists exactly when what caused it does), then a worker sends it by SMTP, retrying with backoff. Without
// SMTP the mails stay in the outbox and the dev mailbox page shows them.
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import * as outbox from './repository';

/** Who a mail to a player goes to, and the language it is written in. */
export interface MailRecipient {
  readonly email: string;
  readonly username: string;
  /** The player's stored language (a locale code). */
  readonly locale: string;
}

export interface OutgoingMail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** What the worker needs of nodemailer (a fake in tests). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface NotificationsOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly mailFrom: string;
  /** Unset: nothing is sent (the dev mailbox shows the outbox). */
  readonly transport?: MailTransport | undefined;
}

export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
}

/** Attempts before a mail is marked failed. */
export const maxDeliveryAttempts = 8;
/** A claimed mail is retried after this long if its sender vanished mid-send. */
const claimLeaseMs = 5 * 60_000;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export function createNotificationsService(options: NotificationsOptions) {
  const { db, clock, transport } = options;

  async function deliverDue(limit = 20): Promise<DeliveryReport> {
    if (!transport) return { sent: 0, failed: 0 };
    let sent = 0;
    let failed = 0;
    const now = clock.now();
    const claimed = await outbox.claimDueMails(db, now, new Date(now.getTime() + claimLeaseMs), limit);
    for (const mail of claimed) {
      try {
        await transport.sendMail({
          from: options.mailFrom,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
        });
        await outbox.markSent(db, mail.id, clock.now());
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        await outbox.markAttemptFailed(db, mail.id, {
          error: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
          giveUp: attempts >= maxDeliveryAttempts,
        });
        failed += 1;
      }
    }
    return { sent, failed };
  }

  return {
    /** Writes a mail to the outbox; pass the transaction of the change that causes it. */
    async enqueueEmail(executor: DbExecutor, mail: OutgoingMail): Promise<number> {
      return outbox.insertMail(executor, {
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        createdAt: clock.now(),
      });
    },

    recentMails(limit = 50): Promise<outbox.OutboxMail[]> {
      return outbox.recentMails(db, limit);
    },

    deliverDue,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
