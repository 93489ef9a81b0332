// /admin/reports: one screen for the reports (decision 0720): a picker (revenue, payments, registrations),
// the grouping, days, currency and sort, all in the URL; a chart of the page, the table with the totals
// per currency under it, and the CSV of the same filters (every row and the totals).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable } from '../../components/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { FilterSelect, FilterText } from '../../components/table-filters';
import {
  groupingsOf,
  reportKinds,
  reportParams,
  reportQuery,
  reportRoutes,
  useReport,
  type ReportColumn,
  type ReportKind,
} from '../../features/reports/api/reports';
import { downloadCsv } from '../../lib/download-csv';
import { formatAmount } from '../../lib/format';
import { useServices } from '../../lib/services';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

const ReportChart = lazy(() => import('../../features/reports/components/report-chart'));

export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.title'));
  return (
    <Permitted permission="reports.read">
      <Reports />
    </Permitted>
  );
}

type Figure = 'money' | 'count' | 'text' | 'percent';
type Line = Record<string, unknown> & { key?: string; currency: string };

/** Each report's columns after the group's: the reply's field and how it is shown. */
const figuresOf: Record<ReportKind, readonly (readonly [ReportColumn, Figure])[]> = {
  revenue: [
    ['bets', 'money'],
    ['wins', 'money'],
    ['refunds', 'money'],
    ['ggr', 'money'],
    ['bonus_cost', 'money'],
    ['ngr', 'money'],
    ['bet_count', 'count'],
    ['players', 'count'],
  ],
  payments: [
    ['deposits', 'money'],
    ['deposit_count', 'count'],
    ['withdrawals', 'money'],
    ['withdrawal_count', 'count'],
    ['net', 'money'],
  ],
  registrations: [
    ['registrations', 'count'],
    ['first_depositors', 'count'],
    ['converted', 'count'],
    ['conversion', 'percent'],
  ],
};

/** The columns the calls sort by (besides the group's key). */
const sortable: readonly ReportColumn[] = [
  'bets',
  'wins',
  'refunds',
  'ggr',
  'ngr',
  'bet_count',
  'deposits',
  'withdrawals',
  'net',
  'registrations',
  'first_depositors',
  'converted',
];

function shown(value: unknown, figure: Figure, currency: string): string {
  if (value === null || value === undefined) return '—';
  if (figure === 'money') return formatAmount(String(value), currency);
  if (figure === 'count') return Number(value).toLocaleString();
  if (figure === 'percent') return `${String(value)} %`;
  return String(value);
}

function Reports() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { params } = useTableParams(reportParams);
  const report = useReport(params);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const kind = params.report;
  const groupings = groupingsOf[kind];
  const grouping = groupings.includes(params.group_by) ? params.group_by : 'day';
  const reply = report.data;
  const rows = (reply?.data ?? []) as Line[];
  const totals = (reply?.totals ?? []) as Line[];
  const chartCurrency = params.currency ?? totals[0]?.currency;

  const download = () => {
    setDownloadFailed(false);
    const { page: _page, ...query } = reportQuery(params);
    downloadCsv(api, {
      route: reportRoutes[kind],
      query,
      fileName: `${kind}-${kind === 'registrations' ? 'day' : grouping}${params.currency ? `-${params.currency}` : ''}.csv`,
    }).catch(() => setDownloadFailed(true));
  };

  const figureColumns = figuresOf[kind].map(([field, figure]) =>
    column<Line>(field, t(`reports.columns.${field}`), (row) => shown(row[field], figure, row.currency)),
  );
  const columns = [
    column<Line>('key', t(`reports.groupings.${kind === 'registrations' ? 'day' : grouping}`), (row) =>
      row.key === '' ? t('reports.unknown') : String(row.label || row.key),
    ),
    column<Line>('currency', t('reports.columns.currency'), (row) => row.currency),
    ...figureColumns,
  ];
  const totalColumns = [
    column<Line>('currency', t('reports.columns.currency'), (row) => row.currency),
    ...figureColumns,
  ];
  const sortOptions = figuresOf[kind].map(([field]) => field).filter((field) => sortable.includes(field));

  return (
    <section className="page" aria-busy={report.isFetching}>
      <h1>{t('reports.title')}</h1>
      <div className="filters">
        <FilterSelect
          name="report"
          label={t('reports.filters.report')}
          value={kind}
          options={reportKinds.map((value) => ({ value, label: t(`reports.kinds.${value}`) }))}
        />
        {kind === 'registrations' ? null : (
          <FilterSelect
            name="group_by"
            label={t('reports.filters.groupBy')}
            value={grouping}
            options={groupings.map((value) => ({ value, label: t(`reports.groupings.${value}`) }))}
          />
        )}
        <FilterText name="from" type="date" label={t('reports.filters.from')} value={params.from ?? ''} />
        <FilterText name="to" type="date" label={t('reports.filters.to')} value={params.to ?? ''} />
        <FilterText name="currency" label={t('reports.filters.currency')} value={params.currency ?? ''} />
        <FilterSelect
          name="sort"
          label={t('reports.filters.sort')}
          value={params.sort}
          options={[
            { value: 'key', label: t('reports.filters.byGroup') },
            ...sortOptions.map((value) => ({ value, label: t(`reports.columns.${value}`) })),
          ]}
        />
        <FilterSelect
          name="order"
          label={t('reports.filters.order')}
          value={params.order}
          options={[
            { value: 'asc', label: t('reports.filters.asc') },
            { value: 'desc', label: t('reports.filters.desc') },
          ]}
        />
        <button type="button" className="button" onClick={download}>
          {t('reports.exportCsv')}
        </button>
      </div>
      {downloadFailed ? <p role="alert">{t('reports.exportFailed')}</p> : null}
      {reply ? (
        <p className="muted">{t('reports.range', { from: reply.period.from, to: reply.period.to })}</p>
      ) : null}
      {report.error ? <ErrorNotice error={report.error} onRetry={() => void report.refetch()} /> : null}
      {chartCurrency && rows.length > 0 ? (
        <Suspense fallback={<p className="muted">{t('reports.chartLoading')}</p>}>
          <ReportChart report={kind} currency={chartCurrency} rows={rows} />
        </Suspense>
      ) : null}
      <DataTable
        caption={t(`reports.kinds.${kind}`)}
        columns={columns}
        rows={reply ? rows : undefined}
        pagination={reply?.meta}
        isLoading={report.isPending}
        error={undefined}
        rowKey={(row) => `${String(row.key)} ${row.currency}`}
        emptyText={t('reports.empty')}
      />
      <DataTable
        caption={t('reports.totals')}
        columns={totalColumns}
        rows={reply ? totals : undefined}
        isLoading={report.isPending}
        error={undefined}
        rowKey={(row) => row.currency}
        emptyText={t('reports.empty')}
      />
    </section>
  );
}
