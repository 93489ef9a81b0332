// The language list as a popup, for phones.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { locales } from '@reelvault/contract/constants/locales';
import { chooseSiteLanguage } from '@/lib/site-language';
import { useLocale } from '@/i18n/use-locale';

export function LanguagePopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const current = useLocale();
  return (
    <Dialog title={t('language.title')} onClose={close}>
      <ul className="grid grid-cols-2 gap-2">
        {locales.map((locale) => {
          const chosen = locale.code === current.code;
          return (
            <li key={locale.code}>
              <button
                type="button"
                lang={locale.bcp47}
                aria-pressed={chosen}
                onClick={() => {
                  void chooseSiteLanguage(locale.code).then(close);
                }}
                className={`w-full rounded-xl border px-4 py-3 text-start ${
                  chosen
                    ? 'border-gold-400 bg-night-700 text-gold-300'
                    : 'border-night-600 bg-night-800 hover:border-royal-400'
                }`}
              >
                {locale.label}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
