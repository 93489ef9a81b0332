// The identity module's types and fixed rules, shared by its concern services; service.ts exports the
// ones other modules use.
import type {
  profileUpdateBody,
  SecurityEventKind,
  twoFactorStatus,
} from '@reelvault/contract/calls/account';
import type { registrationUserData } from '@reelvault/contract/calls/auth';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import type { PasswordHasher } from '../../security/password-hash';
import type { NotificationsService } from '../notifications/service';
import type { IdentityRepository } from './repository';
import type { AttemptLimiter, AttemptLimits } from './attempt-limiter';

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
  /** The module's SQL (repository.ts) unless given: the unit tests pass an in-memory one. */
  readonly repository?: IdentityRepository;
  readonly transactor: Transactor;
  /** Argon2id with OWASP's setting unless given: the unit tests pass the cheapest setting. */
  readonly passwords?: PasswordHasher;
  readonly clock: Clock;
  readonly settings: IdentitySettings;
  /** AES-256-GCM key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
  /** Mails are written to the outbox in the transaction of the change they tell of. */
  readonly notifications: Pick<NotificationsService, 'enqueueEmail'>;
  readonly onPlayerRegistered: readonly PlayerRegisteredListener[];
  /** Ids of the player's favourite games, from the catalogue (the profile's `favorite_games`). */
  readonly favouriteGameIds?: (playerId: number) => Promise<number[]>;
  /** Uploaded document types and credited deposits, from the compliance module (the profile's fields). */
  readonly verificationFacts?: (
    playerId: number,
    currency: string,
  ) => Promise<{ types: number[]; totalDeposit: bigint }>;
  /** The terms' published version in a language, from the content module; registration records it. */
  readonly publishedTerms?: (locale: string) => Promise<PublishedTerms | undefined>;
  /** Where failed attempts are counted: this process's memory unless given (Redis for several, decision 0026). */
  readonly attemptLimiter?: (limits: AttemptLimits) => AttemptLimiter;
}

/** A published version of the terms page (decision 0719). */
export interface PublishedTerms {
  readonly pageVersionId: number;
  readonly version: number;
  readonly locale: string;
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

/** The spec's user status of a player who may not log in or play. */
export const statusInactive = 2;
/** `player_status` of a player whose identity documents are approved (decision 0011). */
export const verifiedPlayerStatus = 1;

export type RegistrationInput = z.output<typeof registrationUserData>;
export type ProfileUpdateInput = z.output<typeof profileUpdateBody>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

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
