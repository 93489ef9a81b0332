// /account/finance and /account/transaction-activities: the player's deposits and withdrawals (GET
// /api/account/history/finance). A date range (by default the spec's 30 days back to today, 00:00:00 to
// 23:59:59), type and status filters, then date, type, method, amount and status, 10 per page with five
// page links.
import { historyPaging } from '@reelvault/contract/constants/paging';
import { financeTypes, type FinanceStatus, type FinanceType } from '@reelvault/contract/constants/statuses';
import { formatMoney } from '@reelvault/contract/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { HistoryView } from '@/components/history/history-view';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';
import { paymentMethodName } from '@/lib/payment-method-name';
import { rangeQuery } from '@/lib/history-range';
import { useHistoryWindow } from '@/lib/use-history-window';
import { useFinanceHistory } from '@/features/wallet/api/get-finance-history';
import {
  financeStatusOrder,
  financeStatusText,
  financeStatusTone,
  financeTypeText,
} from '@/features/wallet/utils/status-labels';

const titles = {
  finance: { title: 'wallet.finance.title', intro: 'wallet.finance.intro' },
  activity: { title: 'wallet.finance.activityTitle', intro: 'wallet.finance.activityIntro' },
} as const;

/** The value of a filter's "all" option. */
const all = '';

const typeOf = (value: string): FinanceType | undefined => financeTypes.find((type) => type === value);
const statusOf = (value: string): FinanceStatus | undefined =>
  financeStatusOrder.find((status) => String(status) === value);

export function FinanceHistory({
  variant = 'finance',
  today = new Date(),
}: {
  variant?: keyof typeof titles;
  today?: Date;
}) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const historyWindow = useHistoryWindow('finance', today);
  const { range, page } = historyWindow;
  const [type, setType] = useState<FinanceType | undefined>(undefined);
  const [status, setStatus] = useState<FinanceStatus | undefined>(undefined);
  const query = useMemo(
    () => ({ ...rangeQuery(range), page, per_page: historyPaging.perPage, type, status }),
    [range, page, type, status],
  );
  const history = useFinanceHistory(query);
  const filters = (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      <div className="sm:w-44">
        <SelectField
          label={t('wallet.finance.type')}
          value={type ?? all}
          onChange={(event) => {
            setType(typeOf(event.target.value));
            historyWindow.firstPage();
          }}
        >
          <option value={all}>{t('wallet.finance.allTypes')}</option>
          {financeTypes.map((option) => (
            <option key={option} value={option}>
              {t(financeTypeText[option])}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:w-44">
        <SelectField
          label={t('wallet.finance.status')}
          value={status === undefined ? all : String(status)}
          onChange={(event) => {
            setStatus(statusOf(event.target.value));
            historyWindow.firstPage();
          }}
        >
          <option value={all}>{t('wallet.finance.allStatuses')}</option>
          {financeStatusOrder.map((option) => (
            <option key={option} value={String(option)}>
              {t(financeStatusText[option])}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );

  return (
    <HistoryView
      title={t(titles[variant].title)}
      intro={t(titles[variant].intro)}
      range={range}
      onRange={historyWindow.setRange}
      filters={filters}
      history={history}
      errorTitle={t('wallet.finance.error')}
      emptyText={t('wallet.finance.empty')}
      columns={[
        {
          heading: t('wallet.finance.date'),
          className: 'whitespace-nowrap',
          cell: (row) => <time dateTime={row.date}>{formatDateTime(bcp47, row.date)}</time>,
        },
        {
          heading: t('wallet.finance.type'),
          className: 'font-semibold',
          cell: (row) => t(financeTypeText[row.type]),
        },
        { heading: t('wallet.finance.method'), cell: (row) => paymentMethodName(t, row.method) },
        {
          heading: t('wallet.finance.amount'),
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) => formatMoney(bcp47, row.amount, row.currency),
        },
        {
          heading: t('wallet.finance.status'),
          className: 'font-semibold',
          cell: (row) => (
            <span className={financeStatusTone[row.status]}>{t(financeStatusText[row.status])}</span>
          ),
        },
      ]}
      rowKey={(row) => row.id}
      onPage={historyWindow.setPage}
    />
  );
}
