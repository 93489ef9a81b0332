// The frame of the log-in, sign-up and password screens, which show no header or footer: the logo back to
// the lobby, a title, an introduction and the form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';

export interface AuthScreenProps {
  readonly title: string;
  readonly intro?: string;
  readonly children: ReactNode;
}

export function AuthScreen({ title, intro, children }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center gap-6 px-4 py-8 sm:justify-center">
      <Link to="/" aria-label={t('nav.home')} className="rounded-lg">
        <Logo />
      </Link>
      <section
        aria-labelledby="auth-title"
        className="flex w-full max-w-md flex-col gap-5 rounded-2xl border border-night-700 bg-night-900 p-6 shadow-2xl shadow-black/40 sm:p-8"
      >
        <div className="flex flex-col gap-1">
          <h1 id="auth-title" className="text-2xl font-extrabold text-gold-300">
            {title}
          </h1>
          {intro ? <p className="text-sm text-muted">{intro}</p> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
