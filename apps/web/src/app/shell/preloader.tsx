// The opening preloader (spec, "Shell"). It covers the page until the spec's time has passed since the
// page started loading, and never longer: a player on a slow connection does not wait twice.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '@reelvault/contract/constants/timings';
import { Logo } from '@/components/ui/logo';

export function Preloader() {
  const [visible, setVisible] = useState(() => performance.now() < timings.preloader);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), Math.max(0, timings.preloader - performance.now()));
    return () => clearTimeout(timer);
  }, [visible]);

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
