// Shown when a page fails to render or its code cannot be loaded (after a deploy, say): a way out rather
// than a blank screen.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="text-3xl font-extrabold">{t('error.title')}</h1>
      <p className="text-muted">{t('error.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('primary', 'md')}
      >
        {t('error.reload')}
      </button>
    </main>
  );
}
