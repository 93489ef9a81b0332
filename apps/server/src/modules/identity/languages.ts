// The interface languages: the spec's 13 locales plus Arabic (right to left). The spec's own locale codes
// are kept (ch for Chinese, gr for Greek). Names are written in the language itself, as a language chooser
// shows them. One place until the contract's locale table replaces it.

export interface Language {
  readonly id: number;
  readonly locale: string;
  readonly name: string;
  readonly rtl: boolean;
}

export const languageList: readonly Language[] = [
  { id: 1, locale: 'en', name: 'English', rtl: false },
  { id: 2, locale: 'de', name: 'Deutsch', rtl: false },
  { id: 3, locale: 'es', name: 'Español', rtl: false },
  { id: 4, locale: 'fi', name: 'Suomi', rtl: false },
  { id: 5, locale: 'fr', name: 'Français', rtl: false },
  { id: 6, locale: 'gr', name: 'Ελληνικά', rtl: false },
  { id: 7, locale: 'ja', name: '日本語', rtl: false },
  { id: 8, locale: 'nl', name: 'Nederlands', rtl: false },
  { id: 9, locale: 'no', name: 'Norsk', rtl: false },
  { id: 10, locale: 'pt', name: 'Português', rtl: false },
  { id: 11, locale: 'ru', name: 'Русский', rtl: false },
  { id: 12, locale: 'tr', name: 'Türkçe', rtl: false },
  { id: 13, locale: 'ch', name: '中文', rtl: false },
  { id: 14, locale: 'ar', name: 'العربية', rtl: true },
];
