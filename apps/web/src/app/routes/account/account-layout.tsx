// The account area's frame: the side menu beside the section. On phones /account shows the menu and the
// overview, and each section shows a back arrow to /account instead of the menu.
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { ChevronStartIcon } from '@/components/ui/icons';
import { AccountMenu } from '@/features/account/components/account-menu';
import { CashierActions } from '@/features/cashier/components/cashier-button';
import { AccountBalance } from '@/features/wallet/components/account-balance';
import { useSession } from '@/lib/auth';

export function AccountLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const overview = pathname.replace(/\/+$/, '') === '/account';
  if (session.status !== 'player') {
    return <p className="px-4 py-20 text-center text-muted">{t('app.loading')}</p>;
  }
  return (
    <div className="mx-auto grid max-w-screen-xl items-start gap-6 px-4 py-6 md:grid-cols-[16rem_1fr] lg:px-8">
      <aside className={overview ? '' : 'max-md:hidden'}>
        <AccountMenu
          user={session.user}
          balance={
            <div className="flex flex-col gap-3">
              <AccountBalance />
              <CashierActions />
            </div>
          }
        />
      </aside>
      <div className="flex min-w-0 flex-col gap-8">
        {overview ? null : (
          <Link
            to="/account"
            className="flex items-center gap-1 self-start text-sm font-semibold text-muted hover:text-ink md:hidden"
          >
            <ChevronStartIcon className="size-4" />
            {t('account.back')}
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}
