// /admin/home-lists: the home page's lists, their games picked and put in order by drag and drop (decision 0807).
import { useTranslation } from 'react-i18next';
import { HomeListsEditor } from '../../features/catalogue/components/home-lists-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CatalogueHomeListsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.homeLists'));
  return (
    <Permitted permission="catalogue.read">
      <section className="page">
        <h1>{t('nav.homeLists')}</h1>
        <HomeListsEditor />
      </section>
    </Permitted>
  );
}
