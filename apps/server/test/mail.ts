// Reading the e-mail outbox in tests: what a player would find in their mailbox.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { emailOutbox } from '../src/modules/notifications/schema';

export type OutboxMail = typeof emailOutbox.$inferSelect;

export async function mailsTo(database: Database, address: string): Promise<OutboxMail[]> {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

/** The token of the first link in a mail that starts with `prefix` (in its fragment or its query). */
export function tokenOfLink(mail: OutboxMail | undefined, prefix: string): string {
  if (!mail) throw new Error('tokenOfLink: no mail');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[#?]token=([A-Za-z0-9_-]+)`).exec(mail.textBody);
  if (!match?.[1]) throw new Error(`tokenOfLink: no ${prefix} link in: ${mail.textBody}`);
  return match[1];
}
