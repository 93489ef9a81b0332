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
    <div className="relative flex min-w-44 flex-col-reverse justify-center rounded-2xl border border-night-700 bg-night-900 py-4 ps-17 pe-6">
      <dt className="text-sm text-muted">
        <Icon className="absolute start-6 top-1/2 size-8 -translate-y-1/2 text-gold-400" />
        {label}
      </dt>
      <dd className="h-8 text-2xl leading-8 font-bold text-ink">
        {value ?? (
          <span
            aria-hidden="true"
            className="inline-block h-6 w-20 animate-pulse rounded bg-night-800 align-middle motion-reduce:animate-none"
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
      <dl className="flex flex-wrap justify-center gap-4">
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
