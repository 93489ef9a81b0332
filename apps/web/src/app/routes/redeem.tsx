// /redeem (spec: home view; logged-out visitors go to /login, which RequirePlayer does): the lobby with the
// redeem popup open over it, its input filled from `?code=` when a link carries one. The popup opens
// through the cashier's gate, as from the cashier: a player who may not use the cashier sees why instead.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { setRedeemCode } from '@/features/bonuses/redeem-draft';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { useSession } from '@/lib/auth';
import { HomeRoute } from './home';

export function RedeemRoute() {
  const [search] = useSearchParams();
  const session = useSession();
  const openCashier = useOpenCashier();
  const ready = session.status === 'player';
  const code = search.get('code') ?? '';
  useEffect(() => {
    if (!ready) return;
    setRedeemCode(code);
    openCashier('redeem');
  }, [ready, code, openCashier]);
  return <HomeRoute />;
}
