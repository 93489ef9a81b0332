// Where opening a game leads for the visitor looking at the page: the play page on a phone or for a
// logged-in player, the login page (and back) for a guest on a larger screen.
import { useCallback } from 'react';
import { mobileLayoutQuery } from '@reelvault/contract/constants/paging';
import { useAuthToken } from '@/lib/auth-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { gameOpenPath } from '@/features/catalogue/utils/game-lists';

export function useGameOpening(): { loggedIn: boolean; pathOf: (gameId: number) => string } {
  const loggedIn = useAuthToken() !== null;
  const mobile = useMediaQuery(mobileLayoutQuery);
  const pathOf = useCallback(
    (gameId: number) => gameOpenPath(gameId, { loggedIn, mobile }),
    [loggedIn, mobile],
  );
  return { loggedIn, pathOf };
}
