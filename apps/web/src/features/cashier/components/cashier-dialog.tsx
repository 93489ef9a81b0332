// The cashier (spec: "Cashier details"): Deposit and Withdraw tabs over the player's balance, and the way
// to the other cashier popups (buy crypto, rate us and win). Opened as the `deposit` or `withdraw` popup.
import { formatMoney } from '@reelvault/contract/money';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { useLocale } from '@/i18n/use-locale';
import { useBalance } from '@/lib/balance';
import { CashierSwitcher } from './cashier-switcher';
import { DepositTab } from './deposit-tab';
import { WithdrawTab } from './withdraw-tab';

type Tab = 'deposit' | 'withdraw';
const tabs: readonly Tab[] = ['deposit', 'withdraw'];

export function BalanceLine() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance({ fresh: true });
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {t('cashier.balance')}{' '}
      <strong className="text-base text-ink" data-testid="cashier-balance">
        {balance.data ? formatMoney(locale.bcp47, balance.data.balance, balance.data.currency) : '…'}
      </strong>
    </p>
  );
}

function CashierDialog({ close, initialTab }: PopupComponentProps & { initialTab: Tab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'deposit' ? 'withdraw' : 'deposit';
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <Dialog title={t('cashier.title')} onClose={close} width="extraWide">
      <BalanceLine />
      <div
        role="tablist"
        aria-label={t('cashier.title')}
        className="flex gap-1 rounded-full bg-night-800 p-1"
        onKeyDown={moveWithArrows}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`flex-1 rounded-full px-4 py-2 text-sm font-bold transition-colors ${
              tab === name ? 'bg-gold-400 text-night-950' : 'text-muted hover:text-ink'
            }`}
          >
            {t(`cashier.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'deposit' ? <DepositTab /> : <WithdrawTab />}
      </div>
      <CashierSwitcher hide={tabs} />
    </Dialog>
  );
}

export const DepositPopup = ({ close }: PopupComponentProps) => (
  <CashierDialog close={close} initialTab="deposit" />
);
export const WithdrawPopup = ({ close }: PopupComponentProps) => (
  <CashierDialog close={close} initialTab="withdraw" />
);
