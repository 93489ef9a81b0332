// SQL of the bonuses players hold: the grant's row, the player's active and queued bonuses, the locks that
// keep one player's grants, closures and bets on a bonus in order, and the expiry job's reads.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { bonusOffers, playerBonuses, type BonusStatus } from './schema';

export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type NewPlayerBonus = typeof playerBonuses.$inferInsert;

export function createPlayerBonusesRepository(db: DbExecutor) {
  return {
    /** Serialises one player's grants and closures until the transaction ends. */
    async lockPlayer(playerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bonus:${playerId}`}))`);
    },

    async byGrantId(grantId: string): Promise<PlayerBonusRow | undefined> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.grantId, grantId));
      return row;
    },

    /** The bonus, locked until the transaction ends (bets on it wait). */
    async lockById(id: bigint): Promise<PlayerBonusRow | undefined> {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for('update');
      return row;
    },

    async active(playerId: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'active')));
      return row;
    },

    /** The player's bonuses in `statuses`, oldest first, with their offer's title. */
    async list(playerId: number, statuses: readonly BonusStatus[]) {
      return db
        .select({ bonus: playerBonuses, title: bonusOffers.title })
        .from(playerBonuses)
        .leftJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, [...statuses])))
        .orderBy(asc(playerBonuses.id));
    },

    /** Every bonus of the player, the latest first. */
    async all(playerId: number): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, playerId))
        .orderBy(desc(playerBonuses.id));
    },

    /** The next queued bonus of the player, oldest first. */
    async nextQueued(playerId: number): Promise<PlayerBonusRow | undefined> {
      const [row] = await db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.status, 'queued')))
        .orderBy(asc(playerBonuses.id))
        .limit(1);
      return row;
    },

    async insert(row: NewPlayerBonus): Promise<PlayerBonusRow> {
      const [inserted] = await db.insert(playerBonuses).values(row).returning();
      if (!inserted) throw new Error('the bonus was not inserted');
      return inserted;
    },

    async update(id: bigint, changes: Partial<NewPlayerBonus>): Promise<PlayerBonusRow> {
      const [updated] = await db
        .update(playerBonuses)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(playerBonuses.id, id))
        .returning();
      if (!updated) throw new Error(`bonus ${id} is gone`);
      return updated;
    },

    /** Active bonuses whose expiry has passed, and active ones already wagered (a bet met the requirement). */
    async due(now: Date, limit: number): Promise<{ id: bigint; playerId: number }[]> {
      return db
        .select({ id: playerBonuses.id, playerId: playerBonuses.playerId })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, now)))
        .orderBy(asc(playerBonuses.expiresAt))
        .limit(limit);
    },

    /** The player's bonuses that are active or queued (to cancel at a self-exclusion). */
    async open(playerId: number): Promise<PlayerBonusRow[]> {
      return db
        .select()
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.status, ['active', 'queued'])))
        .orderBy(asc(playerBonuses.id));
    },
  };
}

export type PlayerBonusesRepository = ReturnType<typeof createPlayerBonusesRepository>;
