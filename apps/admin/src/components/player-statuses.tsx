// A player's two statuses in words: the account (user status) and the identity verification
// (player_status), with the number the spec uses beside each.
import { playerStatusName, userStatusName } from '@reelvault/contract/constants/statuses';
import { useTranslation } from 'react-i18next';

export function PlayerStatuses({
  status,
  playerStatus,
}: {
  readonly status: number;
  readonly playerStatus: number;
}) {
  const { t } = useTranslation();
  const user = userStatusName(status);
  const player = playerStatusName(playerStatus);
  return (
    <dl className="facts">
      <dt>{t('players.userStatus')}</dt>
      <dd>
        {user ? t(`statuses.user.${user}`) : t('statuses.unknown')} ({status})
      </dd>
      <dt>{t('players.playerStatus')}</dt>
      <dd>
        {player ? t(`statuses.player.${player}`) : t('statuses.unknown')} ({playerStatus})
      </dd>
    </dl>
  );
}
