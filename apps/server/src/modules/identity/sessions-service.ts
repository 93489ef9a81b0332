// Logging in and out: credentials with the attempt limits and two-factor, the player's standing at the
// door, bearer-token sessions with an idle and an absolute end, and the session and security histories.
import { randomUUID } from 'node:crypto';
import type { UserProfile } from '@reelvault/contract/calls/account';
import type { AuthReply } from '@reelvault/contract/calls/auth';
import type { Locale } from '@reelvault/contract/constants/locales';
import { userStatus } from '@reelvault/contract/constants/statuses';
import { paginationOf, type HistoryQuery, type Pagination } from '@reelvault/contract/pagination';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { openHistoryWindow } from '../../http/history-query';
import { hashToken, issueToken } from '../../security/tokens';
import { accountKey, ipKey, isExcluded, selfExclusionRefusal, type IdentityContext } from './context';
import { toUserProfile } from './profile';
import type { SessionRow, UserRow } from './repository';
import { securityLogRowOf } from './security-log';
import { statusInactive, type CallerContext, type SecurityLogRow, type SessionHistoryRow } from './types';
import { describeUserAgent } from './user-agent';

/** The session's last-seen time is written at most this often (refresh always writes it). */
const touchIntervalMs = 60_000;

export interface LoginInput {
  username: string;
  password: string;
  code?: string | null | undefined;
  site_code?: string | null | undefined;
}

