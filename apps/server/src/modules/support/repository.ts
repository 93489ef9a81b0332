// SQL of support tickets and blocked senders.
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { supportBlockedSenders, supportTickets } from './schema';

export type NewSupportTicket = typeof supportTickets.$inferInsert;

export function createSupportRepository(db: DbExecutor) {
  return {
    /** Serialises tickets of one sender (the interval check and the insert), until the transaction ends. */
    async lockSender(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`support:${key}`}))`);
    },

    async isBlocked(playerId: number | undefined, email: string): Promise<boolean> {
      const byEmail = eq(sql`lower(${supportBlockedSenders.email})`, email.toLowerCase());
      const [row] = await db
        .select({ id: supportBlockedSenders.id })
        .from(supportBlockedSenders)
        .where(playerId === undefined ? byEmail : or(byEmail, eq(supportBlockedSenders.playerId, playerId)))
        .limit(1);
      return row !== undefined;
    },

    /** When the sender's latest ticket after `since` was written: by player, or by e-mail for a guest. */
    async latestTicketSince(
      playerId: number | undefined,
      email: string,
      since: Date,
    ): Promise<Date | undefined> {
      const sender =
        playerId === undefined
          ? and(isNull(supportTickets.playerId), eq(sql`lower(${supportTickets.email})`, email.toLowerCase()))
          : eq(supportTickets.playerId, playerId);
      const [row] = await db
        .select({ createdAt: supportTickets.createdAt })
        .from(supportTickets)
        .where(and(sender, gt(supportTickets.createdAt, since)))
        .orderBy(desc(supportTickets.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async insertTicket(ticket: NewSupportTicket): Promise<number> {
      const [row] = await db.insert(supportTickets).values(ticket).returning({ id: supportTickets.id });
      if (!row) throw new Error('The support ticket was not stored');
      return row.id;
    },

    async block(sender: { playerId?: number; email?: string }, reason: string): Promise<void> {
      await db.insert(supportBlockedSenders).values({
        playerId: sender.playerId ?? null,
        email: sender.email?.toLowerCase() ?? null,
        reason,
      });
    },
  };
}
