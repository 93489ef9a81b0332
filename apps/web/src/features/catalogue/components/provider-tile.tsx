// One studio as a tile: its badge, name and game count, linking to its games. The tile's height is fixed,
// so a row of tiles keeps its place while it loads.
import type { Provider } from '@reelvault/contract/calls/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/i18n/use-locale';
import { ProviderMonogram } from './provider-monogram';
import { DataName } from '@/components/ui/data-name';

export const providerTileHeight = 'h-[7.5rem]';

export function ProviderTile({ provider, to }: { provider: Provider; to: string }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  return (
    <Link
      to={to}
      className={`flex ${providerTileHeight} flex-col justify-between gap-2 rounded-2xl border border-night-700 bg-night-900 p-3 transition-colors hover:border-royal-400`}
    >
      <ProviderMonogram name={provider.name} slug={provider.slug} className="size-10" />
      <span className="flex min-w-0 flex-col">
        <DataName className="block truncate text-sm font-semibold text-ink">{provider.name}</DataName>
        <span className="text-xs text-muted">
          {t('providers.gameCount', { games: new Intl.NumberFormat(bcp47).format(provider.game_count) })}
        </span>
      </span>
    </Link>
  );
}

export function ProviderTileSkeleton() {
  return (
    <div
      aria-hidden="true"
      className={`${providerTileHeight} animate-pulse rounded-2xl bg-night-800 motion-reduce:animate-none`}
    />
  );
}
