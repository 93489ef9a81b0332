// The game pages' texts: one flat JSON file per language of the site (a chunk each, English built in), in
// the language the player chose on the site (same origin, same storage key) or else the browser's.
import { findLocale, localeFromBrowser, type Locale } from '@reelvault/contract/constants/locales';
import en from './locales/en.json';

export type TextKey = keyof typeof en;
type Texts = Record<TextKey, string>;

const files = import.meta.glob<{ default: Texts }>(['./locales/*.json', '!./locales/en.json']);
/** Where the site keeps the player's language (apps/web lib/storage). */
const siteLanguageKey = 'reelvault.language';

let texts: Texts = en;
let current: Locale = localeFromBrowser(['en']);

function chosenLocale(): Locale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(siteLanguageKey);
  } catch {
    saved = null;
  }
  return (saved ? findLocale(saved) : undefined) ?? localeFromBrowser(navigator.languages ?? []);
}

export async function loadTexts(): Promise<Locale> {
  current = chosenLocale();
  const file = files[`./locales/${current.code}.json`];
  if (file) texts = (await file()).default;
  document.documentElement.lang = current.bcp47;
  document.documentElement.dir = current.rtl ? 'rtl' : 'ltr';
  return current;
}

export function locale(): Locale {
  return current;
}

/** Whether the game pages have a text for `key` (a key made at run time, such as a slot picture's name). */
export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(en, key);
}

/** The text of `key` with its {{placeholders}} filled. */
export function t(key: TextKey, values: Readonly<Record<string, string | number>> = {}): string {
  const text = texts[key] ?? en[key];
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
