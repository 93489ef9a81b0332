// What the identity module's concern services share: the repository and transactions, the security log,
// the credential attempt limits, the two-factor secret box and the player's standing.
import type { SecurityEventKind, UserProfile } from '@reelvault/contract/calls/account';
import { localeOf, type Locale } from '@reelvault/contract/constants/locales';
import type { DbExecutor } from '../../db/database';
import { AppError, refusal, validationError } from '../../http/app-error';
import { formatInstant, formatSeconds, translatorFor } from '../../i18n/server-texts';
import { defaultPasswordHasher, type PasswordHasher } from '../../security/password-hash';
import { createSecretBox } from '../../security/secret-box';
import { acceptedTimeStep } from '../../security/totp';
import type { MailRecipient } from '../notifications/service';
import { memoryAttemptLimiter } from './attempt-limiter';
import { toUserProfile } from './profile';
import * as sqlRepository from './repository';
import type { IdentityRepository, UserRow } from './repository';
import { credentialAttemptLimits, type CallerContext, type IdentityDependencies } from './types';

export type IdentityContext = ReturnType<typeof createIdentityContext>;
type CredentialDependencies = Pick<
  IdentityDependencies,
  'transactor' | 'clock' | 'totpEncryptionKey' | 'attemptLimiter'
>;

export const accountKey = (userId: number) => `account:${userId}`;
export const ipKey = (ip: string) => `ip:${ip}`;
const totpContext = (userId: number) => `totp:${userId}`;

export function mailRecipientOf(user: UserRow): MailRecipient {
  return { email: user.email, username: user.username, locale: user.locale };
}

export function isExcluded(user: Pick<UserRow, 'excludedUntil' | 'excludedPermanently'>, now: Date): boolean {
  return user.excludedPermanently || (user.excludedUntil !== null && user.excludedUntil > now);
}

/** The refusal of a self-excluded player: the end of the exclusion in the request's language and in `details`. */
export function selfExclusionRefusal(user: UserRow): AppError {
  const until = user.excludedPermanently ? null : user.excludedUntil;
  if (!until) {
    return refusal(
      'AUTH_SELF_EXCLUDED',
      (locale) => translatorFor(locale)('refusals.selfExcludedPermanently'),
      { permanent: true, until: null },
    );
  }
  return refusal(
    'AUTH_SELF_EXCLUDED',
    (locale) => translatorFor(locale)('refusals.selfExcludedUntil', { date: formatInstant(locale, until) }),
    { permanent: false, until: until.toISOString() },
  );
}

/**
 * The checks of a player's password and two-factor code: failures count against the account and the IP
 * (credentialAttemptLimits), and a two-factor code is accepted once.
 */
