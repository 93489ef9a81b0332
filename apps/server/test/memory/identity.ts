// The identity module's repository in memory, for the identity services' unit tests: players, sessions,
// account tokens and the security log in plain arrays, answering as modules/identity/repository.ts does
// (case-insensitive names and addresses, the unique indexes' errors, single-use tokens, newest first).
import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../src/db/database';
import { createPasswordHasher } from '../../src/security/password-hash';
import {
  createIdentityService,
  type CallerContext,
  type IdentityDependencies,
  type IdentityService,
} from '../../src/modules/identity/service';
import type { OutgoingMail } from '../../src/modules/notifications/service';
import type {
  AccountTokenPurpose,
  AccountTokenRow,
  IdentityRepository,
  NewAccountTokenRow,
  NewSecurityEventRow,
  NewSessionRow,
  NewUserRow,
  Page,
  PlayFacts,
  SecurityEventRow,
  SessionRow,
  TimeRange,
  UserPatch,
  UserRow,
} from '../../src/modules/identity/repository';
import { ManualClock } from '../clock';
import { memoryExecutor, memoryTransactor } from './transactor';

/** What PostgreSQL answers when a unique index refuses a row (db/errors.ts `uniqueViolation` reads it). */
class UniqueViolation extends Error {
  readonly code = '23505';

  constructor(readonly constraint: string) {
    super(`duplicate key value violates unique constraint "${constraint}"`);
  }
}

const sameText = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

function within(at: Date, range: TimeRange): boolean {
  return (!range.from || at >= range.from) && (!range.to || at < range.to);
}

function newestFirst<Row extends { createdAt: Date; id: string | number }>(left: Row, right: Row): number {
  const byTime = right.createdAt.getTime() - left.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return right.id > left.id ? 1 : right.id < left.id ? -1 : 0;
}

function pageOf<Row>(rows: Row[], page: Page): { rows: Row[]; total: number } {
  const start = (page.page - 1) * page.perPage;
  return { rows: rows.slice(start, start + page.perPage), total: rows.length };
}

/** The columns' defaults of modules/identity/schema.ts. */
function userRowOf(id: number, values: NewUserRow): UserRow {
  return {
    name: null,
    surname: null,
    birthday: null,
    address: null,
    city: null,
    countryId: null,
    phone: null,
    gender: null,
    status: 1,
    playerStatus: 0,
    excludedUntil: null,
    excludedPermanently: false,
    refId: null,
    affiliateId: null,
    campaignId: null,
    siteCode: null,
    locale: 'en',
    totpSecret: null,
    totpEnabledAt: null,
    totpLastTimeStep: null,
    lastLoginAt: null,
    ...withoutUndefined(values),
    id,
  };
}

/** Drizzle leaves a column alone when its value is undefined. */
function withoutUndefined<Values extends object>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Values;
}

export class MemoryIdentityRepository implements IdentityRepository {
  readonly users: UserRow[] = [];
  readonly sessions: SessionRow[] = [];
  readonly accountTokens: AccountTokenRow[] = [];
  readonly securityEvents: SecurityEventRow[] = [];
  private lastUserId = 0;
  private lastTokenId = 0;
  private lastEventId = 0;

  /** The player's security log, oldest first: what the tests read to see what was recorded. */
  eventsOf(userId: number): string[] {
    return this.securityEvents.filter((event) => event.userId === userId).map((event) => event.kind);
  }

  private checkUnique(candidate: UserRow): void {
    for (const other of this.users) {
      if (other.id === candidate.id) continue;
      if (sameText(other.username, candidate.username)) throw new UniqueViolation('users_username_lower_key');
      if (sameText(other.email, candidate.email)) throw new UniqueViolation('users_email_lower_key');
    }
  }

  async insertUser(_db: DbExecutor, values: NewUserRow): Promise<UserRow> {
    const row = userRowOf(this.lastUserId + 1, values);
    this.checkUnique(row);
    this.lastUserId = row.id;
    this.users.push(row);
    return { ...row };
  }

  async findUserById(_db: DbExecutor, id: number): Promise<UserRow | undefined> {
    const row = this.users.find((user) => user.id === id);
    return row && { ...row };
  }

  async findPlayFacts(_db: DbExecutor, id: number): Promise<PlayFacts | undefined> {
    const row = this.users.find((user) => user.id === id);
    return (
      row && {
        status: row.status,
        excludedUntil: row.excludedUntil,
        excludedPermanently: row.excludedPermanently,
      }
    );
  }

  async usernamesByIds(_db: DbExecutor, ids: readonly number[]): Promise<Map<number, string>> {
    return new Map(
      this.users.filter((user) => ids.includes(user.id)).map((user) => [user.id, user.username]),
    );
  }

