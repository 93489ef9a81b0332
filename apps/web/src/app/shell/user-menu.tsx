// The logged-in player's menu in the header (spec: my account, security, financial, bet history,
// responsible gambling, logout, terms, responsible gambling page), with the sessions and favourites the
// site adds, the bonuses page, and Redeem code first (it opens its popup where the player is). Log out
// comes last, where players look for it (decision record 0133).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronEndIcon } from '@/components/ui/icons';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { usePopover } from '@/lib/use-popover';

const entries = [
  { to: '/account', label: 'userMenu.myAccount' },
  { to: '/account/security', label: 'userMenu.security' },
  { to: '/account/finance', label: 'userMenu.financial' },
  { to: '/account/game-transactions', label: 'userMenu.betHistory' },
  { to: '/account/bonuses', label: 'userMenu.bonuses' },
  { to: '/account/sessions', label: 'userMenu.sessions' },
  { to: '/favorites', label: 'userMenu.favourites' },
  { to: '/account/limits', label: 'userMenu.responsibleGambling' },
  { to: '/pages/terms-and-conditions', label: 'userMenu.terms' },
  { to: '/pages/responsible-gambling', label: 'userMenu.responsibleGamblingPolicy' },
  { to: '/logout', label: 'auth.logOut' },
] as const;

const entryClasses =
  'block rounded-lg px-3 py-2 text-sm font-semibold text-ink hover:bg-night-800 hover:text-gold-300';

export function UserMenu({ username }: { username: string }) {
  const { t } = useTranslation();
  const openCashier = useOpenCashier();
  const menuId = useId();
  const { open, toggle, container, button } = usePopover();

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
        className="flex h-9 max-w-40 items-center gap-2 rounded-full border border-night-600 bg-night-800 ps-2 pe-3 text-sm font-semibold hover:border-royal-400"
      >
        <span
          aria-hidden="true"
          className="grid size-6 shrink-0 place-items-center rounded-full bg-gold-400 text-xs font-extrabold text-night-950 uppercase"
        >
          {username.slice(0, 1)}
        </span>
        <span className="truncate max-sm:hidden" translate="no">
          {username}
        </span>
        {/* Named by what it shows, the username, and what it is (WCAG 2.5.3, label in name). */}
        <span className="sr-only">{t('userMenu.label')}</span>
        <ChevronEndIcon className={`size-4 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`} />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute end-0 top-full z-40 mt-2 w-56 rounded-xl border border-night-600 bg-night-900 p-2 shadow-2xl shadow-black/60"
        >
          <li className="truncate px-3 pt-1 pb-2 text-xs text-muted" translate="no">
            {username}
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                toggle();
                openCashier('redeem');
              }}
              className={`w-full text-start ${entryClasses}`}
            >
              {t('userMenu.redeem')}
            </button>
          </li>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={entryClasses}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
