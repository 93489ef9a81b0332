// /account/my-favorites: the favourites inside the account area.
import { FavouritesView } from '@/features/catalogue/components/favourites-view';

export function AccountFavoritesRoute() {
  return <FavouritesView />;
}
