// PUT /api/account/favorite-games/{id}: makes a game a favourite. The heart fills at once; the list is
// put right from the server afterwards, whatever the answer.
import type { Game } from '@reelvault/contract/calls/catalogue';
import * as favouritesCalls from '@reelvault/contract/calls/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { favouriteGamesQueryOptions } from './get-favourite-games';

export function addFavouriteGame(gameId: number) {
  return api.call(favouritesCalls.addFavouriteGame, { params: { id: gameId } });
}

export function useAddFavouriteGame() {
  const queryClient = useQueryClient();
  const { queryKey } = favouriteGamesQueryOptions(useLocale().code);
  return useMutation({
    mutationFn: (game: Game) => addFavouriteGame(game.id),
    onMutate: async (game) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (games) =>
        games?.some((known) => known.id === game.id) ? games : [game, ...(games ?? [])],
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
