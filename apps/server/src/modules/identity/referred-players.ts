// The referred players as the back office's referral outcomes list them (decision 1132): every player who
// registered with a referrer's username (ref_id), with the player that username names now, filtered and
// paged here; the bonus engine, which decides the referrals, says which friends it has decided.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toDate } from '../../db/sql';

export interface ReferredPlayerQuery {
  /** A friend's username, whole, any case. */
  readonly friend?: string | undefined;
  /** The referrer's username as friends typed it, whole, any case. */
  readonly referrer?: string | undefined;
  readonly friendId?: number | undefined;
  /** The friends who registered with this player's username. */
  readonly referrerId?: number | undefined;
  /** Registered at or after. */
  readonly from?: Date | undefined;
  /** Registered before. */
  readonly before?: Date | undefined;
  /** Only these friends (a decided outcome), or every friend but these (waiting). */
  readonly friendIds?: { readonly only: boolean; readonly ids: readonly number[] } | undefined;
}

export interface ReferredPlayer {
  readonly id: number;
  readonly username: string;
  readonly registeredAt: Date;
  /** The referrer's username as the friend registered with it. */
  readonly refId: string;
  /** The player that username names; null when it names nobody. */
  readonly referrer: { readonly id: number; readonly username: string } | null;
}

/** An int[] literal as one parameter: a long id list stays one value, not thousands of parameters. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

function whereOf(query: ReferredPlayerQuery): SQL {
  const conditions: SQL[] = [sql`u.ref_id is not null`, sql`btrim(u.ref_id) <> ''`];
  if (query.friend !== undefined) conditions.push(sql`lower(u.username) = ${query.friend.toLowerCase()}`);
  if (query.referrer !== undefined) {
    conditions.push(sql`lower(btrim(u.ref_id)) = ${query.referrer.trim().toLowerCase()}`);
  }
  if (query.friendId !== undefined) conditions.push(sql`u.id = ${query.friendId}`);
  if (query.referrerId !== undefined) {
    conditions.push(
      sql`lower(btrim(u.ref_id)) = (select lower(p.username) from users p where p.id = ${query.referrerId})`,
    );
  }
  if (query.from !== undefined)
    conditions.push(sql`u.created_at >= ${query.from.toISOString()}::timestamptz`);
  if (query.before !== undefined) {
    conditions.push(sql`u.created_at < ${query.before.toISOString()}::timestamptz`);
  }
  if (query.friendIds !== undefined) {
    const ids = sql`${idArray(query.friendIds.ids)}::int[]`;
    conditions.push(query.friendIds.only ? sql`u.id = any(${ids})` : sql`u.id <> all(${ids})`);
  }
  return sql.join(conditions, sql` and `);
}

export function createReferredPlayers(db: DbExecutor) {
  return {
    /** A page of referred players, newest registrations first, and how many the query finds. */
    async referredPlayers(
      query: ReferredPlayerQuery,
      offset: number,
      limit: number,
    ): Promise<{ players: ReferredPlayer[]; total: number }> {
      const where = whereOf(query);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
          select u.id, u.username, u.created_at, u.ref_id, r.id as referrer_id,
            r.username as referrer_username, count(*) over () as total
          from users u
          left join users r on lower(r.username) = lower(btrim(u.ref_id))
          where ${where}
          order by u.created_at desc, u.id desc
          offset ${offset} limit ${limit}`,
      );
      const total =
        rows.length > 0
          ? Number(rows[0]?.total ?? 0)
          : offset === 0
            ? 0
            : Number(
                (
                  await queryRows<Record<string, unknown>>(
                    db,
                    sql`select count(*) as n from users u where ${where}`,
                  )
                )[0]?.n ?? 0,
              );
      return {
        players: rows.map((row) => ({
          id: Number(row.id),
          username: String(row.username),
          registeredAt: toDate(row.created_at),
          refId: String(row.ref_id).trim(),
          referrer:
            row.referrer_id === null || row.referrer_id === undefined
              ? null
              : { id: Number(row.referrer_id), username: String(row.referrer_username) },
        })),
        total,
      };
    },
  };
}
