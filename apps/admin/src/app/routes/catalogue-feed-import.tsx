// /admin/feed-import: a feed file uploaded, its difference previewed, then applied with its progress (decision 0807).
import { useTranslation } from 'react-i18next';
import { FeedImport } from '../../features/catalogue/components/feed-import';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CatalogueFeedImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.feedImport'));
  return (
    <Permitted permission="catalogue.manage">
      <section className="page">
        <h1>{t('nav.feedImport')}</h1>
        <FeedImport />
      </section>
    </Permitted>
  );
}
