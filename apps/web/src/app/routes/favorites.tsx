// /favorites: the player's favourite games (player-only, behind RequirePlayer).
import { FavouritesView } from '@/features/catalogue/components/favourites-view';

export function FavoritesRoute() {
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <FavouritesView />
    </div>
  );
}
