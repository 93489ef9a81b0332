// /admin/offers: the bonus offers (decision 1130); who manages bonuses creates, edits, schedules and
// pauses them.
import { useTranslation } from 'react-i18next';
import { OffersList } from '../../features/bonuses/components/offers-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function OffersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.offers'));
  return (
    <Permitted permission="bonuses.read">
      <section className="page">
        <h1>{t('nav.offers')}</h1>
        <OffersList />
      </section>
    </Permitted>
  );
}
