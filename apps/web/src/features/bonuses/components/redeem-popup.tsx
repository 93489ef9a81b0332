// The redeem popup (spec: redeem promo code modal: input, offer and minimum-deposit details, Activate,
// error alert; prefilled from the `code` query parameter). Checking a code shows its offer; Activate
// redeems it: a no-deposit offer is credited at once, a deposit offer waits for the next qualifying
// deposit; an offer the player cannot take now says why instead. An unknown, used-up or expired code
// shows the spec's redeem.error alert. Codes are case-sensitive, so the input is taken as typed (only
// spaces around it are dropped).
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { usePlayerCurrency } from '@/features/bonuses/hooks/use-player-currency';
import { useCheckPromoCode, useRedeemPromoCode } from '@/features/bonuses/api/promo-codes';
import { clearRedeemCode, peekRedeemCode } from '@/features/bonuses/redeem-draft';
import { offerUnavailableText } from '@/features/bonuses/utils/bonus-terms';
import { useGrantedAlert, WaitingForDeposit } from './activate-offer';
import { OfferTerms } from './offer-card';

/**
 * A code that gives this player nothing: unknown, used up, expired or not for them, or not even written
 * as a code can be (the lookup's 422).
 */
function isInvalidCode(failed: unknown): boolean {
  return isApiError(failed) && (failed.code === 'BONUS_PROMO_INVALID' || failed.status === 422);
}

interface Checked {
  readonly code: string;
  readonly offer: BonusOffer;
}

export function RedeemPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const popups = usePopups();
  const currency = usePlayerCurrency();
  const [prefill] = useState(peekRedeemCode);
  const [code, setCode] = useState(prefill);
  const [checked, setChecked] = useState<Checked>();
  const check = useCheckPromoCode();
  const redeem = useRedeemPromoCode();
  const grantedAlert = useGrantedAlert();

  const invalidAlert = (failed: unknown) => {
    if (isInvalidCode(failed)) {
      popups.alert({ tone: 'error', title: t('redeem.title'), text: t('redeem.error') });
    }
  };
  const lookUp = (wanted: string) =>
    check.mutate(wanted, {
      onSuccess: (offer) => setChecked({ code: wanted, offer }),
      onError: invalidAlert,
    });
  // A link's code is looked up as the popup opens: the player sees the offer at once.
  useEffect(() => {
    clearRedeemCode();
    if (prefill.trim()) lookUp(prefill.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the popup opened with
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(undefined);
    redeem.reset();
    if (code.trim()) lookUp(code.trim());
  };
  const activate = (current: Checked) =>
    redeem.mutate(current.code, {
      onSuccess: (outcome) => {
        grantedAlert(outcome);
        if (outcome !== 'waiting') close();
      },
      onError: invalidAlert,
    });
  const failure = check.error ?? redeem.error;

  return (
    <Dialog title={t('redeem.title')} onClose={close}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('redeem.code')}
          hint={t('redeem.codeHint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
        />
        <button
          type="submit"
          disabled={check.isPending || code.trim() === ''}
          className={buttonClasses('secondary', 'sm', 'self-start')}
        >
          {t('redeem.check')}
        </button>
      </form>
      {failure === null ? null : isInvalidCode(failure) ? (
        <p className="text-sm text-rose-200">{t('redeem.error')}</p>
      ) : (
        <FormMessage tone="error">{errorText(t, failure)}</FormMessage>
      )}
      {checked ? (
        <section aria-label={checked.offer.title} className="flex flex-col gap-4 rounded-xl bg-night-800 p-4">
          <h3 className="font-bold text-ink">{checked.offer.title}</h3>
          <OfferTerms offer={checked.offer} currency={currency} />
          {redeem.data === 'waiting' || checked.offer.claimed ? (
            <WaitingForDeposit
              minDeposit={checked.offer.min_deposit}
              currency={currency}
              onDeposit={() => {
                close();
                popups.open('deposit');
              }}
            />
          ) : offerUnavailableText(t, checked.offer) ? (
            <p className="text-sm text-muted">{offerUnavailableText(t, checked.offer)}</p>
          ) : (
            <button
              type="button"
              disabled={redeem.isPending}
              onClick={() => activate(checked)}
              className={buttonClasses('primary', 'md', 'self-start')}
            >
              {t('redeem.activate')}
            </button>
          )}
        </section>
      ) : null}
    </Dialog>
  );
}
