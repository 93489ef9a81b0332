// The identity module's part of the back office's actions on a player (decision 0712): the facts an
// operator acts on, the user status and player_status, ending sessions, resetting two-factor, lifting an
// exclusion and closing the account. Each runs on the caller's transaction, where the back office writes
// its audit entry; the rules of who may do what and when are the back office's and compliance's.
import { userStatus } from '@reelvault/contract/constants/statuses';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { IdentityContext } from './context';
import type { UserRow } from './repository';

/** What an operator's action reads of a player, and writes to the audit entry as before and after. */
export interface OperatorPlayerFacts {
  readonly id: number;
  readonly username: string;
  readonly currency: string;
  readonly status: number;
  readonly playerStatus: number;
  readonly twoFactor: 'enabled' | 'secret_shown' | 'disabled';
  readonly excludedUntil: Date | null;
  readonly excludedPermanently: boolean;
}

/** The session end reason an operator's action writes (the player's session history shows it). */
export type OperatorSessionReason = 'operator' | 'inactive' | 'two_factor_reset' | 'account_closed';

function factsOf(user: UserRow): OperatorPlayerFacts {
  return {
    id: user.id,
    username: user.username,
    currency: user.currency,
    status: user.status,
    playerStatus: user.playerStatus,
    twoFactor: user.totpEnabledAt ? 'enabled' : user.totpSecret ? 'secret_shown' : 'disabled',
    excludedUntil: user.excludedUntil,
    excludedPermanently: user.excludedPermanently,
  };
}

export function createOperatorActionsService(context: IdentityContext) {
  const { repository, clock, record } = context;

  async function playerRow(executor: DbExecutor, playerId: number): Promise<UserRow> {
    const user = await repository.findUserById(executor, playerId);
    if (!user) throw new AppError('NOT_FOUND', 'This player does not exist.');
    return user;
  }

  /** Ends every open session of the player and says so in the player's security log. */
  async function endSessions(
    tx: DbExecutor,
    playerId: number,
    reason: OperatorSessionReason,
  ): Promise<number> {
    const ended = await repository.revokeUserSessions(tx, playerId, clock.now(), reason);
    if (ended > 0) await record(tx, playerId, 'sessions_revoked', null, { count: ended, reason });
    return ended;
  }

  return {
    /** The player as an operator's action sees it; 404 for an unknown id. */
    async playerForOperator(executor: DbExecutor, playerId: number): Promise<OperatorPlayerFacts> {
      return factsOf(await playerRow(executor, playerId));
    },

    /** Moves the user status and/or player_status; status 2 (inactive) ends every session at once. */
    async setAccountStanding(
      tx: DbExecutor,
      playerId: number,
      standing: { readonly status?: number | undefined; readonly playerStatus?: number | undefined },
    ): Promise<{ player: OperatorPlayerFacts; sessionsEnded: number }> {
      const updated = await repository.updateUser(tx, playerId, {
        ...(standing.status === undefined ? {} : { status: standing.status }),
        ...(standing.playerStatus === undefined ? {} : { playerStatus: standing.playerStatus }),
        updatedAt: clock.now(),
      });
      const sessionsEnded =
        standing.status === userStatus.inactive ? await endSessions(tx, playerId, 'inactive') : 0;
      return { player: factsOf(updated), sessionsEnded };
    },

    /** Ends every open session of the player: each device has to log in again. */
    endPlayerSessions: (tx: DbExecutor, playerId: number): Promise<number> =>
      endSessions(tx, playerId, 'operator'),

    /**
     * Removes the player's two-factor (enabled, or a setup waiting for its first code): the next login
     * asks only for the password. Every session ends, as with any two-factor change (decision 0201).
     */
    async resetTwoFactor(tx: DbExecutor, playerId: number): Promise<{ sessionsEnded: number }> {
      const user = await playerRow(tx, playerId);
      if (!user.totpSecret && !user.totpEnabledAt) throw new AppError('AUTH_2FA_NOT_ENABLED');
      await repository.updateUser(tx, playerId, {
        totpSecret: null,
        totpEnabledAt: null,
        totpLastTimeStep: null,
        updatedAt: clock.now(),
      });
      await record(tx, playerId, 'two_factor_disabled', null, { by: 'operator' });
      return { sessionsEnded: await endSessions(tx, playerId, 'two_factor_reset') };
    },

    /** Lets the player in again before a time-limited exclusion's end; a permanent one never lifts. */
    async liftExclusion(tx: DbExecutor, playerId: number): Promise<void> {
      const user = await playerRow(tx, playerId);
      if (user.excludedPermanently) throw new AppError('ADMIN_EXCLUSION_PERMANENT');
      await repository.updateUser(tx, playerId, { excludedUntil: null, updatedAt: clock.now() });
    },

    /** Closes the account (status 8): every session ends and login is refused from now on. */
    async closeAccount(tx: DbExecutor, playerId: number): Promise<{ sessionsEnded: number }> {
      await repository.updateUser(tx, playerId, { status: userStatus.closed, updatedAt: clock.now() });
      return { sessionsEnded: await endSessions(tx, playerId, 'account_closed') };
    },
  };
}
