// /providers (every studio) and /providers/{slug} (one studio's games).
import { useParams } from 'react-router';
import { ProviderGames } from '@/features/catalogue/components/provider-games';
import { ProvidersOverview } from '@/features/catalogue/components/providers-overview';

export function ProvidersRoute() {
  return <ProvidersOverview />;
}

export function ProviderRoute() {
  const { slug = '' } = useParams();
  return <ProviderGames key={slug} slug={slug} />;
}
