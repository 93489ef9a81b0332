// The phone-only bottom bar (spec, "Shell"): slots, live, search, promotions.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GiftIcon, LiveIcon, SearchIcon, SlotsIcon } from '@/components/ui/icons';
import { usePopups } from '@/lib/popup-store';

const itemClasses =
  'flex h-full flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors';

export function BottomBar() {
  const { t } = useTranslation();
  const popups = usePopups();
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    `${itemClasses} ${isActive ? 'text-gold-300' : 'text-muted hover:text-ink'}`;
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-night-700 bg-night-900 pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        <li>
          <NavLink to="/slots" className={linkClasses}>
            <SlotsIcon />
            {t('bottomBar.slots')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/live-casino" className={linkClasses}>
            <LiveIcon />
            {t('bottomBar.live')}
          </NavLink>
        </li>
        <li className="h-full">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => popups.open('search')}
            className={`${itemClasses} w-full text-muted hover:text-ink`}
          >
            <SearchIcon />
            {t('bottomBar.search')}
          </button>
        </li>
        <li>
          <NavLink to="/promotions" className={linkClasses}>
            <GiftIcon />
            {t('bottomBar.promotions')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
