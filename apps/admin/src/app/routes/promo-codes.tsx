// /admin/promo-codes: the promo codes with their usage (decision 1130); who manages bonuses creates,
// renames, limits and pauses them.
import { useTranslation } from 'react-i18next';
import { PromoCodesList } from '../../features/bonuses/components/promo-codes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function PromoCodesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.promoCodes'));
  return (
    <Permitted permission="bonuses.read">
      <section className="page">
        <h1>{t('nav.promoCodes')}</h1>
        <PromoCodesList />
      </section>
    </Permitted>
  );
}
