// The frame of every screen: on a desktop a sidebar with the screens the operator's role may open, their
// name and role, and sign-out; on a phone the same behind a menu button. A skip link leads past it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import type { AdminUser } from '../../features/auth/types';
import { navigationFor } from '../navigation';
import type { SignInState } from '../sign-in-state';

export function AdminLayout({
  operator,
  children,
}: {
  readonly operator: AdminUser;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Following a link closes the phone menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const items = navigationFor(operator.role);

  const leave = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        const state: SignInState = { notice: 'signedOut' };
        void navigate('/sign-in', { replace: true, state });
      },
    });
  };

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="shell__bar">
        <NavLink to="/" className="shell__brand">
          {t('app.name')}
        </NavLink>
        <button
          type="button"
          className="shell__menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
      </header>
      <aside id="admin-navigation" className={menuOpen ? 'shell__side is-open' : 'shell__side'}>
        <nav aria-label={t('nav.label')}>
          <ul className="shell__nav">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="shell__operator">
          <p>
            <span className="shell__email">{operator.email}</span>
            <span className="shell__role">{t(`roles.${operator.role}`)}</span>
          </p>
          <button type="button" className="button" onClick={leave} disabled={signOut.isPending}>
            {t('nav.signOut')}
          </button>
        </div>
      </aside>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
