// The interface languages of the spec (section 1 and the translation notes), with Arabic added for
// right-to-left. Stand-in for `@reelvault/contract/constants/locales` until that lands: same shape
// ({code, label, rtl, bcp47}), so switching is a change of import path.
export interface Locale {
  /** The spec's code, also the locale file's name (`ch` is Chinese, `gr` Greek). */
  readonly code: string;
  /** The language's own name, shown in the language chooser whatever the interface language is. */
  readonly label: string;
  readonly rtl: boolean;
  /** What `<html lang>` and `Intl` get. */
  readonly bcp47: string;
}

export const locales = [
  { code: 'ch', label: '中文', rtl: false, bcp47: 'zh-Hans' },
  { code: 'de', label: 'Deutsch', rtl: false, bcp47: 'de' },
  { code: 'en', label: 'English', rtl: false, bcp47: 'en' },
  { code: 'es', label: 'Español', rtl: false, bcp47: 'es' },
  { code: 'fi', label: 'Suomi', rtl: false, bcp47: 'fi' },
  { code: 'fr', label: 'Français', rtl: false, bcp47: 'fr' },
  { code: 'gr', label: 'Ελληνικά', rtl: false, bcp47: 'el' },
  { code: 'ja', label: '日本語', rtl: false, bcp47: 'ja' },
  { code: 'nl', label: 'Nederlands', rtl: false, bcp47: 'nl' },
  { code: 'no', label: 'Norsk', rtl: false, bcp47: 'nb' },
  { code: 'pt', label: 'Português', rtl: false, bcp47: 'pt' },
  { code: 'ru', label: 'Русский', rtl: false, bcp47: 'ru' },
  { code: 'tr', label: 'Türkçe', rtl: false, bcp47: 'tr' },
  { code: 'ar', label: 'العربية', rtl: true, bcp47: 'ar' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['code'];

export const defaultLocale: LocaleCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return locales.some((locale) => locale.code === value);
}

const english: Locale = locales[2];

/** The locale of a language code as i18next reports it; English for anything Reelvault does not speak. */
export function localeOf(code: string | undefined): Locale {
  return locales.find((locale) => locale.code === code) ?? english;
}
