// SQL of the e-mail outbox.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { emailOutbox } from './schema';

export type OutboxMail = typeof emailOutbox.$inferSelect;

export interface NewOutboxMail {
  readonly kind: string;
  readonly toAddress: string;
  readonly subject: string;
  readonly textBody: string;
  readonly createdAt: Date;
}

export async function insertMail(db: DbExecutor, mail: NewOutboxMail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...mail, nextAttemptAt: mail.createdAt })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}

export async function recentMails(db: DbExecutor, limit: number): Promise<OutboxMail[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

/**
 * Claims due mails for one sender: their next attempt moves to `leaseUntil`, so that another node (or
 * this one after a crash) retries only after the lease. One short statement; sending holds no transaction.
 */
export async function claimDueMails(
  db: DbExecutor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markSent(db: DbExecutor, id: number, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markAttemptFailed(
  db: DbExecutor,
  id: number,
  failure: { readonly error: string; readonly nextAttemptAt: Date; readonly giveUp: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: failure.error.slice(0, 1000),
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(emailOutbox.id, id));
}
