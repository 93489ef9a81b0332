// What the not-found page offers instead (spec 000, "Not-found"): popular games, providers, new games.
import { homePageLists } from '@reelvault/contract/constants/categories';
import { useTranslation } from 'react-i18next';
import { listPath } from '@/features/catalogue/utils/game-lists';
import { FeaturedProviders } from './featured-providers';
import { PageListRow } from './game-row';

export function NotFoundGames() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <PageListRow
        id={homePageLists.popular}
        title={t('notFound.popular')}
        showAll={listPath({ lobby: 'slots', category: 'popular' })}
      />
      <FeaturedProviders />
      <PageListRow
        id={homePageLists.new}
        title={t('notFound.newGames')}
        showAll={listPath({ lobby: 'slots', category: 'new-games' })}
      />
    </div>
  );
}
