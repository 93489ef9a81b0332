// The e-mail outbox: every message is written here first (inside the transaction that caused it) and a
// worker sends it by SMTP; without SMTP the dev mailbox page shows it.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for (password_reset, email_change, email_changed). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** pending, sent, failed (gave up after the last retry) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (table) => [index('email_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);
