// The layout every page shares: preloader, header, the page, footer, the phone's bottom bar and the popup
// host; and, for a logged-in player, the session's upkeep, the onboarding prompt and the deposit dialog
// after a registration.
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PopupHost } from '@/components/popups/popup-host';
import { useOnboardingPrompt } from '@/features/account/hooks/use-onboarding-prompt';
import { useDepositAfterSignup } from '@/features/cashier/hooks/use-deposit-after-signup';
import { useLiveChat } from '@/features/support/hooks/use-live-chat';
import { brandName } from '@/config/brand';
import { useSession, useSessionKeeper } from '@/lib/auth';
import { popupRegistry } from '@/app/popup-registry';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import {
  isBarePath,
  useBodyPageClass,
  useInactivePlayerClass,
  useScrollToTopOnNavigation,
} from './page-chrome';
import { Preloader } from './preloader';
import { useRouteSeo } from './use-route-seo';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bare = isBarePath(pathname);
  useBodyPageClass();
  useInactivePlayerClass(useSession().user?.status);
  useScrollToTopOnNavigation();
  useSessionKeeper();
  useOnboardingPrompt(!bare);
  useDepositAfterSignup(!bare);
  useLiveChat();
  useRouteSeo(brandName);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          // Moving focus without touching the URL keeps the router (and its scroll-to-top) out of it.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only z-50 rounded-full bg-gold-400 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('app.skipToContent')}
      </a>
      <Preloader />
      {bare ? null : <Header />}
      {/* At least a screen tall, so that the footer starts below the fold and does not jump down in
          sight while the page's content loads (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      {bare ? null : <Footer />}
      {bare ? null : <BottomBar />}
      <PopupHost registry={popupRegistry} />
    </div>
  );
}
