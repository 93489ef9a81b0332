// The continue-playing row (spec 000 section 4, "Recent games"): the games this device played lately,
// latest first, up to 16, shown only when there are at least two (of the type asked for, when one is).
import { listSizes } from '@reelvault/contract/constants/paging';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentGames } from '@/lib/recent-games';
import { useGameOpening } from '@/features/catalogue/hooks/use-game-opening';
import { artSize } from './game-card';
import { rowItemClasses, ScrollRow } from './scroll-row';
import { gameArtSources } from '@/lib/game-art';
import { gameCardArtSizes } from '@reelvault/contract/calls/catalogue';
import { DataName } from '@/components/ui/data-name';

export function ContinuePlayingRow({ type, exceptId }: { type?: 4 | 5; exceptId?: number }) {
  const { t } = useTranslation();
  const { pathOf } = useGameOpening();
  const games = useRecentGames()
    .filter((game) => (type === undefined || game.type === type) && game.id !== exceptId)
    .slice(0, listSizes.recentGamesShown);
  if (games.length < listSizes.continueRowMinimum) return null;
  return (
    <ScrollRow title={t('play.continuePlaying')}>
      {games.map((game) => (
        <li key={game.id} className={rowItemClasses} data-recent-game={game.id}>
          <Link to={pathOf(game.id)} className="group flex flex-col gap-2 rounded-xl">
            <img
              {...gameArtSources(game.image, gameCardArtSizes)}
              alt={game.name}
              width={artSize.width}
              height={artSize.height}
              loading="lazy"
              decoding="async"
              className="aspect-3/4 h-auto w-full rounded-xl bg-night-800 object-cover transition-transform duration-200 group-hover:-translate-y-0.5 motion-reduce:transition-none"
            />
            <span className="flex min-w-0 flex-col px-0.5">
              <DataName className="block truncate text-sm leading-5 font-semibold text-ink">
                {game.name}
              </DataName>
              <span className="flex min-w-0 gap-1 text-xs leading-4 text-muted">
                <DataName className="block truncate">{game.provider_name}</DataName>
                {game.rng_table ? (
                  <span className="shrink-0 font-semibold text-gold-300">· {t('games.rngTable')}</span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ScrollRow>
  );
}
