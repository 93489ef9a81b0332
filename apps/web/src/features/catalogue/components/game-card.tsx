// One game in a grid or a row: its art (3:4, lazy), name, studio (and "RNG table" for a table no dealer
// deals, decision 0809) and the operator's badges (decision 0807),
// drawn on the art but read after the name. Opening it leads to the play page, or
// for a guest on a larger screen to the login page first; the heart is there for logged-in players only.
import { gameCardArtSizes, type Game } from '@reelvault/contract/calls/catalogue';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameOpening } from '@/features/catalogue/hooks/use-game-opening';
import { FavouriteButton } from './favourite-button';
import { gameArtSources } from '@/lib/game-art';
import { DataName } from '@/components/ui/data-name';

/** The art's own size (0504); the browser reserves the box before the image arrives. */
export const artSize = { width: 360, height: 480 } as const;

export function GameCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { loggedIn, pathOf } = useGameOpening();
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className="group relative flex flex-col" data-game-card={game.id}>
      {/* The link's name is its visible text, the game's name and studio; the art beside them adds nothing
          to it, so it is left out of the name (empty alt text) rather than naming the game twice. */}
      <Link to={pathOf(game.id)} className="flex flex-col gap-2 rounded-xl">
        <img
          {...gameArtSources(game.image, gameCardArtSizes)}
          alt=""
          width={artSize.width}
          height={artSize.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="aspect-3/4 h-auto w-full rounded-xl bg-night-800 object-cover transition-transform duration-200 group-hover:-translate-y-0.5 motion-reduce:transition-none"
        />
        <span className="flex min-w-0 flex-col px-0.5">
          <DataName id={`${id}-name`} className="block truncate text-sm leading-5 font-semibold text-ink">
            {game.name}
          </DataName>
          <span className="flex min-w-0 gap-1 text-xs leading-4 text-muted">
            <DataName id={`${id}-provider`} className="block truncate">
              {game.provider_name}
            </DataName>
            {/* A table dealt by the random number generator says so, wherever its card is (decision 0809). */}
            {game.rng_table ? (
              <span className="shrink-0 font-semibold text-gold-300">· {t('games.rngTable')}</span>
            ) : null}
          </span>
        </span>
        {game.badges.length > 0 ? (
          <span className="absolute start-2 end-12 top-2 flex flex-wrap gap-1">
            {game.badges.map((badge) => (
              <span
                key={badge}
                className="rounded-full bg-night-700 px-2 py-0.5 text-xs font-semibold text-gold-300"
              >
                {t(`games.badges.${badge}`)}
              </span>
            ))}
          </span>
        ) : null}
      </Link>
      {loggedIn ? <FavouriteButton game={game} className="absolute end-2 top-2" /> : null}
    </article>
  );
}

/** The place of a card while its game loads: the same box, so nothing moves when it arrives. */
export function GameCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2">
      <div className="aspect-3/4 w-full animate-pulse rounded-xl bg-night-800 motion-reduce:animate-none" />
      <div className="flex flex-col gap-1 px-0.5 py-0.5">
        <div className="h-4 w-3/4 rounded bg-night-800" />
        <div className="h-3 w-1/2 rounded bg-night-800" />
      </div>
    </div>
  );
}
