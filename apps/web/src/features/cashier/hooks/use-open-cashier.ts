// Opens a cashier popup for the logged-in player, or instead the popup that says why the cashier is
// closed to them (spec: status 2 the inactive-player popup, 6 or 7 the verification popup; redeem too).
// The cashier's popups replace each other (spec: deposit, withdraw, buy crypto and review switch between
// each other; the redeem popup is reached from the cashier as well).
import { useCallback } from 'react';
import { useSession } from '@/lib/auth';
import { usePopups } from '@/lib/popup-store';
import { cashierAccess } from '@/features/cashier/utils/cashier-access';

export const cashierPopups = ['deposit', 'withdraw', 'buy-crypto', 'review', 'redeem'] as const;
export type CashierPopup = (typeof cashierPopups)[number];

export function useOpenCashier(): (popup: CashierPopup) => void {
  const session = useSession();
  const popups = usePopups();
  const status = session.user?.status;
  return useCallback(
    (popup: CashierPopup) => {
      if (status === undefined) return;
      for (const open of cashierPopups) popups.close(open);
      const access = cashierAccess(status);
      if (access === 'inactive') popups.open('inactive-player');
      else if (access === 'verification') popups.open('verification-required');
      else popups.open(popup);
    },
    [popups, status],
  );
}
