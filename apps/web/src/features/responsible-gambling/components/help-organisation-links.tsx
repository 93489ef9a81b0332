// Links to the help organisations, each opening in a new tab without giving it a handle on this page.
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from '@/components/ui/icons';
import { helpOrganisations } from '@/features/responsible-gambling/utils/help-organisations';

export function HelpOrganisationLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex flex-wrap gap-x-5 gap-y-2 ${className}`}>
      {helpOrganisations.map((organisation) => (
        <li key={organisation.url}>
          <a
            href={organisation.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm text-ink underline decoration-royal-400/60 underline-offset-4 hover:text-gold-300 hover:decoration-gold-400"
          >
            {organisation.name}
            <ExternalIcon className="size-3.5 rtl:-scale-x-100" />
            <span className="sr-only">{t('footer.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
