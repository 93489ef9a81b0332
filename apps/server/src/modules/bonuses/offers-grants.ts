// How an offer becomes a bonus, shared by activation, promo codes and the deposit hook: the player's
// standing (excluded, country), the grant through the engine's `grantBonus` with the offer's terms, and
// the claim that waits for a qualifying deposit.
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createOffersRepository, type ClaimRow } from './offers-repository';
import {
  activationRefusal,
  offerFigures,
  type OfferRefusal,
  type OfferRow,
  type PlayerContext,
} from './offers-rules';
import type { PlayerBonusRow } from './player-bonuses-repository';
import type { PlayerBonusesService } from './player-bonuses-service';
import { termsOf } from './wagering';

/** What offers need to know of a player (identity answers), read on the caller's executor. */
export interface OfferPlayers {
  standing(
    playerId: number,
    executor: DbExecutor,
  ): Promise<{
    /** Inactive, closed, self-excluded or cooled down: no offer at all. */
    readonly excluded: boolean;
    /** ISO alpha-2, or null when the player has none. */
    readonly country: string | null;
  }>;
}

export interface OffersDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly engine: Pick<PlayerBonusesService, 'grantBonus'>;
  readonly offerPlayers: OfferPlayers;
  readonly log?: { warn(details: object, message: string): void };
}

/** What a grant from an offer gives: bonus money, free spins, and the deposit it matched. */
export interface OfferGrant {
  readonly grantId: string;
  readonly playerId: number;
  readonly currency: string;
  readonly source: string;
  readonly bonus: bigint;
  readonly freeSpins: number;
  readonly deposit?: bigint;
}

export function createOfferGrants(dependencies: OffersDependencies) {
  const { clock, engine, offerPlayers } = dependencies;

  async function playerContext(
    executor: DbExecutor,
    playerId: number,
    currency: string,
  ): Promise<PlayerContext> {
    const { excluded, country } = await offerPlayers.standing(playerId, executor);
    return { currency, country, excluded };
  }

  /**
   * Grants `offer` through the engine in `tx`: its terms on the bonus plus the free spins' value (and the
   * deposit, where the offer's base includes it); idempotent on the grant id.
   */
  function grantOffer(tx: DbExecutor, offer: OfferRow, grant: OfferGrant): Promise<PlayerBonusRow> {
    const spinBet = offerFigures(offer, grant.currency)?.freeSpinBet ?? null;
    const freeSpins =
      offer.freeSpins && grant.freeSpins > 0 && spinBet !== null
        ? { game: offer.freeSpins.game, count: grant.freeSpins, bet: spinBet }
        : undefined;
    const spinValue = freeSpins ? freeSpins.bet * BigInt(freeSpins.count) : 0n;
    const terms = termsOf(
      offer,
      grant.currency,
      { bonus: grant.bonus + spinValue, ...(grant.deposit === undefined ? {} : { deposit: grant.deposit }) },
      clock.now(),
    );
    return engine.grantBonus(tx, {
      grantId: grant.grantId,
      playerId: grant.playerId,
      currency: grant.currency,
      amount: grant.bonus,
      source: grant.source,
      offerId: offer.id,
      terms,
      ...(freeSpins ? { freeSpins } : {}),
    });
  }

  /** What a no-deposit offer pays when taken: its fixed amount and its free spins. */
  function noDepositGrant(offer: OfferRow, currency: string): { bonus: bigint; freeSpins: number } {
    return { bonus: offerFigures(offer, currency)?.fixed ?? 0n, freeSpins: offer.freeSpins?.count ?? 0 };
  }

  /** The reason the player may not take `offer` now, with its history looked up in `tx`. */
  async function refusalFor(
    tx: DbExecutor,
    offer: OfferRow,
    player: PlayerContext & { id: number },
  ): Promise<OfferRefusal | null> {
    const repository = createOffersRepository(tx);
    const granted =
      (await repository.grantedOffers(player.id, [offer.id])).has(offer.id) ||
      (await repository.hasGrantedClaim(player.id, offer.id));
    return activationRefusal(offer, player, { granted }, clock.now());
  }

  /** The player's waiting claim on `offer` (with `tier`), made once: a second activation finds the first. */
  async function claimOffer(
    tx: DbExecutor,
    offer: OfferRow,
    playerId: number,
    tier: number | null,
  ): Promise<ClaimRow> {
    const repository = createOffersRepository(tx);
    const waiting = (await repository.waitingClaims(playerId, { forUpdate: true })).find(
      (entry) => entry.offer.id === offer.id,
    );
    if (waiting && waiting.claim.tier === tier) return waiting.claim;
    if (waiting) await repository.resolveClaim(waiting.claim.id, 'cancelled', clock.now());
    return repository.insertClaim({
      playerId,
      offerId: offer.id,
      tier,
      status: 'waiting',
      createdAt: clock.now(),
    });
  }

  /** Refuses with the contract's error for a refusal reason. */
  function refuse(reason: OfferRefusal): never {
    throw new AppError(reason === 'active_bonus' ? 'BONUS_ACTIVE_EXISTS' : 'BONUS_NOT_ELIGIBLE');
  }

  return { playerContext, grantOffer, noDepositGrant, refusalFor, claimOffer, refuse };
}

export type OfferGrants = ReturnType<typeof createOfferGrants>;
