// SQL of the identity module. Every query that reads or changes a player's data takes the player's id,
// so that one player's call can never reach another player's rows.
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { preparedStatement, toDate } from '../../db/sql';
import { accountTokens, securityEvents, sessions, users } from './schema';

export type UserRow = typeof users.$inferSelect;
/** What decides whether a player may bet now (identity's part of the bet gate). */
export type PlayFacts = Pick<UserRow, 'status' | 'excludedUntil' | 'excludedPermanently'>;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type SecurityEventRow = typeof securityEvents.$inferSelect;
export type NewSecurityEventRow = typeof securityEvents.$inferInsert;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type NewAccountTokenRow = typeof accountTokens.$inferInsert;
export type AccountTokenPurpose = 'password_reset' | 'email_change';
/** What an update may change of a player's row; the time of the change always goes with it. */
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'createdAt'>> & { updatedAt: Date };

/** A history window (http/history-query `openHistoryWindow`): `from` inclusive, `to` exclusive. */
export interface TimeRange {
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
}

export interface Page {
  readonly page: number;
  readonly perPage: number;
}

function single<T>(rows: T[]): T | undefined {
  return rows[0];
}

// Players

export async function insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow> {
  const row = single(await db.insert(users).values(values).returning());
  if (!row) throw new Error('the user insert returned no row');
  return row;
}

export async function findUserById(db: DbExecutor, id: number): Promise<UserRow | undefined> {
  return single(await db.select().from(users).where(eq(users.id, id)));
}

const playFactsStatement = preparedStatement<{
  status: number;
  excluded_until: unknown;
  excluded_permanently: boolean;
}>(
  'identity_play_facts',
  sql`select ${users.status} as status, ${users.excludedUntil} as excluded_until,
    ${users.excludedPermanently} as excluded_permanently
    from ${users} where ${users.id} = ${sql.placeholder('id')}::int4`,
);

/** A player's status and exclusion, read before every bet: three columns, prepared once (decision 0315). */
export async function findPlayFacts(db: DbExecutor, id: number): Promise<PlayFacts | undefined> {
  const [row] = await playFactsStatement(db, { id });
  return (
    row && {
      status: Number(row.status),
      excludedUntil: row.excluded_until === null ? null : toDate(row.excluded_until),
      excludedPermanently: row.excluded_permanently,
    }
  );
}

/** Usernames of players by id (the live bets board masks them); unknown ids are left out. */
export async function usernamesByIds(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** By username, or by e-mail when the login holds an @ (a username never does); case does not matter. */
export async function findUserByLogin(db: DbExecutor, login: string): Promise<UserRow | undefined> {
  const column = login.includes('@') ? users.email : users.username;
  return single(
    await db
      .select()
      .from(users)
      .where(sql`lower(${column}) = lower(${login})`),
  );
}

export async function usernameTaken(db: DbExecutor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

export async function emailTaken(db: DbExecutor, email: string, exceptUserId?: number): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)));
  return rows.length > 0;
}

