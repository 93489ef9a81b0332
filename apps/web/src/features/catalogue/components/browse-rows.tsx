// /browse/slots and /browse/live: a row of every category of the lobby (each with "Show all" to its
// category page) and a carousel of the lobby's studios. Rows load as they come near the screen.
import {
  liveCategorySlugs,
  slotCategorySlugs,
  type LiveCategorySlug,
  type SlotCategorySlug,
} from '@reelvault/contract/constants/categories';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useCasinoConfig } from '@/features/catalogue/api/get-casino-config';
import { useLiveCasinoConfig } from '@/features/catalogue/api/get-live-casino-config';
import { listPath, type Lobby } from '@/features/catalogue/utils/game-lists';
import { CategoryRow } from './game-row';
import { ProvidersCarousel } from './providers-carousel';

/** The studio carousel comes after this many rows. */
const rowsBeforeProviders = 2;

export function BrowseRows({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const slots = lobby === 'slots';
  const slotConfig = useCasinoConfig(slots);
  const liveConfig = useLiveCasinoConfig(!slots);
  const config = slots ? slotConfig : liveConfig;
  const slugs: readonly (SlotCategorySlug | LiveCategorySlug)[] = slots
    ? slotCategorySlugs
    : liveCategorySlugs;

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 px-4 py-6 lg:px-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">
        {t(slots ? 'lobby.browseSlots' : 'lobby.browseLive')}
      </h1>
      {slugs.map((slug, index) => (
        <Fragment key={slug}>
          <CategoryRow
            slug={slug}
            title={t(`categories.${slug}`)}
            showAll={listPath({ lobby, category: slug })}
          />
          {index === rowsBeforeProviders - 1 ? (
            <ProvidersCarousel
              title={t('nav.providers')}
              providers={config.data?.providers ?? []}
              pending={config.isPending}
              hrefOf={(provider) => listPath({ lobby, provider: { slug: provider.slug, id: provider.id } })}
              showAll="/providers"
            />
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}
