// Offers as players meet them: the list on the bonuses page (`listOffersFor`), activation by id (the
// welcome bonus, an offer behind a promotion page), the cashier's welcome tier choice kept as a waiting
// claim, and the deposit hook: a credited deposit grants the one waiting claim it qualifies for (the
// welcome first), else on a crypto deposit the crypto deposit bonus. Grants go through the engine's
// `grantBonus` in the deposit's own transaction, so a replayed deposit callback grants nothing twice.
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import type { OfferActivationReply } from '@reelvault/contract/calls/offers';
import { defaultWelcomeTierIndex } from '@reelvault/contract/constants/welcome-bonus';
import type { Locale } from '@reelvault/contract/constants/locales';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CreditedDeposit } from '../cashier/service';
import { createOfferGrants, type OffersDependencies } from './offers-grants';
import { createOffersRepository, type ClaimRow } from './offers-repository';
import {
  activatableById,
  claimForDeposit,
  depositMatch,
  needsDeposit,
  offerOpenTo,
  offerTiers,
  type OfferRow,
  type OfferTier,
} from './offers-rules';
import { offerOut } from './offers-view';
import type { PlayerBonusRow } from './player-bonuses-repository';
import { playerBonusOut } from './player-view';
import { isRakebackOffer, rakebackPeriodOut, startRakebackPeriod } from './rakeback-periods';
import type { RakebackPeriodRow } from './rakeback-repository';

/** Grant ids: the welcome once per player, a claim once, a crypto bonus once per deposit. */
export const offerGrantIds = {
  welcome: (playerId: number) => `welcome:${playerId}`,
  claim: (claimId: bigint) => `claim:${claimId}`,
  cryptoDeposit: (depositId: string) => `crypto_deposit:${depositId}`,
  offer: (offerId: number, playerId: number) => `offer:${offerId}:${playerId}`,
  promo: (redemptionId: bigint) => `promo:${redemptionId}`,
};

export function claimOut(claim: ClaimRow) {
  return {
    id: String(claim.id),
    offer_id: claim.offerId,
    tier: claim.tier,
    status: claim.status,
    created_at: claim.createdAt.toISOString(),
  };
}

/** A fresh grant as the activation answers it (its balance is what was granted). */
export function grantedOut(row: PlayerBonusRow, offer: OfferRow, language: string) {
  return playerBonusOut(
    { bonus: row, title: offer.title },
    offer.title[language] ?? offer.title.en,
    row.granted,
  );
}

export function activationReply(
  taken: { claim: ClaimRow } | { bonus: PlayerBonusRow } | { rakeback: RakebackPeriodRow },
  offer: OfferRow,
  language: string,
): OfferActivationReply {
  const none = { claim: null, bonus: null, rakeback: null };
  if ('claim' in taken) return { status: 'success', data: { ...none, claim: claimOut(taken.claim) } };
  if ('bonus' in taken) {
    return { status: 'success', data: { ...none, bonus: grantedOut(taken.bonus, offer, language) } };
  }
  const started = rakebackPeriodOut(taken.rakeback, offer.title, language, { accrued: 0n, paid: 0n });
  return { status: 'success', data: { ...none, rakeback: started } };
}

