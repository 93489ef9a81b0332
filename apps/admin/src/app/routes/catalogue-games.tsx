// /admin/games: the catalogue's games for who reads the catalogue; who manages it switches games off and
// on and sets their categories (decision 0718).
import { useTranslation } from 'react-i18next';
import { GamesList } from '../../features/catalogue/components/games-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function CatalogueGamesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.games'));
  return (
    <Permitted permission="catalogue.read">
      <section className="page">
        <h1>{t('nav.games')}</h1>
        <GamesList />
      </section>
    </Permitted>
  );
}
