// The gaming module's SQL: providers, sessions, provider wallet transactions and rounds. Bets, wins and
// rollbacks write their transaction and its round in one statement of their own
// (wallet-calls-repository.ts, rollback-repository.ts).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { exactTimestamp, queryRows, toBigInt, toDate } from '../../db/sql';
import type { TransferWritten } from '../wallet/service';
import { gameProviders, gameSessions, providerTransactions, type ProviderStatus } from './schema';
import type {
  BatchedCall,
  BatchedOutcome,
  BetWrite,
  FreeBetWrite,
  WalletCallWritten,
  WinWrite,
} from './wallet-calls-repository';
import type { RollbackWrite, RollbackWritten } from './rollback-repository';

export { rollBackBet } from './rollback-repository';
export { applyCalls, payWin, placeBet, placeFreeBet } from './wallet-calls-repository';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type SessionRow = typeof gameSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

export async function findProviderByCode(
  executor: DbExecutor,
  code: string,
): Promise<ProviderRow | undefined> {
  const rows = await executor.select().from(gameProviders).where(eq(gameProviders.code, code));
  return rows[0];
}

export async function findProviderById(executor: DbExecutor, id: number): Promise<ProviderRow | undefined> {
  const rows = await executor.select().from(gameProviders).where(eq(gameProviders.id, id));
  return rows[0];
}

export async function activeProviders(executor: DbExecutor): Promise<ProviderRow[]> {
  return executor
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.status, 'active'))
    .orderBy(asc(gameProviders.id));
}

