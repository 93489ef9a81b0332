// Activate Bonus for one offer (the bonuses page's offers, a promotion's page): a no-deposit offer is
// credited at once (an alert says so); a deposit offer is recorded for the next qualifying deposit, and
// from then on the offer says so with a Deposit button. A refusal says why.
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { useActivateOffer, type ActivationOutcome } from '@/features/bonuses/api/activate-offer';

/** What the player reads once an offer waits for a deposit, with the way to the deposit. */
export function WaitingForDeposit({
  minDeposit,
  currency,
  onDeposit,
}: {
  minDeposit: string | null;
  currency: string;
  onDeposit: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <p className="text-sm">
        {minDeposit !== null && /[1-9]/.test(minDeposit)
          ? t('bonuses.offer.waitingMin', {
              amount: formatMoney(locale.bcp47, minDeposit, currency, { whole: true }),
            })
          : t('bonuses.offer.waiting')}
      </p>
      <button type="button" onClick={onDeposit} className={buttonClasses('secondary', 'sm')}>
        {t('bonuses.offer.deposit')}
      </button>
    </div>
  );
}

/** The alert of an offer credited at once, or of a rakeback period started. */
export function useGrantedAlert(): (outcome: ActivationOutcome) => void {
  const { t } = useTranslation();
  const popups = usePopups();
  return (outcome) => {
    if (outcome === 'granted') {
      popups.alert({
        tone: 'success',
        title: t('bonuses.offer.grantedTitle'),
        text: t('bonuses.offer.granted'),
      });
    }
    if (outcome === 'rakeback') {
      popups.alert({
        tone: 'success',
        title: t('bonuses.offer.rakebackStartedTitle'),
        text: t('bonuses.offer.rakebackStarted'),
      });
    }
  };
}

export function ActivateOffer({
  offer,
  currency,
  onDeposit,
}: {
  offer: BonusOffer;
  currency: string;
  onDeposit: () => void;
}) {
  const { t } = useTranslation();
  const activate = useActivateOffer();
  const grantedAlert = useGrantedAlert();
  if (offer.claimed || activate.data === 'waiting') {
    return <WaitingForDeposit minDeposit={offer.min_deposit} currency={currency} onDeposit={onDeposit} />;
  }
  return (
    <div className="flex flex-col items-start gap-3">
      {activate.isError ? <FormMessage tone="error">{errorText(t, activate.error)}</FormMessage> : null}
      <button
        type="button"
        disabled={activate.isPending || activate.data !== undefined}
        onClick={() => activate.mutate(offer.id, { onSuccess: grantedAlert })}
        className={buttonClasses('primary', 'sm')}
      >
        {t('bonuses.offer.activate')}
      </button>
    </div>
  );
}
