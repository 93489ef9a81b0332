// /admin/legal-pages: the legal pages' texts per language, their versions and publishing (decision 0719).
import { useTranslation } from 'react-i18next';
import { LegalPagesEditor } from '../../features/content/components/legal-pages-editor';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function LegalPagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.legalPages'));
  return (
    <Permitted permission="content.read">
      <section className="page">
        <h1>{t('nav.legalPages')}</h1>
        <LegalPagesEditor />
      </section>
    </Permitted>
  );
}
