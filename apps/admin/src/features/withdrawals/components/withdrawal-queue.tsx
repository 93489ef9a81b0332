// The one withdrawal queue (decision 0713): bank and crypto withdrawals of one status, oldest first; the
// chosen row's context beside the table (the player's verification, money to date, last 7 days of play,
// other players on the same addresses), and the decisions: approve, reject with a reason, confirm the
// payout with the bank's reference or the transaction hash. Status, method and page live in the URL.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { withdrawalQueueMethods, withdrawalQueueStates } from '@reelvault/contract/calls/backoffice-queues';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { PlayerCell } from '../../../components/player-cell';
import { FilterSelect } from '../../../components/table-filters';
import { Waited } from '../../../components/waited';
import { formatAmount } from '../../../lib/format';
import { useTableParams } from '../../../lib/table-params';
import { useOperator } from '../../auth/api/operator';
import {
  queueParams,
  useQueueDecision,
  useWithdrawalQueue,
  type QueueDecision,
  type QueuedWithdrawal,
} from '../api/withdrawal-queue';
import { WithdrawalContext } from './withdrawal-context';

type Pending = { readonly kind: QueueDecision['kind']; readonly row: QueuedWithdrawal } | null;

export function WithdrawalQueue() {
  const { t } = useTranslation();
  const { params } = useTableParams(queueParams);
  const list = useWithdrawalQueue(params);
  const decide = useQueueDecision();
  const role = useOperator().data?.role;
  const mayDecide = role !== undefined && adminMay(role, 'withdrawals.decide');
  const [pending, setPending] = useState<Pending>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const rows = list.data?.data;
  const chosen = rows?.find((row) => row.id === chosenId) ?? rows?.[0];

  const open = (kind: QueueDecision['kind'], row: QueuedWithdrawal) => {
    decide.reset();
    setPending({ kind, row });
  };

  const columns = [
    column<QueuedWithdrawal>('requested', t('withdrawals.columns.requested'), (row) => (
      <Waited since={row.requested_at} />
    )),
    column<QueuedWithdrawal>('player', t('withdrawals.columns.player'), (row) => (
      <PlayerCell player={row.player} />
    )),
    column<QueuedWithdrawal>('amount', t('withdrawals.columns.amount'), (row) => (
      <strong>{formatAmount(row.amount, row.currency)}</strong>
    )),
    column<QueuedWithdrawal>('method', t('withdrawals.columns.method'), (row) =>
      t(`withdrawals.queue.method.${row.method}`),
    ),
    column<QueuedWithdrawal>('destination', t('withdrawals.columns.destination'), (row) => (
      <Destination row={row} />
    )),
    column<QueuedWithdrawal>('status', t('withdrawals.columns.status'), (row) => (
      <span className="stack">
        <span className={`badge badge--${row.status}`}>{t(`withdrawals.queue.status.${row.status}`)}</span>
        {row.reason ? <span className="muted">{row.reason}</span> : null}
      </span>
    )),
    column<QueuedWithdrawal>('actions', t('withdrawals.columns.actions'), (row) => (
      <span className="row-actions">
        <button
          type="button"
          className="button"
          aria-pressed={chosen?.id === row.id}
          onClick={() => setChosenId(row.id)}
        >
          {t('withdrawals.queue.details')}
          <span className="visually-hidden"> {row.player.username}</span>
        </button>
        {mayDecide ? <QueueActions row={row} onAction={open} /> : null}
      </span>
    )),
  ];

  return (
    <>
      <div className="filters">
        <FilterSelect
          name="status"
          label={t('withdrawals.filters.status')}
          value={params.status}
          options={withdrawalQueueStates.map((status) => ({
            value: status,
            label: t(`withdrawals.queue.status.${status}`),
          }))}
        />
        <FilterSelect
          name="method"
          label={t('withdrawals.queue.methodFilter')}
          value={params.method ?? ''}
          options={[
            { value: '', label: t('withdrawals.queue.allMethods') },
            ...withdrawalQueueMethods.map((method) => ({
              value: method,
              label: t(`withdrawals.queue.method.${method}`),
            })),
          ]}
        />
      </div>
      <SuccessNotice message={decide.isSuccess ? decide.data.message : undefined} />
      <div className="queue-with-details">
        <DataTable
          caption={t('withdrawals.queue.caption')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          pagination={list.data?.pagination}
          isLoading={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
          emptyText={t('withdrawals.empty')}
          selectedKey={chosen?.id}
        />
        {chosen ? <WithdrawalContext row={chosen} /> : null}
      </div>
      {pending ? (
        <DecisionDialog
          pending={pending}
          mutation={decide}
          onClose={() => setPending(null)}
          onDecided={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

function Destination({ row }: { readonly row: QueuedWithdrawal }) {
  const { t } = useTranslation();
  const { destination } = row;
  if (destination.type === 'bank') {
    return (
      <span className="stack">
        <span>{destination.account_holder}</span>
        <code>{destination.iban_masked}</code>
        <span className="muted">
          {t(`withdrawals.queue.bankMethod.${row.method_name === 'wire' ? 'wire' : 'sepa'}`)}
        </span>
      </span>
    );
  }
  return (
    <span className="stack">
      <code className="break">{destination.address}</code>
      <span className="muted">
        {t('withdrawals.network', { coin: destination.coin, network: destination.network })}
      </span>
    </span>
  );
}

function QueueActions({
  row,
  onAction,
}: {
  readonly row: QueuedWithdrawal;
  readonly onAction: (kind: QueueDecision['kind'], row: QueuedWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const who = row.player.username;
  if (row.status === 'requested') {
    return (
      <>
        <button type="button" className="button button--primary" onClick={() => onAction('approve', row)}>
          {t('withdrawals.actions.approve')}
          <span className="visually-hidden"> {who}</span>
        </button>
        <button type="button" className="button button--danger" onClick={() => onAction('reject', row)}>
          {t('withdrawals.actions.reject')}
          <span className="visually-hidden"> {who}</span>
        </button>
      </>
    );
  }
  if (row.status === 'approved' || row.status === 'paying') {
    return (
      <button type="button" className="button" onClick={() => onAction('confirm', row)}>
        {t('withdrawals.actions.confirmPayout')}
        <span className="visually-hidden"> {who}</span>
      </button>
    );
  }
  return null;
}

function DecisionDialog({
  pending,
  mutation,
  onClose,
  onDecided,
}: {
  readonly pending: NonNullable<Pending>;
  readonly mutation: ReturnType<typeof useQueueDecision>;
  readonly onClose: () => void;
  readonly onDecided: () => void;
}) {
  const { t } = useTranslation();
  const { kind, row } = pending;
  const crypto = row.method === 'crypto';
  const amount = formatAmount(row.amount, row.currency);
  const summary =
    row.destination.type === 'bank'
      ? t('withdrawals.dialog.summary', {
          amount,
          player: row.player.username,
          iban: row.destination.iban_masked,
        })
      : t('withdrawals.dialog.cryptoSummary', {
          amount,
          player: row.player.username,
          address: row.destination.address,
        });
  const texts = {
    approve: {
      title: t('withdrawals.dialog.approveTitle'),
      effect: crypto ? t('withdrawals.dialog.cryptoApproveEffect') : t('withdrawals.dialog.approveEffect'),
      field: t('withdrawals.dialog.note'),
      submit: t('withdrawals.actions.approve'),
    },
    reject: {
      title: t('withdrawals.dialog.rejectTitle'),
      effect: t('withdrawals.dialog.rejectEffect'),
      field: t('withdrawals.dialog.reason'),
      submit: t('withdrawals.actions.reject'),
    },
    confirm: {
      title: t('withdrawals.dialog.confirmTitle'),
      effect: crypto ? t('withdrawals.dialog.cryptoConfirmEffect') : t('withdrawals.dialog.confirmEffect'),
      field: crypto ? t('withdrawals.dialog.txHash') : t('withdrawals.dialog.reference'),
      submit: t('withdrawals.actions.confirmPayout'),
    },
  }[kind];
  return (
    <ActionDialog
      title={texts.title}
      description={
        <>
          <p>{summary}</p>
          <p>{texts.effect}</p>
        </>
      }
      fieldLabel={texts.field}
      required={kind !== 'approve'}
      multiline={kind === 'reject'}
      danger={kind === 'reject'}
      submitLabel={texts.submit}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={(text) => mutation.mutate({ kind, row, text }, { onSuccess: onDecided })}
      onClose={onClose}
    />
  );
}
