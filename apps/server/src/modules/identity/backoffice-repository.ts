// SQL of the back office's reads of players: the player search (one candidate set from the matchers,
// then the filters, the sort and the page), a player's sessions, and the IP addresses a player was seen
// on with the other players seen there. The indexes these lean on are in schema.ts (decision 0709).
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/database';
import { queryRows, toDate } from '../../db/sql';
import type { SessionRow, UserRow } from './repository';
import { users } from './schema';

/** The players table as the search's conditions name it. */
const u = alias(users, 'u');

/** What `q` was read as: each matcher that is set adds the players it finds (a union). */
export interface PlayerMatchers {
  /** A part of username, e-mail, name or surname (lower case, 3 characters or more). */
  readonly text?: string | undefined;
  /** A whole username or e-mail (lower case): what a short search can still find. */
  readonly exact?: string | undefined;
  readonly id?: number | undefined;
  /** As stored: `+` and digits. */
  readonly phone?: string | undefined;
  readonly ip?: string | undefined;
}

export interface PlayerFilters {
  readonly status?: number | undefined;
  readonly playerStatus?: number | undefined;
  readonly countryId?: number | undefined;
  readonly currency?: string | undefined;
  readonly registeredFrom?: Date | undefined;
  readonly registeredTo?: Date | undefined;
  readonly lastLoginFrom?: Date | undefined;
  readonly lastLoginTo?: Date | undefined;
  /** player_status 1 (true) or any other (false). */
  readonly verified?: boolean | undefined;
  /** A cool-down or self-exclusion in force at `now` (true), or none (false). */
  readonly selfExcluded?: boolean | undefined;
}

export interface PlayerSearch {
  readonly matchers?: PlayerMatchers | undefined;
  readonly filters: PlayerFilters;
  readonly sort: 'id' | 'username' | 'email' | 'created_at' | 'last_login_at';
  readonly order: 'asc' | 'desc';
  readonly now: Date;
}

/**
 * The text the trigram index covers. The same expression must appear in the query for the planner to use
 * `users_search_trgm_idx`; name and surname side by side let "anna berg" find Anna Berg.
 */
export const searchText = sql.raw(
  `lower(u.username || ' ' || u.email || ' ' || coalesce(u.name, '') || ' ' || coalesce(u.surname, ''))`,
);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The players `q` finds. Each reading is an arm of a union, so that each uses its own index and the
 * planner never has to OR them; a single reading on the players' own columns is a plain condition (no
 * `in (select ...)`), which the planner can combine with the filters and the sort.
 */
function candidates(matchers: PlayerMatchers): SQL | undefined {
  const own: SQL[] = [];
  const arms: SQL[] = [];
  if (matchers.text !== undefined) own.push(sql`${searchText} like ${likePattern(matchers.text)}`);
  if (matchers.exact !== undefined) {
    own.push(sql`lower(u.username) = ${matchers.exact}`);
    own.push(sql`lower(u.email) = ${matchers.exact}`);
  }
  if (matchers.id !== undefined) arms.push(sql`select ${matchers.id}::int as id`);
  if (matchers.phone !== undefined) own.push(sql`u.phone = ${matchers.phone}`);
  if (matchers.ip !== undefined) {
    arms.push(sql`select user_id from sessions where ip = ${matchers.ip}`);
    arms.push(sql`select user_id from security_events where ip = ${matchers.ip}`);
  }
  if (own.length === 1 && arms.length === 0) return own[0];
  const all = [...own.map((condition) => sql`select u.id from users u where ${condition}`), ...arms];
  return all.length === 0 ? undefined : sql`u.id in (${sql.join(all, sql` union `)})`;
}

/** Never null: a player with no exclusion end is not excluded, and `not` of it holds for them. */
function excludedNow(now: Date): SQL {
  return sql`(u.excluded_permanently or coalesce(u.excluded_until > ${now.toISOString()}::timestamptz, false))`;
}

function conditions(search: PlayerSearch): SQL[] {
  const f = search.filters;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const list: SQL[] = [];
  const found = search.matchers ? candidates(search.matchers) : undefined;
  if (search.matchers) list.push(found ?? sql`false`);
  if (f.status !== undefined) list.push(sql`u.status = ${f.status}`);
  if (f.playerStatus !== undefined) list.push(sql`u.player_status = ${f.playerStatus}`);
  if (f.countryId !== undefined) list.push(sql`u.country_id = ${f.countryId}`);
  if (f.currency !== undefined) list.push(sql`u.currency = ${f.currency}`);
  if (f.registeredFrom) list.push(sql`u.created_at >= ${at(f.registeredFrom)}`);
  if (f.registeredTo) list.push(sql`u.created_at < ${at(f.registeredTo)}`);
  if (f.lastLoginFrom) list.push(sql`u.last_login_at >= ${at(f.lastLoginFrom)}`);
  if (f.lastLoginTo) list.push(sql`u.last_login_at < ${at(f.lastLoginTo)}`);
  if (f.verified !== undefined) list.push(f.verified ? sql`u.player_status = 1` : sql`u.player_status <> 1`);
  if (f.selfExcluded !== undefined)
    list.push(f.selfExcluded ? excludedNow(search.now) : sql`not ${excludedNow(search.now)}`);
  return list;
}

