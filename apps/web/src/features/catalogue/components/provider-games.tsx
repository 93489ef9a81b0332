// /providers/{slug}: one studio's games (slots and tables), with the picker to move to another studio.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSearchable } from '@reelvault/contract/constants/paging';
import { timings } from '@reelvault/contract/constants/timings';
import { useProviders } from '@/features/catalogue/api/get-providers';
import { useDebouncedValue } from '@/features/catalogue/hooks/use-debounced-value';
import { useGridPageSize } from '@/features/catalogue/hooks/use-grid-page-size';
import { GameCards, GameGrid } from './game-grid';
import { ListSearch } from './list-search';
import { ProviderMonogram } from './provider-monogram';
import { ProviderPicker } from './provider-picker';
import { DataName } from '@/components/ui/data-name';

const providerPath = (slug: string) => `/providers/${encodeURIComponent(slug)}`;

export function ProviderGames({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const providers = useProviders();
  const provider = providers.data?.find((known) => known.slug === slug);
  const perPage = useGridPageSize('provider');
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), timings.searchDebounce);

  if (providers.isSuccess && !provider) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold">{t('providers.unknown')}</h1>
        <Link to="/providers" className="font-semibold text-gold-300 underline">
          {t('providers.showAll')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-5 px-4 py-6 lg:px-8">
      <div className="flex items-center gap-4">
        {provider ? (
          <ProviderMonogram name={provider.name} slug={provider.slug} />
        ) : (
          <span className="size-12" />
        )}
        <h1 className="min-h-9 text-2xl font-extrabold sm:text-3xl">
          {provider ? <DataName>{provider.name}</DataName> : null}
        </h1>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <ProviderPicker
          providers={providers.data ?? []}
          selected={slug}
          hrefOf={(choice) => (choice ? providerPath(choice.slug) : '/providers')}
        />
        <ListSearch value={term} onChange={setTerm} />
      </div>
      {provider ? (
        <GameGrid
          query={{ provider: slug, per_page: perPage, ...(isSearchable(search) ? { search } : {}) }}
          label={provider.name}
        />
      ) : (
        <GameCards games={[]} placeholders={perPage} />
      )}
    </div>
  );
}
