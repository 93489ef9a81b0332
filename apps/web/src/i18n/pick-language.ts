// Which interface language a visitor starts with: the stored choice, else the first of the browser's
// languages that Reelvault speaks, else English (spec section 1).
import {
  defaultLocale,
  isLocaleCode,
  localeFromBrowser,
  type LocaleCode,
} from '@reelvault/contract/constants/locales';

export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): LocaleCode {
  if (isLocaleCode(stored)) return stored;
  const { code } = localeFromBrowser(browserLanguages);
  return isLocaleCode(code) ? code : defaultLocale;
}
