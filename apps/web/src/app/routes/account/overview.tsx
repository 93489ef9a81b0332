// /account
import { AccountOverview } from '@/features/account/components/account-overview';
import { useSession } from '@/lib/auth';

export function AccountOverviewRoute() {
  const session = useSession();
  return session.status === 'player' ? <AccountOverview user={session.user} /> : null;
}
