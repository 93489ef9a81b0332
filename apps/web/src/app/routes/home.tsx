// The lobby (/ and /home): hero slider, the catalogue's figures, featured games, the game rows and the
// featured providers. The live bets board joins when the studio's rounds are settled here.
import { useTranslation } from 'react-i18next';
import { useGameCount } from '../../features/catalogue/api/get-games';
import { useProviders } from '../../features/catalogue/api/get-providers';
import { FeaturedMarquee } from '../../features/catalogue/components/featured-marquee';
import { FeaturedProviders } from '../../features/catalogue/components/featured-providers';
import { HomeRows } from '../../features/catalogue/components/home-rows';
import { HeroSlider } from '../../features/home/components/hero-slider';
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
      <HomeRows />
      <FeaturedProviders />
    </div>
  );
}
