// An offer the player may take (Other Offers on the bonuses page): what it gives and its terms, and
// Activate Bonus where the player can activate it now, else the reason it cannot be. A no-deposit offer
// is credited at once; a deposit offer waits for the next qualifying deposit (the Deposit button then).
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import {
  offerHeadline,
  offerTermLines,
  offerUnavailableText,
  type TermsFormat,
} from '@/features/bonuses/utils/bonus-terms';
import { ActivateOffer } from './activate-offer';

/** The headline and term lines of an offer, shared by the offers list and the redeem popup. */
export function OfferTerms({ offer, currency }: { offer: BonusOffer; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format: TermsFormat = { bcp47: locale.bcp47, currency };
  const headline = offerHeadline(t, offer, format);
  return (
    <div className="flex flex-col gap-2">
      {headline ? <p className="text-lg font-bold text-gold-300">{headline}</p> : null}
      <ul className="flex flex-col gap-1 text-sm text-muted">
        {offerTermLines(t, offer, format).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

export interface OfferCardProps {
  readonly offer: BonusOffer;
  readonly currency: string;
  /** Opens the cashier's deposit (an activated deposit offer waits for it). */
  readonly onDeposit: () => void;
}

/** Activate Bonus where the player can activate the offer now, else the reason it cannot be. */
export function OfferAction({ offer, currency, onDeposit }: OfferCardProps) {
  const { t } = useTranslation();
  const unavailable = offerUnavailableText(t, offer);
  return unavailable ? (
    <p className="text-sm text-muted">{unavailable}</p>
  ) : (
    <ActivateOffer offer={offer} currency={currency} onDeposit={onDeposit} />
  );
}

export function OfferCard({ offer, currency, onDeposit }: OfferCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-offer-key={offer.key}
      className="flex h-full flex-col gap-4 rounded-2xl border border-night-700 bg-night-900 p-5"
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {offer.title}
      </h3>
      <OfferTerms offer={offer} currency={currency} />
      <div className="mt-auto">
        <OfferAction offer={offer} currency={currency} onDeposit={onDeposit} />
      </div>
    </article>
  );
}
