// Free rounds a bonus gives, awarded at the provider of their game (decision 1113). The provider-facing
// shape follows Hub88's freebets API (a reward with its uuid, player, game, currency, number of bets, bet
// value and end time; cancelled by its uuid), so an aggregator's freebets call can stand beside the in-house
// studio's in-process one. The reward uuid is the bonus's id: the wallet API's free rounds name it in
// `reward_uuid`, and the wallet checks each of them against the bonus itself (its player, game, value and
// spins left), so an award the provider never heard of, or a cancel it missed, costs the player nothing.
import { findCurrency } from '@reelvault/contract/constants/currencies';
import type { FreeRoundsAwardRequest } from '@reelvault/house/studio';
import type { FreeSpinAwards, PlayerBonusRow } from '../bonuses/service';
import { minorToWire } from './amounts';
import { walletUser } from './wallet-rules';

/**
 * One award of free rounds, as a provider is given it: the in-house studio's shape (the player as the
 * wallet API names them, one round's stake in wallet units), which an aggregator's adapter maps to its own.
 */
export type FreeRoundsAward = FreeRoundsAwardRequest;

/** A game provider's free-rounds interface: the in-house studio's, or an aggregator's freebets API. */
export interface FreeRoundsProvider {
  /** Gives the player the award; the same reward uuid again changes nothing. */
  award(award: FreeRoundsAward): Promise<void>;
  /** Takes back what is left of an award; an unknown or cancelled one is left as it is. */
  cancel(rewardUuid: string): Promise<void>;
}

/** The reward uuid of a bonus's free spins. */
export function rewardUuidOf(bonusId: bigint): string {
  return bonusId.toString();
}

/** The award a bonus's free spins make, or undefined when it has none to give. */
export function freeRoundsAwardOf(bonus: PlayerBonusRow): FreeRoundsAward | undefined {
  const currency = findCurrency(bonus.currency);
  if (!currency || bonus.freeSpinsGame === null || bonus.freeSpinsBet === null || bonus.freeSpinsLeft <= 0) {
    return undefined;
  }
  return {
    rewardUuid: rewardUuidOf(bonus.id),
    user: walletUser(bonus.playerId),
    gameCode: bonus.freeSpinsGame,
    currency: currency.code,
    count: bonus.freeSpinsLeft,
    betValue: minorToWire(bonus.freeSpinsBet, currency.exponent),
    validUntil: bonus.expiresAt,
  };
}

/**
 * The bonus engine's free spins on the providers' interfaces: `providerOf` picks the provider of a game
 * (the in-house studio for its own games; none for a game no provider awards free rounds for).
 */
export function createFreeSpinAwards(providerOf: (gameCode: string) => FreeRoundsProvider | undefined) {
  const awards: FreeSpinAwards & {
    /** At a launch of the bonus's game: the award again, in case the one at the bonus's start was lost. */
    awardForLaunch(bonus: PlayerBonusRow | undefined, gameCode: string): Promise<void>;
  } = {
    async award(bonus) {
      const award = freeRoundsAwardOf(bonus);
      if (award) await providerOf(award.gameCode)?.award(award);
    },
    async cancel(bonus) {
      if (bonus.freeSpinsGame === null) return;
      await providerOf(bonus.freeSpinsGame)?.cancel(rewardUuidOf(bonus.id));
    },
    async awardForLaunch(bonus, gameCode) {
      if (bonus?.status === 'active' && bonus.freeSpinsGame === gameCode) await awards.award(bonus);
    },
  };
  return awards;
}

export type GamingFreeSpinAwards = ReturnType<typeof createFreeSpinAwards>;
