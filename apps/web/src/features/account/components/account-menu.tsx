// The account's side menu (spec: greeting, username, balance, tabs). The balance with the cashier's
// Deposit and Withdraw buttons is handed in by the layout; the Verification and Limits tabs join with the
// compliance work.
import type { UserProfile } from '@reelvault/contract/calls/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabs = [
  { to: '/account/settings', label: 'account.tabs.account' },
  { to: '/account/security', label: 'account.tabs.security' },
  { to: '/account/verification', label: 'account.tabs.verification' },
  { to: '/account/sessions', label: 'account.tabs.sessions' },
  { to: '/account/limits', label: 'account.tabs.limits' },
  { to: '/account/bonuses', label: 'account.tabs.bonuses' },
  { to: '/account/my-favorites', label: 'account.tabs.favourites' },
] as const;

export function AccountMenu({ user, balance }: { user: UserProfile; balance?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-night-700 bg-night-900 p-5">
      <div className="flex flex-col">
        <span className="text-sm text-muted">{t('account.greeting')}</span>
        <span className="truncate text-xl font-extrabold text-gold-300" translate="no">
          {user.username}
        </span>
      </div>
      {balance}
      <nav aria-label={t('account.menu')}>
        <ul className="flex flex-col gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-2.5 font-semibold transition-colors ${
                    isActive ? 'bg-night-700 text-gold-300' : 'text-muted hover:bg-night-800 hover:text-ink'
                  }`
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
