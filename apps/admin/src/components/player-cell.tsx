// The player behind a queued item: name and id (the player page links here once it exists).
import { useTranslation } from 'react-i18next';

export function PlayerCell({
  player,
}: {
  readonly player: { readonly id: number; readonly username: string };
}) {
  const { t } = useTranslation();
  return (
    <span className="stack">
      <span>{player.username}</span>
      <span className="muted">{t('players.id', { id: player.id })}</span>
    </span>
  );
}
