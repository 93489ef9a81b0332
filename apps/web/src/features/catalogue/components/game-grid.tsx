// A grid of games sized by the spec's widths (3 columns on phones, 5 on tablets, 6 on larger screens, 7 on
// the widest, so a page of 27/35/48/63 fills whole rows), with skeletons in the places of games on their
// way, "Show more" that appends the next page and is disabled on the last one, and "displaying n/total".
import type { Game } from '@reelvault/contract/calls/catalogue';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { useGames, type GamesQuery } from '@/features/catalogue/api/get-games';
import { shownOf } from '@/features/catalogue/utils/game-lists';
import { GameCard, GameCardSkeleton } from './game-card';

export const gridClasses = 'grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-5 lg:grid-cols-6 xl:grid-cols-7';

/** Cards in the first rows of any screen width: their art loads at once, the rest as it nears the view. */
const eagerCards = 7;

export function GameCards({ games, placeholders = 0 }: { games: readonly Game[]; placeholders?: number }) {
  return (
    <ul className={gridClasses}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} eager={index < eagerCards} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`placeholder-${index}`}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function GameGrid({ query, label }: { query: GamesQuery & { per_page: number }; label: string }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const list = useGames(query);
  const pages = list.data?.pages ?? [];
  const games = pages.flatMap((page) => page.games);
  const { shown, total } = shownOf(pages);
  const number = new Intl.NumberFormat(bcp47);
  const loadingMore = list.isFetchingNextPage;
  const placeholders = list.isPending
    ? query.per_page
    : loadingMore
      ? Math.min(query.per_page, total - shown)
      : 0;

  return (
    <section aria-label={label} aria-busy={list.isFetching} className="flex flex-col gap-6">
      {list.isError && games.length === 0 ? (
        <p role="alert" className="rounded-xl border border-rose-400/40 bg-rose-400/10 px-4 py-3 text-sm">
          {t('games.loadFailed')} {errorText(t, list.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            {t('errors.retry')}
          </button>
        </p>
      ) : null}
      {list.isSuccess && total === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 px-4 py-10 text-center text-muted">
          {t('games.empty')}
        </p>
      ) : (
        <GameCards games={games} placeholders={placeholders} />
      )}
      {list.isSuccess && total > 0 ? (
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted" role="status">
            {t('games.displaying', { shown: number.format(shown), total: number.format(total) })}
          </p>
          <div className="h-1.5 w-48 overflow-hidden rounded-full bg-night-800" role="presentation">
            <div
              className="h-full rounded-full bg-gold-400"
              style={{ inlineSize: `${total > 0 ? (shown / total) * 100 : 0}%` }}
            />
          </div>
          <button
            type="button"
            onClick={() => void list.fetchNextPage()}
            disabled={!list.hasNextPage || loadingMore}
            className={buttonClasses('secondary', 'md')}
          >
            {loadingMore ? t('games.loading') : t('games.showMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
