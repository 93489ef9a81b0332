// Free rounds the platform awards (decision 1113), the studio's side of its free-rounds call, shaped like
// Hub88's freebets: an award names the reward, the player, the game, the currency, the rounds left, one
// round's stake and its end. The game page offers them at the award's stake; each one travels as the
// one-call spin with `is_free`, the reward and amount 0, and the platform decides: the studio counts a
// round used when the platform took it, and ends the award when the platform refuses one.
import type { FreeSpinsOffer } from '@reelvault/contract/calls/studio';
import type { HouseDb } from './db';
import { StudioError } from './errors';
import * as repository from './repository';
import type { FreeRoundAwardRow, LaunchRow } from './repository';

/** An award as the platform sends it. */
export interface FreeRoundsAwardRequest {
  readonly rewardUuid: string;
  /** The player as the wallet API names them. */
  readonly user: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly count: number;
  /** One round's stake in wallet units. */
  readonly betValue: bigint;
  readonly validUntil: Date;
}

/** What the game page shows of an award. */
export function freeSpinsOfferOf(award: FreeRoundAwardRow | undefined): FreeSpinsOffer | null {
  return award ? { left: award.spinsLeft, stake: award.betValue.toString() } : null;
}

/** Why an award cannot be stored as sent, or undefined. */
export function awardProblem(request: FreeRoundsAwardRequest): string | undefined {
  if (request.rewardUuid.length === 0 || request.rewardUuid.length > 128) return 'the reward id';
  if (!Number.isSafeInteger(request.count) || request.count <= 0) return 'the number of rounds';
  if (request.betValue <= 0n) return 'the bet value';
  return undefined;
}

export function createFreeRounds(db: HouseDb, now: () => Date) {
  const playable = (launch: LaunchRow) =>
    repository.playableFreeRoundAward(
      db,
      { walletUser: launch.walletUser, gameCode: launch.gameCode, currency: launch.currency },
      now(),
    );

  return {
    /** Stores an award; the same reward again changes nothing. */
    async award(request: FreeRoundsAwardRequest): Promise<void> {
      const problem = awardProblem(request);
      if (problem) throw new StudioError('INVALID_REQUEST', `The award is not valid: ${problem}.`);
      const at = now();
      await repository.insertFreeRoundAward(db, {
        rewardUuid: request.rewardUuid,
        walletUser: request.user,
        gameCode: request.gameCode,
        currency: request.currency,
        spinsLeft: request.count,
        betValue: request.betValue,
        validUntil: request.validUntil,
        createdAt: at,
        updatedAt: at,
      });
    },

    /** Takes back what is left of an award. */
    async cancel(rewardUuid: string): Promise<void> {
      await repository.cancelFreeRoundAward(db, rewardUuid, now());
    },

    /** The free spins the launch's game page offers, if any. */
    async offer(launch: LaunchRow): Promise<FreeSpinsOffer | null> {
      return freeSpinsOfferOf(await playable(launch));
    },

    /** The award a free spin at this launch plays; FREE_SPINS_UNAVAILABLE when there is none. */
    async playable(launch: LaunchRow): Promise<FreeRoundAwardRow> {
      const award = await playable(launch);
      if (!award) throw new StudioError('FREE_SPINS_UNAVAILABLE');
      return award;
    },
  };
}

export type FreeRounds = ReturnType<typeof createFreeRounds>;
