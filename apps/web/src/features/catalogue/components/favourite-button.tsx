// The heart on a game card (logged-in players only): fills or empties at once, and tells the player when
// the change could not be saved (the heart then shows what the server holds).
import type { Game } from '@reelvault/contract/calls/catalogue';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { useFavourites } from '@/features/catalogue/hooks/use-favourites';

export function FavouriteButton({ game, className = '' }: { game: Game; className?: string }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const favourites = useFavourites();
  const favourite = favourites.ids.has(game.id);
  const onError = (error: unknown) =>
    popups.alert({ tone: 'error', title: t('favourites.failed'), text: errorText(t, error) });

  return (
    <button
      type="button"
      onClick={() => favourites.toggle(game, onError)}
      disabled={favourites.pending}
      aria-label={
        favourite ? t('favourites.remove', { name: game.name }) : t('favourites.add', { name: game.name })
      }
      className={`grid size-9 place-items-center rounded-full bg-night-950/80 transition-colors hover:bg-night-800 disabled:opacity-60 ${
        favourite ? 'text-rose-400' : 'text-ink'
      } ${className}`}
    >
      <HeartIcon filled={favourite} className="size-5" />
    </button>
  );
}
