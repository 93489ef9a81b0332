// The lobby's game rows (spec 000, "Home"): New, Popular, Popular Live and Game Shows from the home page
// lists, Our Choice, High RTP Hits and Roulette from their categories; each "Show all" leads to the
// category page.
import { homePageLists } from '@reelvault/contract/constants/categories';
import { useTranslation } from 'react-i18next';
import { listPath } from '@/features/catalogue/utils/game-lists';
import { CategoryRow, PageListRow } from './game-row';

export function HomeRows() {
  const { t } = useTranslation();
  const slots = (category: string) => listPath({ lobby: 'slots', category });
  const live = (category: string) => listPath({ lobby: 'live-casino', category });
  return (
    <>
      <PageListRow id={homePageLists.new} title={t('categories.new-games')} showAll={slots('new-games')} />
      <PageListRow id={homePageLists.popular} title={t('categories.popular')} showAll={slots('popular')} />
      <PageListRow
        id={homePageLists.live}
        title={t('categories.popular-live')}
        showAll={live('popular-live')}
      />
      <PageListRow id={homePageLists.shows} title={t('categories.game-shows')} showAll={live('game-shows')} />
      <CategoryRow slug="our-choice" title={t('categories.our-choice')} showAll={slots('our-choice')} />
      <CategoryRow
        slug="high-rtp-hits"
        title={t('categories.high-rtp-hits')}
        showAll={slots('high-rtp-hits')}
      />
      <CategoryRow slug="roulette" title={t('categories.roulette')} showAll={live('roulette')} />
    </>
  );
}