export async function updateUser(db: DbExecutor, id: number, patch: UserPatch): Promise<UserRow> {
  const row = single(await db.update(users).set(patch).where(eq(users.id, id)).returning());
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Sets the last accepted two-factor time step, only forward: two requests racing with one code cannot both win. */
export async function advanceTotpTimeStep(db: DbExecutor, id: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastTimeStep: timeStep })
    .where(
      and(
        eq(users.id, id),
        sql`(${users.totpLastTimeStep} is null or ${users.totpLastTimeStep} < ${timeStep})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

// Sessions

export async function insertSession(db: DbExecutor, values: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSessionByTokenHash(
  db: DbExecutor,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  return single(
    await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash)),
  );
}

export async function touchSession(db: DbExecutor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

/** Starts the idle timer again for an open session of this player; undefined when it is not open. */
export async function refreshSession(
  db: DbExecutor,
  userId: number,
  sessionId: string,
  at: Date,
): Promise<SessionRow | undefined> {
  return single(
    await db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning(),
  );
}

export async function revokeSession(
  db: DbExecutor,
  userId: number,
  sessionId: string,
  at: Date,
  reason: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a player, except `keepSessionId`; returns how many ended. */
export async function revokeUserSessions(
  db: DbExecutor,
  userId: number,
  at: Date,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const conditions: SQL[] = [
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, at),
  ];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.length;
}

function createdWithin(
  column: typeof sessions.createdAt | typeof securityEvents.createdAt,
  range: TimeRange,
) {
  return [...(range.from ? [gte(column, range.from)] : []), ...(range.to ? [lt(column, range.to)] : [])];
}

export async function listSessions(
  db: DbExecutor,
  userId: number,
  range: TimeRange,
  page: Page,
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = and(eq(sessions.userId, userId), ...createdWithin(sessions.createdAt, range));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(sessions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

// Account tokens (password reset, e-mail change)

export async function insertAccountToken(db: DbExecutor, values: NewAccountTokenRow): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/** Marks the player's unused tokens of a purpose used, so that only the newest link works. */
export async function retireAccountTokens(
  db: DbExecutor,
  userId: number,
  purpose: AccountTokenPurpose,
  at: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

/**
 * Takes a token for use: marks it used and returns it when it exists for this purpose, is unused and has
 * not expired. One statement, so that a link clicked twice at once works once.
 */
export async function consumeAccountToken(
  db: DbExecutor,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  at: Date,
): Promise<AccountTokenRow | undefined> {
  return single(
    await db
      .update(accountTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(accountTokens.tokenHash, tokenHash),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, at),
        ),
      )
      .returning(),
  );
}

export async function pendingEmailChange(db: DbExecutor, userId: number, at: Date): Promise<string | null> {
  const row = single(
    await db
      .select({ newEmail: accountTokens.newEmail })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'email_change'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, at),
        ),
      )
      .orderBy(desc(accountTokens.id))
      .limit(1),
  );
  return row?.newEmail ?? null;
}

// Security log

export async function insertSecurityEvent(db: DbExecutor, values: NewSecurityEventRow): Promise<void> {
  await db.insert(securityEvents).values(values);
}

export async function listSecurityEvents(
  db: DbExecutor,
  userId: number,
  range: TimeRange,
  page: Page,
): Promise<{ rows: SecurityEventRow[]; total: number }> {
  const where = and(eq(securityEvents.userId, userId), ...createdWithin(securityEvents.createdAt, range));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(securityEvents)
      .where(where)
      .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(securityEvents).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * The functions above as the services receive them (`repository` in their dependencies): this SQL module
 * in production, an in-memory one (apps/server/test/memory/identity.ts) in the services' unit tests.
 */
export interface IdentityRepository {
  insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow>;
  findUserById(db: DbExecutor, id: number): Promise<UserRow | undefined>;
  findPlayFacts(db: DbExecutor, id: number): Promise<PlayFacts | undefined>;
  usernamesByIds(db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>>;
  findUserByLogin(db: DbExecutor, login: string): Promise<UserRow | undefined>;
  usernameTaken(db: DbExecutor, username: string): Promise<boolean>;
  emailTaken(db: DbExecutor, email: string, exceptUserId?: number): Promise<boolean>;
  updateUser(db: DbExecutor, id: number, patch: UserPatch): Promise<UserRow>;
  advanceTotpTimeStep(db: DbExecutor, id: number, timeStep: number): Promise<boolean>;
  insertSession(db: DbExecutor, values: NewSessionRow): Promise<void>;
  findSessionByTokenHash(
    db: DbExecutor,
    tokenHash: string,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined>;
  touchSession(db: DbExecutor, sessionId: string, at: Date): Promise<void>;
  refreshSession(
    db: DbExecutor,
    userId: number,
    sessionId: string,
    at: Date,
  ): Promise<SessionRow | undefined>;
  revokeSession(db: DbExecutor, userId: number, sessionId: string, at: Date, reason: string): Promise<void>;
  revokeUserSessions(
    db: DbExecutor,
    userId: number,
    at: Date,
    reason: string,
    keepSessionId?: string,
  ): Promise<number>;
  listSessions(
    db: DbExecutor,
    userId: number,
    range: TimeRange,
    page: Page,
  ): Promise<{ rows: SessionRow[]; total: number }>;
  insertAccountToken(db: DbExecutor, values: NewAccountTokenRow): Promise<void>;
  retireAccountTokens(db: DbExecutor, userId: number, purpose: AccountTokenPurpose, at: Date): Promise<void>;
  consumeAccountToken(
    db: DbExecutor,
    purpose: AccountTokenPurpose,
    tokenHash: string,
    at: Date,
  ): Promise<AccountTokenRow | undefined>;
  pendingEmailChange(db: DbExecutor, userId: number, at: Date): Promise<string | null>;
  insertSecurityEvent(db: DbExecutor, values: NewSecurityEventRow): Promise<void>;
  listSecurityEvents(
    db: DbExecutor,
    userId: number,
    range: TimeRange,
    page: Page,
  ): Promise<{ rows: SecurityEventRow[]; total: number }>;
}
