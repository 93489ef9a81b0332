// SQL of the support desk (decision 0716): the ticket queue and its filters, a ticket locked while it
// changes, the replies, and the blocked senders' list.
import type { SupportTicketStatus } from '@reelvault/contract/calls/backoffice-support';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { supportBlockedSenders, supportTicketReplies, supportTickets } from './schema';

export type TicketRow = typeof supportTickets.$inferSelect;
export type ReplyRow = typeof supportTicketReplies.$inferSelect;
export type BlockRow = typeof supportBlockedSenders.$inferSelect;

export interface TicketFilter {
  readonly status?: SupportTicketStatus | undefined;
  readonly assignedTo?: number | undefined;
  readonly topic?: string | undefined;
  /** Part of the e-mail address, the username or the subject, in any case. */
  readonly search?: string | undefined;
}

/** `%` and `_` in an operator's search are meant literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function ticketWhere(filter: TicketFilter): SQL | undefined {
  const pattern = filter.search === undefined ? undefined : containing(filter.search);
  return and(
    filter.status === undefined ? undefined : eq(supportTickets.status, filter.status),
    filter.assignedTo === undefined ? undefined : eq(supportTickets.assignedTo, filter.assignedTo),
    filter.topic === undefined ? undefined : eq(supportTickets.topic, filter.topic),
    pattern === undefined
      ? undefined
      : or(
          ilike(supportTickets.email, pattern),
          ilike(supportTickets.username, pattern),
          ilike(supportTickets.subject, pattern),
        ),
  );
}

export async function ticketPage(
  db: DbExecutor,
  filter: TicketFilter,
  offset: number,
  limit: number,
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = ticketWhere(filter);
  const rows = await db
    .select()
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(supportTickets).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The ticket; with `lock`, locked until the caller's transaction ends. */
export async function findTicket(db: DbExecutor, id: number, lock = false): Promise<TicketRow | undefined> {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateTicket(
  db: DbExecutor,
  id: number,
  patch: Partial<Pick<TicketRow, 'status' | 'assignedTo' | 'updatedAt'>>,
): Promise<TicketRow> {
  const [row] = await db.update(supportTickets).set(patch).where(eq(supportTickets.id, id)).returning();
  if (!row) throw new Error(`Support ticket ${id} vanished while it changed`);
  return row;
}

export async function repliesOf(db: DbExecutor, ticketId: number): Promise<ReplyRow[]> {
  return db
    .select()
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
}

export async function insertReply(db: DbExecutor, row: typeof supportTicketReplies.$inferInsert) {
  const [inserted] = await db.insert(supportTicketReplies).values(row).returning();
  if (!inserted) throw new Error('The reply was not stored');
  return inserted;
}

export async function blockPage(
  db: DbExecutor,
  offset: number,
  limit: number,
): Promise<{ rows: BlockRow[]; total: number }> {
  const rows = await db
    .select()
    .from(supportBlockedSenders)
    .orderBy(desc(supportBlockedSenders.createdAt), desc(supportBlockedSenders.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(supportBlockedSenders);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The block of exactly this player or this address (lowercased), if there is one. */
export async function findBlock(
  db: DbExecutor,
  sender: { readonly playerId: number } | { readonly email: string },
): Promise<BlockRow | undefined> {
  const [row] = await db
    .select()
    .from(supportBlockedSenders)
    .where(
      'playerId' in sender
        ? eq(supportBlockedSenders.playerId, sender.playerId)
        : eq(sql`lower(${supportBlockedSenders.email})`, sender.email.toLowerCase()),
    )
    .limit(1);
  return row;
}

export async function insertBlock(db: DbExecutor, row: typeof supportBlockedSenders.$inferInsert) {
  const [inserted] = await db.insert(supportBlockedSenders).values(row).returning();
  if (!inserted) throw new Error('The block was not stored');
  return inserted;
}

export async function deleteBlock(db: DbExecutor, id: number): Promise<BlockRow | undefined> {
  const [row] = await db.delete(supportBlockedSenders).where(eq(supportBlockedSenders.id, id)).returning();
  return row;
}
