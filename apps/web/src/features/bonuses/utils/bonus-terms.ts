// The words of a bonus and of an offer as the player reads them: where a bonus came from, an offer's
// headline and terms, and why an offer cannot be activated. Pure, so the bonuses page, the offers and
// the redeem popup say the same thing the same way.
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import { formatMoney } from '@reelvault/contract/money';
import type { TFunction } from 'i18next';

export { bonusSourceOf, bonusSources, type BonusSource } from '@reelvault/contract/constants/bonus-terms';

/** How amounts and percents are written for one reader: their language and currency. */
export interface TermsFormat {
  readonly bcp47: string;
  readonly currency: string;
}

export function percentText(bcp47: string, percent: number): string {
  return new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

const moneyOf = (format: TermsFormat, amount: string) =>
  formatMoney(format.bcp47, amount, format.currency, { whole: true });

/** What an offer gives, in one line: `125% up to €1,250`, `€10 bonus`, `50 free spins`, `25% rakeback`. */
export function offerHeadline(t: TFunction, offer: BonusOffer, format: TermsFormat): string {
  const percent = offer.percent === null ? undefined : percentText(format.bcp47, offer.percent);
  const parts: string[] = [];
  if (offer.kind === 'cashback' || offer.kind === 'rakeback') {
    if (percent) parts.push(t(`bonuses.offer.${offer.kind}`, { percent }));
  } else if (percent) {
    parts.push(
      offer.max_amount === null
        ? t('bonuses.offer.match', { percent })
        : t('bonuses.offer.matchUpTo', { percent, amount: moneyOf(format, offer.max_amount) }),
    );
  } else if (offer.max_amount !== null && /[1-9]/.test(offer.max_amount)) {
    parts.push(t('bonuses.offer.fixed', { amount: moneyOf(format, offer.max_amount) }));
  }
  if (offer.free_spins) parts.push(t('bonuses.offer.freeSpins', { count: offer.free_spins.count }));
  return parts.join(' + ');
}

/** The offer's terms, one line each: minimum deposit, wagering, maximum bet, expiry. */
export function offerTermLines(t: TFunction, offer: BonusOffer, format: TermsFormat): string[] {
  const lines: string[] = [];
  if (offer.min_deposit !== null && /[1-9]/.test(offer.min_deposit)) {
    lines.push(t('bonuses.offer.minDeposit', { amount: moneyOf(format, offer.min_deposit) }));
  } else if (offer.kind !== 'deposit_match') {
    lines.push(t('bonuses.offer.noDeposit'));
  }
  if (offer.wagering_multiplier > 0) {
    lines.push(t('bonuses.offer.wagering', { multiplier: offer.wagering_multiplier }));
  }
  if (offer.max_bet !== null)
    lines.push(t('bonuses.offer.maxBet', { amount: moneyOf(format, offer.max_bet) }));
  lines.push(t('bonuses.offer.expiry', { days: offer.expiry_days }));
  return lines;
}

/** Why an offer cannot be activated now, or undefined when it can (or has been). */
export function offerUnavailableText(t: TFunction, offer: BonusOffer): string | undefined {
  if (offer.can_activate || offer.claimed) return undefined;
  return t(`bonuses.offer.reasons.${offer.reason ?? 'not_eligible'}`);
}
