// /admin/fairness: each game's actual return to player against its model's, with the 99.9 % band the
// model's variance allows for the rounds played; games outside their band first (decision 0906). Filters
// in the URL, the whole filtered list as CSV.
import { adminFairness, fairnessStatuses } from '@reelvault/contract/calls/backoffice-monitoring';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../components/data-table';
import { FilterSelect, FilterText } from '../../components/table-filters';
import {
  fairnessParams,
  fairnessQuery,
  useFairness,
  type FairnessRow,
} from '../../features/fairness/api/fairness';
import { downloadCsv } from '../../lib/download-csv';
import { formatAmount, formatDateTime } from '../../lib/format';
import { useServices } from '../../lib/services';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

const BandChart = lazy(() => import('../../features/fairness/components/band-chart'));

export function FairnessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('fairness.title'));
  return (
    <Permitted permission="reports.read">
      <Fairness />
    </Permitted>
  );
}

const rtp = (value: string | null) => (value === null ? '—' : `${value} %`);

function Fairness() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { params } = useTableParams(fairnessParams);
  const fairness = useFairness(params);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = () => {
    setDownloadFailed(false);
    downloadCsv(api, {
      route: adminFairness,
      query: fairnessQuery(params),
      fileName: `fairness${params.currency ? `-${params.currency}` : ''}.csv`,
    }).catch(() => setDownloadFailed(true));
  };
  const columns = [
    column<FairnessRow>('game', t('fairness.columns.game'), (row) => (
      <span className="stack">
        <span>{row.name ?? row.game_code}</span>
        <code className="muted">
          {row.provider} · {row.model ?? row.game_code}
        </code>
      </span>
    )),
    column<FairnessRow>('currency', t('fairness.columns.currency'), (row) => row.currency),
    column<FairnessRow>('rounds', t('fairness.columns.rounds'), (row) => row.rounds.toLocaleString()),
    column<FairnessRow>('staked', t('fairness.columns.staked'), (row) =>
      formatAmount(row.staked, row.currency),
    ),
    column<FairnessRow>('actual', t('fairness.columns.actual'), (row) => rtp(row.actual_rtp)),
    column<FairnessRow>('model', t('fairness.columns.model'), (row) => rtp(row.model_rtp)),
    column<FairnessRow>('band', t('fairness.columns.band'), (row) =>
      row.band_low === null || row.band_high === null
        ? t('fairness.noBand')
        : t('fairness.bandRange', { low: row.band_low, high: row.band_high }),
    ),
    column<FairnessRow>('status', t('fairness.columns.status'), (row) => (
      <span className={`badge badge--${row.status}`}>{t(`fairness.status.${row.status}`)}</span>
    )),
  ];
  const reply = fairness.data;
  return (
    <section className="page">
      <h1>{t('fairness.title')}</h1>
      <p className="muted">{t('fairness.intro', { rounds: params.min_rounds.toLocaleString() })}</p>
      {reply?.counted_through ? (
        <p className="muted">{t('fairness.countedThrough', { at: formatDateTime(reply.counted_through) })}</p>
      ) : null}
      <div className="filters">
        <FilterSelect
          name="status"
          label={t('fairness.filters.status')}
          value={params.status ?? ''}
          options={[
            { value: '', label: t('fairness.filters.anyStatus') },
            ...fairnessStatuses.map((status) => ({ value: status, label: t(`fairness.status.${status}`) })),
          ]}
        />
        <FilterText name="currency" label={t('fairness.filters.currency')} value={params.currency ?? ''} />
        <FilterText name="search" label={t('fairness.filters.search')} value={params.search ?? ''} />
        <FilterText
          name="min_rounds"
          label={t('fairness.filters.minRounds')}
          value={String(params.min_rounds)}
        />
        <button type="button" onClick={download}>
          {t('reportsCsv.download')}
        </button>
      </div>
      {downloadFailed ? <p role="alert">{t('reportsCsv.failed')}</p> : null}
      {reply && reply.data.length > 0 ? (
        <Suspense fallback={null}>
          <BandChart rows={reply.data} />
        </Suspense>
      ) : null}
      <DataTable
        caption={t('fairness.caption')}
        columns={columns}
        {...listQueryProps(fairness)}
        rowKey={(row) => `${row.provider}|${row.game_code}|${row.currency}`}
        emptyText={t('fairness.empty')}
      />
    </section>
  );
}
