// Small helpers for hand-written SQL (the ledger's hot path): rows out of either driver, PostgreSQL error
// codes out of Drizzle's wrapper, values normalised (int8 arrives as string, number or bigint; timestamps
// as strings or dates depending on the driver), and a transaction runner that retries on deadlock.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor } from './database';

const dialect = new PgDialect();

/**
 * Runs a statement and returns its rows, whichever driver answered. With a `name`, the statement is
 * prepared once per connection and its plan reused (for the hot path: bets, wins, rollbacks); one name
 * must always go with the same SQL text.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  executor: DbExecutor,
  statement: SQL,
  name?: string,
): Promise<Row[]> {
  if (name === undefined) {
    const result = (await executor.execute(statement)) as unknown as { rows: Row[] };
    return result.rows;
  }
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A statement built once, with its values as `sql.placeholder(name)`, and prepared under `name` on each
 * executor it runs on: a call sends only its values (PostgreSQL parses it once per connection) and
 * Drizzle does not build its text again. For statements too hot for `queryRows` to build per call.
 */
export function preparedStatement<Row extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepare = (executor: DbExecutor) => executor._.session.prepareQuery(query, undefined, name, false);
  const prepared = new WeakMap<DbExecutor, ReturnType<typeof prepare>>();
  return async (executor: DbExecutor, values: Record<string, unknown>): Promise<Row[]> => {
    let found = prepared.get(executor);
    if (!found) {
      found = prepare(executor);
      prepared.set(executor, found);
    }
    const result = (await found.execute(values)) as unknown as { rows: Row[] };
    return result.rows;
  };
}

export interface PostgresErrorFacts {
  readonly code: string;
  readonly constraint: string | undefined;
}

/** The SQLSTATE (and constraint) of a failed statement, looking through Drizzle's wrapper. */
export function postgresError(error: unknown): PostgresErrorFacts | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const sqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`not an integer from the database: ${String(value)}`);
}

/** A timestamptz as either driver returns it ("2026-01-02 03:04:05.678+00" or a Date). */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const iso = value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    const date = new Date(iso);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new TypeError(`not a timestamp from the database: ${String(value)}`);
}

/**
 * A timestamptz column as ISO 8601 text in UTC to the microsecond, as PostgreSQL keeps it: a keyset
 * cursor built from a JavaScript Date (milliseconds) would skip rows written within the same millisecond.
 */
export function exactTimestamp(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** PostgreSQL aborted the work to break a deadlock or a serialization conflict: it may run again. */
export function abortedToRun(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code === sqlState.deadlockDetected || code === sqlState.serializationFailure;
}

/**
 * Runs `work` in a transaction; when PostgreSQL aborts it to break a deadlock or a serialization
 * conflict, runs it again (the work must be safe to repeat, which every ledger write is: ids are keys).
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: DbExecutor) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!abortedToRun(error) || attempt >= attempts) throw error;
    }
  }
}
