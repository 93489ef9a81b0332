// Buying crypto with a card (spec: card purchase): the provider's limits, then the player's deposit
// address with a copy button (its tooltip stays 2 s) and the redirect to the provider's page after 2 s.
// The provider pays into the player's own crypto deposit address; until the crypto cashier gives players
// addresses, the server refuses and this panel says why, with nothing to click that leads nowhere.
import { buyCryptoHint, cardPurchaseHint } from '@reelvault/contract/constants/cashier';
import { timings } from '@reelvault/contract/constants/timings';
import { formatMoney } from '@reelvault/contract/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useBuyCrypto } from '@/features/cashier/api/buy-crypto';
import { CashierSwitcher } from './cashier-switcher';
import { RedirectNotice } from './gateway-deposit';
import { MastercardLogo, VisaLogo } from './method-logos';

const coin = 'BTC';

export function CopyAddress({ address, label }: { address: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), timings.copyTooltip);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold">{label ?? t('cashier.card.address', { coin })}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-xl bg-night-800 px-3 py-2 text-sm" translate="no">
          {address}
        </code>
        <span className="relative">
          <button
            type="button"
            onClick={() => void navigator.clipboard.writeText(address).then(() => setCopied(true))}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('cashier.card.copy')}
          </button>
          {copied ? (
            <span
              role="status"
              className="absolute -top-8 end-0 rounded-lg bg-gold-400 px-2 py-1 text-xs font-semibold text-night-950"
            >
              {t('cashier.card.copied')}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}

export function CardPurchase() {
  const { t } = useTranslation();
  const locale = useLocale();
  const buy = useBuyCrypto();
  const [redirectTo, setRedirectTo] = useState<string>();
  const euros = (amount: string) =>
    formatMoney(locale.bcp47, amount, cardPurchaseHint.currency, { whole: true });
  // Nothing to try again: no address of the player's own yet, or no card provider configured.
  const noAddress = isApiError(buy.error) && buy.error.code === 'CASHIER_CRYPTO_ADDRESS_REQUIRED';
  const notOffered = isApiError(buy.error) && buy.error.code === 'CASHIER_METHOD_UNAVAILABLE';

  useEffect(() => {
    if (!buy.data) return;
    const timer = setTimeout(() => setRedirectTo(buy.data.url), timings.cardRedirect);
    return () => clearTimeout(timer);
  }, [buy.data]);
  useEffect(() => {
    if (redirectTo) globalThis.location.assign(redirectTo);
  }, [redirectTo]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <VisaLogo />
        <MastercardLogo />
        <h3 className="text-lg font-bold">{t('cashier.card.title')}</h3>
      </div>
      <ul className="flex flex-col gap-1 text-sm text-muted">
        <li>
          {t('cashier.card.cardLimits', {
            min: euros(cardPurchaseHint.min),
            max: euros(cardPurchaseHint.max),
          })}
        </li>
        <li>
          {t('cashier.card.providerLimits', { min: euros(buyCryptoHint.min), max: euros(buyCryptoHint.max) })}
        </li>
        <li>{t('cashier.card.instant')}</li>
      </ul>
      <p className="text-sm">{t('cashier.card.howItWorks', { coin })}</p>
      {buy.data ? (
        <>
          <CopyAddress address={buy.data.address} />
          <RedirectNotice url={buy.data.url} text={t('cashier.card.redirect')} />
        </>
      ) : noAddress ? (
        <FormMessage tone="error">{t('cashier.card.noAddress')}</FormMessage>
      ) : notOffered ? (
        <FormMessage tone="error">{errorText(t, buy.error)}</FormMessage>
      ) : (
        <>
          {buy.isError ? <FormMessage tone="error">{errorText(t, buy.error)}</FormMessage> : null}
          <button
            type="button"
            disabled={buy.isPending}
            onClick={() => buy.mutate(coin)}
            className={buttonClasses('primary', 'md', 'self-start')}
          >
            {t('cashier.card.continue')}
          </button>
        </>
      )}
    </div>
  );
}

export function BuyCryptoPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('cashier.switch.buy-crypto')} onClose={close} width="wide">
      <CardPurchase />
      <CashierSwitcher hide={['buy-crypto']} />
    </Dialog>
  );
}
