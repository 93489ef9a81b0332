// The site footer: responsible-gambling and 18+ badges, help organisations, legal pages, service status,
// and the licence line with the operator's name.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '@/config/env';
import { HelpOrganisationLinks } from '@/features/responsible-gambling/components/help-organisation-links';
import { ResponsibleGamblingButton } from '@/features/responsible-gambling/components/responsible-gambling-button';
import { useOpenSupport } from '@/features/support/hooks/use-open-support';
import { ServiceStatus } from '@/features/system/components/service-status';
import { Logo } from '@/components/ui/logo';

// The spec's legal pages by id (/pages/{id}): 3 terms, 4 privacy, 5 AML/KYC, 6 responsible gambling,
// 7 bonus policy, 8 complaints.
const legalPages = [
  { id: 3, label: 'footer.terms' },
  { id: 4, label: 'footer.privacy' },
  { id: 5, label: 'footer.amlKyc' },
  { id: 6, label: 'footer.responsiblePolicy' },
  { id: 7, label: 'footer.bonusPolicy' },
  { id: 8, label: 'footer.complaints' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const openSupport = useOpenSupport();
  return (
    <footer className="mt-16 border-t border-night-800 bg-night-900 pb-20 md:pb-0">
      <div className="mx-auto grid max-w-screen-2xl gap-10 px-4 py-10 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <section className="flex flex-col gap-4">
          <ResponsibleGamblingButton />
          <p className="max-w-prose text-sm text-muted">{t('footer.ageNotice')}</p>
          <h2 className="mt-2 text-sm font-bold tracking-wide text-ink uppercase">{t('footer.helpTitle')}</h2>
          <p className="max-w-prose text-sm text-muted">{t('footer.helpIntro')}</p>
          <HelpOrganisationLinks />
        </section>
        <nav aria-labelledby="footer-legal" className="flex flex-col gap-4">
          <h2 id="footer-legal" className="text-sm font-bold tracking-wide text-ink uppercase">
            {t('footer.legalTitle')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {legalPages.map((page) => (
              <li key={page.id}>
                <Link to={`/pages/${page.id}`} className="text-sm text-muted hover:text-gold-300">
                  {t(page.label)}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => openSupport()}
                className="text-sm text-muted hover:text-gold-300"
              >
                {t('footer.contactSupport')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-night-800">
        <div className="mx-auto flex max-w-screen-2xl flex-col gap-3 px-4 py-6 text-sm text-muted md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex flex-col gap-1">
            <Logo />
            <p>{t('footer.licence', { operator: env.operatorName })}</p>
            <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          </div>
          <ServiceStatus />
        </div>
      </div>
    </footer>
  );
}