const sortColumns = {
  id: 'u.id',
  username: 'lower(u.username)',
  email: 'lower(u.email)',
  created_at: 'u.created_at',
  last_login_at: 'u.last_login_at',
} as const;

function whereOf(search: PlayerSearch): SQL {
  const list = conditions(search);
  return list.length === 0 ? sql`true` : sql.join(list, sql` and `);
}

/**
 * One page of the players the search finds, in its order (ties by id), in one statement. With
 * `countUpTo`, the same statement also counts the players found, no further than that (`counted`; absent
 * when the page is empty, as there is no row to carry it).
 */
export async function searchPlayers(
  executor: DbExecutor,
  search: PlayerSearch,
  offset: number,
  limit: number,
  countUpTo?: number,
): Promise<{ rows: UserRow[]; counted: number | undefined }> {
  const direction = search.order === 'asc' ? 'asc' : 'desc';
  const nulls = search.sort === 'last_login_at' ? ` nulls last` : '';
  const order = sql.raw(`${sortColumns[search.sort]} ${direction}${nulls}, u.id ${direction}`);
  const where = whereOf(search);
  const counted =
    countUpTo === undefined ? sql<null>`null` : sql<number>`(${countOf(where, countUpTo)})`.mapWith(Number);
  const rows = await executor
    .select({ user: u, counted })
    .from(u)
    .where(where)
    .orderBy(order)
    .offset(offset)
    .limit(limit);
  return { rows: rows.map((row) => row.user), counted: rows[0]?.counted ?? undefined };
}

/** The players found, counted no further than `cap`: a broad search stops early. */
function countOf(where: SQL, cap: number): SQL {
  return sql`select count(*) as n from (select 1 from users u where ${where} limit ${cap}) found`;
}

/** How many players the search finds, counting no further than `cap` (a broad search stays cheap). */
export async function countPlayers(executor: DbExecutor, search: PlayerSearch, cap: number): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(executor, countOf(whereOf(search), cap));
  return Number(rows[0]?.n ?? 0);
}

export async function sessionsPage(
  executor: DbExecutor,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: SessionRow[]; total: number }> {
  const [rows, counted] = [
    await executor.query.sessions.findMany({
      where: (sessions, { eq }) => eq(sessions.userId, userId),
      orderBy: (sessions, { desc }) => [desc(sessions.createdAt), desc(sessions.id)],
      offset,
      limit,
    }),
    await queryRows<Record<string, unknown>>(
      executor,
      sql`select count(*) as n from sessions where user_id = ${userId}`,
    ),
  ];
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export interface AddressUse {
  readonly ip: string;
  readonly firstSeenAt: Date;
  readonly lastSeenAt: Date;
  readonly uses: number;
}

/** The addresses of the player's sessions and login log, the latest first (at most `limit`). */
export async function addressesOf(
  executor: DbExecutor,
  userId: number,
  limit: number,
): Promise<AddressUse[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select ip, min(at) as first_seen, max(at) as last_seen, count(*) as uses from (
        select ip, created_at as at from sessions where user_id = ${userId} and ip is not null
        union all
        select ip, last_seen_at as at from sessions where user_id = ${userId} and ip is not null
          and last_seen_at <> created_at
        union all
        select ip, created_at as at from security_events where user_id = ${userId} and ip is not null
      ) seen
      group by ip order by max(at) desc limit ${limit}`,
  );
  return rows.map((row) => ({
    ip: String(row.ip),
    firstSeenAt: toDate(row.first_seen),
    lastSeenAt: toDate(row.last_seen),
    uses: Number(row.uses),
  }));
}

export interface AddressNeighbour {
  readonly ip: string;
  readonly id: number;
  readonly username: string;
  readonly status: number;
}

/** Other players seen on each of `ips` (sessions or login log), by address, the lowest ids first. */
export async function playersOnAddresses(
  executor: DbExecutor,
  userId: number,
  ips: readonly string[],
): Promise<AddressNeighbour[]> {
  if (ips.length === 0) return [];
  const list = sql.join(
    ips.map((ip) => sql`${ip}`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select distinct seen.ip, u.id, u.username, u.status from (
        select ip, user_id from sessions where ip in (${list})
        union
        select ip, user_id from security_events where ip in (${list})
      ) seen join users u on u.id = seen.user_id
      where seen.user_id <> ${userId}
      order by seen.ip, u.id`,
  );
  return rows.map((row) => ({
    ip: String(row.ip),
    id: Number(row.id),
    username: String(row.username),
    status: Number(row.status),
  }));
}

export interface IdentityBackofficeRepository {
  searchPlayers(
    executor: DbExecutor,
    search: PlayerSearch,
    offset: number,
    limit: number,
    countUpTo?: number,
  ): Promise<{ rows: UserRow[]; counted: number | undefined }>;
  countPlayers(executor: DbExecutor, search: PlayerSearch, cap: number): Promise<number>;
  sessionsPage(
    executor: DbExecutor,
    userId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: SessionRow[]; total: number }>;
  addressesOf(executor: DbExecutor, userId: number, limit: number): Promise<AddressUse[]>;
  playersOnAddresses(
    executor: DbExecutor,
    userId: number,
    ips: readonly string[],
  ): Promise<AddressNeighbour[]>;
}
