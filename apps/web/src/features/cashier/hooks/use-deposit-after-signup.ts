// After a registration the deposit dialog opens 500 ms later (spec; the registration form sets the
// `openDepositAfterSignup` flag), once. The onboarding wizard, which a new player (who has no name yet)
// gets on load, comes first: the dialog waits until the wizard is finished or closed, so that one popup
// shows at a time (decision 0139).
import { timings } from '@reelvault/contract/constants/timings';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/auth';
import { usePopupState } from '@/lib/popup-store';
import { browserStorage, storageKeys } from '@/lib/storage';
import { useOpenCashier } from './use-open-cashier';

export function useDepositAfterSignup(enabled: boolean): void {
  const session = useSession();
  const openCashier = useOpenCashier();
  const onboarding = usePopupState().open.includes('onboarding');
  // The flag is taken at once (a reload must not bring the dialog back), and the dialog kept due here.
  const due = useRef(false);
  const ready = enabled && session.status === 'player';
  useEffect(() => {
    if (!ready) return;
    if (browserStorage.get(storageKeys.openDepositAfterSignup) !== null) {
      browserStorage.remove(storageKeys.openDepositAfterSignup);
      due.current = true;
    }
    // The wizard opens in the same commit, before this effect: its popup state re-runs this effect, which
    // drops the timer; the timer runs to the end once the wizard has closed.
    if (!due.current || onboarding) return;
    const timer = setTimeout(() => {
      due.current = false;
      openCashier('deposit');
    }, timings.depositPopupAfterSignup);
    return () => clearTimeout(timer);
  }, [ready, onboarding, openCashier]);
}
