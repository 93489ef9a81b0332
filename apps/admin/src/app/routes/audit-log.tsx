// /admin/audit-log: every operator action, newest first: who, when, from where, what, and the target as
// it was before and after, filtered by operator, action, target and days (all in the URL). Read only: the
// log has no edit or delete, here, in the API or in the database (decision 0713).
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../components/data-table';
import { PlayerCell } from '../../components/player-cell';
import { FilterText } from '../../components/table-filters';
import { auditParams, useAuditLog, type AuditEntry } from '../../features/audit/api/audit-log';
import { codeLabel } from '../../lib/code-label';
import { formatDateTime } from '../../lib/format';
import { useTableParams } from '../../lib/table-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('audit.title'));
  return (
    <Permitted permission="audit.read">
      <AuditLog />
    </Permitted>
  );
}

function Snapshot({
  label,
  value,
}: {
  readonly label: string;
  readonly value: Record<string, unknown> | null;
}) {
  if (value === null) return null;
  return (
    <details>
      <summary>{label}</summary>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

function AuditLog() {
  const { t } = useTranslation();
  const { params } = useTableParams(auditParams);
  const log = useAuditLog(params);
  const columns = [
    column<AuditEntry>('when', t('audit.columns.when'), (row) => (
      <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
    )),
    column<AuditEntry>('who', t('audit.columns.who'), (row) => (
      <span className="stack">
        <span>{row.actor.email}</span>
        <span className="muted">{t(`roles.${row.actor.role}`)}</span>
      </span>
    )),
    column<AuditEntry>('action', t('audit.columns.action'), (row) => (
      // The code stays beside its words: it is what the action filter takes.
      <span className="stack">
        <span>{codeLabel(t, 'auditAction', row.action)}</span>
        <code className="muted">{row.action}</code>
      </span>
    )),
    column<AuditEntry>('target', t('audit.columns.target'), (row) => (
      <span className="stack">
        <span>{codeLabel(t, 'auditTarget', row.target_type)}</span>
        {row.target_type === 'player' && /^\d+$/.test(row.target_id) ? (
          <PlayerCell player={{ id: Number(row.target_id) }} />
        ) : (
          <code className="break">{row.target_id}</code>
        )}
      </span>
    )),
    column<AuditEntry>('change', t('audit.columns.change'), (row) => (
      <span className="stack">
        <Snapshot label={t('audit.before')} value={row.before} />
        <Snapshot label={t('audit.after')} value={row.after} />
      </span>
    )),
    column<AuditEntry>('ip', t('audit.columns.ip'), (row) => row.ip ?? ''),
  ];
  return (
    <section className="page">
      <h1>{t('audit.title')}</h1>
      <div className="filters">
        <FilterText
          name="admin_id"
          label={t('audit.filters.operator')}
          value={params.admin_id?.toString() ?? ''}
        />
        <FilterText name="action" label={t('audit.filters.action')} value={params.action ?? ''} />
        <FilterText
          name="target_type"
          label={t('audit.filters.targetType')}
          value={params.target_type ?? ''}
        />
        <FilterText name="target_id" label={t('audit.filters.target')} value={params.target_id ?? ''} />
        <FilterText name="from" type="date" label={t('audit.filters.from')} value={params.from ?? ''} />
        <FilterText name="to" type="date" label={t('audit.filters.to')} value={params.to ?? ''} />
      </div>
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        {...listQueryProps(log)}
        rowKey={(row) => String(row.id)}
        emptyText={t('audit.empty')}
      />
    </section>
  );
}
