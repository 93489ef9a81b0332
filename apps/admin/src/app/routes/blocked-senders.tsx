// /admin/blocked-senders: the senders whose support tickets are refused (decision 0716).
import { useTranslation } from 'react-i18next';
import { BlockedSenders } from '../../features/support/components/blocked-senders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function BlockedSendersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.blockedSenders'));
  return (
    <Permitted permission="support.block">
      <section className="page">
        <h1>{t('nav.blockedSenders')}</h1>
        <BlockedSenders />
      </section>
    </Permitted>
  );
}
