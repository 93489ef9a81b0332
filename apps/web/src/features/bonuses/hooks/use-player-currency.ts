// The currency of the player's offers and bonuses: the balance's, else the profile's, else EUR. (Kept out
// of lib/balance so that it loads with the bonus screens, not with the lobby.)
import { useSession } from '@/lib/auth';
import { useBalance } from '@/lib/balance';

export function usePlayerCurrency(): string {
  const session = useSession();
  const balance = useBalance();
  return balance.data?.currency ?? session.user?.currency ?? 'EUR';
}
