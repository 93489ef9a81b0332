// The blocked senders (decision 0716): the players and e-mail addresses whose support tickets the form
// refuses (403), who blocked them and why; a new block of a player (by id) or an address with a reason,
// and the lifting of a block, confirmed first.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { PlayerCell } from '../../../components/player-cell';
import { formatDateTime } from '../../../lib/format';
import { useTableParams } from '../../../lib/table-params';
import {
  blockedSendersParams,
  useBlockedSenders,
  useBlockSender,
  useUnblockSender,
  type AdminBlockedSender,
} from '../api/support-desk';

export function BlockedSenders() {
  const { t } = useTranslation();
  const { params } = useTableParams(blockedSendersParams);
  const list = useBlockedSenders(params.page);
  const unblock = useUnblockSender();
  const [lifting, setLifting] = useState<AdminBlockedSender | null>(null);
  const senderName = (row: AdminBlockedSender) =>
    row.player ? (row.player.username ?? t('players.id', { id: row.player.id })) : (row.email ?? '');
  const columns = [
    column<AdminBlockedSender>('sender', t('support.blocked.columns.sender'), (row) =>
      row.player ? (
        <PlayerCell player={{ id: row.player.id, username: row.player.username ?? undefined }} />
      ) : (
        row.email
      ),
    ),
    column<AdminBlockedSender>('reason', t('support.blocked.columns.reason'), (row) => row.reason),
    column<AdminBlockedSender>('by', t('support.blocked.columns.by'), (row) => row.blocked_by?.email ?? '—'),
    column<AdminBlockedSender>('at', t('support.blocked.columns.at'), (row) =>
      formatDateTime(row.created_at),
    ),
    column<AdminBlockedSender>('actions', t('support.blocked.columns.actions'), (row) => (
      <button
        type="button"
        className="button"
        onClick={() => {
          unblock.reset();
          setLifting(row);
        }}
      >
        {t('support.blocked.unblock')}
        <span className="visually-hidden"> {senderName(row)}</span>
      </button>
    )),
  ];
  return (
    <>
      <BlockForm />
      <SuccessNotice message={unblock.isSuccess ? unblock.data.message : undefined} />
      <DataTable
        caption={t('support.blocked.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...listQueryProps(list)}
        emptyText={t('support.blocked.empty')}
      />
      {lifting ? (
        <ActionDialog
          title={t('support.blocked.unblockTitle')}
          description={t('support.blocked.unblockDescription', { sender: senderName(lifting) })}
          required={false}
          submitLabel={t('support.blocked.unblock')}
          pending={unblock.isPending}
          error={unblock.error}
          onSubmit={() => unblock.mutate(lifting.id, { onSuccess: () => setLifting(null) })}
          onClose={() => setLifting(null)}
        />
      ) : null}
    </>
  );
}

function BlockForm() {
  const { t } = useTranslation();
  const block = useBlockSender();
  const id = useId();
  const [kind, setKind] = useState<'email' | 'player'>('email');
  const [sender, setSender] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = sender.trim();
    const text = reason.trim();
    if (value === '' || text === '') return;
    block.mutate(
      kind === 'player' ? { player_id: Number(value), reason: text } : { email: value, reason: text },
      {
        onSuccess: () => {
          setSender('');
          setReason('');
        },
      },
    );
  };
  return (
    <form className="filters" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('support.blocked.newTitle')}</h2>
      <fieldset className="choice">
        <legend>{t('support.blocked.kind')}</legend>
        {(['email', 'player'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />{' '}
            {t(`support.blocked.kinds.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-sender`}>
          {kind === 'player' ? t('support.blocked.playerId') : t('support.blocked.email')}
        </label>
        <input
          id={`${id}-sender`}
          type={kind === 'player' ? 'number' : 'email'}
          min={kind === 'player' ? 1 : undefined}
          required
          value={sender}
          onChange={(event) => setSender(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('support.blocked.reason')}</label>
        <input
          id={`${id}-reason`}
          type="text"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button button--danger" disabled={block.isPending}>
          {t('support.blocked.block')}
        </button>
      </div>
      <SuccessNotice message={block.isSuccess ? block.data.message : undefined} />
      {block.error ? <ErrorNotice error={block.error} /> : null}
    </form>
  );
}
