// A player's standing at a glance: the account status, the identity verification and a self-exclusion in
// force, each as a badge in words.
import { playerStatusName, userStatusName } from '@reelvault/contract/constants/statuses';
import { useTranslation } from 'react-i18next';

export function StatusBadges(props: {
  readonly status: number;
  readonly playerStatus: number;
  readonly selfExcluded?: boolean;
}) {
  const { t } = useTranslation();
  const user = userStatusName(props.status);
  const player = playerStatusName(props.playerStatus);
  return (
    <span className="badges">
      <span className={`badge badge--${user === 'active' ? 'approved' : 'pending'}`}>
        {user ? t(`statuses.user.${user}`) : t('statuses.unknown')}
      </span>
      <span className={`badge badge--${player === 'verified' ? 'approved' : 'pending'}`}>
        {player ? t(`statuses.player.${player}`) : t('statuses.unknown')}
      </span>
      {props.selfExcluded ? <span className="badge badge--rejected">{t('players.selfExcluded')}</span> : null}
    </span>
  );
}
