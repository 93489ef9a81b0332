// The lobbies' game lists: /slots, /slots/category/{class}, /slots/providers/{slug}/{id} and the same
// under /live-casino. The category and provider come from the path (or ?provider= beside a category); a
// new path starts a new list.
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LobbyGames } from '@/features/catalogue/components/lobby-games';
import { providerParam, type Lobby } from '@/features/catalogue/utils/game-lists';

function LobbyRoute({ lobby }: { lobby: Lobby }) {
  const { category, slug } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const provider = slug ?? search.get(providerParam) ?? undefined;
  return (
    <LobbyGames
      key={`${pathname}?${provider ?? ''}`}
      lobby={lobby}
      categoryClass={category}
      providerSlug={provider}
    />
  );
}

export function SlotsRoute() {
  return <LobbyRoute lobby="slots" />;
}

export function LiveCasinoRoute() {
  return <LobbyRoute lobby="live-casino" />;
}
