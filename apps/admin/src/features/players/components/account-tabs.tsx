// The account tabs of a player's page: limits and exclusions, sessions with each IP address and the other
// players seen on it (links to their pages), the operators' notes (timeline and a new note) and every
// operator action on the player (the audit entries).
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { codeLabel } from '../../../lib/code-label';
import { formatDateTime } from '../../../lib/format';
import { useAddPlayerNote } from '../api/player-actions';
import { usePlayerTab, type TabReply } from '../api/players';
import { money } from './player-header';

type Limit = TabReply<'limits'>['limits']['data'][number];
type Exclusion = TabReply<'limits'>['data'][number];
type Session = TabReply<'sessions'>['data'][number];
type Address = TabReply<'sessions'>['addresses'][number];
type Entry = TabReply<'actions'>['data'][number];

const time = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);

interface TabProps {
  readonly playerId: number;
  readonly page: number;
}

export function LimitsTab({ playerId, page }: TabProps) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'limits', page);
  const currency = tab.data?.limits.currency ?? '';
  const amount = (row: Limit, value: string | null) =>
    value === null
      ? t('player.limits.none')
      : row.kind === 'session'
        ? t('player.limits.inMinutes', { minutes: value })
        : money(value, currency);
  const limitColumns = [
    column<Limit>('kind', t('player.limits.kind'), (row) => t(`player.limits.kinds.${row.kind}`)),
    column<Limit>('period', t('player.limits.period'), (row) => t(`player.limits.periods.${row.period}`)),
    column<Limit>('amount', t('player.limits.limit'), (row) => amount(row, row.amount)),
    column<Limit>('used', t('player.limits.used'), (row) => amount(row, row.used)),
    column<Limit>('pending', t('player.limits.pending'), (row) =>
      row.pending
        ? t('player.limits.pendingFrom', {
            amount: amount(row, row.pending.amount),
            when: formatDateTime(row.pending.effective_at),
          })
        : '',
    ),
  ];
  const exclusionColumns = [
    column<Exclusion>('kind', t('player.limits.exclusionKind'), (row) =>
      t(`player.exclusionKind.${row.kind}`),
    ),
    column<Exclusion>('from', t('player.limits.from'), (row) => time(row.starts_at)),
    column<Exclusion>('to', t('player.limits.to'), (row) => time(row.ends_at) ?? t('player.permanent')),
    column<Exclusion>('source', t('player.limits.source'), (row) =>
      codeLabel(t, 'exclusionSource', row.source),
    ),
    column<Exclusion>('active', t('player.limits.active'), (row) =>
      row.active ? t('players.filters.yes') : t('players.filters.no'),
    ),
  ];
  return (
    <>
      <h2>{t('player.limits.title')}</h2>
      <DataTable
        caption={t('player.limits.title')}
        columns={limitColumns}
        rows={tab.data?.limits.data}
        rowKey={(row) => `${row.kind}-${row.period}`}
        isLoading={tab.isPending}
        error={tab.error}
        onRetry={() => void tab.refetch()}
        emptyText={t('player.empty.limits')}
      />
      <h2>{t('player.limits.exclusions')}</h2>
      <DataTable
        caption={t('player.limits.exclusions')}
        columns={exclusionColumns}
        rows={tab.data?.data}
        rowKey={(row) => String(row.id)}
        pagination={tab.data?.pagination}
        isLoading={tab.isPending}
        error={null}
        emptyText={t('player.empty.exclusions')}
      />
    </>
  );
}