  async findUserByLogin(_db: DbExecutor, login: string): Promise<UserRow | undefined> {
    const row = this.users.find((user) => sameText(login.includes('@') ? user.email : user.username, login));
    return row && { ...row };
  }

  async usernameTaken(_db: DbExecutor, username: string): Promise<boolean> {
    return this.users.some((user) => sameText(user.username, username));
  }

  async emailTaken(_db: DbExecutor, email: string, exceptUserId?: number): Promise<boolean> {
    return this.users.some((user) => sameText(user.email, email) && user.id !== exceptUserId);
  }

  async updateUser(_db: DbExecutor, id: number, patch: UserPatch): Promise<UserRow> {
    const index = this.users.findIndex((user) => user.id === id);
    const current = this.users[index];
    if (!current) throw new Error(`user ${id} vanished during an update`);
    const updated: UserRow = { ...current, ...withoutUndefined(patch) };
    this.checkUnique(updated);
    this.users[index] = updated;
    return { ...updated };
  }

  async advanceTotpTimeStep(_db: DbExecutor, id: number, timeStep: number): Promise<boolean> {
    const user = this.users.find((row) => row.id === id);
    if (!user || (user.totpLastTimeStep !== null && user.totpLastTimeStep >= timeStep)) return false;
    user.totpLastTimeStep = timeStep;
    return true;
  }

  async insertSession(_db: DbExecutor, values: NewSessionRow): Promise<void> {
    if (this.sessions.some((session) => session.tokenHash === values.tokenHash)) {
      throw new UniqueViolation('sessions_token_hash_unique');
    }
    this.sessions.push({ userAgent: null, ip: null, revokedAt: null, revokedReason: null, ...values });
  }

  async findSessionByTokenHash(
    _db: DbExecutor,
    tokenHash: string,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const session = this.sessions.find((row) => row.tokenHash === tokenHash);
    const user = session && this.users.find((row) => row.id === session.userId);
    return session && user ? { session: { ...session }, user: { ...user } } : undefined;
  }

  async touchSession(_db: DbExecutor, sessionId: string, at: Date): Promise<void> {
    for (const session of this.sessions) if (session.id === sessionId) session.lastSeenAt = at;
  }

  private openSession(userId: number, sessionId: string): SessionRow | undefined {
    return this.sessions.find(
      (row) => row.id === sessionId && row.userId === userId && row.revokedAt === null,
    );
  }

  async refreshSession(
    _db: DbExecutor,
    userId: number,
    sessionId: string,
    at: Date,
  ): Promise<SessionRow | undefined> {
    const session = this.openSession(userId, sessionId);
    if (!session) return undefined;
    session.lastSeenAt = at;
    return { ...session };
  }

  async revokeSession(
    _db: DbExecutor,
    userId: number,
    sessionId: string,
    at: Date,
    reason: string,
  ): Promise<void> {
    const session = this.openSession(userId, sessionId);
    if (!session) return;
    session.revokedAt = at;
    session.revokedReason = reason;
  }

  async revokeUserSessions(
    _db: DbExecutor,
    userId: number,
    at: Date,
    reason: string,
    keepSessionId?: string,
  ): Promise<number> {
    const ending = this.sessions.filter(
      (row) =>
        row.userId === userId && row.revokedAt === null && row.expiresAt > at && row.id !== keepSessionId,
    );
    for (const session of ending) {
      session.revokedAt = at;
      session.revokedReason = reason;
    }
    return ending.length;
  }

  async listSessions(
    _db: DbExecutor,
    userId: number,
    range: TimeRange,
    page: Page,
  ): Promise<{ rows: SessionRow[]; total: number }> {
    const rows = this.sessions
      .filter((row) => row.userId === userId && within(row.createdAt, range))
      .sort(newestFirst)
      .map((row) => ({ ...row }));
    return pageOf(rows, page);
  }

  async insertAccountToken(_db: DbExecutor, values: NewAccountTokenRow): Promise<void> {
    if (this.accountTokens.some((token) => token.tokenHash === values.tokenHash)) {
      throw new UniqueViolation('account_tokens_token_hash_unique');
    }
    this.lastTokenId += 1;
    this.accountTokens.push({ newEmail: null, usedAt: null, ...values, id: this.lastTokenId });
  }

  async retireAccountTokens(
    _db: DbExecutor,
    userId: number,
    purpose: AccountTokenPurpose,
    at: Date,
  ): Promise<void> {
    for (const token of this.accountTokens) {
      if (token.userId === userId && token.purpose === purpose && token.usedAt === null) token.usedAt = at;
    }
  }

