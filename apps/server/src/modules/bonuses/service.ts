// The bonus engine, the bonuses module's public face: grants (every offer, cashback, VIP, referral and
// review reward pays through `grantBonus`), the bet path's share of a stake, conversion, expiry, cancel
// and forfeiture, and the player's bonuses as the player site shows them. Other modules import this file.
import type { OfferPlayers } from './offers-grants';
import { createOffersService } from './offers-service';
import { createPlayerBonusesService, type BonusDependencies } from './player-bonuses-service';
import { createPromoCodesService } from './promo-codes-service';
import { createPromotionLinks } from './promotion-links';
import { createPromotionTerms } from './promotion-terms';

export { termsOf, defaultOfferTerms, defaultBonusContributions } from './wagering';
export type { BonusTerms, OfferTerms, WageringBaseAmounts } from './wagering';
export { bonusTransferIds, bonusTransferKinds } from './player-bonuses-service';
export type {
  BonusDependencies,
  BonusEnd,
  BonusPlayers,
  BonusWallet,
  FreeSpinAwards,
  GrantRequest,
} from './player-bonuses-service';
export type { PlayerBonusRow } from './player-bonuses-repository';
export { addBonusOffer, addPromoCode, type NewBonusOffer, type NewPromoCode } from './offers-definitions';
export type { OfferPlayers } from './offers-grants';
export { offerGrantIds } from './offers-service';
export { welcomeTierTable } from './welcome-rules';

export function createBonusService(
  dependencies: BonusDependencies & {
    /** The players' standing for offers; without it, the engine's play status and no country. */
    readonly offerPlayers?: OfferPlayers;
    readonly log?: { warn(details: object, message: string): void };
  },
) {
  const engine = createPlayerBonusesService(dependencies);
  const offerPlayers: OfferPlayers = dependencies.offerPlayers ?? {
    standing: async (playerId, executor) => ({
      excluded: (await dependencies.players.playStatus(playerId, executor)) !== 'active',
      country: null,
    }),
  };
  const offersDependencies = { ...dependencies, engine, offerPlayers };
  return {
    ...engine,
    // Offers: the list, activation, promo codes, the welcome claim and the deposit hook.
    ...createOffersService(offersDependencies),
    ...createPromoCodesService(offersDependencies),
    // The figures of the offers behind promotion pages, for the content module (decision 1106).
    ...createPromotionTerms(dependencies),
    // The offer behind each promotion, read and set by the back office's promotion editor (decision 0313).
    ...createPromotionLinks(dependencies),
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
