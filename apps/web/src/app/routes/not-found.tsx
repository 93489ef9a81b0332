// Any path without a screen (spec: "any other path | Not-found page"): the message, Back to Lobby, and
// popular games, providers and new games to go on with.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { NotFoundGames } from '@/features/catalogue/components/not-found-games';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-10 px-4 pb-10 lg:px-8">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 pt-16 text-center">
        <svg viewBox="0 0 120 80" aria-hidden="true" focusable="false" className="h-24 w-auto">
          <rect
            x="4"
            y="8"
            width="112"
            height="64"
            rx="12"
            strokeWidth="4"
            className="fill-night-800 stroke-gold-400"
          />
          {[14, 46, 78].map((x) => (
            <g key={x}>
              <rect x={x} y="18" width="28" height="44" rx="6" className="fill-night-700" />
              <circle cx={x + 14} cy="40" r="7" fill="none" strokeWidth="4" className="stroke-royal-400" />
            </g>
          ))}
        </svg>
        <h1 className="text-3xl font-extrabold text-balance sm:text-4xl">{t('notFound.title')}</h1>
        <p className="text-muted">{t('notFound.text')}</p>
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {t('notFound.back')}
        </Link>
      </div>
      <NotFoundGames />
    </div>
  );
}
