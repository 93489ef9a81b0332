// /admin/categories: the lobby's categories in order, renamed per language, hidden or created (decision 0807).
import { useTranslation } from 'react-i18next';
import { CategoriesEditor } from '../../features/catalogue/components/categories-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CatalogueCategoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.categories'));
  return (
    <Permitted permission="catalogue.read">
      <section className="page">
        <h1>{t('nav.categories')}</h1>
        <CategoriesEditor />
      </section>
    </Permitted>
  );
}
