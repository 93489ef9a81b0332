// The back office's SQL of the bonus engine: offers and promo codes (pages, a row locked while it changes,
// names taken), a player's bonuses in every status, and the cost of bonuses over a period for the
// dashboard (decision 0714), read from the engine's own rows: the money a bonus moved is on its row
// (granted when it started, converted and forfeited when it closed) and each cashback payment on its own.
import { and, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt } from '../../db/sql';
import type { OfferRow, PromoCodeRow } from './offers-rules';
import type { OfferValues } from './admin-offer-rules';
import { accountKinds, transferKinds } from '../wallet/service';
import { cashbackPayments, rakebackPayments } from './rewards-schema';
import { bonusOffers, playerBonuses, promoCodes, promoRedemptions, type OfferStatus } from './schema';

/** One currency's bonus money over a period, minor units. */
export interface BonusCostRow {
  readonly currency: string;
  /** Bonus money credited to players (a bonus's grant, when it started, and free spins' wins). */
  readonly grants: bigint;
  /** Bonus balances turned into cash when wagering completed. */
  readonly conversions: bigint;
  /** Bonus balances taken back (expiry, cancellation, a withdrawal, what a conversion cap left). */
  readonly forfeits: bigint;
  /** Cashback paid as cash. */
  readonly cashback: bigint;
}

