// The support queue (decision 0716): tickets newest first, by status in tabs, assigned to the operator,
// by topic or by a search of the sender's e-mail, username or the subject; all of it in the URL.
import { supportTicketStatuses } from '@reelvault/contract/calls/backoffice-support';
import { supportTopicKeys } from '@reelvault/contract/constants/support-topics';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { PlayerCell } from '../../../components/player-cell';
import { FilterSelect, FilterText } from '../../../components/table-filters';
import { codeLabel } from '../../../lib/code-label';
import { formatDateTime } from '../../../lib/format';
import { patchTableParams, useTableParams } from '../../../lib/table-params';
import { ticketListParams, useSupportTickets, type AdminSupportTicket } from '../api/support-desk';
import { TicketStatus } from './ticket-status';

export function TicketQueue() {
  const { t } = useTranslation();
  const { params, search } = useTableParams(ticketListParams);
  const list = useSupportTickets(params);
  const tabSearch = (status: string | undefined) => {
    const text = patchTableParams(search, { status }).toString();
    return text ? `?${text}` : '';
  };
  const columns = [
    column<AdminSupportTicket>('received', t('support.columns.received'), (row) =>
      formatDateTime(row.created_at),
    ),
    column<AdminSupportTicket>('subject', t('support.columns.subject'), (row) => (
      <Link to={`/support/${row.id}`}>
        {t('support.ticketNumber', { id: row.id })}: {row.subject}
      </Link>
    )),
    column<AdminSupportTicket>('from', t('support.columns.from'), (row) => (
      <span className="stack">
        {row.player_id === null ? (
          <span>{row.username ?? t('support.guest')}</span>
        ) : (
          <PlayerCell player={{ id: row.player_id, username: row.username ?? undefined }} />
        )}
        <span className="muted">{row.email}</span>
      </span>
    )),
    column<AdminSupportTicket>('topic', t('support.columns.topic'), (row) => topicLabel(t, row.topic)),
    column<AdminSupportTicket>('status', t('support.columns.status'), (row) => (
      <TicketStatus status={row.status} />
    )),
    column<AdminSupportTicket>(
      'assigned',
      t('support.columns.assigned'),
      (row) => row.assigned_to?.email ?? t('support.unassigned'),
    ),
  ];
  return (
    <>
      <nav className="tabs" aria-label={t('support.statuses')}>
        {[undefined, ...supportTicketStatuses].map((status) => (
          <Link
            key={status ?? 'all'}
            to={{ search: tabSearch(status) }}
            aria-current={status === params.status ? 'page' : undefined}
          >
            {status ? t(`support.status.${status}`) : t('support.all')}
          </Link>
        ))}
      </nav>
      <div className="filters">
        <FilterSelect
          name="mine"
          label={t('support.filters.assignee')}
          value={params.mine ?? ''}
          options={[
            { value: '', label: t('support.filters.anyone') },
            { value: 'true', label: t('support.filters.mine') },
          ]}
        />
        <FilterSelect
          name="topic"
          label={t('support.filters.topic')}
          value={params.topic ?? ''}
          options={[
            { value: '', label: t('support.filters.allTopics') },
            ...supportTopicKeys.map((topic) => ({ value: topic, label: topicLabel(t, topic) })),
          ]}
        />
        <FilterText name="q" label={t('support.filters.search')} value={params.q ?? ''} />
      </div>
      <DataTable
        caption={t('support.caption')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        {...listQueryProps(list)}
        emptyText={t('support.empty')}
      />
    </>
  );
}

/** A topic key in the operator's words (a key the catalogue lacks is shown as it is). */
export function topicLabel(t: TFunction, topic: string): string {
  return codeLabel(t, 'supportTopic', topic);
}
