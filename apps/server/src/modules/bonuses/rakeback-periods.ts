// Taking a rakeback offer (decision 1124): a code or an activation starts a rakeback period for the player
// with the offer's percent, from now for the offer's expiry days, once per grant id. It is no bonus: the
// player's active bonus, if any, is untouched, and the period runs alongside it.
import type { RakebackPeriodReply } from '@reelvault/contract/calls/bonuses';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { OfferRow } from './offers-rules';
import { startPeriod, type RakebackPeriodRow } from './rakeback-repository';
import { rakebackEnd } from './rakeback-rules';
import type { LocalisedText } from './schema';

/** Whether taking the offer starts a rakeback period rather than granting a bonus. */
export const isRakebackOffer = (offer: Pick<OfferRow, 'kind'>): boolean => offer.kind === 'rakeback';

export interface RakebackStart {
  readonly grantId: string;
  readonly playerId: number;
  readonly currency: string;
  readonly source: string;
  readonly now: Date;
}

/** Starts (or finds, for the same grant id) the player's rakeback period of `offer`, in `tx`. */
export function startRakebackPeriod(
  tx: DbExecutor,
  offer: OfferRow,
  start: RakebackStart,
): Promise<RakebackPeriodRow> {
  // An offer saved without its percent cannot pay anything: the operator's error, not the player's.
  if (offer.percent === null) throw new AppError('BONUS_NOT_ELIGIBLE');
  return startPeriod(tx, {
    playerId: start.playerId,
    offerId: offer.id,
    source: start.source,
    currency: start.currency,
    percent: offer.percent,
    startsAt: start.now,
    endsAt: rakebackEnd(start.now, offer.expiryDays),
    grantId: start.grantId,
    createdAt: start.now,
  });
}

/** A period as the player's calls answer it; `accrued` and `paid` in minor units of its currency. */
export function rakebackPeriodOut(
  period: RakebackPeriodRow,
  title: LocalisedText | null,
  language: string,
  figures: { readonly accrued: bigint; readonly paid: bigint },
): RakebackPeriodReply {
  const money = (amount: bigint) => formatCurrencyAmount(amount, period.currency);
  return {
    id: String(period.id),
    title: title ? (title[language] ?? title.en) : period.source,
    source: period.source,
    currency: period.currency,
    percent: period.percent / 100,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
    accrued: money(figures.accrued),
    paid: money(figures.paid),
  };
}