export function SessionsTab({ playerId, page }: TabProps) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'sessions', page);
  const sessionColumns = [
    column<Session>('started', t('player.sessions.started'), (row) => time(row.created_at)),
    column<Session>('lastSeen', t('player.sessions.lastSeen'), (row) => time(row.last_seen_at)),
    column<Session>('ip', t('player.sessions.ip'), (row) => row.ip ?? ''),
    column<Session>('device', t('player.sessions.device'), (row) => (
      <span className="break">{row.user_agent ?? ''}</span>
    )),
    column<Session>('state', t('player.columns.state'), (row) =>
      row.active
        ? t('player.sessions.active')
        : t('player.sessions.ended', {
            reason:
              row.revoked_reason === null
                ? t('player.sessions.expired')
                : codeLabel(t, 'sessionEnd', row.revoked_reason),
          }),
    ),
  ];
  const addressColumns = [
    column<Address>('ip', t('player.sessions.ip'), (row) => <code>{row.ip}</code>),
    column<Address>('seen', t('player.sessions.seen'), (row) => (
      <span className="stack">
        {time(row.first_seen_at)}
        {time(row.last_seen_at)}
      </span>
    )),
    column<Address>('uses', t('player.sessions.uses'), (row) => row.uses),
    column<Address>('others', t('player.sessions.others'), (row) =>
      row.other_players.length === 0 ? (
        t('player.sessions.noOthers')
      ) : (
        <ul className="plain-list">
          {row.other_players.map((other) => (
            <li key={other.id}>
              <Link to={`/players/${other.id}`}>{other.username}</Link>
            </li>
          ))}
          {row.other_players_total > row.other_players.length ? (
            <li className="muted">
              {t('player.sessions.more', { count: row.other_players_total - row.other_players.length })}
            </li>
          ) : null}
        </ul>
      ),
    ),
  ];
  return (
    <>
      <h2>{t('player.sessions.addresses')}</h2>
      <DataTable
        caption={t('player.sessions.addresses')}
        columns={addressColumns}
        rows={tab.data?.addresses}
        rowKey={(row) => row.ip}
        isLoading={tab.isPending}
        error={tab.error}
        onRetry={() => void tab.refetch()}
        emptyText={t('player.empty.addresses')}
      />
      <h2>{t('player.sessions.title')}</h2>
      <DataTable
        caption={t('player.sessions.title')}
        columns={sessionColumns}
        rows={tab.data?.data}
        rowKey={(row) => row.id}
        pagination={tab.data?.pagination}
        isLoading={tab.isPending}
        error={null}
        emptyText={t('player.empty.sessions')}
      />
    </>
  );
}

export function NotesTab({ playerId, page, role }: TabProps & { readonly role: AdminRole }) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'notes', page);
  const add = useAddPlayerNote(playerId);
  const fieldId = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || add.isPending) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <>
      {adminMay(role, 'players.note') ? (
        <form className="note-form" onSubmit={submit}>
          <div className="field">
            <label htmlFor={fieldId}>{t('player.notes.new')}</label>
            <textarea
              id={fieldId}
              rows={3}
              maxLength={2000}
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {add.error ? <ErrorNotice error={add.error} /> : null}
          <SuccessNotice message={add.isSuccess ? add.data.message : undefined} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={add.isPending}>
              {t('player.notes.add')}
            </button>
          </div>
        </form>
      ) : null}
      {tab.error ? <ErrorNotice error={tab.error} onRetry={() => void tab.refetch()} /> : null}
      {tab.data?.data.length === 0 ? <p className="muted">{t('player.empty.notes')}</p> : null}
      <ol className="timeline" aria-label={t('player.tabs.notes')}>
        {tab.data?.data.map((note) => (
          <li key={note.id}>
            <p className="muted">
              {time(note.created_at)} · {note.author.email}
            </p>
            <p className="timeline__text">{note.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}

export function ActionsTab({ playerId, page }: TabProps) {
  const { t } = useTranslation();
  const tab = usePlayerTab(playerId, 'actions', page);
  const columns = [
    column<Entry>('when', t('player.columns.when'), (row) => time(row.created_at)),
    column<Entry>('who', t('player.columns.who'), (row) => (
      <span className="stack">
        <span>{row.actor.email}</span>
        <span className="muted">{t(`roles.${row.actor.role}`)}</span>
      </span>
    )),
    column<Entry>('action', t('player.columns.action'), (row) => (
      <span className="stack">
        <span>{codeLabel(t, 'auditAction', row.action)}</span>
        <code className="muted">{row.action}</code>
      </span>
    )),
    column<Entry>('change', t('player.columns.change'), (row) => (
      <details>
        <summary>{t('player.columns.change')}</summary>
        <pre>{JSON.stringify({ before: row.before, after: row.after }, null, 2)}</pre>
      </details>
    )),
    column<Entry>('ip', t('player.sessions.ip'), (row) => row.ip ?? ''),
  ];
  return (
    <DataTable
      caption={t('player.tabs.actions')}
      columns={columns}
      {...listQueryProps(tab)}
      rowKey={(row) => String(row.id)}
      emptyText={t('player.empty.actions')}
    />
  );
}