export function createAdminRepository(db: DbExecutor) {
  return {
    async offersPage(status: OfferStatus | undefined, offset: number, limit: number) {
      const where = status === undefined ? undefined : eq(bonusOffers.status, status);
      const rows = await db
        .select()
        .from(bonusOffers)
        .where(where)
        .orderBy(desc(bonusOffers.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(bonusOffers).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The offer; with `lock`, locked until the transaction ends. */
    async offer(id: number, lock = false): Promise<OfferRow | undefined> {
      const query = db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether another offer than `exceptId` has `key`. */
    async offerKeyTaken(key: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bonusOffers.id })
        .from(bonusOffers)
        .where(
          and(eq(bonusOffers.key, key), exceptId === undefined ? undefined : ne(bonusOffers.id, exceptId)),
        );
      return row !== undefined;
    },

    async insertOffer(values: OfferValues, at: Date): Promise<OfferRow> {
      const [row] = await db
        .insert(bonusOffers)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('the offer was not inserted');
      return row;
    },

    async updateOffer(id: number, changes: Partial<OfferValues> & { status?: OfferStatus }, at: Date) {
      const [row] = await db
        .update(bonusOffers)
        .set({ ...changes, updatedAt: at })
        .where(eq(bonusOffers.id, id))
        .returning();
      if (!row) throw new Error(`offer ${id} vanished while it changed`);
      return row;
    },

    /** A page of codes, newest first, each with its offer and the distinct players who redeemed it. */
    async codesPage(offerId: number | undefined, offset: number, limit: number) {
      const where = offerId === undefined ? undefined : eq(promoCodes.offerId, offerId);
      const rows = await db
        .select({
          code: promoCodes,
          offer: { id: bonusOffers.id, key: bonusOffers.key, title: bonusOffers.title },
        })
        .from(promoCodes)
        .innerJoin(bonusOffers, eq(bonusOffers.id, promoCodes.offerId))
        .where(where)
        .orderBy(desc(promoCodes.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(promoCodes).where(where);
      const players = await this.codePlayers(rows.map((row) => row.code.id));
      return {
        rows: rows.map((row) => ({ ...row, players: players.get(row.code.id) ?? 0 })),
        total: Number(total?.n ?? 0),
      };
    },

    async codePlayers(codeIds: readonly number[]): Promise<Map<number, number>> {
      if (codeIds.length === 0) return new Map();
      const rows = await db
        .select({ codeId: promoRedemptions.codeId, players: countDistinct(promoRedemptions.playerId) })
        .from(promoRedemptions)
        .where(inArray(promoRedemptions.codeId, [...codeIds]))
        .groupBy(promoRedemptions.codeId);
      return new Map(rows.map((row) => [row.codeId, Number(row.players)]));
    },

    async code(id: number, lock = false): Promise<PromoCodeRow | undefined> {
      const query = db.select().from(promoCodes).where(eq(promoCodes.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Whether another code than `exceptId` is named exactly `code` (case-sensitive). */
    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(
          and(eq(promoCodes.code, code), exceptId === undefined ? undefined : ne(promoCodes.id, exceptId)),
        );
      return row !== undefined;
    },

    async insertCode(values: typeof promoCodes.$inferInsert): Promise<PromoCodeRow> {
      const [row] = await db.insert(promoCodes).values(values).returning();
      if (!row) throw new Error('the promo code was not inserted');
      return row;
    },

    async updateCode(id: number, changes: Partial<typeof promoCodes.$inferInsert>): Promise<PromoCodeRow> {
      const [row] = await db.update(promoCodes).set(changes).where(eq(promoCodes.id, id)).returning();
      if (!row) throw new Error(`promo code ${id} vanished while it changed`);
      return row;
    },

    /** The player's bonuses in every status, newest first, with their offer's title. */
    async playerBonuses(playerId: number) {
      return db
        .select({ bonus: playerBonuses, title: bonusOffers.title })
        .from(playerBonuses)
        .leftJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(eq(playerBonuses.playerId, playerId))
        .orderBy(desc(playerBonuses.id));
    },

    async playerBonus(playerId: number, bonusId: bigint) {
      const [row] = await db
        .select({ bonus: playerBonuses, title: bonusOffers.title })
        .from(playerBonuses)
        .leftJoin(bonusOffers, eq(bonusOffers.id, playerBonuses.offerId))
        .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.id, bonusId)));
      return row;
    },

    async bonusByGrantId(grantId: string) {
      const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.grantId, grantId));
      return row;
    },

    /**
     * Grants (by start), conversions and forfeits (by close) and cashback (by payment) in [from, to): one
     * pass over the bonuses (no index on their start or close; see decision 0714) and one over cashback.
     * Rakeback, cash paid back from bonus expense as the cashback is, counts in the cashback (decision 1124).
     * A free spin's win, bonus money from bonus expense (decision 1113), counts as a grant, read from the
     * ledger by the bonus expense accounts' transfers in the period (their own index).
     */
    async costFigures(from: Date, to: Date): Promise<BonusCostRow[]> {
      const start = from.toISOString();
      const end = to.toISOString();
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
          select m.currency,
            coalesce(sum(m.grants), 0) as grants,
            coalesce(sum(m.conversions), 0) as conversions,
            coalesce(sum(m.forfeits), 0) as forfeits,
            coalesce(sum(m.cashback), 0) as cashback
          from (
            select b.currency,
              case when b.activated_at >= ${start}::timestamptz and b.activated_at < ${end}::timestamptz
                then b.granted else 0 end as grants,
              case when b.closed_at >= ${start}::timestamptz and b.closed_at < ${end}::timestamptz
                then b.converted else 0 end as conversions,
              case when b.closed_at >= ${start}::timestamptz and b.closed_at < ${end}::timestamptz
                then b.forfeited else 0 end as forfeits,
              0 as cashback
            from ${playerBonuses} b
            where (b.activated_at >= ${start}::timestamptz and b.activated_at < ${end}::timestamptz)
              or (b.closed_at >= ${start}::timestamptz and b.closed_at < ${end}::timestamptz)
            union all
            select c.currency, 0, 0, 0, c.amount
            from ${cashbackPayments} c
            where c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz
            union all
            select r.currency, 0, 0, 0, r.amount
            from ${rakebackPayments} r
            where r.created_at >= ${start}::timestamptz and r.created_at < ${end}::timestamptz
            union all
            select e.currency, t.amount, 0, 0, 0
            from ledger_accounts e
            join ledger_transfers t on t.debit_account_id = e.id
            where e.kind = ${accountKinds.bonusExpense} and t.kind = ${transferKinds.freeSpinWin}
              and t.created_at >= ${start}::timestamptz and t.created_at < ${end}::timestamptz
          ) m
          group by m.currency
          order by m.currency`,
      );
      return rows.map((row) => ({
        currency: String(row.currency),
        grants: toBigInt(row.grants ?? 0),
        conversions: toBigInt(row.conversions ?? 0),
        forfeits: toBigInt(row.forfeits ?? 0),
        cashback: toBigInt(row.cashback ?? 0),
      }));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
