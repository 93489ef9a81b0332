// Which interface language a visitor starts with: the stored choice, else the first of the browser's
// languages that Reelvault speaks, else English (spec section 1).
import { defaultLocale, isLocaleCode, locales, type LocaleCode } from '../config/locales';

// Browser tags arrive in BCP 47 (`de-AT`, `zh-CN`, `el`, `nb`), not in the spec's codes (`ch`, `gr`, `no`).
const byPrimarySubtag = new Map<string, LocaleCode>([
  ...locales.map((locale) => [primarySubtag(locale.bcp47), locale.code] as const),
  ['nn', 'no'],
  ['no', 'no'],
]);

function primarySubtag(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? '';
}

export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): LocaleCode {
  if (isLocaleCode(stored)) return stored;
  for (const tag of browserLanguages) {
    const code = byPrimarySubtag.get(primarySubtag(tag));
    if (code) return code;
  }
  return defaultLocale;
}
