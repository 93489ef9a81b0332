// A lobby's game list (/slots, /live-casino and their category and provider paths): category tabs, the
// provider picker, a search box and the grid. The path holds the category and the provider, so changing
// either is a navigation, which starts the list again at page 1; the search does the same in place.
import type { Category, Provider } from '@reelvault/contract/calls/catalogue';
import { isSearchable } from '@reelvault/contract/constants/paging';
import { slotCategoryOf } from '@reelvault/contract/constants/categories';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataName } from '@/components/ui/data-name';
import { timings } from '@reelvault/contract/constants/timings';
import { categoryGamesQueryOptions } from '@/features/catalogue/api/get-category-games';
import { useLocale } from '@/i18n/use-locale';
import { useCasinoConfig } from '@/features/catalogue/api/get-casino-config';
import { useLiveCasinoConfig } from '@/features/catalogue/api/get-live-casino-config';
import { namedByServer, useCategoryLabel } from '@/features/catalogue/hooks/use-category-label';
import { useDebouncedValue } from '@/features/catalogue/hooks/use-debounced-value';
import { useGridPageSize } from '@/features/catalogue/hooks/use-grid-page-size';
import { listPath, type Lobby } from '@/features/catalogue/utils/game-lists';
import { CategoryNav, CategoryNavSkeleton } from './category-nav';
import { GameCards, GameGrid } from './game-grid';
import { ListSearch } from './list-search';
import { ProviderPicker } from './provider-picker';

export interface LobbyGamesProps {
  readonly lobby: Lobby;
  /** The category class from the path (`asian` and `new` are read as `asia` and `new-games`). */
  readonly categoryClass?: string | undefined;
  readonly providerSlug?: string | undefined;
}

/** The category a class names: from the lobby's config, or (for `poker`, only in browse rows) its own call. */
function useCategory(
  lobby: Lobby,
  categoryClass: string | undefined,
  categories: readonly Category[] | undefined,
) {
  const key =
    categoryClass && lobby === 'slots' ? (slotCategoryOf(categoryClass) ?? categoryClass) : categoryClass;
  const inConfig = key ? categories?.find((category) => category.class === key) : undefined;
  const lookup = useQuery({
    ...categoryGamesQueryOptions(key ?? '', useLocale().code),
    enabled: key !== undefined && categories !== undefined && inConfig === undefined,
    retry: false,
  });
  if (!key) return { category: undefined, pending: false, unknown: false };
  if (inConfig) return { category: inConfig, pending: false, unknown: false };
  if (categories === undefined || lookup.isPending)
    return { category: undefined, pending: true, unknown: false };
  return { category: lookup.data?.category, pending: false, unknown: lookup.data === undefined };
}

export function LobbyGames({ lobby, categoryClass, providerSlug }: LobbyGamesProps) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const slots = lobby === 'slots';
  const slotConfig = useCasinoConfig(slots);
  const liveConfig = useLiveCasinoConfig(!slots);
  const config = (slots ? slotConfig : liveConfig).data;
  const { category, pending, unknown } = useCategory(lobby, categoryClass, config?.categories);
  const provider = providerSlug ? config?.providers.find((known) => known.slug === providerSlug) : undefined;
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), timings.searchDebounce);
  const perPage = useGridPageSize(slots ? (providerSlug ? 'provider' : 'slots') : 'live');

  const chosenProvider = (choice: Provider | undefined) =>
    choice ? { slug: choice.slug, id: choice.id } : undefined;
  const title = category
    ? label(category)
    : (provider?.name ?? t(slots ? 'games.slotsTitle' : 'games.liveTitle'));
  const query = {
    type: slots ? ('slot' as const) : ('live' as const),
    per_page: perPage,
    ...(category ? { category_id: category.id } : {}),
    ...(providerSlug ? { provider: providerSlug } : {}),
    ...(isSearchable(search) ? { search } : {}),
  };

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-5 px-4 py-6 lg:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {(category ? namedByServer(category) : provider) ? <DataName>{title}</DataName> : title}
        </h1>
        {slots ? null : <p className="text-sm text-muted">{t('games.rngNote')}</p>}
      </div>
      {config ? (
        <CategoryNav
          categories={config.categories}
          selected={category?.class}
          hrefOf={(choice) =>
            listPath({ lobby, category: choice.class || undefined, provider: chosenProvider(provider) })
          }
        />
      ) : (
        <CategoryNavSkeleton />
      )}
      <div className="flex flex-wrap items-start gap-3">
        <ProviderPicker
          providers={config?.providers ?? []}
          selected={providerSlug}
          hrefOf={(choice) =>
            listPath({ lobby, category: category?.class, provider: chosenProvider(choice) })
          }
        />
        <ListSearch value={term} onChange={setTerm} />
      </div>
      {unknown ? (
        <p
          role="status"
          className="rounded-xl border border-night-600 bg-night-900 px-4 py-3 text-sm text-muted"
        >
          {t('games.unknownCategory')}
        </p>
      ) : null}
      {pending ? <GameCards games={[]} placeholders={perPage} /> : <GameGrid query={query} label={title} />}
    </div>
  );
}
