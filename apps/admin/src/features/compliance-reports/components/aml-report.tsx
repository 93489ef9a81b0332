// The anti-money-laundering tab: each transaction at or above its threshold (paged), and the players whose
// deposits or withdrawals below it sum to it within 24 hours.
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { PlayerCell } from '../../../components/player-cell';
import { formatAmount, formatDateTime } from '../../../lib/format';
import {
  useAmlStructuring,
  useAmlTransactions,
  type AmlStructuring,
  type AmlTransaction,
  type ComplianceParams,
} from '../api/compliance-reports';

export function AmlReport({ params }: { readonly params: ComplianceParams }) {
  const { t } = useTranslation();
  const transactions = useAmlTransactions(params);
  const structuring = useAmlStructuring(params);
  const transactionColumns = [
    column<AmlTransaction>('at', t('complianceReports.aml.columns.at'), (row) => (
      <time dateTime={row.at}>{formatDateTime(row.at)}</time>
    )),
    column<AmlTransaction>('kind', t('complianceReports.aml.columns.kind'), (row) =>
      t(`complianceReports.kinds.${row.kind}`),
    ),
    column<AmlTransaction>('player', t('complianceReports.aml.columns.player'), (row) => (
      <PlayerCell player={{ id: row.player_id }} />
    )),
    column<AmlTransaction>('amount', t('complianceReports.aml.columns.amount'), (row) =>
      formatAmount(row.amount, row.currency),
    ),
    column<AmlTransaction>('threshold', t('complianceReports.aml.columns.threshold'), (row) =>
      formatAmount(row.threshold, row.currency),
    ),
    column<AmlTransaction>('method', t('complianceReports.aml.columns.method'), (row) => (
      <code>{row.method}</code>
    )),
    column<AmlTransaction>('state', t('complianceReports.aml.columns.state'), (row) =>
      t(`complianceReports.states.${row.state}`),
    ),
  ];
  const structuringColumns = [
    column<AmlStructuring>('player', t('complianceReports.aml.columns.player'), (row) => (
      <PlayerCell player={{ id: row.player_id }} />
    )),
    column<AmlStructuring>('kind', t('complianceReports.aml.columns.kind'), (row) =>
      t(`complianceReports.kinds.${row.kind}`),
    ),
    column<AmlStructuring>('sum', t('complianceReports.aml.columns.sum'), (row) =>
      formatAmount(row.sum, row.currency),
    ),
    column<AmlStructuring>(
      'count',
      t('complianceReports.aml.columns.transactions'),
      (row) => row.transactions,
    ),
    column<AmlStructuring>('threshold', t('complianceReports.aml.columns.threshold'), (row) =>
      formatAmount(row.threshold, row.currency),
    ),
    column<AmlStructuring>('window', t('complianceReports.aml.columns.window'), (row) =>
      t('complianceReports.aml.windowRange', {
        from: formatDateTime(row.window_starts_at),
        to: formatDateTime(row.window_ends_at),
      }),
    ),
  ];
  return (
    <>
      <h2>{t('complianceReports.aml.transactionsTitle')}</h2>
      <DataTable
        caption={t('complianceReports.aml.transactionsTitle')}
        columns={transactionColumns}
        {...listQueryProps(transactions)}
        rowKey={(row) => `${row.kind}|${row.id}`}
        emptyText={t('complianceReports.aml.empty')}
      />
      <h2>{t('complianceReports.aml.structuringTitle')}</h2>
      <p className="muted">{t('complianceReports.aml.structuringIntro')}</p>
      <DataTable
        caption={t('complianceReports.aml.structuringTitle')}
        columns={structuringColumns}
        rows={structuring.data?.data}
        isLoading={structuring.isPending}
        error={structuring.error}
        onRetry={() => void structuring.refetch()}
        rowKey={(row) => `${row.player_id}|${row.kind}|${row.currency}`}
        emptyText={t('complianceReports.aml.structuringEmpty')}
      />
    </>
  );
}
