// The connected aggregators (decision 0721): each one's settings (never its key), how its last sync ended
// and the games it serves; "Sync now" for who manages the catalogue, with its progress, what it changed
// and the games it left out; the reconciliation for who reads reports. With none connected, how to add one.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { codeLabel } from '../../../lib/code-label';
import { formatDateTime } from '../../../lib/format';
import { useOperator } from '../../auth/api/operator';
import {
  useAggregators,
  useSyncAggregator,
  type AdminAggregator,
  type AdminAggregatorSync,
} from '../api/aggregators';

/** The command of README's "Connecting an aggregator", as an operator types it. */
const addCommand =
  'npm run aggregators:add -- --code hub88 --name Hub88 --base-url https://api.hub88.io \\\n' +
  '  --operator-id 1234 --private-key operator-private.pem --public-key hub88-public.pem';

export function AggregatorsList() {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const maySync = role !== undefined && adminMay(role, 'catalogue.manage');
  const mayReconcile = role !== undefined && adminMay(role, 'reports.read');
  const list = useAggregators();
  const sync = useSyncAggregator();
  const syncing = sync.isPending ? sync.variables : undefined;

  const columns = [
    column<AdminAggregator>('aggregator', t('aggregators.columns.aggregator'), (row) => (
      <span className="stack">
        <strong>{row.name}</strong>
        <code>{row.code}</code>
      </span>
    )),
    column<AdminAggregator>('kind', t('aggregators.columns.kind'), (row) =>
      codeLabel(t, 'aggregatorKind', row.kind),
    ),
    column<AdminAggregator>('connection', t('aggregators.columns.connection'), (row) => (
      <span className="stack">
        <code className="break">{row.base_url}</code>
        <span className="muted">{t('aggregators.operatorId', { id: row.operator_id })}</span>
      </span>
    )),
    column<AdminAggregator>('games', t('aggregators.columns.games'), (row) =>
      row.game_count.toLocaleString(),
    ),
    column<AdminAggregator>('lastSync', t('aggregators.columns.lastSync'), (row) => <LastSync row={row} />),
    column<AdminAggregator>('actions', t('aggregators.columns.actions'), (row) => (
      <span className="actions">
        {maySync ? (
          <button
            type="button"
            className="button"
            disabled={sync.isPending}
            onClick={() => sync.mutate(row.code)}
          >
            {t('aggregators.syncNow')}
            <span className="visually-hidden"> {row.name}</span>
          </button>
        ) : null}
        {mayReconcile ? (
          <Link className="button" to={`/aggregators/${encodeURIComponent(row.code)}/reconciliation`}>
            {t('aggregators.reconcile')}
            <span className="visually-hidden"> {row.name}</span>
          </Link>
        ) : null}
      </span>
    )),
  ];

  if (list.data?.data.length === 0) {
    return (
      <section aria-labelledby="no-aggregators" className="notice">
        <h2 id="no-aggregators">{t('aggregators.empty.title')}</h2>
        <p>{t('aggregators.empty.body')}</p>
        <pre>
          <code>{addCommand}</code>
        </pre>
        <p>{t('aggregators.empty.then')}</p>
      </section>
    );
  }

  return (
    <>
      <p className="muted">{t('aggregators.intro')}</p>
      {syncing !== undefined ? (
        <p role="status">
          {t('aggregators.syncing', { name: nameOf(list.data?.data, syncing) })}{' '}
          <progress aria-label={t('aggregators.syncingProgress')} />
        </p>
      ) : null}
      {sync.isSuccess ? (
        <SyncOutcome report={sync.data.data} name={nameOf(list.data?.data, sync.data.data.aggregator)} />
      ) : null}
      {sync.error ? <ErrorNotice error={sync.error} /> : null}
      <DataTable
        caption={t('aggregators.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => row.code}
        emptyText={t('aggregators.empty.title')}
      />
    </>
  );
}

const nameOf = (rows: readonly AdminAggregator[] | undefined, code: string | undefined) =>
  rows?.find((row) => row.code === code)?.name ?? code ?? '';

function LastSync({ row }: { readonly row: AdminAggregator }) {
  const { t } = useTranslation();
  if (row.last_sync_outcome === null) return <span className="muted">{t('aggregators.neverSynced')}</span>;
  const at = row.last_sync_outcome === 'failed' ? row.last_sync_failed_at : row.last_sync_at;
  return (
    <span className="stack">
      <span className={`badge badge--${row.last_sync_outcome}`}>
        {codeLabel(t, 'aggregatorSyncOutcome', row.last_sync_outcome)}
      </span>
      {at ? <time dateTime={at}>{formatDateTime(at)}</time> : null}
      {row.last_sync_outcome === 'failed' && row.last_sync_at ? (
        <span className="muted">
          {t('aggregators.lastGoodSync', { at: formatDateTime(row.last_sync_at) })}
        </span>
      ) : null}
    </span>
  );
}

/** What a sync changed, and each game it left out with the reason in words. */
function SyncOutcome({ report, name }: { readonly report: AdminAggregatorSync; readonly name: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sync-outcome">
      <SuccessNotice
        message={t('aggregators.synced', {
          name,
          listed: report.listed,
          added: report.added,
          updated: report.updated,
          retired: report.retired,
          unchanged: report.unchanged,
          skipped: report.skipped.length,
        })}
      />
      <h2 id="sync-outcome" className="visually-hidden">
        {t('aggregators.syncOutcome', { name })}
      </h2>
      {report.skipped.length > 0 ? (
        <div className="data-table">
          <table>
            <caption>{t('aggregators.skippedCaption', { count: report.skipped.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('aggregators.gameCode')}</th>
                <th scope="col">{t('aggregators.skipReason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.skipped.map((game) => (
                <tr key={`${game.code} ${game.reason}`}>
                  <td>
                    <code>{game.code}</code>
                  </td>
                  <td>{codeLabel(t, 'aggregatorSkipReason', game.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
