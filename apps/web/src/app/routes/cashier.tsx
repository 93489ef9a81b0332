// The cashier's routes (spec): /deposit and /withdraw open the cashier over the lobby; /pathly/success and
// /pathly/error, where payment pages send the player back, open the result popup and go on to /.
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { noteReturnedDeposit } from '@/features/cashier/utils/payment-return';
import { useSession } from '@/lib/auth';
import { usePopups } from '@/lib/popup-store';

function useWhenPlayer(run: () => void): boolean {
  const session = useSession();
  const ready = session.status === 'player';
  useEffect(() => {
    if (ready) run();
  }, [ready, run]);
  return ready;
}

export function DepositRoute() {
  const openCashier = useOpenCashier();
  const ready = useWhenPlayer(() => openCashier('deposit'));
  return ready ? <Navigate to="/" replace /> : null;
}

export function WithdrawRoute() {
  const openCashier = useOpenCashier();
  const ready = useWhenPlayer(() => openCashier('withdraw'));
  return ready ? <Navigate to="/" replace /> : null;
}

export function PaymentSuccessRoute() {
  const popups = usePopups();
  const [search] = useSearchParams();
  useEffect(() => {
    noteReturnedDeposit(search.get('deposit'));
    popups.open('deposit-completed');
  }, [popups, search]);
  return <Navigate to="/" replace />;
}

export function PaymentErrorRoute() {
  const popups = usePopups();
  useEffect(() => popups.open('payment-failed'), [popups]);
  return <Navigate to="/" replace />;
}
