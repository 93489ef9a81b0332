// The lobby (/ and /home): hero slider, the catalogue's figures, featured games, the player's recent games,
// the game rows, the featured providers and the live bets board of rounds settled on the site.
import { useTranslation } from 'react-i18next';
import { useGameCount } from '@/features/catalogue/api/get-games';
import { useProviders } from '@/features/catalogue/api/get-providers';
import { ContinuePlayingRow } from '@/features/catalogue/components/continue-playing-row';
import { FeaturedMarquee } from '@/features/catalogue/components/featured-marquee';
import { FeaturedProviders } from '@/features/catalogue/components/featured-providers';
import { HomeRows } from '@/features/catalogue/components/home-rows';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { LiveBetsBoard } from '@/features/live-bets/components/live-bets-board';
import { StatsStrip } from '@/features/home/components/stats-strip';
import { useAfterPaint } from '@/lib/use-after-paint';

/** The catalogue's figures (games, studios) under the hero. */
function LobbyFigures() {
  const games = useGameCount();
  const providers = useProviders();
  return <StatsStrip games={games.data} providers={providers.data?.length} />;
}

export function HomeRoute() {
  const { t } = useTranslation();
  // What lies below the hero comes once the hero is on screen: a phone draws the lobby's first screen (its
  // largest paint) before the rows, their calls and their cards (decision record 1012).
  const restShown = useAfterPaint(true);
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 pt-4 pb-10 sm:gap-8 sm:pt-6 lg:px-8">
      <h1 className="sr-only">{t('nav.lobby')}</h1>
      <HeroSlider />
      {restShown ? (
        <>
          <LobbyFigures />
          <FeaturedMarquee />
          <ContinuePlayingRow />
          <HomeRows />
          <FeaturedProviders />
          <LiveBetsBoard />
        </>
      ) : null}
    </div>
  );
}
