// A ticket's status as a badge in words.
import type { SupportTicketStatus } from '@reelvault/contract/calls/backoffice-support';
import { useTranslation } from 'react-i18next';

export function TicketStatus({ status }: { readonly status: SupportTicketStatus }) {
  const { t } = useTranslation();
  return <span className={`badge badge--ticket-${status}`}>{t(`support.status.${status}`)}</span>;
}
