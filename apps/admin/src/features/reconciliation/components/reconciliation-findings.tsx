// The payout reconciliation's findings on the crypto screen (decision 0713): open ones first, each with
// what the run said; an operator who may resolve deposits acknowledges one with a note.
import { reconciliationFindingStates } from '@reelvault/contract/calls/backoffice-queues';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { FilterSelect } from '../../../components/table-filters';
import { formatDateTime } from '../../../lib/format';
import { useTableParams } from '../../../lib/table-params';
import {
  findingParams,
  useAcknowledgeFinding,
  useFindings,
  type ReconciliationFinding,
} from '../api/findings';

export function ReconciliationFindings() {
  const { t } = useTranslation();
  const { params } = useTableParams(findingParams);
  const list = useFindings(params.finding_state);
  const acknowledge = useAcknowledgeFinding();
  const [pending, setPending] = useState<ReconciliationFinding | null>(null);

  const columns = [
    column<ReconciliationFinding>('seen', t('crypto.findings.columns.seen'), (row) => (
      <time dateTime={row.last_seen_at}>{formatDateTime(row.last_seen_at)}</time>
    )),
    column<ReconciliationFinding>('wallet', t('crypto.findings.columns.wallet'), (row) => (
      <span className="stack">
        <span>{row.chain}</span>
        <code className="break">{row.hot_wallet}</code>
      </span>
    )),
    column<ReconciliationFinding>('finding', t('crypto.findings.columns.finding'), (row) => (
      <span className="stack">
        <strong>{t(`crypto.findings.kinds.${row.kind}`, { defaultValue: row.kind })}</strong>
        <span>{row.message}</span>
        {row.nonce !== null ? (
          <span className="muted">{t('crypto.findings.nonce', { nonce: row.nonce })}</span>
        ) : null}
        {row.tx_hash ? <code className="break">{row.tx_hash}</code> : null}
        {row.withdrawal_id ? (
          <span className="muted">{t('crypto.findings.withdrawal', { id: row.withdrawal_id })}</span>
        ) : null}
      </span>
    )),
    column<ReconciliationFinding>('state', t('crypto.findings.columns.state'), (row) => (
      <span className="stack">
        <span className="badge">{t(`crypto.findings.states.${row.state}`)}</span>
        {row.acknowledged_by !== null ? (
          <span className="muted">
            {t('crypto.findings.acknowledgedBy', { id: row.acknowledged_by, note: row.note ?? '' })}
          </span>
        ) : null}
      </span>
    )),
    column<ReconciliationFinding>('actions', t('crypto.findings.columns.actions'), (row) =>
      row.state === 'open' ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            acknowledge.reset();
            setPending(row);
          }}
        >
          {t('crypto.findings.acknowledge')}
          <span className="visually-hidden"> {row.id}</span>
        </button>
      ) : null,
    ),
  ];

  return (
    <section aria-labelledby="reconciliation-findings">
      <h2 id="reconciliation-findings">{t('crypto.findings.title')}</h2>
      <p className="muted">{t('crypto.findings.intro')}</p>
      <div className="filters">
        <FilterSelect
          name="finding_state"
          label={t('crypto.findings.state')}
          value={params.finding_state}
          options={reconciliationFindingStates.map((state) => ({
            value: state,
            label: t(`crypto.findings.states.${state}`),
          }))}
        />
      </div>
      <SuccessNotice message={acknowledge.isSuccess ? acknowledge.data.message : undefined} />
      <DataTable
        caption={t('crypto.findings.caption')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => String(row.id)}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('crypto.findings.empty')}
      />
      {pending ? (
        <ActionDialog
          title={t('crypto.findings.acknowledgeTitle')}
          description={
            <>
              <p>{pending.message}</p>
              <p>{t('crypto.findings.acknowledgeEffect')}</p>
            </>
          }
          fieldLabel={t('crypto.findings.note')}
          required
          multiline
          submitLabel={t('crypto.findings.acknowledge')}
          pending={acknowledge.isPending}
          error={acknowledge.error}
          onSubmit={(note) =>
            acknowledge.mutate({ id: pending.id, note }, { onSuccess: () => setPending(null) })
          }
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
