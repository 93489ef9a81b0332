// The header's language chooser: a labelled select on wide screens; on phones a globe button that opens
// the language popup.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/ui/icons';
import { isLocaleCode, locales } from '@reelvault/contract/constants/locales';
import { chooseSiteLanguage } from '@/lib/site-language';
import { useLocale } from '@/i18n/use-locale';
import { usePopups } from '@/lib/popup-store';

export function LanguageChooser() {
  const { t } = useTranslation();
  const locale = useLocale();
  const popups = usePopups();
  const selectId = useId();
  return (
    <>
      <div className="relative hidden items-center md:flex">
        <label htmlFor={selectId} className="sr-only">
          {t('language.label')}
        </label>
        <GlobeIcon className="pointer-events-none absolute start-3 size-4 text-muted" />
        <select
          id={selectId}
          value={locale.code}
          onChange={(event) => {
            if (isLocaleCode(event.target.value)) void chooseSiteLanguage(event.target.value);
          }}
          className="h-9 appearance-none rounded-full border border-night-600 bg-night-800 ps-9 pe-4 text-sm text-ink hover:border-royal-400"
        >
          {locales.map((option) => (
            <option key={option.code} value={option.code} lang={option.bcp47}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('language.label')}
        onClick={() => popups.open('language')}
        className="grid size-9 place-items-center rounded-full border border-night-600 bg-night-800 md:hidden"
      >
        <GlobeIcon className="size-4 text-muted" />
      </button>
    </>
  );
}
