// The bank test's bonus half: after concurrent grants, bets on bonus money, wins, rollbacks, conversions
// and forfeits, every bonus row must agree with the ledger. The ledger's invariants hold; a player has at
// most one active bonus and no bonus money without one; a started bonus's grant, a closed one's
// conversion and its forfeits are the transfers its row says; a queued one moved nothing yet.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows, toBigInt } from '../src/db/sql';
import type { WalletService } from '../src/modules/wallet/service';
import type { BankPlayer } from './bank';

export interface BonusBankVerdict {
  readonly problems: string[];
  /** How many bonuses ended each way. */
  readonly ended: Record<'completed' | 'lost' | 'cancelled' | 'expired' | 'forfeited', number>;
  /** Bets whose stake took bonus money. */
  readonly bonusBets: number;
}

interface BonusRow extends Record<string, unknown> {
  id: unknown;
  status: string;
  granted: unknown;
  converted: unknown;
  forfeited: unknown;
  grant_id: string;
  grant_moved: unknown;
  conversion_moved: unknown;
  forfeit_moved: unknown;
}

export async function verifyBonusBank(
  database: Database,
  wallet: WalletService,
  players: readonly BankPlayer[],
): Promise<BonusBankVerdict> {
  const problems: string[] = [];
  const report = await wallet.checkInvariants();
  problems.push(...report.problems.map((problem) => problem.message));
  const ended: BonusBankVerdict['ended'] = { completed: 0, lost: 0, cancelled: 0, expired: 0, forfeited: 0 };
  for (const { playerId } of players) {
    const rows = await queryRows<BonusRow>(
      database.db,
      sql`select b.id, b.status, b.granted, b.converted, b.forfeited, b.grant_id,
            coalesce((select t.amount from ledger_transfers t where t.id = 'bonus_grant:' || b.grant_id), -1) as grant_moved,
            coalesce((select t.amount from ledger_transfers t where t.id = 'bonus_conversion:' || b.id), 0) as conversion_moved,
            coalesce((select sum(t.amount) from ledger_transfers t
                      where t.kind = 'bonus_forfeit' and t.metadata ->> 'bonus' = b.id::text), 0) as forfeit_moved
          from player_bonuses b where b.player_id = ${playerId} order by b.id`,
    );
    const name = (row: BonusRow) => `player ${playerId} bonus ${String(row.id)} (${row.status})`;
    const active = rows.filter((row) => row.status === 'active');
    if (active.length > 1) problems.push(`player ${playerId} has ${active.length} active bonuses`);
    const balance = await wallet.playerBalance(database.db, playerId);
    if (active.length === 0 && (balance?.bonus ?? 0n) !== 0n) {
      problems.push(`player ${playerId} holds ${balance?.bonus} bonus money without an active bonus`);
    }
    for (const row of rows) {
      const granted = toBigInt(row.granted);
      const grantMoved = toBigInt(row.grant_moved);
      if (row.status === 'queued') {
        if (grantMoved !== -1n) problems.push(`${name(row)}: moved money before it started`);
        continue;
      }
      if (granted > 0n && grantMoved !== granted) {
        problems.push(`${name(row)}: granted ${granted} but its grant transfer moved ${grantMoved}`);
      }
      if (row.status === 'active') continue;
      if (row.status in ended) ended[row.status as keyof typeof ended] += 1;
      if (toBigInt(row.converted) !== toBigInt(row.conversion_moved)) {
        problems.push(
          `${name(row)}: converted ${String(row.converted)}, moved ${String(row.conversion_moved)}`,
        );
      }
      if (toBigInt(row.forfeited) !== toBigInt(row.forfeit_moved)) {
        problems.push(`${name(row)}: forfeited ${String(row.forfeited)}, moved ${String(row.forfeit_moved)}`);
      }
    }
  }
  const [bets] = await queryRows<{ count: unknown }>(
    database.db,
    sql`select count(*) as count from ledger_transfers where kind = 'bet' and id like '%:bonus'`,
  );
  return { problems, ended, bonusBets: Number(toBigInt(bets?.count ?? 0)) };
}
