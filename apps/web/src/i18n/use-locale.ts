// The current interface language as a Locale, re-rendering the caller when it changes.
import { useTranslation } from 'react-i18next';
import { localeOf, type Locale } from '@reelvault/contract/constants/locales';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.resolvedLanguage ?? i18n.language);
}
