// The site header: logo, main navigation, game search, language chooser, Log in / Sign up for guests, and
// the balance, the cashier button and the user menu for players. The navigation is a row of its own under
// the logo at every width (decision record 0137); on phones it scrolls sideways, and the search is the
// bottom bar's modal instead.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CashierButton } from '@/features/cashier/components/cashier-button';
import { SearchPanel } from '@/features/catalogue/components/search-panel';
import { useSession } from '@/lib/auth';
import { useSiteSettings } from '@/lib/site-settings';
import { LanguageChooser } from './language-chooser';
import { UserMenu } from './user-menu';
import { Logo } from '@/components/ui/logo';
import { HeaderBalance } from '@/features/wallet/components/header-balance';

// The spec's shell names lobby, slots, live casino and promotions; sports goes where the spec's overview
// lists it (slots, live casino, sports page, promotions), only when the operator has a sportsbook, and the
// bonuses and the VIP club follow the promotions they belong with. Where their row is short of room (a
// phone), the links scroll sideways rather than wrapping.
const mainNavigation = [
  { to: '/', label: 'nav.lobby', end: true },
  { to: '/slots', label: 'nav.slots', end: false },
  { to: '/live-casino', label: 'nav.liveCasino', end: false },
  { to: '/sports', label: 'nav.sports', end: false },
  { to: '/promotions', label: 'nav.promotions', end: false },
  { to: '/bonuses', label: 'nav.bonuses', end: false },
  { to: '/vip', label: 'nav.vip', end: false },
] as const;

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  // Until the settings answer, the sports link stays out: it appears for a configured sportsbook rather
  // than vanishing from a site without one.
  const hasSportsbook = Boolean(useSiteSettings().data?.sportsbook_url);
  const navigation = mainNavigation.filter((item) => item.to !== '/sports' || hasSportsbook);
  return (
    // Opaque: the page scrolling under a sticky header must not show through it.
    <header className="sticky top-0 z-30 border-b border-night-800 bg-night-950">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3 pb-2 md:gap-x-6 lg:px-8">
        <Link to="/" aria-label={t('nav.home')} className="shrink-0 rounded-lg">
          {/* On narrow phones the mark alone leaves room for the guest buttons in the same row. */}
          <Logo nameOnPhones={false} />
        </Link>
        <nav
          aria-label={t('nav.main')}
          className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto px-4 lg:mx-0 lg:w-full lg:px-0"
        >
          <ul className="flex gap-1">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                      isActive ? 'bg-night-800 text-gold-300' : 'text-muted hover:text-ink'
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto hidden min-w-0 flex-1 md:block md:max-w-sm lg:max-w-md lg:min-w-64">
          <SearchPanel variant="bar" />
        </div>
        <div className="ms-auto flex items-center gap-2 md:ms-0">
          <LanguageChooser />
          {session.status === 'player' ? (
            <>
              <HeaderBalance />
              <CashierButton />
              <UserMenu username={session.user.username} />
            </>
          ) : null}
          {session.status === 'loading' ? <PlayerControlsPlaceholder /> : null}
          {session.status === 'guest' ? (
            <>
              <Link to="/login" className={buttonClasses('secondary', 'sm')}>
                {t('auth.logIn')}
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'sm')}>
                {t('auth.signUp')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * While a stored session's profile loads, the space the balance, the cashier button and the user menu
 * will take, so the header does not jump when they arrive (measured widths on phones and desktops).
 */
function PlayerControlsPlaceholder() {
  return (
    <span aria-hidden="true" className="flex items-center gap-2" data-testid="player-controls-placeholder">
      <span className="h-9 w-26 rounded-full border border-night-600 bg-night-800 md:w-31" />
      <span className="h-9 w-[91px] rounded-full bg-night-800" />
      <span className="h-9 w-[70px] rounded-full bg-night-800 md:w-40" />
    </span>
  );
}
