// After a registration the deposit dialog opens 500 ms later (spec; the registration form sets the
// `openDepositAfterSignup` flag). The flag is used once.
import { timings } from '@reelvault/contract/constants/timings';
import { useEffect } from 'react';
import { useSession } from '@/lib/auth';
import { browserStorage, storageKeys } from '@/lib/storage';
import { useOpenCashier } from './use-open-cashier';

export function useDepositAfterSignup(enabled: boolean): void {
  const session = useSession();
  const openCashier = useOpenCashier();
  const ready = enabled && session.status === 'player';
  useEffect(() => {
    if (!ready || browserStorage.get(storageKeys.openDepositAfterSignup) === null) return;
    browserStorage.remove(storageKeys.openDepositAfterSignup);
    const timer = setTimeout(() => openCashier('deposit'), timings.depositPopupAfterSignup);
    return () => clearTimeout(timer);
  }, [ready, openCashier]);
}
