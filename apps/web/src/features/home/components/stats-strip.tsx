// The lobby's highlight figures (spec 000, "Home"): how many games and studios the catalogue holds, as the
// catalogue answers them (the page passes them in), and round-the-clock support. A figure still on its
// way keeps its place with a placeholder of the same size.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { GamesIcon, HeadsetIcon, StudioIcon } from '@/components/ui/icons';
import { useLocale } from '@/i18n/use-locale';

export interface StatsStripProps {
  /** Active games in the catalogue; undefined while loading. */
  readonly games: number | undefined;
  /** Studios with active games; undefined while loading. */
  readonly providers: number | undefined;
}

function Figure({
  icon: Icon,
  label,
  value,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string | undefined;
}) {
  // A <dl> holds only its term and description groups: the card is the group's wrapper and the icon sits
  // in the term, placed beside both.
  return (
    // On a phone the three figures share one line, without their icons, to leave the first screen to the
    // games (decision record 0137).
    <div className="relative flex min-w-0 flex-col-reverse items-center justify-center rounded-2xl border border-night-700 bg-night-900 px-2 py-2 text-center sm:min-w-44 sm:items-start sm:py-4 sm:ps-17 sm:pe-6 sm:text-start">
      <dt className="text-xs text-muted sm:text-sm">
        <Icon className="absolute start-6 top-1/2 size-8 -translate-y-1/2 text-gold-400 max-sm:hidden" />
        {label}
      </dt>
      <dd className="h-7 text-lg leading-7 font-bold text-ink sm:h-8 sm:text-2xl sm:leading-8">
        {value ?? (
          <span
            aria-hidden="true"
            className="inline-block h-5 w-16 animate-pulse sm:h-6 sm:w-20 rounded bg-night-800 align-middle motion-reduce:animate-none"
          />
        )}
      </dd>
    </div>
  );
}

export function StatsStrip({ games, providers }: StatsStripProps) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const number = new Intl.NumberFormat(bcp47);
  return (
    <section aria-label={t('stats.label')}>
      <dl className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:justify-center sm:gap-4">
        <Figure
          icon={GamesIcon}
          label={t('stats.games')}
          value={games === undefined ? undefined : number.format(games)}
        />
        <Figure
          icon={StudioIcon}
          label={t('stats.providers')}
          value={providers === undefined ? undefined : number.format(providers)}
        />
        <Figure icon={HeadsetIcon} label={t('stats.support')} value={t('stats.supportValue')} />
      </dl>
    </section>
  );
}
