// Rows of games: a home page list (by page-list id) or a category's first 24 games, each with "Show all"
// to its category page. A row draws its cards (and a category row asks for its games) only when it comes
// near the screen.
import type { Game } from '@reelvault/contract/calls/catalogue';
import { categoryRowSize } from '@reelvault/contract/constants/paging';
import type { HomePageListId } from '@reelvault/contract/constants/categories';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type Ref } from 'react';
import { categoryGamesQueryOptions } from '@/features/catalogue/api/get-category-games';
import { useLocale } from '@/i18n/use-locale';
import { useHomePageList } from '@/features/catalogue/api/get-home-page';
import { useNearViewport } from '@/features/catalogue/hooks/use-near-viewport';
import { GameCard, GameCardSkeleton } from './game-card';
import { rowItemClasses, ScrollRow } from './scroll-row';

/** How many skeleton cards a row shows while loading: enough to fill the widest screen. */
const rowPlaceholders = 9;

interface GameRowProps {
  readonly title: string;
  readonly showAll?: string | undefined;
  readonly games: readonly Game[];
  readonly pending: boolean;
  readonly sectionRef?: Ref<HTMLElement>;
}

export function GameRow({ title, showAll, games, pending, sectionRef }: GameRowProps) {
  // A row's two dozen cards, drawn at once when its games arrive, would hold a phone's main thread for a
  // long moment: they are drawn in the background instead, in slices between which the page stays
  // responsive (the skeletons show until then).
  const shown = useDeferredValue(pending ? undefined : games);
  if (!pending && games.length === 0) return null;
  return (
    <ScrollRow title={title} showAll={showAll} sectionRef={sectionRef} busy={shown === undefined}>
      {shown === undefined
        ? Array.from({ length: rowPlaceholders }, (_, index) => (
            <li key={index} className={rowItemClasses}>
              <GameCardSkeleton />
            </li>
          ))
        : shown.slice(0, categoryRowSize).map((game) => (
            <li key={game.id} className={rowItemClasses}>
              <GameCard game={game} />
            </li>
          ))}
    </ScrollRow>
  );
}

export function PageListRow({ id, title, showAll }: { id: HomePageListId; title: string; showAll?: string }) {
  const list = useHomePageList(id);
  // The lists come in one answer; a row further down still draws its cards only when it comes near.
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <GameRow
      title={title}
      showAll={showAll}
      games={list.games}
      pending={list.isPending || (!near && list.games.length > 0)}
      sectionRef={ref}
    />
  );
}

export function CategoryRow({ slug, title, showAll }: { slug: string; title: string; showAll?: string }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const row = useQuery({ ...categoryGamesQueryOptions(slug, useLocale().code), enabled: near });
  return (
    <GameRow
      title={title}
      showAll={showAll}
      games={row.data?.games ?? []}
      pending={!row.isError && !row.data}
      sectionRef={ref}
    />
  );
}