function createCredentialChecks(
  repository: IdentityRepository,
  passwords: PasswordHasher,
  dependencies: CredentialDependencies,
) {
  const { clock } = dependencies;
  const db = dependencies.transactor.db;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);
  const limiter =
    dependencies.attemptLimiter?.(credentialAttemptLimits) ??
    memoryAttemptLimiter(clock, credentialAttemptLimits);

  async function refuseWhenLimited(keys: readonly string[]): Promise<void> {
    const retryAfter = await limiter.retryAfterSeconds(keys);
    if (retryAfter === undefined) return;
    const text = (locale: Locale) =>
      translatorFor(locale)('refusals.tooManyAttempts', { wait: formatSeconds(locale, retryAfter) });
    throw new AppError(
      'RATE_LIMITED',
      text(localeOf('en')),
      undefined,
      { 'retry-after': String(retryAfter) },
      { text },
    );
  }

  function sealTotpSecret(userId: number, secret: string): string {
    return secretBox.seal(secret, totpContext(userId));
  }

  function openTotpSecret(user: UserRow): string {
    if (!user.totpSecret) throw new Error(`user ${user.id} has no two-factor secret`);
    return secretBox.open(user.totpSecret, totpContext(user.id));
  }

  /** Accepts a two-factor code once: the time step only moves forward, in the database. */
  async function acceptTotpCode(user: UserRow, code: string, now: Date): Promise<boolean> {
    const step = await acceptedTimeStep(openTotpSecret(user), code, now, user.totpLastTimeStep);
    return step !== undefined && (await repository.advanceTotpTimeStep(db, user.id, step));
  }

  /** Checks the password of a logged-in player for an account change; wrong answers count as failed attempts. */
  async function checkAccountPassword(
    user: UserRow,
    password: string,
    field: string,
    caller: CallerContext,
  ): Promise<void> {
    const keys = [accountKey(user.id), ipKey(caller.ip)];
    await refuseWhenLimited(keys);
    if (await passwords.verify(user.passwordHash, password)) return;
    await limiter.recordFailure(keys);
    const message =
      field === 'current_password' ? 'The current password is incorrect.' : 'The password is incorrect.';
    throw new AppError('AUTH_PASSWORD_INCORRECT', message, { [field]: [message] });
  }

  async function checkAccountCode(user: UserRow, code: string, caller: CallerContext): Promise<void> {
    const keys = [accountKey(user.id), ipKey(caller.ip)];
    await refuseWhenLimited(keys);
    if (await acceptTotpCode(user, code, clock.now())) return;
    await limiter.recordFailure(keys);
    throw validationError({ code: ['The two-factor code is not valid or was already used.'] });
  }

  return {
    limiter,
    refuseWhenLimited,
    sealTotpSecret,
    acceptTotpCode,
    checkAccountPassword,
    checkAccountCode,
  };
}

export function createIdentityContext(dependencies: IdentityDependencies) {
  const { transactor, clock, settings } = dependencies;
  const repository: IdentityRepository = dependencies.repository ?? sqlRepository;
  const passwords = dependencies.passwords ?? defaultPasswordHasher;
  const db = transactor.db;
  const favouriteGameIds = dependencies.favouriteGameIds ?? (async () => []);
  const verificationFacts = dependencies.verificationFacts ?? (async () => ({ types: [], totalDeposit: 0n }));

  async function record(
    executor: DbExecutor,
    userId: number,
    kind: SecurityEventKind,
    caller: CallerContext | null,
    detail?: Record<string, string | number>,
  ): Promise<void> {
    await repository.insertSecurityEvent(executor, {
      userId,
      kind,
      ip: caller?.ip ?? null,
      userAgent: caller?.userAgent?.slice(0, 512) ?? null,
      detail: detail ?? null,
      createdAt: clock.now(),
    });
  }

  async function loadPlayer(playerId: number, executor: DbExecutor = db): Promise<UserRow> {
    const user = await repository.findUserById(executor, playerId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async function profileOf(user: UserRow): Promise<UserProfile> {
    const [pendingEmail, favourites, verification] = await Promise.all([
      repository.pendingEmailChange(db, user.id, clock.now()),
      favouriteGameIds(user.id),
      verificationFacts(user.id, user.currency),
    ]);
    return toUserProfile(user, pendingEmail, favourites, verification);
  }

  /** Ends the player's other sessions after a credential change, and says so in the security log. */
  async function endOtherSessions(
    executor: DbExecutor,
    userId: number,
    reason: string,
    caller: CallerContext,
    keepSessionId?: string,
  ): Promise<number> {
    const ended = await repository.revokeUserSessions(executor, userId, clock.now(), reason, keepSessionId);
    if (ended > 0) await record(executor, userId, 'sessions_revoked', caller, { count: ended, reason });
    return ended;
  }

  return {
    repository,
    passwords,
    transactor,
    db,
    clock,
    settings,
    notifications: dependencies.notifications,
    onPlayerRegistered: dependencies.onPlayerRegistered,
    publishedTerms: dependencies.publishedTerms ?? (async () => undefined),
    idleMs: settings.sessionIdleMinutes * 60_000,
    maxMs: settings.sessionMaxHours * 3_600_000,
    favouriteGameIds,
    record,
    loadPlayer,
    profileOf,
    endOtherSessions,
    ...createCredentialChecks(repository, passwords, dependencies),
  };
}
