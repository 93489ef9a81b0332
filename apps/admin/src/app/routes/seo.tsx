// /admin/seo: the site's SEO titles and descriptions per route and language (decision 0719).
import { useTranslation } from 'react-i18next';
import { SeoEntries } from '../../features/content/components/seo-entries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function SeoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.seo'));
  return (
    <Permitted permission="content.read">
      <section className="page">
        <h1>{t('nav.seo')}</h1>
        <SeoEntries />
      </section>
    </Permitted>
  );
}
