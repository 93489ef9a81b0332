// /providers: every studio with its game count, with the picker's search (a case-insensitive part of the
// name); each tile leads to the studio's games.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { useProviders } from '@/features/catalogue/api/get-providers';
import { filterProviders } from '@/features/catalogue/utils/game-lists';
import { ProviderTile, ProviderTileSkeleton } from './provider-tile';
import { SearchField } from './search-field';

const tileGrid = 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-8';

export function ProvidersOverview() {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const providers = useProviders();
  const [term, setTerm] = useState('');
  const shown = filterProviders(providers.data ?? [], term, bcp47);

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-5 px-4 py-6 lg:px-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('providers.title')}</h1>
        <p className="text-sm text-muted">{t('providers.intro')}</p>
      </div>
      <div className="sm:max-w-sm">
        <SearchField label={t('providers.search')} value={term} onValueChange={setTerm} />
      </div>
      {providers.isError ? (
        <p role="alert" className="text-sm">
          {t('providers.loadFailed')} {errorText(t, providers.error)}
        </p>
      ) : null}
      {providers.isPending ? (
        <ul className={tileGrid} aria-busy="true">
          {Array.from({ length: 24 }, (_, index) => (
            <li key={index}>
              <ProviderTileSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={tileGrid} aria-label={t('providers.title')}>
          {shown.map((provider) => (
            <li key={provider.id}>
              <ProviderTile provider={provider} to={`/providers/${encodeURIComponent(provider.slug)}`} />
            </li>
          ))}
        </ul>
      )}
      {providers.isSuccess && shown.length === 0 ? (
        <p className="text-sm text-muted">{t('providers.none')}</p>
      ) : null}
    </div>
  );
}
