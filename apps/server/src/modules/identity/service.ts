// Players and accounts: registration, login with two-factor, sessions, profile, password change and
// reset, e-mail change, the security log and the reference lists the forms read.
import { randomUUID } from 'node:crypto';
import type {
  profileUpdateBody,
  SecurityEventKind,
  twoFactorStatus,
  UserProfile,
} from '@reelvault/contract/calls/account';
import type { AuthReply, registrationUserData } from '@reelvault/contract/calls/auth';
import {
  currencyOf,
  defaultRegistrationCurrency,
  registrationCurrencies,
} from '@reelvault/contract/constants/currencies';
import { hasMinimumAge, minimumAgeText } from '@reelvault/contract/constants/kyc';
import { defaultLocale, localeOf, type Locale, type LocaleCode } from '@reelvault/contract/constants/locales';
import type { ErrorCode, FieldErrors } from '@reelvault/contract/errors';
import { paginationOf, type HistoryQuery, type Pagination } from '@reelvault/contract/pagination';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { AppError, refusal, validationError } from '../../http/app-error';
import { openHistoryWindow } from '../../http/history-query';
import { formatInstant, formatSeconds, translatorFor } from '../../i18n/server-texts';
import type { AuthenticatedPlayer } from '../../http/auth';
import type { MailRecipient, NotificationsService } from '../notifications/service';
import { AttemptLimiter } from './attempt-limiter';
import { countryList, defaultCountrySlug, findCountry, findCountryBySlug } from './countries';
import {
  emailChangedNotice,
  emailChangeMail,
  emailConfirmationLink,
  passwordResetLink,
  passwordResetMail,
} from './emails';
import { languageList } from './languages';
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../security/password-hash';
import { createSecretBox } from '../../security/secret-box';
import { hashToken, issueToken } from '../../security/tokens';
import { acceptedTimeStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from '../../security/totp';
import { passwordProblems } from './passwords';
import { toUserProfile } from './profile';
import * as repository from './repository';
import type { UserRow } from './repository';
import { describeUserAgent } from './user-agent';

/** Called inside the registration transaction; a failure undoes the registration. */
export type PlayerRegisteredListener = (
  tx: DbExecutor,
  player: { readonly id: number; readonly currency: string },
) => Promise<void>;

export interface IdentitySettings {
  readonly publicUrl: string;
  readonly siteId: string;
  readonly sessionIdleMinutes: number;
  readonly sessionMaxHours: number;
}

export interface IdentityDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly settings: IdentitySettings;
  /** AES-256-GCM key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
  readonly notifications: NotificationsService;
  readonly onPlayerRegistered: readonly PlayerRegisteredListener[];
  /** Ids of the player's favourite games, from the catalogue (the profile's `favorite_games`). */
  readonly favouriteGameIds?: (playerId: number) => Promise<number[]>;
  /** Uploaded document types and credited deposits, from the compliance module (the profile's fields). */
  readonly verificationFacts?: (
    playerId: number,
    currency: string,
  ) => Promise<{ types: number[]; totalDeposit: bigint }>;
}

/** The personal details the verification form writes (`POST /account/verification`). */
export interface VerificationDetailsInput {
  readonly name: string;
  readonly surname: string;
  /** year-month-day */
  readonly birthday: string;
  readonly address: string;
  readonly city: string;
  readonly phone?: string | undefined;
  readonly countryId?: number | undefined;
  readonly gender?: string | undefined;
}

/** What the compliance module reads of a player. */
export interface VerificationSubject {
  readonly id: number;
  readonly username: string;
  readonly currency: string;
  readonly status: number;
  readonly playerStatus: number;
  readonly name: string | null;
  readonly surname: string | null;
  readonly birthday: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly excludedUntil: Date | null;
  readonly excludedPermanently: boolean;
}

/** Who is calling, for the security log and the attempt limits. */
export interface CallerContext {
  readonly ip: string;
  readonly userAgent: string | null;
  /** The code of the language the request asked for (Accept-Language), when it named one. */
  readonly locale?: string;
}

/** Failed credential attempts allowed per account and per IP in a minute; the next one is refused (429). */
export const credentialAttemptLimits = { max: 5, windowMs: 60_000 } as const;
export const passwordResetValidMinutes = 60;
export const emailChangeValidHours = 24;
/** The session's last-seen time is written at most this often (refresh always writes it). */
const touchIntervalMs = 60_000;