  private usableToken(token: AccountTokenRow, purpose: AccountTokenPurpose, at: Date): boolean {
    return token.purpose === purpose && token.usedAt === null && token.expiresAt > at;
  }

  async consumeAccountToken(
    _db: DbExecutor,
    purpose: AccountTokenPurpose,
    tokenHash: string,
    at: Date,
  ): Promise<AccountTokenRow | undefined> {
    const token = this.accountTokens.find(
      (row) => row.tokenHash === tokenHash && this.usableToken(row, purpose, at),
    );
    if (!token) return undefined;
    token.usedAt = at;
    return { ...token };
  }

  async pendingEmailChange(_db: DbExecutor, userId: number, at: Date): Promise<string | null> {
    const newest = this.accountTokens
      .filter((row) => row.userId === userId && this.usableToken(row, 'email_change', at))
      .sort((left, right) => right.id - left.id)[0];
    return newest?.newEmail ?? null;
  }

  async insertSecurityEvent(_db: DbExecutor, values: NewSecurityEventRow): Promise<void> {
    this.lastEventId += 1;
    this.securityEvents.push({ ip: null, userAgent: null, detail: null, ...values, id: this.lastEventId });
  }

  async listSecurityEvents(
    _db: DbExecutor,
    userId: number,
    range: TimeRange,
    page: Page,
  ): Promise<{ rows: SecurityEventRow[]; total: number }> {
    const rows = this.securityEvents
      .filter((row) => row.userId === userId && within(row.createdAt, range))
      .sort(newestFirst)
      .map((row) => ({ ...row }));
    return pageOf(rows, page);
  }
}

/** The caller of the unit tests' requests. */
export const testCaller: CallerContext = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };

/**
 * Argon2id with the smallest setting hash-wasm accepts (8 KiB, 1 pass, 1 lane): real hashes and checks,
 * without the cost of OWASP's setting, which security/password-hash.test.ts covers.
 */
export const unitTestPasswords = createPasswordHasher({
  memorySize: 8,
  iterations: 1,
  parallelism: 1,
  hashLength: 32,
});

const passwordHashes = new Map<string, Promise<string>>();

export interface IdentityUnderTest {
  readonly service: IdentityService;
  readonly repository: MemoryIdentityRepository;
  readonly clock: ManualClock;
  /** The mails written to the outbox, in order. */
  readonly mails: OutgoingMail[];
  /** The players the registration listeners were told of. */
  readonly registered: { id: number; currency: string }[];
  /** A player on file with this password (hashed once per password for the whole run). */
  addPlayer(values?: Partial<NewUserRow> & { password?: string }): Promise<UserRow>;
}

/** What a test may put in place of the harness's own parts. */
export type IdentityTestOptions = Partial<
  Pick<IdentityDependencies, 'onPlayerRegistered' | 'favouriteGameIds' | 'verificationFacts'>
> & { readonly repository?: MemoryIdentityRepository };

/** The identity service over in-memory players, a hand-moved clock and an outbox that keeps the mails. */
export function identityUnderTest(options: IdentityTestOptions = {}): IdentityUnderTest {
  const { repository = new MemoryIdentityRepository(), ...replaced } = options;
  const clock = new ManualClock();
  const mails: OutgoingMail[] = [];
  const registered: { id: number; currency: string }[] = [];
  const service = createIdentityService({
    repository,
    transactor: memoryTransactor(),
    passwords: unitTestPasswords,
    clock,
    settings: { publicUrl: 'https://casino.test', siteId: '1', sessionIdleMinutes: 30, sessionMaxHours: 12 },
    totpEncryptionKey: randomBytes(32),
    notifications: {
      enqueueEmail: async (_tx, mail) => mails.push(mail),
    },
    onPlayerRegistered: [
      async (_tx, player) => {
        registered.push({ ...player });
      },
    ],
    ...replaced,
  });
  let players = 0;
  async function addPlayer(values: Partial<NewUserRow> & { password?: string } = {}): Promise<UserRow> {
    const { password = 'Spinning-wheel-42', ...columns } = values;
    let hash = passwordHashes.get(password);
    if (!hash) passwordHashes.set(password, (hash = unitTestPasswords.hash(password)));
    players += 1;
    const now = clock.now();
    return repository.insertUser(memoryExecutor, {
      username: `player_${players}`,
      email: `player.${players}@example.com`,
      passwordHash: await hash,
      currency: 'EUR',
      countryId: 84,
      ageConfirmedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
      ...columns,
    });
  }
  return { service, repository, clock, mails, registered, addPlayer };
}
