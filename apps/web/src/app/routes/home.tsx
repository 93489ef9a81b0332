// The lobby (/ and /home): hero slider and highlight figures. Game rows, providers and live bets come
// with the catalogue.
import { useTranslation } from 'react-i18next';
import { HeroSlider } from '../../features/home/components/hero-slider';
import { StatsStrip } from '../../features/home/components/stats-strip';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 px-4 pt-6 lg:px-8">
      <h1 className="sr-only">{t('nav.lobby')}</h1>
      <HeroSlider />
      <StatsStrip />
    </div>
  );
}
