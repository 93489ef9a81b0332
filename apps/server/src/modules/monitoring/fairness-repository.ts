// SQL of fairness monitoring (decisions 0906, 0319): the rounds that the provider transactions after the
// pass's cursor touched, the rounds it counted, the running totals per provider, game and currency, and the
// report's rows with the catalogue.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { exactTimestamp, queryRows, toBigInt, toDate } from '../../db/sql';

/** A settled round as the pass reads it: what it staked (bets less refunds) and won. */
export interface SettledRound {
  readonly id: bigint;
  readonly providerId: number;
  readonly gameCode: string;
  readonly currency: string;
  readonly playerId: number;
  readonly stake: bigint;
  readonly win: bigint;
  /** updated_at to the microsecond. */
  readonly updatedAt: string;
}

/** One batch of the pass: the settled rounds its transactions touched, and where it stopped. */
export interface TransactionBatch {
  readonly rounds: SettledRound[];
  /** How many provider transactions it read (fewer than asked: the end). */
  readonly read: number;
  /** The last transaction read: its id (the next cursor) and when it was made, to the microsecond. */
  readonly last: { readonly id: bigint; readonly at: string } | undefined;
}

/** The pass's position: the last provider transaction counted (null before decision 0319), and its time. */
export interface FairnessWatermark {
  readonly countedThrough: Date;
  readonly transactionId: bigint | null;
}

/** What the pass counted of a round. */
export interface CountedRound {
  readonly roundId: bigint;
  readonly stake: bigint;
  readonly win: bigint;
}

/** A change to a game's totals. */
export interface TotalsDelta {
  readonly providerId: number;
  readonly gameCode: string;
  readonly currency: string;
  readonly rounds: bigint;
  readonly staked: bigint;
  readonly won: bigint;
  readonly stakeSquares: bigint;
}

export interface GameTotalsRow {
  readonly providerId: number;
  readonly providerCode: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly rounds: bigint;
  readonly staked: bigint;
  readonly won: bigint;
  readonly stakeSquares: bigint;
  readonly name: string | null;
  readonly engine: string | null;
  readonly model: string | null;
  readonly declaredRtp: string | null;
}

const numericText = (value: unknown) => toBigInt(String(value).replace(/\.0+$/, ''));

