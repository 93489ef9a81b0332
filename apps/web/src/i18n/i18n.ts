// i18next for the player site: one lazily loaded JSON file per language (a chunk each), English as the
// fallback, the choice kept in localStorage, and <html lang/dir> following the language.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  isLocaleCode,
  localeOf,
  locales,
  type Locale,
  type LocaleCode,
} from '@reelvault/contract/constants/locales';
import { browserStorage, storageKeys } from '@/lib/storage';
import type en from './locales/en.json';
import { pickLanguage } from './pick-language';

type Translation = typeof en;

// Literal import paths so that Vite emits one chunk per language and TypeScript checks every file
// against the English one.
const localeFiles: Record<LocaleCode, () => Promise<{ default: Translation }>> = {
  ch: () => import('./locales/ch.json'),
  de: () => import('./locales/de.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fi: () => import('./locales/fi.json'),
  fr: () => import('./locales/fr.json'),
  gr: () => import('./locales/gr.json'),
  ja: () => import('./locales/ja.json'),
  nl: () => import('./locales/nl.json'),
  no: () => import('./locales/no.json'),
  pt: () => import('./locales/pt.json'),
  ru: () => import('./locales/ru.json'),
  tr: () => import('./locales/tr.json'),
  ar: () => import('./locales/ar.json'),
};

const lazyLocaleFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLocaleCode(language)) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    localeFiles[language]().then(
      (file) => callback(null, file.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

// The server reads it to preload this language's file with the first HTML of the next page
// (apps/server/src/plugins/page-preloads.ts); the choice itself stays in localStorage.
const languageCookie = 'reelvault_language';
const yearInSeconds = 365 * 24 * 60 * 60;

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale.bcp47;
  document.documentElement.dir = locale.rtl ? 'rtl' : 'ltr';
  document.cookie = `${languageCookie}=${locale.code}; path=/; max-age=${yearInSeconds}; samesite=lax`;
}

export async function initI18n(): Promise<void> {
  const initial = pickLanguage(browserStorage.get(storageKeys.language), navigator.languages ?? []);
  i18next.on('languageChanged', (language) => {
    applyToDocument(localeOf(language));
  });
  await i18next
    .use(lazyLocaleFiles)
    .use(initReactI18next)
    .init({
      lng: initial,
      fallbackLng: 'en',
      supportedLngs: locales.map((locale) => locale.code),
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/** The player's explicit choice: remembered for the next visit. */
export async function chooseLanguage(code: LocaleCode): Promise<void> {
  browserStorage.set(storageKeys.language, code);
  await i18next.changeLanguage(code);
}

/** The language the interface is shown in now. */
export function currentLocale(): Locale {
  return localeOf(i18next.resolvedLanguage ?? i18next.language);
}
