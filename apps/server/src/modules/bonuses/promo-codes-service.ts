// Promo codes: looked up exactly as typed (case-sensitive) and redeemed within the code's per-player and
// total limits. A redemption locks the code's row, counts the player's earlier uses and the total under
// that lock, then either grants the offer at once (no deposit) or leaves a claim for the next qualifying
// deposit, all in one transaction: two redemptions at once take one slot each, never more than there are.
import type { PromoCodeReply, OfferActivationReply } from '@reelvault/contract/calls/offers';
import type { Locale } from '@reelvault/contract/constants/locales';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createOfferGrants, type OffersDependencies } from './offers-grants';
import { createOffersRepository } from './offers-repository';
import { offerOpenTo, promoCodeState, needsDeposit, type OfferRow, type PlayerContext } from './offers-rules';
import { activationReply, offerGrantIds } from './offers-service';
import { offerOut } from './offers-view';
import { isRakebackOffer, startRakebackPeriod } from './rakeback-periods';

export interface PromoPlayer {
  readonly id: number;
  readonly currency: string;
}

export function createPromoCodesService(dependencies: OffersDependencies) {
  const { db, clock } = dependencies;
  const grants = createOfferGrants(dependencies);

  /**
   * The code and its offer when the player may use it now; BONUS_PROMO_INVALID otherwise (unknown, paused,
   * outside its window, used up, used by this player, or an offer not for this player).
   */
  async function usableCode(
    tx: DbExecutor,
    code: string,
    player: PlayerContext & { id: number },
    lock: boolean,
  ) {
    const repository = createOffersRepository(tx);
    const found = await repository.promoCode(code, { forUpdate: lock });
    if (!found) throw new AppError('BONUS_PROMO_INVALID');
    const now = clock.now();
    const uses = await repository.redemptionsBy(found.code.id, player.id);
    if (promoCodeState(found.code, now, uses) !== 'usable') throw new AppError('BONUS_PROMO_INVALID');
    if (!offerOpenTo(found.offer, player, now)) throw new AppError('BONUS_PROMO_INVALID');
    const refusal = await grants.refusalFor(tx, found.offer, { ...player, excluded: false });
    if (refusal) throw new AppError('BONUS_PROMO_INVALID');
    return found;
  }

  const offerOf = (offer: OfferRow, player: PlayerContext, locale: Locale) =>
    offerOut(
      offer,
      player.currency,
      locale.code,
      {
        claimed: false,
        tier: null,
        canActivate: !player.excluded,
        reason: player.excluded ? 'excluded' : null,
      },
      clock.now(),
    );

  return {
    /** `GET /api/promo-codes/{code}`: the offer the code gives this player. */
    async promoCode(player: PromoPlayer, code: string, locale: Locale): Promise<PromoCodeReply> {
      const context = await grants.playerContext(db, player.id, player.currency);
      const found = await usableCode(db, code, { ...context, id: player.id }, false);
      return {
        status: 'success',
        data: { code: found.code.code, offer: offerOf(found.offer, context, locale) },
      };
    },

    /** `POST /api/promo-codes/{code}/redeem`: the offer granted now, or a claim waiting for a deposit. */
    async redeemPromoCode(player: PromoPlayer, code: string, locale: Locale): Promise<OfferActivationReply> {
      const context = await grants.playerContext(db, player.id, player.currency);
      return db.transaction(async (tx) => {
        const repository = createOffersRepository(tx);
        const found = await usableCode(tx, code, { ...context, id: player.id }, true);
        if (context.excluded) throw new AppError('BONUS_NOT_ELIGIBLE');
        const { offer } = found;
        // A deposit offer the player is already waiting on (through another of its codes) is that claim.
        const waiting = (await repository.waitingClaims(player.id)).find(
          (entry) => entry.offer.id === offer.id,
        );
        if (waiting) return activationReply({ claim: waiting.claim }, offer, locale.code);
        // Under the code's lock the count cannot have moved; the guarded update keeps the limit regardless.
        if (!(await repository.countUse(found.code.id))) throw new AppError('BONUS_PROMO_INVALID');
        if (needsDeposit(offer)) {
          const claim = await grants.claimOffer(tx, offer, player.id, null);
          await repository.insertRedemption({
            codeId: found.code.id,
            playerId: player.id,
            claimId: claim.id,
          });
          return activationReply({ claim }, offer, locale.code);
        }
        const redemption = await repository.insertRedemption({ codeId: found.code.id, playerId: player.id });
        if (isRakebackOffer(offer)) {
          const rakeback = await startRakebackPeriod(tx, offer, {
            grantId: offerGrantIds.promo(redemption),
            playerId: player.id,
            currency: player.currency,
            source: `promo:${found.code.code}`,
            now: clock.now(),
          });
          return activationReply({ rakeback }, offer, locale.code);
        }
        const bonus = await grants.grantOffer(tx, offer, {
          grantId: offerGrantIds.promo(redemption),
          playerId: player.id,
          currency: player.currency,
          source: `promo:${found.code.code}`,
          ...grants.noDepositGrant(offer, player.currency),
        });
        await repository.setRedemptionBonus(redemption, bonus.id);
        return activationReply({ bonus }, offer, locale.code);
      });
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
