// /admin/promotions: the promotions, their order, schedule, texts per language and pictures (decision 0313).
import { useTranslation } from 'react-i18next';
import { PromotionsScreen } from '../../features/content/components/promotions-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function PromotionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.promotions'));
  return (
    <Permitted permission="content.read">
      <section className="page">
        <h1>{t('nav.promotions')}</h1>
        <PromotionsScreen />
      </section>
    </Permitted>
  );
}
