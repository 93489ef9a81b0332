// The lobby (/ and /home): hero slider, the catalogue's figures, featured games, the player's recent games,
// the game rows, the featured providers and the live bets board of rounds settled on the site.
import { useTranslation } from 'react-i18next';
import { useGameCount } from '../../features/catalogue/api/get-games';
import { useProviders } from '../../features/catalogue/api/get-providers';
import { ContinuePlayingRow } from '../../features/catalogue/components/continue-playing-row';
import { FeaturedMarquee } from '../../features/catalogue/components/featured-marquee';
import { FeaturedProviders } from '../../features/catalogue/components/featured-providers';
import { HomeRows } from '../../features/catalogue/components/home-rows';
import { HeroSlider } from '../../features/home/components/hero-slider';
import { LiveBetsBoard } from '../../features/live-bets/components/live-bets-board';
import { StatsStrip } from '../../features/home/components/stats-strip';

export function HomeRoute() {
  const { t } = useTranslation();
  const games = useGameCount();
  const providers = useProviders();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 px-4 pt-6 pb-10 lg:px-8">
      <h1 className="sr-only">{t('nav.lobby')}</h1>
      <HeroSlider />
      <StatsStrip games={games.data} providers={providers.data?.length} />
      <FeaturedMarquee />
      <ContinuePlayingRow />
      <HomeRows />
      <FeaturedProviders />
      <LiveBetsBoard />
    </div>
  );
}
