// The row under every cashier popup that leads to the others (spec: deposit, withdraw, buy crypto and
// review can switch between each other).
import { useTranslation } from 'react-i18next';
import { useOpenCashier, type CashierPopup } from '@/features/cashier/hooks/use-open-cashier';

const entries: readonly CashierPopup[] = ['deposit', 'withdraw', 'buy-crypto', 'review', 'redeem'];

/** `hide`: the popups this one already is (the cashier itself holds deposit and withdraw as tabs). */
export function CashierSwitcher({ hide }: { hide: readonly CashierPopup[] }) {
  const { t } = useTranslation();
  const openCashier = useOpenCashier();
  return (
    <nav aria-label={t('cashier.switcher')} className="border-t border-night-700 pt-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {entries
          .filter((entry) => !hide.includes(entry))
          .map((entry) => (
            <li key={entry}>
              <button
                type="button"
                onClick={() => openCashier(entry)}
                className="font-semibold text-gold-300 underline-offset-4 hover:underline"
              >
                {t(`cashier.switch.${entry}`)}
              </button>
            </li>
          ))}
      </ul>
    </nav>
  );
}
