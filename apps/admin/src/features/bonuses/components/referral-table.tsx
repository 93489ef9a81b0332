// Referrals as a table (decision 1132), for the referrals screen and a player's page alike: the friend and
// the referrer (links to both players' pages), the friend's first deposit, the outcome with its reason
// and the signals in words (or what a waiting referral lacks), the reward paid; an operator who manages
// bonuses overturns a refusal for shared signals after confirming it with a reason.
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { formatMoney } from '@reelvault/contract/money';
import type { Pagination } from '@reelvault/contract/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable } from '../../../components/data-table';
import { SuccessNotice } from '../../../components/notice';
import { PlayerCell } from '../../../components/player-cell';
import { interfaceLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useOverturnReferral, type AdminReferral } from '../api/referrals';

const overturnable = (row: AdminReferral) =>
  row.outcome === 'refused' && row.reason === 'shared_signals' && row.referrer !== null;

function Outcome({ row }: { readonly row: AdminReferral }) {
  const { t } = useTranslation();
  const money = (amount: string, currency: string) => formatMoney(interfaceLanguage(), amount, currency);
  return (
    <span className="stack">
      <span className={`badge badge--${row.outcome}`}>{t(`bonuses.referrals.outcome.${row.outcome}`)}</span>
      {row.reason ? <span>{t(`bonuses.referrals.reason.${row.reason}`)}</span> : null}
      {row.signals.length > 0 ? (
        <ul className="plain-list">
          {row.signals.map((signal) => (
            <li key={signal}>{t(`bonuses.referrals.signal.${signal}`)}</li>
          ))}
        </ul>
      ) : null}
      {row.waiting_for ? (
        <span className="muted">
          {t(`bonuses.referrals.waitingFor.${row.waiting_for}`, {
            wagered: row.wagered && row.first_deposit ? money(row.wagered, row.first_deposit.currency) : '',
            deposit: row.first_deposit ? money(row.first_deposit.amount, row.first_deposit.currency) : '',
          })}
        </span>
      ) : null}
      {row.decided_at ? (
        <span className="muted">
          {t('bonuses.referrals.decided', { when: formatDateTime(row.decided_at) })}
        </span>
      ) : null}
      {row.overturn ? (
        <span className="muted break">
          {t('bonuses.referrals.overturned', {
            email: row.overturn.by.email,
            when: formatDateTime(row.overturn.at),
            reason: row.overturn.reason,
          })}
        </span>
      ) : null}
    </span>
  );
}

export function ReferralTable(props: {
  readonly caption: string;
  readonly role: AdminRole;
  readonly rows: readonly AdminReferral[] | undefined;
  readonly pagination?: Pagination | undefined;
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly emptyText: string;
}) {
  const { t } = useTranslation();
  const overturn = useOverturnReferral();
  const [opened, setOpened] = useState<AdminReferral | null>(null);
  const mayManage = adminMay(props.role, 'bonuses.manage');
  const money = (amount: string, currency: string) => formatMoney(interfaceLanguage(), amount, currency);

  const columns = [
    column<AdminReferral>('friend', t('bonuses.referrals.columns.friend'), (row) => (
      <span className="stack">
        <PlayerCell player={row.friend} />
        <span className="muted">
          {t('bonuses.referrals.registered', { when: formatDateTime(row.friend.registered_at) })}
        </span>
      </span>
    )),
    column<AdminReferral>('referrer', t('bonuses.referrals.columns.referrer'), (row) =>
      row.referrer ? (
        <PlayerCell player={row.referrer} />
      ) : (
        <span className="break">{t('bonuses.referrals.unknownReferrer', { refId: row.ref_id })}</span>
      ),
    ),
    column<AdminReferral>('deposit', t('bonuses.referrals.columns.deposit'), (row) =>
      row.first_deposit
        ? money(row.first_deposit.amount, row.first_deposit.currency)
        : t('bonuses.referrals.noDeposit'),
    ),
    column<AdminReferral>('outcome', t('bonuses.referrals.columns.outcome'), (row) => <Outcome row={row} />),
    column<AdminReferral>('reward', t('bonuses.referrals.columns.reward'), (row) =>
      row.reward ? money(row.reward.amount, row.reward.currency) : '',
    ),
    column<AdminReferral>('actions', t('bonuses.referrals.columns.actions'), (row) =>
      mayManage && overturnable(row) ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            overturn.reset();
            setOpened(row);
          }}
        >
          {t('bonuses.referrals.overturn')}
          <span className="visually-hidden"> {row.friend.username}</span>
        </button>
      ) : null,
    ),
  ];

  return (
    <>
      <SuccessNotice message={overturn.isSuccess ? overturn.data.message : undefined} />
      <DataTable
        caption={props.caption}
        columns={columns}
        rows={props.rows}
        pagination={props.pagination}
        isLoading={props.isLoading}
        error={props.error}
        onRetry={props.onRetry}
        rowKey={(row) => String(row.friend.id)}
        emptyText={props.emptyText}
      />
      {opened ? (
        <ActionDialog
          title={t('bonuses.referrals.overturnTitle')}
          description={
            <p>
              {t('bonuses.referrals.overturnEffect', {
                referrer: opened.referrer?.username ?? opened.ref_id,
                friend: opened.friend.username,
              })}
            </p>
          }
          fieldLabel={t('bonuses.referrals.overturnReason')}
          required
          multiline
          submitLabel={t('bonuses.referrals.overturn')}
          pending={overturn.isPending}
          error={overturn.error}
          onSubmit={(reason) =>
            overturn.mutate({ friendId: opened.friend.id, reason }, { onSuccess: () => setOpened(null) })
          }
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}
