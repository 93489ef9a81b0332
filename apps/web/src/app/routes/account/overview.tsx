// /account: the account at a glance, and the player's VIP level and progress under it.
import { AccountOverview } from '@/features/account/components/account-overview';
import { VipStatus } from '@/features/vip/components/vip-status';
import { useSession } from '@/lib/auth';

export function AccountOverviewRoute() {
  const session = useSession();
  if (session.status !== 'player') return null;
  return (
    <div className="flex flex-col gap-8">
      <AccountOverview user={session.user} />
      <VipStatus />
    </div>
  );
}
