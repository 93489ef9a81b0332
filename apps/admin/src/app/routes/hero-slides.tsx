// /admin/hero-slides: the home page's hero slides, their order, texts per language and pictures (decision 0313).
import { useTranslation } from 'react-i18next';
import { HeroSlidesScreen } from '../../features/content/components/hero-slides-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function HeroSlidesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.heroSlides'));
  return (
    <Permitted permission="content.read">
      <section className="page">
        <h1>{t('nav.heroSlides')}</h1>
        <HeroSlidesScreen />
      </section>
    </Permitted>
  );
}
