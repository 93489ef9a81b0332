// The ways into the cashier for logged-in players: the header's cashier button, and the account side
// menu's Deposit and Withdraw buttons (spec) with Redeem code under them; each opens its dialog (or says
// why it cannot).
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';

export function CashierButton() {
  const { t } = useTranslation();
  const openCashier = useOpenCashier();
  return (
    <button type="button" onClick={() => openCashier('deposit')} className={buttonClasses('primary', 'sm')}>
      {t('cashier.open')}
    </button>
  );
}

export function CashierActions() {
  const { t } = useTranslation();
  const openCashier = useOpenCashier();
  return (
    <div className="grid grid-cols-2 gap-2">
      <button type="button" onClick={() => openCashier('deposit')} className={buttonClasses('primary', 'sm')}>
        {t('cashier.tabs.deposit')}
      </button>
      <button
        type="button"
        onClick={() => openCashier('withdraw')}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('cashier.tabs.withdraw')}
      </button>
      <button
        type="button"
        onClick={() => openCashier('redeem')}
        className="col-span-2 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
      >
        {t('cashier.switch.redeem')}
      </button>
    </div>
  );
}
