// /admin/support/:id: one support ticket, its player, its replies and the reply form (decision 0716).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOperator } from '../../features/auth/api/operator';
import { TicketPage } from '../../features/support/components/ticket-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';
import { NotFoundPage } from './not-found';

export function SupportTicketPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  useDocumentTitle(t('support.ticketNumber', { id }));
  const operator = useOperator().data;
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <Permitted permission="support.read">
      <section className="page">
        {operator ? <TicketPage id={id} role={operator.role} operatorId={operator.id} /> : null}
      </section>
    </Permitted>
  );
}
