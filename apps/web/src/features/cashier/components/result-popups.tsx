// What the player sees back from a payment page (spec: /pathly/success and /pathly/error): "Deposit is
// Completed!" with the spec's note and the balance as it stands, or "Payment failed" with a way to try
// again. The spec's note sends the player to live support; where the operator runs no live chat it names
// the support form instead, with a button that opens it.
import { formatMoney } from '@reelvault/contract/money';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { useBalance } from '@/lib/balance';
import { usePopups } from '@/lib/popup-store';
import { useSiteSettings } from '@/lib/site-settings';
import { useDeposit } from '@/features/cashier/api/get-deposit';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { returnedDepositId } from '@/features/cashier/utils/payment-return';
import { BalanceLine } from './cashier-dialog';

export function DepositCompletedPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const deposit = useDeposit(returnedDepositId());
  const balance = useBalance({ fresh: true });
  const popups = usePopups();
  const liveChat = Boolean(useSiteSettings().data?.live_chat_app_id);
  const { refetch } = balance;
  // The gateway's notification may land a moment after the player: look again while it is pending.
  const pending = deposit.data?.status === 'pending';
  const refetchDeposit = deposit.refetch;
  useEffect(() => {
    void refetch();
  }, [refetch, deposit.data?.status]);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void refetchDeposit(), 3000);
    return () => clearTimeout(timer);
  }, [pending, refetchDeposit]);
  return (
    <Dialog title={t('cashier.result.completedTitle')} onClose={close}>
      {deposit.data ? (
        <p className="text-lg font-bold text-gold-300">
          {formatMoney(locale.bcp47, deposit.data.amount, deposit.data.currency)}
        </p>
      ) : null}
      <p>{t(liveChat ? 'cashier.result.completed' : 'cashier.result.completedSupportForm')}</p>
      <BalanceLine />
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={close} className={buttonClasses('primary', 'md')}>
          {t('cashier.result.ok')}
        </button>
        {liveChat ? null : (
          <button
            type="button"
            onClick={() => {
              close();
              popups.open('support');
            }}
            className={buttonClasses('secondary', 'md')}
          >
            {t('cashier.result.supportForm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

export function PaymentFailedPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const openCashier = useOpenCashier();
  return (
    <Dialog title={t('cashier.result.failedTitle')} onClose={close}>
      <p>{t('cashier.result.failed')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            close();
            openCashier('deposit');
          }}
          className={buttonClasses('primary', 'md')}
        >
          {t('cashier.result.tryAgain')}
        </button>
        <button type="button" onClick={close} className={buttonClasses('secondary', 'md')}>
          {t('popup.close')}
        </button>
      </div>
    </Dialog>
  );
}
