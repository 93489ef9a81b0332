// The balance in the account's side menu (spec: currency symbol and balance with 2 decimals), with the
// bonus balance under it. The layout puts the cashier's Deposit and Withdraw buttons beside it.
import { useTranslation } from 'react-i18next';
import { useBalance } from '@/lib/balance';
import { balanceText } from '@/features/wallet/utils/money';

export function AccountBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  const data = balance.data;
  return (
    <dl className="flex flex-col rounded-xl bg-night-800 px-4 py-3">
      <dt className="text-sm text-muted">{t('wallet.balance')}</dt>
      <dd className="text-2xl font-extrabold tabular-nums">
        {data ? (
          <span dir="ltr" translate="no">
            {balanceText(data.balance, data.currency)}
          </span>
        ) : balance.isError ? (
          '–'
        ) : (
          <>
            <span className="sr-only">{t('history.loading')}</span>
            <span
              aria-hidden="true"
              className="my-1.5 block h-5 w-24 animate-pulse rounded-full bg-night-600"
            />
          </>
        )}
      </dd>
      {data ? (
        <div className="mt-1 flex gap-1.5 text-xs text-muted">
          <dt>{t('wallet.bonus')}</dt>
          <dd dir="ltr" translate="no" className="tabular-nums">
            {balanceText(data.bonus_balance, data.currency)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
