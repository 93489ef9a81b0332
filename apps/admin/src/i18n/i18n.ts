// i18next for the back office: English is the catalogue every screen's text comes from (its keys are
// checked against it at compile time, see i18next.d.ts); another language is one more file beside it.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export const resources = { en: { translation: en } } as const;

export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en'],
    ns: ['translation'],
    defaultNS: 'translation',
    resources,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}

/** The language the interface is shown in, for `Accept-Language` and number formats. */
export function interfaceLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en';
}
