// /admin/crypto: crypto payments the watchers recorded, below the minimum first: each was received and
// is owed a decision (credit it at its recorded rate, or dismiss it with a note). Status and page in the URL.
// Below them, for operators who may resolve deposits, the payout reconciliation's findings (decision 0713).
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { cryptoDepositStatuses } from '@reelvault/contract/calls/crypto';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import { column, DataTable, listQueryProps } from '../../components/data-table';
import { SuccessNotice } from '../../components/notice';
import { PlayerCell } from '../../components/player-cell';
import { FilterSelect } from '../../components/table-filters';
import { Waited } from '../../components/waited';
import { useOperator } from '../../features/auth/api/operator';
import { ReconciliationFindings } from '../../features/reconciliation/components/reconciliation-findings';
import {
  depositParams,
  useCryptoDeposits,
  useResolveDeposit,
  type AdminCryptoDeposit,
  type DepositResolution,
} from '../../features/crypto-deposits/api/deposits';
import { formatAmount } from '../../lib/format';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CryptoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('crypto.title'));
  return (
    <Permitted permission="withdrawals.read">
      <CryptoDeposits />
    </Permitted>
  );
}

type Pending = { readonly action: DepositResolution['action']; readonly row: AdminCryptoDeposit } | null;

function CryptoDeposits() {
  const { t } = useTranslation();
  const { params } = useTableParams(depositParams);
  const list = useCryptoDeposits(params);
  const resolve = useResolveDeposit();
  const role = useOperator().data?.role;
  const mayResolve = role !== undefined && adminMay(role, 'deposits.resolve');
  const [pending, setPending] = useState<Pending>(null);
  const open = (action: DepositResolution['action'], row: AdminCryptoDeposit) => {
    resolve.reset();
    setPending({ action, row });
  };

  const columns = [
    column<AdminCryptoDeposit>('seen', t('crypto.columns.seen'), (row) => (
      <Waited since={row.first_seen_at} />
    )),
    column<AdminCryptoDeposit>('player', t('crypto.columns.player'), (row) => (
      <PlayerCell player={{ id: row.player_id }} />
    )),
    column<AdminCryptoDeposit>('amount', t('crypto.columns.amount'), (row) => (
      <span className="stack">
        <strong>{formatAmount(row.coin_amount, row.coin)}</strong>
        <span className="muted">
          {row.amount !== null ? formatAmount(row.amount, row.currency) : t('crypto.noRate')}
        </span>
      </span>
    )),
    column<AdminCryptoDeposit>('transaction', t('crypto.columns.transaction'), (row) => (
      <span className="stack">
        <span>{t('withdrawals.network', { coin: row.coin, network: row.network })}</span>
        <code className="break">{row.tx_hash}</code>
        <span className="muted">
          {t('crypto.confirmations', { count: row.confirmations, required: row.required_confirmations })}
        </span>
      </span>
    )),
    column<AdminCryptoDeposit>('status', t('crypto.columns.status'), (row) => (
      <span className="stack">
        <span className={`badge badge--${row.status}`}>{t(`crypto.statuses.${row.status}`)}</span>
        {row.note ? <span className="muted">{row.note}</span> : null}
      </span>
    )),
    column<AdminCryptoDeposit>('actions', t('crypto.columns.actions'), (row) =>
      mayResolve && row.status === 'below_minimum' ? (
        <span className="row-actions">
          <button type="button" className="button button--primary" onClick={() => open('credit', row)}>
            {t('crypto.credit')}
            <span className="visually-hidden"> {row.tx_hash}</span>
          </button>
          <button type="button" className="button" onClick={() => open('dismiss', row)}>
            {t('crypto.dismiss')}
            <span className="visually-hidden"> {row.tx_hash}</span>
          </button>
        </span>
      ) : null,
    ),
  ];

  return (
    <section className="page">
      <h1>{t('crypto.title')}</h1>
      <p className="muted">{t('crypto.intro')}</p>
      <div className="filters">
        <FilterSelect
          name="status"
          label={t('crypto.filters.status')}
          value={params.status}
          options={cryptoDepositStatuses.map((status) => ({
            value: status,
            label: t(`crypto.statuses.${status}`),
          }))}
        />
      </div>
      <SuccessNotice message={resolve.isSuccess ? resolve.data.message : undefined} />
      <DataTable
        caption={t('crypto.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => row.id}
        emptyText={t('crypto.empty')}
      />
      {pending ? (
        <ActionDialog
          title={pending.action === 'credit' ? t('crypto.creditTitle') : t('crypto.dismissTitle')}
          description={
            <p>
              {pending.action === 'credit'
                ? t('crypto.creditEffect', {
                    amount: formatAmount(pending.row.coin_amount, pending.row.coin),
                    credited:
                      pending.row.amount !== null
                        ? formatAmount(pending.row.amount, pending.row.currency)
                        : '',
                  })
                : t('crypto.dismissEffect', {
                    amount: formatAmount(pending.row.coin_amount, pending.row.coin),
                  })}
            </p>
          }
          fieldLabel={t('crypto.note')}
          required
          multiline
          submitLabel={pending.action === 'credit' ? t('crypto.credit') : t('crypto.dismiss')}
          pending={resolve.isPending}
          error={resolve.error}
          onSubmit={(note) =>
            resolve.mutate(
              { id: pending.row.id, action: pending.action, note },
              { onSuccess: () => setPending(null) },
            )
          }
          onClose={() => setPending(null)}
        />
      ) : null}
      {mayResolve ? <ReconciliationFindings /> : null}
    </section>
  );
}
