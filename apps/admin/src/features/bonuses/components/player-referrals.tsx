// A player's referrals on the player's page (decision 1132): who referred the player, if anyone, and the
// friends the player referred (paged), each with its outcome.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { useTranslation } from 'react-i18next';
import { listQueryProps } from '../../../components/data-table';
import { useReferrals } from '../api/referrals';
import { ReferralTable } from './referral-table';

export function PlayerReferrals(props: {
  readonly playerId: number;
  readonly page: number;
  readonly role: AdminRole;
}) {
  const { t } = useTranslation();
  const referredBy = useReferrals({ friend_id: props.playerId });
  const made = useReferrals({ referrer_id: props.playerId, page: props.page });
  return (
    <>
      <h2>{t('bonuses.referrals.player.referredBy')}</h2>
      <ReferralTable
        caption={t('bonuses.referrals.player.referredBy')}
        role={props.role}
        rows={referredBy.data?.data}
        isLoading={referredBy.isPending}
        error={referredBy.error}
        onRetry={() => void referredBy.refetch()}
        emptyText={t('bonuses.referrals.player.notReferred')}
      />
      <h2>{t('bonuses.referrals.player.made')}</h2>
      <ReferralTable
        caption={t('bonuses.referrals.player.made')}
        role={props.role}
        {...listQueryProps(made)}
        onRetry={() => void made.refetch()}
        emptyText={t('bonuses.referrals.player.noneMade')}
      />
    </>
  );
}
