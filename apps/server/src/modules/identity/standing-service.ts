// The player's standing as other modules read and move it: whether they may play, their verification
// (the compliance module decides, decision 0011), the details the verification form writes, and
// self-exclusion.
import { userStatus } from '@reelvault/contract/constants/statuses';
import type { FieldErrors } from '@reelvault/contract/errors';
import type { DbExecutor } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import { isExcluded, type IdentityContext } from './context';
import { findCountry } from './countries';
import type { UserRow } from './repository';
import {
  statusInactive,
  type CallerContext,
  type VerificationDetailsInput,
  type VerificationSubject,
} from './types';

const lockedText = 'This detail is on file and can no longer be changed.';

/** The fields of the form that name another value than the one on file (a detail on file stays). */
function detailsOnFileConflicts(user: UserRow, input: VerificationDetailsInput): FieldErrors {
  const same = (held: string | null, given: string) =>
    held === null || held.trim().toLowerCase() === given.trim().toLowerCase();
  const onFile: FieldErrors = {};
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
  return onFile;
}

/**
 * Writes the verification form's details. A detail already on file may not be changed to another
 * value (422 on that field); once the player is verified nothing may change.
 */
async function fillVerificationDetails(
  context: IdentityContext,
  playerId: number,
  input: VerificationDetailsInput,
  caller: CallerContext,
  locked: boolean,
): Promise<void> {
  const { repository, clock } = context;
  const user = await context.loadPlayer(playerId);
  const onFile = detailsOnFileConflicts(user, input);
  if (locked && Object.keys(onFile).length > 0) throw new AppError('KYC_DETAILS_LOCKED');
  if (Object.keys(onFile).length > 0) throw validationError(onFile);
  if (input.countryId !== undefined && !findCountry(input.countryId)) {
    throw validationError({ user_country: ['The selected country is invalid.'] });
  }
  const now = clock.now();
  await context.transactor.run(async (tx) => {
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
    await context.record(tx, playerId, 'profile_updated', caller);
  });
}

/**
 * Excludes the player from play until `until` (null: permanently): login, every session and every
 * bet are refused from now on. An exclusion never shortens one in force.
 */
async function excludeFromPlay(
  context: IdentityContext,
  executor: DbExecutor,
  playerId: number,
  until: Date | null,
): Promise<{ until: Date | null; sessionsEnded: number }> {
  const { repository, clock } = context;
  const user = await context.loadPlayer(playerId, executor);
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
  await context.record(executor, playerId, 'self_excluded', null, {
    until: end ? end.toISOString() : 'permanent',
  });
  return { until: end, sessionsEnded };
}

export function createStandingService(context: IdentityContext) {
  const { repository, clock, loadPlayer } = context;
  const db = context.transactor.db;

  return {
    /**
     * Whether the player may start play now: an inactive or self-excluded player may not. Games read it
     * before every bet, so an exclusion closes sessions that are already open. `executor`: the caller's
     * transaction, when it asks from inside one (the bonus engine's grants).
     */
    async playStatus(playerId: number, executor: DbExecutor = db): Promise<'active' | 'disabled'> {
      const user = await repository.findPlayFacts(executor, playerId);
      if (!user) return 'disabled';
      const shut = user.status === statusInactive || user.status === userStatus.closed;
      return shut || isExcluded(user, clock.now()) ? 'disabled' : 'active';
    },

    /**
     * What the game launch checks read: status, verification, country and a running exclusion.
     * `executor`: the caller's transaction, when it asks from inside one (the bonus engine's offers).
     */
    async playStanding(
      playerId: number,
      executor: DbExecutor = db,
    ): Promise<{
      status: number;
      playerStatus: number;
      countryCode: string | null;
      excluded: boolean;
    }> {
      const user = await loadPlayer(playerId, executor);
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

    /** See fillVerificationDetails above: details on file stay, nothing changes once verified. */
    fillVerificationDetails(
      playerId: number,
      input: VerificationDetailsInput,
      caller: CallerContext,
      locked: boolean,
    ): Promise<void> {
      return fillVerificationDetails(context, playerId, input, caller, locked);
    },

    /** See excludeFromPlay above: an exclusion never shortens one in force. */
    excludeFromPlay(
      executor: DbExecutor,
      playerId: number,
      until: Date | null,
    ): Promise<{ until: Date | null; sessionsEnded: number }> {
      return excludeFromPlay(context, executor, playerId, until);
    },
  };
}
