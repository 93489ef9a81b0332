// A row of studios (the lobby's featured providers, a browse page's studios), each a link to its games.
import type { Provider } from '@reelvault/contract/calls/catalogue';
import { ProviderTile, ProviderTileSkeleton } from './provider-tile';
import { ScrollRow } from './scroll-row';

export interface ProvidersCarouselProps {
  readonly title: string;
  readonly providers: readonly Provider[];
  readonly pending: boolean;
  readonly hrefOf: (provider: Provider) => string;
  readonly showAll?: string;
}

const itemClasses = 'w-40 shrink-0 snap-start sm:w-44';

export function ProvidersCarousel({ title, providers, pending, hrefOf, showAll }: ProvidersCarouselProps) {
  if (!pending && providers.length === 0) return null;
  return (
    <ScrollRow title={title} showAll={showAll} busy={pending}>
      {pending
        ? Array.from({ length: 8 }, (_, index) => (
            <li key={index} className={itemClasses}>
              <ProviderTileSkeleton />
            </li>
          ))
        : providers.map((provider) => (
            <li key={provider.id} className={itemClasses}>
              <ProviderTile provider={provider} to={hrefOf(provider)} />
            </li>
          ))}
    </ScrollRow>
  );
}
