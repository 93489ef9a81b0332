// The reconciliation of a UTC day with an aggregator (decisions 0808, 0721): the operator picks the day
// (kept in the URL), the server compares the aggregator's report of its wallet calls with what the ledger
// booked, and the screen shows the counts and every difference (missing in the ledger, not in the report,
// amounts that differ) with its transaction and round, and saves the same differences as CSV.
import { adminReconcileAggregator } from '@reelvault/contract/calls/backoffice-aggregators';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { interfaceLanguage } from '../../../i18n/i18n';
import { codeLabel } from '../../../lib/code-label';
import { downloadCsv } from '../../../lib/download-csv';
import { useServices } from '../../../lib/services';
import { useTableParams } from '../../../lib/table-params';
import {
  reconciliationParams,
  useReconciliation,
  type AdminAggregatorReconciliation,
  type AdminReconciliationEntry,
} from '../api/aggregators';

type Difference = AdminReconciliationEntry & { readonly difference: 'missing' | 'extra' | 'amount' };

/** Yesterday in UTC: the last whole day an aggregator has reported. */
function yesterday(now = new Date()): string {
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** Wallet units (x 100000) in the currency's money format, every digit kept; a dash where a side has none. */
const money = (units: string | null, currency: string) =>
  units === null ? '—' : formatMoney(interfaceLanguage(), walletAmountDecimal(units), currency);

function differencesOf(reply: AdminAggregatorReconciliation): Difference[] {
  return [
    ...reply.missing.map((entry) => ({ ...entry, difference: 'missing' as const })),
    ...reply.extra.map((entry) => ({ ...entry, difference: 'extra' as const })),
    ...reply.amount_differences.map((entry) => ({ ...entry, difference: 'amount' as const })),
  ];
}

export function AggregatorReconciliation({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const dayId = useId();
  const { params, update } = useTableParams(reconciliationParams);
  const [draft, setDraft] = useState(params.date ?? yesterday());
  const comparison = useReconciliation(code, params.date);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const reply = comparison.data?.data;

  const compare = (event: FormEvent) => {
    event.preventDefault();
    if (draft === params.date) void comparison.refetch();
    else update({ date: draft });
  };
  const download = () => {
    if (!params.date) return;
    setDownloadFailed(false);
    downloadCsv(api, {
      route: adminReconcileAggregator,
      params: { code },
      query: { date: params.date },
      fileName: `reconciliation-${code}-${params.date}.csv`,
    }).catch(() => setDownloadFailed(true));
  };

  const columns = [
    column<Difference>('difference', t('aggregators.reconciliation.columns.difference'), (row) => (
      <span className={`badge badge--${row.difference === 'missing' ? 'failed' : 'pending'}`}>
        {codeLabel(t, 'reconciliationDifference', row.difference)}
      </span>
    )),
    column<Difference>('transaction', t('aggregators.reconciliation.columns.transaction'), (row) => (
      <span className="stack">
        <code className="break">{row.transaction_uuid}</code>
        <span className="muted">{codeLabel(t, 'aggregatorTransaction', row.kind)}</span>
      </span>
    )),
    column<Difference>('round', t('aggregators.reconciliation.columns.round'), (row) => (
      <code className="break">{row.round}</code>
    )),
    column<Difference>('player', t('aggregators.reconciliation.columns.player'), (row) => (
      <code>{row.user}</code>
    )),
    column<Difference>('reported', t('aggregators.reconciliation.columns.reported'), (row) =>
      money(row.reported, row.currency),
    ),
    column<Difference>('booked', t('aggregators.reconciliation.columns.booked'), (row) =>
      money(row.booked, row.currency),
    ),
  ];
  const differences = reply ? differencesOf(reply) : undefined;

  return (
    <>
      <p className="muted">{t('aggregators.reconciliation.intro')}</p>
      <form className="filters" onSubmit={compare}>
        <div className="field field--inline">
          <label htmlFor={dayId}>{t('aggregators.reconciliation.day')}</label>
          <input
            id={dayId}
            type="date"
            required
            max={new Date().toISOString().slice(0, 10)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={comparison.isFetching}>
          {t('aggregators.reconciliation.compare')}
        </button>
        {reply ? (
          <button type="button" className="button" onClick={download}>
            {t('reportsCsv.download')}
          </button>
        ) : null}
      </form>
      {downloadFailed ? <p role="alert">{t('reportsCsv.failed')}</p> : null}
      {comparison.isFetching ? (
        <p role="status">{t('aggregators.reconciliation.comparing', { day: params.date })}</p>
      ) : null}
      {!params.date ? <p>{t('aggregators.reconciliation.pickDay')}</p> : null}
      {comparison.error && !comparison.isFetching ? (
        <ErrorNotice error={comparison.error} onRetry={() => void comparison.refetch()} />
      ) : null}
      {reply && differences ? (
        <section aria-labelledby="reconciliation-summary">
          <h2 id="reconciliation-summary">{t('aggregators.reconciliation.summary', { day: reply.day })}</h2>
          <dl className="facts">
            <div>
              <dt>{t('aggregators.reconciliation.reported')}</dt>
              <dd>{reply.reported_count.toLocaleString()}</dd>
            </div>
            <div>
              <dt>{t('aggregators.reconciliation.booked')}</dt>
              <dd>{reply.booked_count.toLocaleString()}</dd>
            </div>
            {(['missing', 'extra', 'amount'] as const).map((kind) => (
              <div key={kind}>
                <dt>{codeLabel(t, 'reconciliationDifference', kind)}</dt>
                <dd>{differences.filter((row) => row.difference === kind).length.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          <SuccessNotice
            message={differences.length === 0 ? t('aggregators.reconciliation.matches') : undefined}
          />
          {differences.length > 0 ? (
            <DataTable
              caption={t('aggregators.reconciliation.caption', { day: reply.day })}
              columns={columns}
              rows={differences}
              rowKey={(row) => `${row.difference} ${row.transaction_uuid}`}
              isLoading={false}
              error={undefined}
              emptyText={t('aggregators.reconciliation.matches')}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
