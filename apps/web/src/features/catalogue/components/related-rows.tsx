// The play page's related rows (spec 000, "Play page"): random, adventure and jackpot slots, 24 each,
// shuffled every time a game page opens. Random comes from a random page of all slots; adventure from the
// pirates and vikings categories; jackpot from jackpot fever.
import type { Game } from '@reelvault/contract/calls/catalogue';
import { listSizes } from '@reelvault/contract/constants/paging';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { getCategoryGames } from '@/features/catalogue/api/get-category-games';
import { getGames } from '@/features/catalogue/api/get-games';
import { useNearViewport } from '@/features/catalogue/hooks/use-near-viewport';
import { listPath, shuffledGames } from '@/features/catalogue/utils/game-lists';
import { GameRow } from './game-row';

type RelatedKind = 'random' | 'adventure' | 'jackpot';

async function relatedGames(kind: RelatedKind, signal: AbortSignal): Promise<Game[]> {
  if (kind === 'random') {
    const first = await getGames({ type: 'slot', per_page: listSizes.randomList, page: 1 }, signal);
    const page = 1 + Math.floor(Math.random() * first.pagination.pages);
    const chosen =
      page === 1 ? first : await getGames({ type: 'slot', per_page: listSizes.randomList, page }, signal);
    return shuffledGames(chosen.games);
  }
  const slugs = kind === 'adventure' ? ['pirates', 'vikings'] : ['jackpot-fever'];
  const rows = await Promise.all(slugs.map((slug) => getCategoryGames(slug, signal)));
  return shuffledGames(rows.flatMap((row) => row.games)).slice(0, listSizes.randomList);
}

function RelatedRow({
  kind,
  title,
  showAll,
  gameId,
}: {
  kind: RelatedKind;
  title: string;
  showAll?: string;
  gameId: number;
}) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const row = useQuery({
    // Per game page: another game shuffles again; coming back to this one keeps its order. Per language
    // too: the games' category names follow it (decision 0807).
    queryKey: ['catalogue', 'related', kind, gameId, useLocale().code],
    queryFn: ({ signal }) => relatedGames(kind, signal),
    enabled: near,
    staleTime: Infinity,
  });
  return (
    <GameRow
      title={title}
      showAll={showAll}
      games={(row.data ?? []).filter((game) => game.id !== gameId)}
      pending={!row.isError && !row.data}
      sectionRef={ref}
    />
  );
}

export function RelatedRows({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <RelatedRow
        kind="random"
        gameId={gameId}
        title={t('play.related.random')}
        showAll={listPath({ lobby: 'slots' })}
      />
      <RelatedRow
        kind="adventure"
        gameId={gameId}
        title={t('play.related.adventure')}
        showAll={listPath({ lobby: 'slots', category: 'pirates' })}
      />
      <RelatedRow
        kind="jackpot"
        gameId={gameId}
        title={t('play.related.jackpot')}
        showAll={listPath({ lobby: 'slots', category: 'jackpot-fever' })}
      />
    </>
  );
}
