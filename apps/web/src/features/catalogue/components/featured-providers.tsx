// The lobby's featured providers: the studios with the most games (as many as the spec's carousel holds), linking to their pages, and "Show all"
// to the providers overview.
import { listSizes } from '@reelvault/contract/constants/paging';
import { useTranslation } from 'react-i18next';
import { useProviders } from '@/features/catalogue/api/get-providers';
import { ProvidersCarousel } from './providers-carousel';

export function FeaturedProviders() {
  const { t } = useTranslation();
  const providers = useProviders();
  const featured = [...(providers.data ?? [])]
    .sort((a, b) => b.game_count - a.game_count || a.name.localeCompare(b.name))
    .slice(0, listSizes.carouselSlides);
  return (
    <ProvidersCarousel
      title={t('providers.featured')}
      providers={featured}
      pending={providers.isPending}
      hrefOf={(provider) => `/providers/${encodeURIComponent(provider.slug)}`}
      showAll="/providers"
    />
  );
}
