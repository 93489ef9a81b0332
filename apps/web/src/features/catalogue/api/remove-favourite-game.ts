// DELETE /api/account/favorite-games/{id}: a game is no longer a favourite. The heart empties at once; the
// list is put right from the server afterwards, whatever the answer.
import * as favouritesCalls from '@reelvault/contract/calls/favourites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { favouriteGamesQueryOptions } from './get-favourite-games';

export function removeFavouriteGame(gameId: number) {
  return api.call(favouritesCalls.removeFavouriteGame, { params: { id: gameId } });
}

export function useRemoveFavouriteGame() {
  const queryClient = useQueryClient();
  const { queryKey } = favouriteGamesQueryOptions(useLocale().code);
  return useMutation({
    mutationFn: (gameId: number) => removeFavouriteGame(gameId),
    onMutate: async (gameId) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (games) => games?.filter((game) => game.id !== gameId));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
