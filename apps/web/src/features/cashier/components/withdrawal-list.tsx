// The player's withdrawal requests of every method in the Withdraw tab, newest first: the amount and the
// method (SEPA or wire; for crypto the coin amount, the network and the address shortened, in full on
// hover and for screen readers), the date, the spec's finance status (Pending, Processing, Completed,
// Rejected; or Cancelled), a crypto payout's transaction hash once it is on the chain, the operator's
// reason for a rejection, and a Cancel button for a request still waiting for an operator.
import type { PlayerWithdrawalItem } from '@reelvault/contract/calls/withdrawals';
import { findCryptoNetwork } from '@reelvault/contract/constants/crypto';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useCancelWithdrawal } from '@/features/cashier/api/cancel-withdrawal';
import { useWithdrawals } from '@/features/cashier/api/get-withdrawals';

const financeStatusKey = { 0: 'pending', 1: 'completed', 2: 'rejected', 3: 'processing' } as const;

/** The status shown: the finance history's, except that a cancelled request says so. */
export function statusKey(row: Pick<PlayerWithdrawalItem, 'status' | 'finance_status'>) {
  return row.status === 'cancelled' ? 'cancelled' : financeStatusKey[row.finance_status];
}

/** "0x1a2b3c…9f8e7d": the start and the end, which is what people compare. */
export function shortAddress(address: string): string {
  return address.length <= 16 ? address : `${address.slice(0, 8)}…${address.slice(-6)}`;
}

function Summary({ row }: { row: PlayerWithdrawalItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatMoney(locale.bcp47, row.amount, row.currency);
  const date = formatDateTime(locale.bcp47, row.created_at);
  if (row.kind === 'bank') {
    return (
      <span className="flex flex-col">
        <strong>
          {amount} · {t(`cashier.withdraw.method.${row.method === 'wire' ? 'wire' : 'sepa'}`)}
        </strong>
        <span className="text-xs text-muted">{date}</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 flex-col">
      <strong>
        {amount} ·{' '}
        <span translate="no">
          {formatMoney(locale.bcp47, row.coin_amount, row.coin)} ·{' '}
          {findCryptoNetwork(row.network)?.name ?? row.network}
        </span>
      </strong>
      <span className="text-xs text-muted">
        {t('cashier.crypto.withdrawalTo')}{' '}
        <code translate="no" title={row.address} aria-label={row.address} dir="ltr">
          {shortAddress(row.address)}
        </code>{' '}
        · {date}
      </span>
    </span>
  );
}

export function WithdrawalList() {
  const { t } = useTranslation();
  const withdrawals = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const rows = (withdrawals.data ?? []).slice(0, 5);
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-bold text-muted">{t('cashier.withdraw.recent')}</h3>
      {cancel.isError ? <FormMessage tone="error">{errorText(t, cancel.error)}</FormMessage> : null}
      <ul className="flex flex-col gap-2" aria-label={t('cashier.withdraw.recent')}>
        {rows.map((row) => {
          const status = statusKey(row);
          return (
            <li
              key={row.id}
              data-testid="withdrawal"
              data-kind={row.kind}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-night-700 bg-night-800 px-3 py-2 text-sm"
            >
              <Summary row={row} />
              <span className="flex items-center gap-3">
                <span
                  data-status={status}
                  className={
                    status === 'rejected' || status === 'cancelled' ? 'text-rose-300' : 'text-gold-300'
                  }
                >
                  {t(`cashier.withdraw.status.${status}`)}
                </span>
                {row.status === 'pending' ? (
                  <button
                    type="button"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(row)}
                    className={buttonClasses('secondary', 'sm')}
                  >
                    {t('cashier.withdraw.cancel')}
                  </button>
                ) : null}
              </span>
              {row.kind === 'crypto' &&
              row.tx_hash &&
              (row.status === 'broadcast' || row.status === 'completed') ? (
                <span className="w-full text-xs text-muted">
                  {t('cashier.crypto.transaction')}{' '}
                  <code translate="no" dir="ltr" className="break-all">
                    {row.tx_hash}
                  </code>
                </span>
              ) : null}
              {row.status === 'rejected' && row.reason ? (
                <span className="w-full text-xs text-muted">
                  {t('cashier.withdraw.reason', { reason: row.reason })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
