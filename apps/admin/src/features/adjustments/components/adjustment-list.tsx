// The adjustments of one status (the tab is in the URL), oldest first. A pending one shows approve and
// refuse to an operator who may decide, except on their own requests: four eyes (the server refuses those
// with ADJUSTMENT_OWN_REQUEST anyway, and its message is shown).
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { adjustmentStatuses, type AdjustmentRow } from '@reelvault/contract/calls/backoffice-adjustments';
import { formatMoney } from '@reelvault/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { PlayerCell } from '../../../components/player-cell';
import { Waited } from '../../../components/waited';
import { interfaceLanguage } from '../../../i18n/i18n';
import { useTableParams } from '../../../lib/table-params';
import { useOperator } from '../../auth/api/operator';
import {
  adjustmentListParams,
  useAdjustments,
  useDecideAdjustment,
  type AdjustmentDecision,
} from '../api/adjustments';

type Opened = { readonly kind: AdjustmentDecision['kind']; readonly row: AdjustmentRow } | null;

export function AdjustmentList() {
  const { t } = useTranslation();
  const { params, search } = useTableParams(adjustmentListParams);
  const list = useAdjustments(params);
  const decide = useDecideAdjustment();
  const operator = useOperator().data;
  const [opened, setOpened] = useState<Opened>(null);
  const mayDecide = (row: AdjustmentRow) =>
    operator !== undefined &&
    adminMay(operator.role, 'adjustments.decide') &&
    row.status === 'pending' &&
    row.requested_by.id !== operator.id;

  const open = (kind: AdjustmentDecision['kind'], row: AdjustmentRow) => {
    decide.reset();
    setOpened({ kind, row });
  };
  const tabSearch = (status: string) => {
    const next = new URLSearchParams(search);
    next.delete('page');
    if (status === 'pending') next.delete('status');
    else next.set('status', status);
    const text = next.toString();
    return text ? `?${text}` : '';
  };

  const columns = [
    column<AdjustmentRow>('requested', t('adjustments.columns.requested'), (row) => (
      <span className="stack">
        <span>{row.requested_by.email}</span>
        <Waited since={row.requested_at} />
      </span>
    )),
    column<AdjustmentRow>('player', t('adjustments.columns.player'), (row) => (
      <PlayerCell player={row.player} />
    )),
    column<AdjustmentRow>('amount', t('adjustments.columns.amount'), (row) => (
      <span className="stack">
        <strong>
          {t(`adjustments.signed.${row.direction}`, {
            amount: formatMoney(interfaceLanguage(), row.amount, row.currency),
          })}
        </strong>
        <span className="muted">{t(`adjustments.balance.${row.balance}`)}</span>
        {row.kind === 'bonus_grant' ? <span>{t('adjustments.kind.bonus_grant')}</span> : null}
      </span>
    )),
    column<AdjustmentRow>('reason', t('adjustments.columns.reason'), (row) => (
      <span className="stack">
        <span>{t(`adjustments.category.${row.category}`)}</span>
        <span className="muted break">{row.note}</span>
      </span>
    )),
    column<AdjustmentRow>('status', t('adjustments.columns.status'), (row) => (
      <span className="stack">
        <span className={`badge badge--${row.status}`}>{t(`adjustments.status.${row.status}`)}</span>
        {row.decided_by ? (
          <span className="muted">{t('adjustments.decidedBy', { email: row.decided_by.email })}</span>
        ) : null}
        {row.decision_reason ? <span className="muted">{row.decision_reason}</span> : null}
      </span>
    )),
    column<AdjustmentRow>('actions', t('adjustments.columns.actions'), (row) =>
      mayDecide(row) ? (
        <span className="row-actions">
          <button type="button" className="button button--primary" onClick={() => open('approve', row)}>
            {t('adjustments.actions.approve')}
            <span className="visually-hidden"> {row.player.username}</span>
          </button>
          <button type="button" className="button button--danger" onClick={() => open('refuse', row)}>
            {t('adjustments.actions.refuse')}
            <span className="visually-hidden"> {row.player.username}</span>
          </button>
        </span>
      ) : row.status === 'pending' && operator && row.requested_by.id === operator.id ? (
        <span className="muted">{t('adjustments.ownRequest')}</span>
      ) : null,
    ),
  ];

  return (
    <section aria-labelledby="adjustment-list-title">
      <h2 id="adjustment-list-title">{t('adjustments.listTitle')}</h2>
      <nav className="tabs" aria-label={t('adjustments.statuses')}>
        {adjustmentStatuses.map((status) => (
          <Link
            key={status}
            to={{ search: tabSearch(status) }}
            aria-current={status === params.status ? 'page' : undefined}
          >
            {t(`adjustments.status.${status}`)}
          </Link>
        ))}
      </nav>
      <SuccessNotice message={decide.isSuccess ? decide.data.message : undefined} />
      <DataTable
        caption={t('adjustments.caption', { status: t(`adjustments.status.${params.status}`) })}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => row.id}
        emptyText={t('adjustments.empty')}
      />
      {opened ? (
        <DecisionDialog
          opened={opened}
          mutation={decide}
          onClose={() => setOpened(null)}
          onDecided={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}

function DecisionDialog({
  opened,
  mutation,
  onClose,
  onDecided,
}: {
  readonly opened: NonNullable<Opened>;
  readonly mutation: ReturnType<typeof useDecideAdjustment>;
  readonly onClose: () => void;
  readonly onDecided: () => void;
}) {
  const { t } = useTranslation();
  const { kind, row } = opened;
  const summary = t(`adjustments.dialog.summary.${row.direction}`, {
    amount: formatMoney(interfaceLanguage(), row.amount, row.currency),
    balance: t(`adjustments.balance.${row.balance}`),
    player: row.player.username,
    email: row.requested_by.email,
  });
  const submit = (text: string) => {
    const decision: AdjustmentDecision =
      kind === 'approve' ? { kind, id: row.id } : { kind, id: row.id, reason: text };
    mutation.mutate(decision, { onSuccess: onDecided });
  };
  return (
    <ActionDialog
      title={t(`adjustments.dialog.${kind}Title`)}
      description={
        <>
          <p>{summary}</p>
          <p>{t('adjustments.dialog.note', { note: row.note })}</p>
          <p>{t(`adjustments.dialog.${kind}Effect`)}</p>
        </>
      }
      {...(kind === 'refuse' ? { fieldLabel: t('adjustments.dialog.reason') } : {})}
      required={kind === 'refuse'}
      multiline={kind === 'refuse'}
      danger={kind === 'refuse'}
      submitLabel={t(`adjustments.actions.${kind}`)}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