const statusInactive = 2;
/** `player_status` of a player whose identity documents are approved (decision 0011). */
const verifiedPlayerStatus = 1;

type RegistrationInput = z.output<typeof registrationUserData>;
type ProfileUpdateInput = z.output<typeof profileUpdateBody>;
type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export interface PasswordChangeInput {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

/** The field names and confirmation text of each of the spec's two password forms. */
export interface PasswordChangeForm {
  readonly current: string;
  readonly next: string;
  readonly confirmation: string;
  readonly mismatch: string;
}

export interface SessionHistoryRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  browser: string | null;
  version: string | null;
  os: string | null;
  device: string;
  current: boolean;
  active: boolean;
}

export interface SecurityLogRow {
  id: number;
  event: SecurityEventKind;
  description: string;
  ip: string | null;
  user_agent: string | null;
  browser: string | null;
  device: string | null;
  created_at: string;
}

/** An event of the security log in `locale`'s words (the web app words events itself, by `event`). */
function describeEvent(
  kind: SecurityEventKind,
  detail: Record<string, string | number> | null,
  locale: Locale,
): string {
  const t = translatorFor(locale);
  switch (kind) {
    case 'login_failed':
      return t(
        detail?.reason === 'two_factor' ? 'securityLog.loginFailedCode' : 'securityLog.loginFailedPassword',
      );
    case 'sessions_revoked':
      return t('securityLog.sessionsRevoked', { count: String(Number(detail?.count ?? 0)) });
    case 'email_change_requested':
      return t('securityLog.emailChangeRequested', { email: String(detail?.email ?? '') });
    case 'email_changed':
      return t('securityLog.emailChanged', { email: String(detail?.email ?? '') });
    case 'self_excluded': {
      const until = typeof detail?.until === 'string' ? new Date(detail.until) : undefined;
      if (detail?.until === 'permanent' || !until || Number.isNaN(until.getTime())) {
        return t('securityLog.selfExcludedPermanently');
      }
      return t('securityLog.selfExcludedUntil', { date: formatInstant(locale, until) });
    }
    default:
      return t(`securityLog.${securityLogKeys[kind]}`);
  }
}

// The events whose description has no facts of its own.
const securityLogKeys = {
  registered: 'registered',
  login: 'login',
  logout: 'logout',
  password_changed: 'passwordChanged',
  password_reset_requested: 'passwordResetRequested',
  password_reset: 'passwordReset',
  two_factor_enabled: 'twoFactorEnabled',
  two_factor_disabled: 'twoFactorDisabled',
  phone_changed: 'phoneChanged',
  profile_updated: 'profileUpdated',
} as const satisfies Partial<Record<SecurityEventKind, string>>;

/** "Anna Maria Smith" -> name "Anna Maria", surname "Smith" (the spec splits at the last space). */
export function splitFullName(fullName: string): { name: string; surname: string | null } {
  const words = fullName.trim().split(/\s+/);
  if (words.length === 1) return { name: words[0] ?? '', surname: null };
  return { name: words.slice(0, -1).join(' '), surname: words[words.length - 1] ?? null };
}