/** Inserts the provider, or replaces the name and key of the one with this code. */
export async function upsertProvider(
  executor: DbExecutor,
  provider: { code: string; name: string; publicKey: string },
): Promise<{ row: ProviderRow; created: boolean }> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      insert into game_providers (code, name, public_key)
      values (${provider.code}, ${provider.name}, ${provider.publicKey})
      on conflict (code) do update set name = excluded.name, public_key = excluded.public_key, updated_at = now()
      returning id, (xmax = 0) as created`,
  );
  const id = Number(rows[0]?.id);
  const row = await findProviderById(executor, id);
  if (!row) throw new Error(`provider ${provider.code} vanished`);
  return { row, created: rows[0]?.created === true };
}

export async function setProviderStatus(
  executor: DbExecutor,
  code: string,
  status: ProviderStatus,
): Promise<boolean> {
  const rows = await executor
    .update(gameProviders)
    .set({ status, updatedAt: new Date() })
    .where(eq(gameProviders.code, code))
    .returning({ id: gameProviders.id });
  return rows.length > 0;
}

/** A game session as the launch opens it. */
export interface NewSession {
  readonly tokenHash: string;
  readonly playerId: number;
  readonly providerId: number;
  readonly gameCode: string;
  readonly currency: string;
  readonly expiresAt: Date;
}

export async function insertSession(executor: DbExecutor, session: NewSession): Promise<SessionRow> {
  const rows = await executor.insert(gameSessions).values(session).returning();
  const row = rows[0];
  if (!row) throw new Error('game session not stored');
  return row;
}

function sessionByTokenHashQuery(executor: DbExecutor) {
  return executor
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('gaming_find_session');
}

/** The lookup of a session, built once per executor: bets and balances read their session on every call. */
const sessionLookups = new WeakMap<DbExecutor, ReturnType<typeof sessionByTokenHashQuery>>();

export async function findSessionByTokenHash(
  executor: DbExecutor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  let lookup = sessionLookups.get(executor);
  if (!lookup) {
    lookup = sessionByTokenHashQuery(executor);
    sessionLookups.set(executor, lookup);
  }
  const rows = await lookup.execute({ tokenHash });
  return rows[0];
}

export async function endSession(executor: DbExecutor, tokenHash: string): Promise<boolean> {
  const rows = await executor
    .update(gameSessions)
    .set({ endedAt: sql`coalesce(${gameSessions.endedAt}, now())` })
    .where(eq(gameSessions.tokenHash, tokenHash))
    .returning({ id: gameSessions.id });
  return rows.length > 0;
}

export async function hasPlayedWith(
  executor: DbExecutor,
  providerId: number,
  playerId: number,
): Promise<boolean> {
  const rows = await executor
    .select({ id: gameSessions.id })
    .from(gameSessions)
    .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.providerId, providerId)))
    .limit(1);
  return rows.length > 0;
}

export async function findTransaction(
  executor: DbExecutor,
  providerId: number,
  transactionUuid: string,
): Promise<ProviderTransactionRow | undefined> {
  const query = executor
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, sql.placeholder('providerId')),
        eq(providerTransactions.transactionUuid, sql.placeholder('transactionUuid')),
      ),
    );
  // Prepared: a repeated call is answered from its record this way.
  const rows = await query.prepare('gaming_find_transaction').execute({ providerId, transactionUuid });
  return rows[0];
}

// Bet history: a player's rounds, newest first.

export interface RoundFilter {
  readonly playerId: number;
  readonly from: Date;
  readonly to: Date;
  readonly before: { readonly at: string; readonly id: string } | undefined;
}

export interface RoundRow {
  readonly id: string;
  readonly createdAt: Date;
  /** created_at to the microsecond, for the keyset cursor. */
  readonly createdKey: string;
  /** The provider's round id. */
  readonly round: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly betTotal: bigint;
  readonly winTotal: bigint;
  readonly refundTotal: bigint;
  readonly providerCode: string;
  readonly providerName: string;
}

function roundConditions(filter: RoundFilter): SQL {
  const before =
    filter.before && /^\d+$/.test(filter.before.id)
      ? sql`and (r.created_at, r.id) < (${filter.before.at}::timestamptz, ${filter.before.id}::int8)`
      : sql``;
  return sql`r.player_id = ${filter.playerId}
    and r.created_at >= ${filter.from.toISOString()}::timestamptz
    and r.created_at < ${filter.to.toISOString()}::timestamptz
    ${before}`;
}

export async function roundRows(
  executor: DbExecutor,
  filter: RoundFilter,
  offset: number,
  limit: number,
): Promise<RoundRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select r.id, r.created_at, ${exactTimestamp(sql`r.created_at`)} as created_key, r.round, r.game_code, r.currency, r.bet_total, r.win_total, r.refund_total,
             p.code as provider_code, p.name as provider_name
      from game_rounds r join game_providers p on p.id = r.provider_id
      where ${roundConditions(filter)}
      order by r.created_at desc, r.id desc
      offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    createdAt: toDate(row.created_at),
    createdKey: String(row.created_key),
    round: String(row.round),
    gameCode: String(row.game_code),
    currency: String(row.currency),
    betTotal: toBigInt(row.bet_total),
    winTotal: toBigInt(row.win_total),
    refundTotal: toBigInt(row.refund_total),
    providerCode: String(row.provider_code),
    providerName: String(row.provider_name),
  }));
}

export async function countRounds(executor: DbExecutor, filter: RoundFilter, cap: number): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select count(*) as n from (select 1 from game_rounds r where ${roundConditions({ ...filter, before: undefined })} limit ${cap}) c`,
  );
  return Number(rows[0]?.n ?? 0);
}

// The live bets board: rounds of every player that settled lately.

export interface SettledRoundRow {
  readonly id: string;
  readonly playerId: number;
  readonly gameCode: string;
  readonly currency: string;
  readonly betTotal: bigint;
  readonly winTotal: bigint;
  readonly settledAt: Date;
}

/** How many of the latest provider transactions `settledRounds` looks through, at least. */
const settledRoundsScan = 1_000;

/**
 * Closed rounds with a stake and no refund that changed after `since`, the latest first. A round's last
 * change is its settlement (the win, or the closing bet of a loss). The rounds are those of the latest
 * provider transactions (by their primary key, the rounds' change feed: decision 0319), so the board sees
 * at most the rounds of the last thousand wallet calls in one look.
 */
