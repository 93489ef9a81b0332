// The site's languages: the spec's 13 locale ids plus Arabic (right-to-left). `code` is the id the spec
// uses (and the translation files' names); `bcp47` is the tag for Intl and `<html lang>`, since three of
// the spec's ids are not language tags (ch is Chinese, gr Greek, no Norwegian Bokmål).

export interface Locale {
  /** The numeric id of the languages call. */
  readonly id: number;
  readonly code: string;
  /** The language's name in itself. */
  readonly label: string;
  readonly rtl: boolean;
  readonly bcp47: string;
}

export const locales = [
  { id: 1, code: 'ch', label: '中文', rtl: false, bcp47: 'zh' },
  { id: 2, code: 'de', label: 'Deutsch', rtl: false, bcp47: 'de' },
  { id: 3, code: 'en', label: 'English', rtl: false, bcp47: 'en' },
  { id: 4, code: 'es', label: 'Español', rtl: false, bcp47: 'es' },
  { id: 5, code: 'fi', label: 'Suomi', rtl: false, bcp47: 'fi' },
  { id: 6, code: 'fr', label: 'Français', rtl: false, bcp47: 'fr' },
  { id: 7, code: 'gr', label: 'Ελληνικά', rtl: false, bcp47: 'el' },
  { id: 8, code: 'ja', label: '日本語', rtl: false, bcp47: 'ja' },
  { id: 9, code: 'nl', label: 'Nederlands', rtl: false, bcp47: 'nl' },
  { id: 10, code: 'no', label: 'Norsk', rtl: false, bcp47: 'nb' },
  { id: 11, code: 'pt', label: 'Português', rtl: false, bcp47: 'pt' },
  { id: 12, code: 'ru', label: 'Русский', rtl: false, bcp47: 'ru' },
  { id: 13, code: 'tr', label: 'Türkçe', rtl: false, bcp47: 'tr' },
  { id: 14, code: 'ar', label: 'العربية', rtl: true, bcp47: 'ar' },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['code'];
export const defaultLocale: LocaleCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return locales.some((locale) => locale.code === value);
}

const byCode = new Map<string, Locale>(locales.map((locale) => [locale.code, locale]));

export function findLocale(code: string): Locale | undefined {
  return byCode.get(code.toLowerCase());
}

const fallbackLocale: Locale = (() => {
  const locale = findLocale(defaultLocale);
  if (!locale) throw new Error(`The default locale ${defaultLocale} is not in the table`);
  return locale;
})();

/** The locale of `code`, or the default (en) for an unknown one. */
export function localeOf(code: string | null | undefined): Locale {
  return (code && findLocale(code)) || fallbackLocale;
}

// Language subtags that mean one of our locales although they are not its bcp47 tag.
const subtagAliases: Readonly<Record<string, LocaleCode>> = { nn: 'no', no: 'no' };

/**
 * The first of the browser's languages (navigator.languages: `zh-CN`, `el`, `nb-NO`, ...) the site
 * speaks; the default when none matches.
 */
export function localeFromBrowser(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const subtag = tag.split(/[-_]/)[0]?.toLowerCase() ?? '';
    const match =
      locales.find((locale) => locale.bcp47 === subtag) ?? findLocale(subtagAliases[subtag] ?? '');
    if (match) return match;
  }
  return fallbackLocale;
}