function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The refusal of a self-excluded player: the end of the exclusion in the request's language and in `details`. */
function selfExclusionRefusal(user: UserRow): AppError {
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

function mailRecipientOf(user: UserRow): MailRecipient {
  return { email: user.email, username: user.username, locale: user.locale };
}

function isExcluded(user: UserRow, now: Date): boolean {
  return user.excludedPermanently || (user.excludedUntil !== null && user.excludedUntil > now);
}

export function createIdentityService(dependencies: IdentityDependencies) {
  const { db, clock, settings, notifications } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);
  const limiter = new AttemptLimiter(clock, credentialAttemptLimits);
  const idleMs = settings.sessionIdleMinutes * 60_000;
  const maxMs = settings.sessionMaxHours * 3_600_000;

  const totpContext = (userId: number) => `totp:${userId}`;
  const accountKey = (userId: number) => `account:${userId}`;
  const ipKey = (ip: string) => `ip:${ip}`;

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

  function refuseWhenLimited(keys: readonly string[]): void {
    const retryAfter = limiter.retryAfterSeconds(keys);
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

  async function loadPlayer(playerId: number, executor: DbExecutor = db): Promise<UserRow> {
    const user = await repository.findUserById(executor, playerId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  const favouriteGameIds = dependencies.favouriteGameIds ?? (async () => []);
  const verificationFacts = dependencies.verificationFacts ?? (async () => ({ types: [], totalDeposit: 0n }));

  async function profileOf(user: UserRow): Promise<UserProfile> {
    const [pendingEmail, favourites, verification] = await Promise.all([
      repository.pendingEmailChange(db, user.id, clock.now()),
      favouriteGameIds(user.id),
      verificationFacts(user.id, user.currency),
    ]);
    return toUserProfile(user, pendingEmail, favourites, verification);
  }

  async function openSession(
    executor: DbExecutor,
    user: UserRow,
    caller: CallerContext,
    now: Date,
  ): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = issueToken();
    const expiresAt = new Date(now.getTime() + maxMs);
    await repository.insertSession(executor, {
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

  function authReply(session: { token: string; expiresAt: Date }, user: UserProfile): AuthReply {
    return {
      access_token: session.token,
      token_type: 'Bearer',
      expires_at: session.expiresAt.toISOString(),
      idle_timeout_seconds: settings.sessionIdleMinutes * 60,
      user,
    };
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
    refuseWhenLimited(keys);
    if (await verifyPassword(user.passwordHash, password)) return;
    limiter.recordFailure(keys);
    const message =
      field === 'current_password' ? 'The current password is incorrect.' : 'The password is incorrect.';
    throw new AppError('AUTH_PASSWORD_INCORRECT', message, { [field]: [message] });
  }

  async function checkAccountCode(user: UserRow, code: string, caller: CallerContext): Promise<void> {
    const keys = [accountKey(user.id), ipKey(caller.ip)];
    refuseWhenLimited(keys);
    if (await acceptTotpCode(user, code, clock.now())) return;
    limiter.recordFailure(keys);
    throw validationError({ code: ['The two-factor code is not valid or was already used.'] });
  }

  async function issuePasswordReset(user: UserRow, caller: CallerContext): Promise<void> {
    const now = clock.now();
    const { token, hash } = issueToken();
    const link = passwordResetLink(settings.publicUrl, token);
    const expiresAt = new Date(now.getTime() + passwordResetValidMinutes * 60_000);
    await db.transaction(async (tx) => {
      await repository.retireAccountTokens(tx, user.id, 'password_reset', now);
      await repository.insertAccountToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hash,
        createdAt: now,
        expiresAt,
      });
      await notifications.enqueueEmail(tx, passwordResetMail(mailRecipientOf(user), link, expiresAt));
      await record(tx, user.id, 'password_reset_requested', caller);
    });
  }

  return {
    async register(input: RegistrationInput, caller: CallerContext): Promise<AuthReply> {
      if (input.site_code && input.site_code !== settings.siteId) throw new AppError('SITE_MISMATCH');
      const fieldErrors: FieldErrors = {};
      const problem = (field: string, message: string) =>
        (fieldErrors[`user_data.${field}`] ??= []).push(message);
      if (!findCountry(input.country)) problem('country', 'The selected country is invalid.');
      for (const message of passwordProblems(input.password, input)) problem('password', message);
      const [usernameTaken, emailTaken] = await Promise.all([
        repository.usernameTaken(db, input.username),
        repository.emailTaken(db, input.email),
      ]);
      if (usernameTaken) problem('username', 'The username has already been taken.');
      if (emailTaken) problem('email', 'The email has already been taken.');
      throwRegistrationProblems(fieldErrors);

      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const user = await repository.insertUser(tx, {
            username: input.username,
            email: input.email,
            passwordHash,
            countryId: input.country,
            currency: input.currency,
            phone: input.phone ?? null,
            refId: input.ref_id ?? null,
            affiliateId: input.affiliate_id ?? null,
            campaignId: input.campaign_id ?? null,
            siteCode: input.site_code ?? null,
            locale: caller.locale ?? defaultLocale,
            ageConfirmedAt: now,
            passwordChangedAt: now,
            lastLoginAt: now,
            createdAt: now,
            updatedAt: now,
          });
          for (const listener of dependencies.onPlayerRegistered) {
            await listener(tx, { id: user.id, currency: user.currency });
          }
          await record(tx, user.id, 'registered', caller);
          const session = await openSession(tx, user, caller, now);
          await record(tx, user.id, 'login', caller);
          // A new player has no favourites yet.
          return authReply(session, toUserProfile(user, null, []));
        });
      } catch (error) {
        // Two registrations with the same name at the same moment: the database's unique index decides.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_username_lower_key') {
          throwRegistrationProblems({ 'user_data.username': ['The username has already been taken.'] });
        }
        if (constraint === 'users_email_lower_key') {
          throwRegistrationProblems({ 'user_data.email': ['The email has already been taken.'] });
        }
        throw error;
      }
    },

    async login(
      input: {
        username: string;
        password: string;
        code?: string | null | undefined;
        site_code?: string | null | undefined;
      },
      caller: CallerContext,
    ): Promise<AuthReply> {
      if (input.site_code && input.site_code !== settings.siteId) throw new AppError('SITE_MISMATCH');
      const login = input.username.trim();
      const user = await repository.findUserByLogin(db, login);
      const keys = [user ? accountKey(user.id) : `login:${login.toLowerCase()}`, ipKey(caller.ip)];
      refuseWhenLimited(keys);

      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !passwordMatches) {
        limiter.recordFailure(keys);
        if (user) await record(db, user.id, 'login_failed', caller, { reason: 'password' });
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }

      const now = clock.now();
      if (user.totpEnabledAt) {
        const code = input.code?.trim();
        if (!code) throw new AppError('AUTH_2FA_REQUIRED');
        if (!(await acceptTotpCode(user, code, now))) {
          limiter.recordFailure(keys);
          await record(db, user.id, 'login_failed', caller, { reason: 'two_factor' });
          throw new AppError('AUTH_2FA_INVALID');
        }
      }
      if (user.status === statusInactive) throw new AppError('AUTH_INACTIVE_PLAYER');
      if (isExcluded(user, now)) throw selfExclusionRefusal(user);
      limiter.clear(accountKey(user.id));

      const rehashed = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
      const opened = await db.transaction(async (tx) => {
        const updated = await repository.updateUser(tx, user.id, {
          lastLoginAt: now,
          updatedAt: now,
          ...(rehashed ? { passwordHash: rehashed } : {}),
          // The language the player logs in with is the one the site speaks to them in now.
          ...(caller.locale ? { locale: caller.locale } : {}),
        });
        const session = await openSession(tx, updated, caller, now);
        await record(tx, user.id, 'login', caller);
        return {
          session,
          user: updated,
          pendingEmail: await repository.pendingEmailChange(tx, user.id, now),
        };
      });
      return authReply(
        opened.session,
        toUserProfile(opened.user, opened.pendingEmail, await favouriteGameIds(user.id)),
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
     * Whether the player may start play now: an inactive or self-excluded player may not. Games read it
     * before every bet, so an exclusion closes sessions that are already open.
     */
    async playStatus(playerId: number): Promise<'active' | 'disabled'> {
      const user = await repository.findUserById(db, playerId);
      if (!user) return 'disabled';
      return user.status === statusInactive || isExcluded(user, clock.now()) ? 'disabled' : 'active';
    },

    /** What the game launch checks read: status, verification, country and a running exclusion. */
    async playStanding(playerId: number): Promise<{
      status: number;
      playerStatus: number;
      countryCode: string | null;
      excluded: boolean;
    }> {
      const user = await repository.findUserById(db, playerId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return {
        status: user.status,
        playerStatus: user.playerStatus,
        countryCode: (user.countryId === null ? undefined : findCountry(user.countryId))?.slug ?? null,
        excluded: isExcluded(user, clock.now()),
      };
    },

    /** Moves a player's verification (player_status: 0 needs verification, 1 verified, 2 under review). */
    async setPlayerStatus(playerId: number, playerStatus: 0 | 1 | 2): Promise<void> {
      await repository.updateUser(db, playerId, { playerStatus, updatedAt: clock.now() });
    },

    /** Usernames by player id (the live bets board shows them masked). */
    usernames(playerIds: readonly number[]): Promise<Map<number, string>> {
      return repository.usernamesByIds(db, playerIds);
    },

    /** The facts the compliance module decides on (verification, exclusion). */
    async verificationSubject(playerId: number, executor: DbExecutor = db): Promise<VerificationSubject> {
      const user = await loadPlayer(playerId, executor);
      return {
        id: user.id,
        username: user.username,
        currency: user.currency,
        status: user.status,
        playerStatus: user.playerStatus,
        name: user.name,
        surname: user.surname,
        birthday: user.birthday,
        address: user.address,
        city: user.city,
        excludedUntil: user.excludedUntil,
        excludedPermanently: user.excludedPermanently,
      };
    },

    /** Moves the verification state (the compliance module decides; see decision 0011 for the values). */
    async setVerificationStanding(
      executor: DbExecutor,
      playerId: number,
      standing: { status?: number; playerStatus?: number },
    ): Promise<void> {
      await repository.updateUser(executor, playerId, { ...standing, updatedAt: clock.now() });
    },

    /**
     * Writes the verification form's details. A detail already on file may not be changed to another
     * value (422 on that field); once the player is verified nothing may change.
     */
    async fillVerificationDetails(
      playerId: number,
      input: VerificationDetailsInput,
      caller: CallerContext,
      locked: boolean,
    ): Promise<void> {
      const user = await loadPlayer(playerId);
      const same = (held: string | null, given: string) =>
        held === null || held.trim().toLowerCase() === given.trim().toLowerCase();
      const onFile: FieldErrors = {};
      const lockedText = 'This detail is on file and can no longer be changed.';
      const wanted: [keyof VerificationDetailsInput, string | null, string | undefined][] = [
        ['name', user.name, input.name],
        ['surname', user.surname, input.surname],
        ['birthday', user.birthday, input.birthday],
        ['address', user.address, input.address],
        ['city', user.city, input.city],
        ['phone', user.phone, input.phone],
        ['gender', user.gender, input.gender],
      ];
      for (const [field, held, given] of wanted) {
        if (given === undefined || same(held, given)) continue;
        onFile[field === 'birthday' ? 'birth_year' : field] = [lockedText];
      }
      if (input.countryId !== undefined && user.countryId !== null && user.countryId !== input.countryId) {
        onFile.user_country = [lockedText];
      }
      if (locked && Object.keys(onFile).length > 0) throw new AppError('KYC_DETAILS_LOCKED');
      if (Object.keys(onFile).length > 0) throw validationError(onFile);
      if (input.countryId !== undefined && !findCountry(input.countryId)) {
        throw validationError({ user_country: ['The selected country is invalid.'] });
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, playerId, {
          name: user.name ?? input.name,
          surname: user.surname ?? input.surname,
          birthday: user.birthday ?? input.birthday,
          address: user.address ?? input.address,
          city: user.city ?? input.city,
          ...(input.phone && !user.phone ? { phone: input.phone } : {}),
          ...(input.gender && !user.gender ? { gender: input.gender } : {}),
          ...(input.countryId !== undefined && user.countryId === null ? { countryId: input.countryId } : {}),
          updatedAt: now,
        });
        await record(tx, playerId, 'profile_updated', caller);
      });
    },

    /**
     * Excludes the player from play until `until` (null: permanently): login, every session and every
     * bet are refused from now on. An exclusion never shortens one in force.
     */
    async excludeFromPlay(
      executor: DbExecutor,
      playerId: number,
      until: Date | null,
    ): Promise<{ until: Date | null; sessionsEnded: number }> {
      const user = await loadPlayer(playerId, executor);
      const now = clock.now();
      const permanent = user.excludedPermanently || until === null;
      const end = permanent
        ? null
        : user.excludedUntil && until && user.excludedUntil > until
          ? user.excludedUntil
          : until;
      await repository.updateUser(executor, playerId, {
        excludedPermanently: permanent,
        excludedUntil: end,
        updatedAt: now,
      });
      const sessionsEnded = await repository.revokeUserSessions(executor, playerId, now, 'self_excluded');
      await record(executor, playerId, 'self_excluded', null, {
        until: end ? end.toISOString() : 'permanent',
      });
      return { until: end, sessionsEnded };
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
      await db.transaction(async (tx) => {
        await repository.revokeSession(tx, player.id, player.sessionId, clock.now(), 'logout');
        await record(tx, player.id, 'logout', caller);
      });
    },

    async profile(playerId: number): Promise<UserProfile> {
      return profileOf(await loadPlayer(playerId));
    },

    /** Where a mail to the player goes, read in the caller's transaction (mails written with a change). */
    async mailRecipient(executor: DbExecutor, playerId: number): Promise<MailRecipient> {
      const user = await repository.findUserById(executor, playerId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      return mailRecipientOf(user);
    },

    async updateProfile(
      player: AuthenticatedPlayer,
      input: ProfileUpdateInput,
      caller: CallerContext,
    ): Promise<UserProfile> {
      // A verified player's details are the ones the documents proved: they no longer change here.
      if ((await loadPlayer(player.id)).playerStatus === verifiedPlayerStatus) {
        throw new AppError('KYC_DETAILS_LOCKED');
      }
      const now = clock.now();
      const patch: Partial<UserRow> = {};
      const fieldErrors: FieldErrors = {};
      if (input.name) Object.assign(patch, splitFullName(input.name));
      if (input.birthday) {
        const day = input.birthday.slice(0, 10);
        const birthday = new Date(`${day}T00:00:00.000Z`);
        if (Number.isNaN(birthday.getTime()) || isoDate(birthday) !== day || day < '1900-01-01') {
          fieldErrors.birthday = ['The birthday is not a valid date.'];
        } else if (!hasMinimumAge(day, isoDate(now))) {
          fieldErrors.birthday = [minimumAgeText];
        } else {
          patch.birthday = day;
        }
      }
      if (input.address) patch.address = input.address;
      if (input.city) patch.city = input.city;
      if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
      if (Object.keys(patch).length === 0) {
        throw validationError({ name: ['Give a name, a birthday or an address to update.'] });
      }
      const updated = await db.transaction(async (tx) => {
        const row = await repository.updateUser(tx, player.id, { ...patch, updatedAt: now });
        await record(tx, player.id, 'profile_updated', caller);
        return row;
      });
      return profileOf(updated);
    },

    async changePassword(
      player: AuthenticatedPlayer,
      input: PasswordChangeInput,
      form: PasswordChangeForm,
      caller: CallerContext,
    ): Promise<void> {
      const user = await loadPlayer(player.id);
      const fieldErrors: FieldErrors = {};
      if (input.confirmation !== input.newPassword) fieldErrors[form.confirmation] = [form.mismatch];
      const problems = passwordProblems(input.newPassword, user);
      if (problems.length > 0) fieldErrors[form.next] = problems;
      if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
      await checkAccountPassword(user, input.currentPassword, form.current, caller);
      if (input.currentPassword === input.newPassword) {
        throw validationError({
          [form.next]: ['The new password must be different from the current password.'],
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        await record(tx, user.id, 'password_changed', caller);
        await endOtherSessions(tx, user.id, 'password_changed', caller, player.sessionId);
      });
    },

    async twoFactorStatus(playerId: number): Promise<TwoFactorStatus> {
      const user = await loadPlayer(playerId);
      if (user.totpEnabledAt) return 'enabled';
      return user.totpSecret ? 'secret_shown' : 'disabled';
    },

    /** Step one of enabling: a new secret, shown once; it counts only after confirmTwoFactor. */
    async startTwoFactor(
      player: AuthenticatedPlayer,
      password: string,
      caller: CallerContext,
    ): Promise<{ secret: string; uri: string; qrCode: string }> {
      const user = await loadPlayer(player.id);
      if (user.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      await checkAccountPassword(user, password, 'password', caller);
      const secret = newTotpSecret();
      await repository.updateUser(db, user.id, {
        totpSecret: secretBox.seal(secret, totpContext(user.id)),
        totpLastTimeStep: null,
        updatedAt: clock.now(),
      });
      const uri = otpauthUri(secret, user.username);
      return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
    },

    async confirmTwoFactor(player: AuthenticatedPlayer, code: string, caller: CallerContext): Promise<void> {
      const user = await loadPlayer(player.id);
      if (user.totpEnabledAt) throw new AppError('AUTH_2FA_ALREADY_ENABLED');
      if (!user.totpSecret) throw new AppError('AUTH_2FA_NOT_STARTED');
      await checkAccountCode(user, code, caller);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, user.id, { totpEnabledAt: now, updatedAt: now });
        await record(tx, user.id, 'two_factor_enabled', caller);
        await endOtherSessions(tx, user.id, 'two_factor_changed', caller, player.sessionId);
      });
    },

    async disableTwoFactor(
      player: AuthenticatedPlayer,
      input: { password: string; code: string },
      caller: CallerContext,
    ): Promise<void> {
      const user = await loadPlayer(player.id);
      if (!user.totpEnabledAt) throw new AppError('AUTH_2FA_NOT_ENABLED');
      await checkAccountPassword(user, input.password, 'password', caller);
      await checkAccountCode(user, input.code, caller);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, user.id, {
          totpSecret: null,
          totpEnabledAt: null,
          totpLastTimeStep: null,
          updatedAt: now,
        });
        await record(tx, user.id, 'two_factor_disabled', caller);
        await endOtherSessions(tx, user.id, 'two_factor_changed', caller, player.sessionId);
      });
    },

    /** Sends a reset link when the username or e-mail belongs to an account; the answer never says which. */
    async requestPasswordReset(login: string, caller: CallerContext): Promise<void> {
      const user = await repository.findUserByLogin(db, login.trim());
      if (user) await issuePasswordReset(user, caller);
    },

    /**
     * The spec's global password reset: the username and the player's account id (personal_id) must both
     * match; the link still goes only to the account's e-mail. Same answer whether they match or not.
     */
    async requestGlobalPasswordReset(
      username: string,
      personalId: string,
      caller: CallerContext,
    ): Promise<void> {
      const user = await repository.findUserByLogin(db, username.trim());
      if (user && String(user.id) === personalId.trim()) await issuePasswordReset(user, caller);
    },

    async resetPassword(
      input: { token: string; password: string; confirmation?: string | null | undefined },
      caller: CallerContext,
    ): Promise<void> {
      if (
        input.confirmation !== undefined &&
        input.confirmation !== null &&
        input.confirmation !== input.password
      ) {
        throw validationError({ password_confirmation: ['The password confirmation does not match.'] });
      }
      const tokenHash = hashToken(input.token);
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const token = await repository.consumeAccountToken(tx, 'password_reset', tokenHash, now);
        if (!token) throw new AppError('AUTH_RESET_TOKEN_INVALID');
        const owner = await repository.findUserById(tx, token.userId);
        if (!owner) throw new AppError('AUTH_RESET_TOKEN_INVALID');
        const problems = passwordProblems(input.password, owner);
        // Throwing here rolls back: the link stays usable for a better password.
        if (problems.length > 0) throw validationError({ password: problems });
        return owner;
      });
      // The link is spent from here on; hashing happens outside the transaction.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await repository.updateUser(tx, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        await repository.retireAccountTokens(tx, user.id, 'password_reset', now);
        await record(tx, user.id, 'password_reset', caller);
        await endOtherSessions(tx, user.id, 'password_reset', caller);
      });
      limiter.clear(accountKey(user.id));
    },

    async updateAccountSettings(
      player: AuthenticatedPlayer,
      input: { phone?: string | undefined; email?: string | undefined },
      caller: CallerContext,
    ): Promise<{ phoneChanged: boolean; emailLinkSentTo: string | undefined; profile: UserProfile }> {
      const user = await loadPlayer(player.id);
      const now = clock.now();
      let phoneChanged = false;
      if (input.email !== undefined) {
        if (input.email.toLowerCase() === user.email.toLowerCase()) {
          throw validationError({ email: ['This is already your email address.'] });
        }
        if (await repository.emailTaken(db, input.email, user.id)) {
          throw new AppError('AUTH_EMAIL_TAKEN', undefined, { email: ['The email has already been taken.'] });
        }
      }
      await db.transaction(async (tx) => {
        if (input.phone !== undefined && input.phone !== user.phone) {
          await repository.updateUser(tx, user.id, { phone: input.phone, updatedAt: now });
          await record(tx, user.id, 'phone_changed', caller);
          phoneChanged = true;
        }
        if (input.email !== undefined) {
          const { token, hash } = issueToken();
          const expiresAt = new Date(now.getTime() + emailChangeValidHours * 3_600_000);
          await repository.retireAccountTokens(tx, user.id, 'email_change', now);
          await repository.insertAccountToken(tx, {
            userId: user.id,
            purpose: 'email_change',
            tokenHash: hash,
            newEmail: input.email,
            createdAt: now,
            expiresAt,
          });
          const link = emailConfirmationLink(settings.publicUrl, token);
          await notifications.enqueueEmail(
            tx,
            emailChangeMail({ ...mailRecipientOf(user), email: input.email }, link, expiresAt),
          );
          await record(tx, user.id, 'email_change_requested', caller, { email: input.email });
        }
      });
      return {
        phoneChanged,
        emailLinkSentTo: input.email,
        profile: await profileOf(await loadPlayer(player.id)),
      };
    },

    /** The player chose another language on the site: their e-mails are written in it from now on. */
    async changeLanguage(player: AuthenticatedPlayer, locale: LocaleCode): Promise<LocaleCode> {
      await repository.updateUser(db, player.id, { locale, updatedAt: clock.now() });
      return locale;
    },

    /** Opens an e-mail confirmation link: the new address replaces the old one, which is told so. */
    async confirmEmail(token: string, caller: CallerContext): Promise<string> {
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const used = await repository.consumeAccountToken(tx, 'email_change', hashToken(token), now);
          if (!used?.newEmail) throw new AppError('AUTH_EMAIL_TOKEN_INVALID');
          const user = await repository.findUserById(tx, used.userId);
          if (!user) throw new AppError('AUTH_EMAIL_TOKEN_INVALID');
          if (await repository.emailTaken(tx, used.newEmail, user.id)) {
            throw new AppError('AUTH_EMAIL_TAKEN', undefined, {
              email: ['The email has already been taken.'],
            });
          }
          await repository.updateUser(tx, user.id, { email: used.newEmail, updatedAt: now });
          await notifications.enqueueEmail(tx, emailChangedNotice(mailRecipientOf(user), used.newEmail));
          await record(tx, user.id, 'email_changed', caller, { email: used.newEmail });
          return used.newEmail;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'users_email_lower_key') {
          throw new AppError('AUTH_EMAIL_TAKEN', undefined, { email: ['The email has already been taken.'] });
        }
        throw error;
      }
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
        {
          page: query.page,
          perPage: query.per_page,
        },
      );
      return {
        data: rows.map((row) => {
          const agent = describeUserAgent(row.userAgent);
          const kind = row.kind as SecurityEventKind;
          return {
            id: row.id,
            event: kind,
            description: describeEvent(kind, row.detail, locale),
            ip: row.ip,
            user_agent: row.userAgent,
            browser: agent.browser,
            device: row.userAgent ? agent.device : null,
            created_at: row.createdAt.toISOString(),
          };
        }),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },

    async sessionHistory(
      player: AuthenticatedPlayer,
      query: HistoryQuery,
    ): Promise<{ data: SessionHistoryRow[]; pagination: Pagination }> {
      const now = clock.now();
      const { rows, total } = await repository.listSessions(
        db,
        player.id,
        openHistoryWindow(query.start_date, query.end_date),
        {
          page: query.page,
          perPage: query.per_page,
        },
      );
      return {
        data: rows.map((row) => {
          const agent = describeUserAgent(row.userAgent);
          const active =
            row.revokedAt === null &&
            now < row.expiresAt &&
            now.getTime() - row.lastSeenAt.getTime() < idleMs;
          return {
            id: row.id,
            user_agent: row.userAgent,
            ip: row.ip,
            created_at: row.createdAt.toISOString(),
            last_seen_at: row.lastSeenAt.toISOString(),
            ...agent,
            current: row.id === player.sessionId,
            active,
          };
        }),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },

    countries() {
      return {
        data: countryList.map((country, position) => ({
          id: country.id,
          name: country.name,
          slug: country.slug,
          code: `+${country.dialCode}`,
          status: 1,
          index: position + 1,
        })),
        default_country: defaultCountrySlug,
      };
    },

    /** The caller's country from the offline database shipped with geoip-country (GeoLite2 data by MaxMind). */
    async countryOfIp(
      ip: string,
    ): Promise<{ country_code: string; country_name: string; country_id: number | null }> {
      const { default: geoip } = await import('geoip-country');
      const found = geoip.lookup(ip);
      const country = found ? findCountryBySlug(found.country) : undefined;
      if (!found) return { country_code: 'N/A', country_name: 'N/A', country_id: null };
      return {
        country_code: found.country,
        country_name: country?.name ?? found.name,
        country_id: country?.id ?? null,
      };
    },

    currencies() {
      return {
        data: registrationCurrencies.map((code) => {
          const currency = currencyOf(code);
          return {
            id: currency.numericId,
            code: currency.code,
            name: currency.name,
            symbol: currency.symbol,
            is_default: code === defaultRegistrationCurrency,
          };
        }),
      };
    },

    languages() {
      return { data: languageList.map((language) => ({ ...language })) };
    },
  };
}

/** A registration 422: the spec's "already taken" code when that is the only problem, else a field list. */
function throwRegistrationProblems(fieldErrors: FieldErrors): void {
  const fields = Object.keys(fieldErrors);
  if (fields.length === 0) return;
  const only = fields.length === 1 ? fields[0] : undefined;
  const code: ErrorCode =
    only === 'user_data.email' && fieldErrors[only]?.[0] === 'The email has already been taken.'
      ? 'AUTH_EMAIL_TAKEN'
      : only === 'user_data.username' && fieldErrors[only]?.[0] === 'The username has already been taken.'
        ? 'AUTH_USERNAME_TAKEN'
        : 'VALIDATION_FAILED';
  throw new AppError(code, fieldErrors[fields[0] ?? '']?.[0], fieldErrors);
}

export type IdentityService = ReturnType<typeof createIdentityService>;
