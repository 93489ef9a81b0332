// /sports, /vip, /bonuses and /account/bonuses. The bonuses pages show a logged-in player's own bonuses
// and offers (the bonuses feature), a visitor the promotions (content); the VIP page adds the player's
// level and progress above the programme.
import { BonusesView } from '@/features/content/components/bonuses-view';
import { PlayerBonuses } from '@/features/bonuses/components/player-bonuses';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { Sportsbook } from '@/features/sports/components/sportsbook';
import { VipProgramme } from '@/features/vip/components/vip-programme';
import { VipStatus } from '@/features/vip/components/vip-status';
import { useSession } from '@/lib/auth';

export function SportsRoute() {
  return <Sportsbook />;
}

export function VipRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-10 px-4 py-6 lg:px-8">
      {session.status === 'player' ? <VipStatus /> : null}
      <VipProgramme />
    </div>
  );
}

function Bonuses() {
  const session = useSession();
  const openCashier = useOpenCashier();
  if (session.status === 'loading') return null;
  return session.status === 'player' ? (
    <PlayerBonuses onDeposit={() => openCashier('deposit')} />
  ) : (
    <BonusesView />
  );
}

export function BonusesRoute() {
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <Bonuses />
    </div>
  );
}

/** /account/bonuses: the same view inside the account area's frame. */
export function AccountBonusesRoute() {
  return <Bonuses />;
}
