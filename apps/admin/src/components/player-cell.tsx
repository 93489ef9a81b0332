// The player behind a queued item or a log entry: name and id, a link to the player's page for an operator
// whose role may open it (plain text otherwise: the page would only say the role may not).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpenPath } from '../app/navigation';
import { useOperator } from '../features/auth/api/operator';

export function PlayerCell({
  player,
}: {
  /** Without a username (a row that carries only the id) the id is the name. */
  readonly player: { readonly id: number; readonly username?: string | undefined };
}) {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const path = `/players/${player.id}`;
  const id = t('players.id', { id: player.id });
  const name = player.username ?? id;
  return (
    <span className="stack">
      {role !== undefined && mayOpenPath(role, path) ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      {player.username === undefined ? null : <span className="muted">{id}</span>}
    </span>
  );
}
