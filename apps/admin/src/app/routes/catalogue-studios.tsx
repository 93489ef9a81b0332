// /admin/studios: the catalogue's studios for who reads the catalogue; who manages it switches studios off
// and on and edits the countries their games are refused in (decision 0718).
import { useTranslation } from 'react-i18next';
import { StudiosList } from '../../features/catalogue/components/studios-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CatalogueStudiosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.studios'));
  return (
    <Permitted permission="catalogue.read">
      <section className="page">
        <h1>{t('nav.studios')}</h1>
        <StudiosList />
      </section>
    </Permitted>
  );
}
