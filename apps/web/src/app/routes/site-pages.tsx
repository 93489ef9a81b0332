// /sports, /vip, /bonuses and /account/bonuses.
import { BonusesView } from '@/features/content/components/bonuses-view';
import { Sportsbook } from '@/features/sports/components/sportsbook';
import { VipProgramme } from '@/features/vip/components/vip-programme';

export function SportsRoute() {
  return <Sportsbook />;
}

export function VipRoute() {
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <VipProgramme />
    </div>
  );
}

export function BonusesRoute() {
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <BonusesView />
    </div>
  );
}

/** /account/bonuses: the same view inside the account area's frame. */
export function AccountBonusesRoute() {
  return <BonusesView />;
}
