// /admin/support: the support desk's ticket queue (decision 0716).
import { useTranslation } from 'react-i18next';
import { TicketQueue } from '../../features/support/components/ticket-queue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function SupportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.support'));
  return (
    <Permitted permission="support.read">
      <section className="page">
        <h1>{t('nav.support')}</h1>
        <TicketQueue />
      </section>
    </Permitted>
  );
}