/** Opens a session for the player: the bearer token goes to the caller, only its hash is stored. */
export async function openSession(
  context: IdentityContext,
  executor: DbExecutor,
  user: UserRow,
  caller: CallerContext,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = issueToken();
  const expiresAt = new Date(now.getTime() + context.maxMs);
  await context.repository.insertSession(executor, {
    id: randomUUID(),
    userId: user.id,
    tokenHash: hash,
    userAgent: caller.userAgent?.slice(0, 512) ?? null,
    ip: caller.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export function authReply(
  context: IdentityContext,
  session: { token: string; expiresAt: Date },
  user: UserProfile,
): AuthReply {
  return {
    access_token: session.token,
    token_type: 'Bearer',
    expires_at: session.expiresAt.toISOString(),
    idle_timeout_seconds: context.settings.sessionIdleMinutes * 60,
    user,
  };
}

/**
 * The player behind a login's credentials, or the refusal: wrong password or code (counted against the
 * account and the IP), an inactive or a self-excluded player.
 */
async function checkLogin(
  context: IdentityContext,
  input: LoginInput,
  caller: CallerContext,
  now: Date,
): Promise<UserRow> {
  const { repository, passwords, limiter, record } = context;
  const db = context.transactor.db;
  const login = input.username.trim();
  const user = await repository.findUserByLogin(db, login);
  const keys = [user ? accountKey(user.id) : `login:${login.toLowerCase()}`, ipKey(caller.ip)];
  await context.refuseWhenLimited(keys);

  const passwordMatches = user
    ? await passwords.verify(user.passwordHash, input.password)
    : await passwords.verifyAgainstNothing(input.password);
  if (!user || !passwordMatches) {
    await limiter.recordFailure(keys);
    if (user) await record(db, user.id, 'login_failed', caller, { reason: 'password' });
    throw new AppError('AUTH_INVALID_CREDENTIALS');
  }
  if (user.totpEnabledAt) {
    const code = input.code?.trim();
    if (!code) throw new AppError('AUTH_2FA_REQUIRED');
    if (!(await context.acceptTotpCode(user, code, now))) {
      await limiter.recordFailure(keys);
      await record(db, user.id, 'login_failed', caller, { reason: 'two_factor' });
      throw new AppError('AUTH_2FA_INVALID');
    }
  }
  if (user.status === statusInactive) throw new AppError('AUTH_INACTIVE_PLAYER');
  if (user.status === userStatus.closed) throw new AppError('AUTH_ACCOUNT_CLOSED');
  if (isExcluded(user, now)) throw selfExclusionRefusal(user);
  return user;
}

function sessionHistoryRowOf(
  row: SessionRow,
  player: AuthenticatedPlayer,
  now: Date,
  idleMs: number,
): SessionHistoryRow {
  const active =
    row.revokedAt === null && now < row.expiresAt && now.getTime() - row.lastSeenAt.getTime() < idleMs;
  return {
    id: row.id,
    user_agent: row.userAgent,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    ...describeUserAgent(row.userAgent),
    current: row.id === player.sessionId,
    active,
  };
}

/** Logging in, the bearer token's checks, keeping a session alive and ending it. */
function createSessionLifecycle(context: IdentityContext) {
  const { repository, passwords, transactor, clock, limiter, record, idleMs } = context;
  const db = transactor.db;

  return {
    async login(input: LoginInput, caller: CallerContext): Promise<AuthReply> {
      if (input.site_code && input.site_code !== context.settings.siteId) throw new AppError('SITE_MISMATCH');
      const now = clock.now();
      const user = await checkLogin(context, input, caller, now);
      await limiter.clear(accountKey(user.id));

      const rehashed = passwords.needsRehash(user.passwordHash)
        ? await passwords.hash(input.password)
        : undefined;
      const opened = await transactor.run(async (tx) => {
        const updated = await repository.updateUser(tx, user.id, {
          lastLoginAt: now,
          updatedAt: now,
          ...(rehashed ? { passwordHash: rehashed } : {}),
          // The language the player logs in with is the one the site speaks to them in now.
          ...(caller.locale ? { locale: caller.locale } : {}),
        });
        const session = await openSession(context, tx, updated, caller, now);
        await record(tx, user.id, 'login', caller);
        return {
          session,
          user: updated,
          pendingEmail: await repository.pendingEmailChange(tx, user.id, now),
        };
      });
      return authReply(
        context,
        opened.session,
        toUserProfile(opened.user, opened.pendingEmail, await context.favouriteGameIds(user.id)),
      );
    },

    /** The player behind a bearer token; refuses unknown, ended and expired sessions. */
    async authenticate(token: string): Promise<AuthenticatedPlayer> {
      const found = token ? await repository.findSessionByTokenHash(db, hashToken(token)) : undefined;
      if (!found || found.session.revokedAt) throw new AppError('UNAUTHENTICATED');
      const { session, user } = found;
      const now = clock.now();
      if (now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() >= idleMs) {
        throw new AppError('AUTH_SESSION_EXPIRED');
      }
      if (isExcluded(user, now)) {
        await repository.revokeSession(db, user.id, session.id, now, 'self_excluded');
        throw selfExclusionRefusal(user);
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
        await repository.touchSession(db, session.id, now);
      }
      return {
        id: user.id,
        username: user.username,
        currency: user.currency,
        status: user.status,
        sessionId: session.id,
      };
    },

    /**
     * Whether the bearer token's session is still open, without keeping it alive: a long-lived stream
     * asks this now and then, and must not outlast a logout, a revocation or the idle timeout.
     */
    async sessionOpen(token: string): Promise<boolean> {
      const found = token ? await repository.findSessionByTokenHash(db, hashToken(token)) : undefined;
      if (!found || found.session.revokedAt) return false;
      const now = clock.now();
      return (
        now < found.session.expiresAt &&
        now.getTime() - found.session.lastSeenAt.getTime() < idleMs &&
        !isExcluded(found.user, now)
      );
    },

    /** Keeps the session alive: the idle timer starts again; the absolute end stays. */
    async refresh(player: AuthenticatedPlayer): Promise<{ expiresAt: Date; idleExpiresAt: Date }> {
      const now = clock.now();
      const session = await repository.refreshSession(db, player.id, player.sessionId, now);
      if (!session) throw new AppError('UNAUTHENTICATED');
      const idleEnd = new Date(now.getTime() + idleMs);
      return {
        expiresAt: session.expiresAt,
        idleExpiresAt: idleEnd < session.expiresAt ? idleEnd : session.expiresAt,
      };
    },

    async logout(player: AuthenticatedPlayer, caller: CallerContext): Promise<void> {
      await transactor.run(async (tx) => {
        await repository.revokeSession(tx, player.id, player.sessionId, clock.now(), 'logout');
        await record(tx, player.id, 'logout', caller);
      });
    },
  };
}

/** The player's sessions and security log, newest first. */
function createAccountHistories(context: IdentityContext) {
  const { repository, clock } = context;
  const db = context.transactor.db;

  return {
    async sessionHistory(
      player: AuthenticatedPlayer,
      query: HistoryQuery,
    ): Promise<{ data: SessionHistoryRow[]; pagination: Pagination }> {
      const now = clock.now();
      const { rows, total } = await repository.listSessions(
        db,
        player.id,
        openHistoryWindow(query.start_date, query.end_date),
        { page: query.page, perPage: query.per_page },
      );
      return {
        data: rows.map((row) => sessionHistoryRowOf(row, player, now, context.idleMs)),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },

    async securityLog(
      playerId: number,
      query: HistoryQuery,
      locale: Locale,
    ): Promise<{ data: SecurityLogRow[]; pagination: Pagination }> {
      const { rows, total } = await repository.listSecurityEvents(
        db,
        playerId,
        openHistoryWindow(query.start_date, query.end_date),
        { page: query.page, perPage: query.per_page },
      );
      return {
        data: rows.map((row) => securityLogRowOf(row, locale)),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },
  };
}

export function createSessionsService(context: IdentityContext) {
  return { ...createSessionLifecycle(context), ...createAccountHistories(context) };
}