export function createFairnessRepository(executor: DbExecutor) {
  /** The pass's position, or undefined before its first pass. */
  async function watermark(): Promise<FairnessWatermark | undefined> {
    const rows = await queryRows<{ counted_through: unknown; transaction_id: unknown }>(
      executor,
      sql`select counted_through, transaction_id from fairness_watermark where id = 1`,
    );
    const [row] = rows;
    if (!row) return undefined;
    return {
      countedThrough: toDate(row.counted_through),
      transactionId: row.transaction_id === null ? null : toBigInt(row.transaction_id),
    };
  }

  return {
    /** One pass at a time, whichever node runs it (two-key transaction lock: a constant, 0). */
    async lockPass(): Promise<void> {
      await executor.execute(sql`select pg_advisory_xact_lock(7006, 0)`);
    },

    async countedThrough(): Promise<Date | undefined> {
      return (await watermark())?.countedThrough;
    },

    watermark,

    async setCountedThrough(at: string, transactionId: bigint, passedAt: Date): Promise<void> {
      await executor.execute(sql`
        insert into fairness_watermark (id, counted_through, transaction_id, passed_at)
        values (1, ${at}::timestamptz, ${transactionId.toString()}::int8, ${passedAt.toISOString()}::timestamptz)
        on conflict (id) do update set
          counted_through = greatest(fairness_watermark.counted_through, excluded.counted_through),
          transaction_id = greatest(fairness_watermark.transaction_id, excluded.transaction_id),
          passed_at = excluded.passed_at`);
    },

    /**
     * Where a pass starts reading: after the last provider transaction made before `from`. Read backward
     * from the cursor by the primary key, so it reads only the overlap; without a cursor (a watermark kept
     * before decision 0319) backward from the newest, once.
     */
    async startAfter(from: Date, cursor: bigint | null): Promise<bigint> {
      const below = cursor === null ? sql`true` : sql`t.id <= ${cursor.toString()}::int8`;
      const rows = await queryRows<{ id: unknown }>(
        executor,
        sql`
          select t.id from provider_transactions t
          where ${below} and t.created_at < ${from.toISOString()}::timestamptz
          order by t.id desc
          limit 1`,
      );
      return rows[0] ? toBigInt(rows[0].id) : 0n;
    },

    /**
     * The provider transactions after `after` by id (at most `limit`), and the settled rounds they touched,
     * each as it reads now. Every change to a round (a bet, a win, a rollback) records its transaction in
     * the same statement, so the transactions are the rounds' change feed: game_rounds needs no index on
     * its update time, and a win's update of its round stays a HOT update (decision 0319).
     */
    async settledRoundsAfter(after: bigint, limit: number): Promise<TransactionBatch> {
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`
          with read as (
            select t.id, t.provider_id, t.round, t.player_id, t.created_at
            from provider_transactions t
            where t.id > ${after.toString()}::int8
            order by t.id
            limit ${limit}
          ),
          last as (
            select id, ${exactTimestamp(sql`created_at`)} as at, (select count(*) from read) as read
            from read order by id desc limit 1
          ),
          touched as (select distinct provider_id, round, player_id from read)
          select l.id as last_id, l.at as last_at, l.read, r.id, r.provider_id, r.game_code, r.currency,
                 r.player_id, r.bet_total - r.refund_total as stake, r.win_total,
                 ${exactTimestamp(sql`r.updated_at`)} as updated_at
          from last l
          left join (touched t
            join game_rounds r
              on r.provider_id = t.provider_id and r.round = t.round and r.player_id = t.player_id and r.closed)
            on true
          order by r.id`,
      );
      const [first] = rows;
      if (!first) return { rounds: [], read: 0, last: undefined };
      const rounds = rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: toBigInt(row.id),
          providerId: Number(row.provider_id),
          gameCode: String(row.game_code),
          currency: String(row.currency),
          playerId: Number(row.player_id),
          stake: toBigInt(row.stake),
          win: toBigInt(row.win_total),
          updatedAt: String(row.updated_at),
        }));
      return {
        rounds,
        read: Number(first.read),
        last: { id: toBigInt(first.last_id), at: String(first.last_at) },
      };
    },

    async countedRounds(ids: readonly bigint[]): Promise<CountedRound[]> {
      if (ids.length === 0) return [];
      const list = sql.join(
        ids.map((id) => sql`${id.toString()}::int8`),
        sql`, `,
      );
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`select round_id, stake, win from fairness_counted_rounds where round_id in (${list})`,
      );
      return rows.map((row) => ({
        roundId: toBigInt(row.round_id),
        stake: toBigInt(row.stake),
        win: toBigInt(row.win),
      }));
    },

    async saveCounted(rounds: readonly SettledRound[]): Promise<void> {
      if (rounds.length === 0) return;
      const values = sql.join(
        rounds.map(
          (round) =>
            sql`(${round.id.toString()}::int8, ${round.providerId}, ${round.gameCode}, ${round.currency},
                 ${round.playerId}, ${round.stake.toString()}::int8, ${round.win.toString()}::int8,
                 ${round.updatedAt}::timestamptz)`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        insert into fairness_counted_rounds (round_id, provider_id, game_code, currency, player_id, stake, win, settled_at)
        values ${values}
        on conflict (round_id) do update set stake = excluded.stake, win = excluded.win, settled_at = excluded.settled_at`);
    },

    async forgetCounted(ids: readonly bigint[]): Promise<void> {
      if (ids.length === 0) return;
      const list = sql.join(
        ids.map((id) => sql`${id.toString()}::int8`),
        sql`, `,
      );
      await executor.execute(sql`delete from fairness_counted_rounds where round_id in (${list})`);
    },

    async addTotals(deltas: readonly TotalsDelta[], at: Date): Promise<void> {
      if (deltas.length === 0) return;
      const values = sql.join(
        deltas.map(
          (delta) =>
            sql`(${delta.providerId}, ${delta.gameCode}, ${delta.currency}, ${delta.rounds.toString()}::int8,
                 ${delta.staked.toString()}::numeric, ${delta.won.toString()}::numeric,
                 ${delta.stakeSquares.toString()}::numeric, ${at.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await executor.execute(sql`
        insert into fairness_game_totals (provider_id, game_code, currency, rounds, staked, won, stake_squares, updated_at)
        values ${values}
        on conflict (provider_id, game_code, currency) do update set
          rounds = fairness_game_totals.rounds + excluded.rounds,
          staked = fairness_game_totals.staked + excluded.staked,
          won = fairness_game_totals.won + excluded.won,
          stake_squares = fairness_game_totals.stake_squares + excluded.stake_squares,
          updated_at = excluded.updated_at`);
    },

    /** Every game's totals with its studio and catalogue entry (a few thousand rows at most). */
    async gameTotals(): Promise<GameTotalsRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`
          select t.provider_id, p.code as provider_code, t.game_code, t.currency, t.rounds, t.staked, t.won,
                 t.stake_squares, g.name, g.engine, g.model, g.rtp::text as declared_rtp
          from fairness_game_totals t
          join game_providers p on p.id = t.provider_id
          left join games g on g.identifier = t.game_code
          where t.rounds > 0
          order by t.game_code, t.currency, t.provider_id`,
      );
      return rows.map((row) => ({
        providerId: Number(row.provider_id),
        providerCode: String(row.provider_code),
        gameCode: String(row.game_code),
        currency: String(row.currency),
        rounds: toBigInt(row.rounds),
        staked: numericText(row.staked),
        won: numericText(row.won),
        stakeSquares: numericText(row.stake_squares),
        name: row.name === null ? null : String(row.name),
        engine: row.engine === null ? null : String(row.engine),
        model: row.model === null ? null : String(row.model),
        declaredRtp: row.declared_rtp === null ? null : String(row.declared_rtp),
      }));
    },
  };
}

export type FairnessRepository = ReturnType<typeof createFairnessRepository>;
