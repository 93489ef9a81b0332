// The identity module's SQL for the back office's dashboard (decision 0710): registrations per currency
// and UTC day between two instants, over `users_created_at_idx`.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows } from '../../db/sql';

/** Players registered in a currency on a UTC day, or over the whole period when `day` is null. */
export interface RegistrationsRow {
  readonly currency: string;
  /** YYYY-MM-DD (UTC), or null for the period's total. */
  readonly day: string | null;
  readonly players: number;
}

export async function registrations(executor: DbExecutor, from: Date, to: Date): Promise<RegistrationsRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select r.currency, r.day, count(*) as players
      from (
        select u.currency, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from users u
        where u.created_at >= ${from.toISOString()}::timestamptz and u.created_at < ${to.toISOString()}::timestamptz
      ) r
      group by grouping sets ((r.currency, r.day), (r.currency))
      order by r.currency, r.day nulls first`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    day: row.day === null || row.day === undefined ? null : String(row.day),
    players: Number(row.players ?? 0),
  }));
}
