// /sports: the operator's sportsbook in a full-page frame (spec: "full-page frame showing a live football
// event from an external host"). Without a configured sportsbook no link leads here; a player who comes
// anyway (an old bookmark) reads that sports betting is not offered, never how the site is configured.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSiteSettings } from '@/lib/site-settings';

export function Sportsbook() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="px-4 py-6 text-muted">
        {t('sports.loading')}
      </p>
    );
  }
  const url = settings.data?.sportsbook_url;
  if (!url) {
    return (
      <section aria-labelledby="sports-title" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10">
        <h1 id="sports-title" className="text-3xl font-bold text-ink">
          {t('sports.title')}
        </h1>
        <p>{t('sports.unavailable')}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'self-start')}>
          {t('sports.backToLobby')}
        </Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="sports-title" className="flex flex-col">
      <h1 id="sports-title" className="sr-only">
        {t('sports.title')}
      </h1>
      <iframe
        src={url}
        title={t('sports.frameTitle')}
        className="h-[calc(100dvh-4rem)] w-full border-0 bg-night-950"
        allow="fullscreen; autoplay"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </section>
  );
}