export async function settledRounds(
  executor: DbExecutor,
  since: Date,
  limit: number,
): Promise<SettledRoundRow[]> {
  const after = since.toISOString();
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with latest as (
        select t.provider_id, t.round, t.player_id, t.created_at
        from provider_transactions t
        order by t.id desc
        limit ${Math.max(settledRoundsScan, limit * 10)}
      )
      select r.id, r.player_id, r.game_code, r.currency, r.bet_total, r.win_total, r.updated_at
      from game_rounds r
      where (r.provider_id, r.round, r.player_id) in (
          select provider_id, round, player_id from latest where created_at > ${after}::timestamptz)
        and r.closed and r.updated_at > ${after}::timestamptz
        and r.bet_total > 0 and r.refund_total = 0
      order by r.updated_at desc, r.id desc
      limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    playerId: Number(row.player_id),
    gameCode: String(row.game_code),
    currency: String(row.currency),
    betTotal: toBigInt(row.bet_total),
    winTotal: toBigInt(row.win_total),
    settledAt: toDate(row.updated_at),
  }));
}

/**
 * What the gaming services need of their storage: the functions above (the default), or the unit tests'
 * in-memory repository (apps/server/test/memory/gaming.ts).
 */
export interface GamingRepository {
  findProviderByCode(executor: DbExecutor, code: string): Promise<ProviderRow | undefined>;
  findProviderById(executor: DbExecutor, id: number): Promise<ProviderRow | undefined>;
  activeProviders(executor: DbExecutor): Promise<ProviderRow[]>;
  upsertProvider(
    executor: DbExecutor,
    provider: { code: string; name: string; publicKey: string },
  ): Promise<{ row: ProviderRow; created: boolean }>;
  setProviderStatus(executor: DbExecutor, code: string, status: ProviderStatus): Promise<boolean>;
  insertSession(executor: DbExecutor, session: NewSession): Promise<SessionRow>;
  findSessionByTokenHash(executor: DbExecutor, tokenHash: string): Promise<SessionRow | undefined>;
  endSession(executor: DbExecutor, tokenHash: string): Promise<boolean>;
  hasPlayedWith(executor: DbExecutor, providerId: number, playerId: number): Promise<boolean>;
  findTransaction(
    executor: DbExecutor,
    providerId: number,
    transactionUuid: string,
  ): Promise<ProviderTransactionRow | undefined>;
  /** A bet's transfer, record and round in one statement (wallet-calls-repository.ts). */
  placeBet(executor: DbExecutor, bet: BetWrite): Promise<TransferWritten<WalletCallWritten>>;
  /** A free round's bet (no money moves): the bonus's free spin used up and the bet recorded, one statement. */
  placeFreeBet(executor: DbExecutor, bet: FreeBetWrite): Promise<WalletCallWritten>;
  /** A win's locked bet, transfer, record, round and settled bet in one statement. */
  payWin(executor: DbExecutor, win: WinWrite): Promise<TransferWritten<WalletCallWritten>>;
  /** A rollback's locked bet, refund, record, round and bet state in one statement (decision 0317). */
  rollBackBet(executor: DbExecutor, rollback: RollbackWrite): Promise<RollbackWritten>;
  /** Calls that arrived together, in one statement and one commit; one outcome each (decision 0314). */
  applyCalls(executor: DbExecutor, calls: readonly BatchedCall[]): Promise<BatchedOutcome[]>;
  roundRows(executor: DbExecutor, filter: RoundFilter, offset: number, limit: number): Promise<RoundRow[]>;
  countRounds(executor: DbExecutor, filter: RoundFilter, cap: number): Promise<number>;
  settledRounds(executor: DbExecutor, since: Date, limit: number): Promise<SettledRoundRow[]>;
}
