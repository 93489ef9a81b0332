// SQL of the back office's view of a player's recent play (decision 0713): per currency, what was bet
// (net of rollbacks) and won in the rounds started since an instant, and how many rounds.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt } from '../../db/sql';

export interface RecentPlay {
  readonly currency: string;
  /** Bets less what rollbacks refunded. */
  readonly bets: bigint;
  readonly wins: bigint;
  readonly rounds: number;
}

export async function playSince(executor: DbExecutor, playerId: number, since: Date): Promise<RecentPlay[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select currency, coalesce(sum(bet_total - refund_total), 0) as bets,
          coalesce(sum(win_total), 0) as wins, count(*) as rounds
        from game_rounds
        where player_id = ${playerId} and created_at >= ${since.toISOString()}::timestamptz
        group by currency
        order by currency`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    bets: toBigInt(row.bets),
    wins: toBigInt(row.wins),
    rounds: Number(row.rounds),
  }));
}
