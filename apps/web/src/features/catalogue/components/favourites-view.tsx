// The player's favourites (/favorites and /account/my-favorites): tabs All, Slots (type 4) and Live casino
// (type 5), at most 24 games each, and an empty state that leads to the slots.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useFavouriteGames } from '@/features/catalogue/api/get-favourite-games';
import { favouritesOf, favouritesTabs, type FavouritesTab } from '@/features/catalogue/utils/game-lists';
import { GameCards } from './game-grid';

const tabLabels = { all: 'favourites.all', slots: 'favourites.slots', live: 'favourites.live' } as const;

export function FavouritesView({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [tab, setTab] = useState<FavouritesTab>('all');
  const favourites = useFavouriteGames();
  const games = favouritesOf(favourites.data ?? [], tab);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern), Home and End to the first and last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = favouritesTabs.indexOf(tab);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: FavouritesTab | undefined;
    if (step !== undefined)
      next = favouritesTabs[(index + step + favouritesTabs.length) % favouritesTabs.length];
    if (event.key === 'Home') next = favouritesTabs[0];
    if (event.key === 'End') next = favouritesTabs[favouritesTabs.length - 1];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <section className="flex flex-col gap-5">
      <Heading className="text-2xl font-extrabold sm:text-3xl">{t('favourites.title')}</Heading>
      <div role="tablist" aria-label={t('favourites.tabs')} onKeyDown={onKeyDown} className="flex gap-2">
        {favouritesTabs.map((name) => (
          <button
            key={name}
            id={`${baseId}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              tab === name
                ? 'border-gold-400 bg-gold-400 text-night-950'
                : 'border-night-600 bg-night-900 text-muted hover:border-royal-400 hover:text-ink'
            }`}
          >
            {t(tabLabels[name])}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        aria-busy={favourites.isPending}
      >
        {favourites.isError ? (
          <p role="alert" className="text-sm">
            {t('favourites.loadFailed')} {errorText(t, favourites.error)}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void favourites.refetch()}
            >
              {t('errors.retry')}
            </button>
          </p>
        ) : favourites.isPending ? (
          <GameCards games={[]} placeholders={6} />
        ) : games.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-night-600 px-4 py-12 text-center">
            <p className="text-muted">{t('favourites.empty')}</p>
            <Link to="/browse/slots" className={buttonClasses('primary', 'md')}>
              {t('favourites.browse')}
            </Link>
          </div>
        ) : (
          <GameCards games={games} />
        )}
      </div>
    </section>
  );
}
