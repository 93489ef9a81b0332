// The opening preloader (spec, "Shell": it closes after 3 s). It covers the first page while that page
// gets ready: while its code and language load (the router's fallback, `Splash`), then while its first
// data loads. It closes as soon as that data is in, and at the latest `timings.preloader` after the page
// started loading, so a player on a fast connection waits for no clock and one on a slow connection
// does not wait twice (decision record 0134).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '@reelvault/contract/constants/timings';
import { Logo } from '@/components/ui/logo';

export function Preloader() {
  const queryClient = useQueryClient();
  const [visible, setVisible] = useState(() => performance.now() < timings.preloader);

  useEffect(() => {
    if (!visible) return;
    const close = () => setVisible(false);
    const deadline = setTimeout(close, Math.max(0, timings.preloader - performance.now()));
    // The page's queries start in its own effects, which run after this one (the preloader comes first
    // in the layout) in the same task: the count is read from the next task on, and again after every
    // change of the query cache, until nothing is loading.
    const closeWhenLoaded = () => {
      if (queryClient.isFetching() === 0) close();
    };
    let check = setTimeout(closeWhenLoaded);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      clearTimeout(check);
      check = setTimeout(closeWhenLoaded);
    });
    return () => {
      clearTimeout(deadline);
      clearTimeout(check);
      unsubscribe();
    };
  }, [visible, queryClient]);

  return visible ? <Splash /> : null;
}

/** The preloader's picture, also shown while the first page's code loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-night-950" data-preloader="">
      <div className="flex flex-col items-center gap-4 motion-safe:animate-pulse">
        <Logo />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    </div>
  );
}
