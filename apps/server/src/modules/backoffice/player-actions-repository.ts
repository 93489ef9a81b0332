// The SQL of the back office's player actions: operators' notes on a player. The audit entries whose target
// is a player are the audit log's (repository.ts `auditPage`, through the service's `auditEntries`).
import { count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { AdminRow } from './repository';
import { adminPlayerNotes, adminUsers } from './schema';

export type PlayerNoteRow = typeof adminPlayerNotes.$inferSelect;

/** The audit log's target type of an action on a player; the target id is the player's id. */
export const playerTarget = 'player';

export async function insertNote(
  executor: DbExecutor,
  row: Omit<typeof adminPlayerNotes.$inferInsert, 'id'>,
): Promise<PlayerNoteRow> {
  const [inserted] = await executor.insert(adminPlayerNotes).values(row).returning();
  if (!inserted) throw new Error('the note was not written');
  return inserted;
}

/** The player's notes with their authors, newest first, and how many in all. */
export async function notesPage(
  executor: DbExecutor,
  playerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: { note: PlayerNoteRow; admin: AdminRow }[]; total: number }> {
  const where = eq(adminPlayerNotes.playerId, playerId);
  const rows = await executor
    .select({ note: adminPlayerNotes, admin: adminUsers })
    .from(adminPlayerNotes)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPlayerNotes.adminId))
    .where(where)
    .orderBy(desc(adminPlayerNotes.createdAt), desc(adminPlayerNotes.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor.select({ n: count() }).from(adminPlayerNotes).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}
