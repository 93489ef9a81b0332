// /play/{game_id} and /launcher/{game_id} (spec 000, "Play page"): the play feature's stage with the
// catalogue's heart and the verification checklist, an active bonus's maximum bet under it, then the
// related rows (random, adventure, jackpot), the player's recent games and the rows New, Popular, the
// providers and Popular Live. A language change reloads the page.
import { homePageLists } from '@reelvault/contract/constants/categories';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProviders } from '@/features/catalogue/api/get-providers';
import { ContinuePlayingRow } from '@/features/catalogue/components/continue-playing-row';
import { FavouriteButton } from '@/features/catalogue/components/favourite-button';
import { FeaturedProviders } from '@/features/catalogue/components/featured-providers';
import { PageListRow } from '@/features/catalogue/components/game-row';
import { RelatedRows } from '@/features/catalogue/components/related-rows';
import { listPath } from '@/features/catalogue/utils/game-lists';
import { MaxBetNotice } from '@/features/bonuses/components/max-bet-notice';
import { useGame } from '@/features/play/api/get-game';
import { LauncherView } from '@/features/play/components/launcher-view';
import { PlayStage } from '@/features/play/components/play-stage';
import { useReloadOnLanguageChange } from '@/features/play/hooks/use-reload-on-language-change';
import { gameIdOf } from '@/features/play/utils/game-id';
import { PlayerVerificationChecklist } from '@/features/verification/components/verification-checklist';
import { isApiError } from '@/lib/api-error';
import { useAfterPaint } from '@/lib/use-after-paint';

function useGameIdParam(): number {
  return gameIdOf(useParams()['gameId']);
}

export function PlayRoute() {
  const { t } = useTranslation();
  const gameId = useGameIdParam();
  const game = useGame(gameId);
  const providers = useProviders();
  useReloadOnLanguageChange();
  const missing = gameId === 0 || (isApiError(game.error) && game.error.status === 404);
  const provider = providers.data?.find((candidate) => candidate.slug === game.data?.provider_slug);
  // The rows below the stage come once the stage (the game's art, or why there is none) is on screen.
  const rowsShown = useAfterPaint(game.data !== undefined || missing || game.isError);
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 px-4 pt-4 pb-10 lg:px-8">
      <PlayStage
        key={gameId}
        gameId={gameId}
        game={game.data}
        missing={missing}
        providerCountries={provider?.countries}
        favourite={game.data ? <FavouriteButton game={game.data} /> : null}
        verificationChecklist={<PlayerVerificationChecklist />}
      />
      <MaxBetNotice />
      {rowsShown ? (
        <>
          {gameId > 0 ? <RelatedRows gameId={gameId} /> : null}
          <ContinuePlayingRow exceptId={gameId} />
          <PageListRow
            id={homePageLists.new}
            title={t('categories.new-games')}
            showAll={listPath({ lobby: 'slots', category: 'new-games' })}
          />
          <PageListRow
            id={homePageLists.popular}
            title={t('categories.popular')}
            showAll={listPath({ lobby: 'slots', category: 'popular' })}
          />
          <FeaturedProviders />
          <PageListRow
            id={homePageLists.live}
            title={t('categories.popular-live')}
            showAll={listPath({ lobby: 'live-casino', category: 'popular-live' })}
          />
        </>
      ) : null}
    </div>
  );
}

export function LauncherRoute() {
  const gameId = useGameIdParam();
  const game = useGame(gameId);
  useReloadOnLanguageChange();
  return <LauncherView key={gameId} gameId={gameId} game={game.data} />;
}