export function createOffersService(dependencies: OffersDependencies) {
  const { db, clock, log } = dependencies;
  const grants = createOfferGrants(dependencies);

  /** The welcome offer players are given now (the first open one). */
  async function welcomeOffer(executor: DbExecutor, currency: string, country: string | null) {
    const offers = await createOffersRepository(executor).offersWithTrigger('welcome');
    return offers.find((offer) => offerOpenTo(offer, { currency, country }, clock.now()));
  }

  /**
   * The player's claim on `offer` with `tier` (grants.claimOffer), the tier's figures in `currency` stored
   * on a new claim so that a later edit of the offer's tiers leaves it as the player chose it.
   */
  async function claimWithTier(
    tx: DbExecutor,
    offer: OfferRow,
    player: { id: number; currency: string },
    tier: number | null,
  ): Promise<ClaimRow> {
    const claim = await grants.claimOffer(tx, offer, player.id, tier);
    if (claim.tier === null || claim.tierTerms !== null) return claim;
    const terms = offer.tiers?.[player.currency]?.[claim.tier];
    return terms ? createOffersRepository(tx).setClaimTierTerms(claim.id, terms) : claim;
  }

  /** Grants in a savepoint; a player the engine refuses (excluded meanwhile) gets nothing, the deposit stands. */
  async function grantOrSkip(work: () => Promise<PlayerBonusRow>): Promise<PlayerBonusRow | undefined> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'BONUS_NOT_ELIGIBLE') {
        log?.warn({ err: error }, 'a deposit bonus was not granted: the player may not take bonuses');
        return undefined;
      }
      throw error;
    }
  }

  return {
    /** The offers the player sees on the bonuses page, with what the player may do about each. */
    async listOffersFor(player: { id: number; currency: string }, locale: Locale): Promise<BonusOffer[]> {
      const repository = createOffersRepository(db);
      const now = clock.now();
      const [offers, context, waiting] = await Promise.all([
        repository.listedOffers(player.id),
        grants.playerContext(db, player.id, player.currency),
        repository.waitingClaims(player.id),
      ]);
      const granted = await repository.grantedOffers(
        player.id,
        offers.map((offer) => offer.id),
      );
      return offers.flatMap((offer) => {
        const claim = waiting.find((entry) => entry.offer.id === offer.id)?.claim;
        if (!claim && !offerOpenTo(offer, context, now)) return [];
        const reason = context.excluded
          ? ('excluded' as const)
          : !offerOpenTo(offer, context, now)
            ? ('not_eligible' as const)
            : granted.has(offer.id) && !offer.repeatable
              ? ('used' as const)
              : null;
        const standing = {
          claimed: claim !== undefined,
          tier: claim?.tier ?? null,
          tierTerms: claim?.tierTerms ?? null,
          canActivate: reason === null && !claim && activatableById(offer),
          reason,
        };
        return [offerOut(offer, player.currency, locale.code, standing, now)];
      });
    },

    /**
     * Activates an offer by id: a deposit offer waits as a claim for the next qualifying deposit (the
     * welcome with the chooser's default tier), another is granted now, once per player.
     */
    async activateOffer(
      player: { id: number; currency: string },
      offerId: number,
      locale: Locale,
    ): Promise<OfferActivationReply> {
      const context = await grants.playerContext(db, player.id, player.currency);
      return db.transaction(async (tx) => {
        const offer = await createOffersRepository(tx).offer(offerId);
        if (!offer || !activatableById(offer)) throw new AppError('BONUS_NOT_FOUND');
        const refusal = await grants.refusalFor(tx, offer, { ...context, id: player.id });
        if (refusal) grants.refuse(refusal);
        if (needsDeposit(offer)) {
          const count = offerTiers(offer, player.currency).length;
          // The chooser's default tier, or the last where an operator set fewer tiers.
          const tier = count > 0 ? Math.min(defaultWelcomeTierIndex, count - 1) : null;
          const waiting = (await createOffersRepository(tx).waitingClaims(player.id)).find(
            (entry) => entry.offer.id === offer.id,
          );
          // A claim the player has (a tier chosen in the cashier) is kept as it is.
          const claim = waiting?.claim ?? (await claimWithTier(tx, offer, player, tier));
          return activationReply({ claim }, offer, locale.code);
        }
        if (isRakebackOffer(offer)) {
          const rakeback = await startRakebackPeriod(tx, offer, {
            grantId: offerGrantIds.offer(offer.id, player.id),
            playerId: player.id,
            currency: player.currency,
            source: 'manual',
            now: clock.now(),
          });
          return activationReply({ rakeback }, offer, locale.code);
        }
        const bonus = await grants.grantOffer(tx, offer, {
          grantId: offerGrantIds.offer(offer.id, player.id),
          playerId: player.id,
          currency: player.currency,
          source: offer.trigger === 'welcome' ? 'welcome' : 'manual',
          ...grants.noDepositGrant(offer, player.currency),
        });
        return activationReply({ bonus }, offer, locale.code);
      });
    },

    /**
     * The welcome offer's tiers as the player's chooser shows them and a deposit pays them (decision
     * 1105) and their terms: the open welcome offer's table in the player's currency, none when it is not open.
     */
    async welcomeTiers(
      executor: DbExecutor,
      player: { playerId: number; currency: string },
    ): Promise<{ tiers: OfferTier[]; wageringMultiplier: number; expiryDays: number } | undefined> {
      const context = await grants.playerContext(executor, player.playerId, player.currency);
      const offer = await welcomeOffer(executor, player.currency, context.country);
      if (!offer) return undefined;
      return {
        tiers: offerTiers(offer, player.currency),
        wageringMultiplier: offer.wageringMultiplier,
        expiryDays: offer.expiryDays,
      };
    },

    /**
     * The cashier's welcome tier choice, in the cashier's transaction: the player's waiting welcome claim
     * is replaced by one for `tier` (none when skipped, when the welcome was had already, or for a player
     * who may not take bonuses).
     */
    async welcomeTierChosen(
      tx: DbExecutor,
      choice: { playerId: number; currency: string; tier: number | null },
    ): Promise<void> {
      const repository = createOffersRepository(tx);
      const context = await grants.playerContext(tx, choice.playerId, choice.currency);
      const offer = await welcomeOffer(tx, choice.currency, context.country);
      for (const waiting of await repository.waitingClaims(choice.playerId, { forUpdate: true })) {
        if (waiting.offer.trigger === 'welcome') {
          await repository.resolveClaim(waiting.claim.id, 'cancelled', clock.now());
        }
      }
      if (!offer || choice.tier === null) return;
      if (offerTiers(offer, choice.currency)[choice.tier] === undefined) return;
      if (await grants.refusalFor(tx, offer, { ...context, id: choice.playerId })) return;
      await claimWithTier(tx, offer, { id: choice.playerId, currency: choice.currency }, choice.tier);
    },

    /**
     * A deposit was credited (in `tx`, the credit's transaction): grants the waiting claim it qualifies
     * for, else the crypto deposit bonus on a crypto deposit. One bonus per deposit, each grant once.
     */
    async depositCredited(tx: DbExecutor, deposit: CreditedDeposit): Promise<PlayerBonusRow | undefined> {
      const repository = createOffersRepository(tx);
      const now = clock.now();
      const context = await grants.playerContext(tx, deposit.playerId, deposit.currency);
      if (context.excluded) return undefined;
      const waiting = await repository.waitingClaims(deposit.playerId, { forUpdate: true });
      const picked = claimForDeposit(
        waiting.map(({ claim, offer }) => ({
          id: claim.id,
          offer,
          tier: claim.tier,
          tierTerms: claim.tierTerms,
          createdAt: claim.createdAt,
        })),
        deposit.currency,
        deposit.amount,
        now,
        context,
      );
      if (picked) {
        const { claim, grant } = picked;
        const welcome = claim.offer.trigger === 'welcome';
        const code = waiting.find((entry) => entry.claim.id === claim.id)?.code;
        const granted = await grantOrSkip(() =>
          grants.grantOffer(tx, claim.offer, {
            grantId: welcome ? offerGrantIds.welcome(deposit.playerId) : offerGrantIds.claim(claim.id),
            playerId: deposit.playerId,
            currency: deposit.currency,
            source: welcome ? 'welcome' : code ? `promo:${code}` : 'manual',
            ...grant,
          }),
        );
        if (granted) {
          await repository.resolveClaim(claim.id, 'granted', now);
          return granted;
        }
      }
      if (deposit.channel !== 'crypto') return undefined;
      for (const offer of await repository.offersWithTrigger('crypto_deposit')) {
        if (!offerOpenTo(offer, context, now)) continue;
        const bonus = depositMatch(offer, deposit.currency, deposit.amount);
        if (bonus <= 0n) continue;
        return grantOrSkip(() =>
          grants.grantOffer(tx, offer, {
            grantId: offerGrantIds.cryptoDeposit(deposit.depositId),
            playerId: deposit.playerId,
            currency: deposit.currency,
            source: 'crypto_deposit',
            bonus,
            freeSpins: offer.freeSpins?.count ?? 0,
            deposit: deposit.amount,
          }),
        );
      }
      return undefined;
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
