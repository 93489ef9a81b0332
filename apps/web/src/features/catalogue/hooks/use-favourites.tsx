// The player's favourites for every heart on the page: one subscription to the list and one pair of
// changes (add, remove) for the whole site, read by each card from context. A lobby shows a hundred
// cards; a query observer, two mutation observers and a stale-time timer made and subscribed per card
// held a phone's main thread for a long moment after every row arrived (decision record 1012).
import type { Game } from '@reelvault/contract/calls/catalogue';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { useAddFavouriteGame } from '@/features/catalogue/api/add-favourite-game';
import { useFavouriteGames } from '@/features/catalogue/api/get-favourite-games';
import { useRemoveFavouriteGame } from '@/features/catalogue/api/remove-favourite-game';

export interface Favourites {
  /** The ids of the player's favourite games (empty for a guest and while the list loads). */
  readonly ids: ReadonlySet<number>;
  /** The list has not arrived yet: a heart cannot tell whether it is full. */
  readonly pending: boolean;
  /** Adds the game, or removes it if it is a favourite; the hearts change at once. */
  readonly toggle: (game: Game, onError: (error: unknown) => void) => void;
}

const FavouritesContext = createContext<Favourites | null>(null);

export function FavouritesProvider({ children }: { children: ReactNode }) {
  const list = useFavouriteGames();
  const add = useAddFavouriteGame();
  const remove = useRemoveFavouriteGame();
  const ids = useMemo(() => new Set((list.data ?? []).map((game) => game.id)), [list.data]);
  const value: Favourites = {
    ids,
    pending: list.isPending,
    toggle: (game, onError) => {
      if (ids.has(game.id)) remove.mutate(game.id, { onError });
      else add.mutate(game, { onError });
    },
  };
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}

export function useFavourites(): Favourites {
  const favourites = use(FavouritesContext);
  if (!favourites) throw new Error('useFavourites needs a FavouritesProvider above it');
  return favourites;
}
