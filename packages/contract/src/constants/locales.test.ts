import { describe, expect, it } from 'vitest';
import { defaultLocale, findLocale, isLocaleCode, localeFromBrowser, localeOf, locales } from './locales';

describe('locales', () => {
  it('have unique ids, codes and tags, and exactly one right-to-left language', () => {
    for (const key of ['id', 'code', 'bcp47', 'label'] as const) {
      expect(new Set(locales.map((locale) => locale[key])).size, key).toBe(locales.length);
    }
    expect(locales.filter((locale) => locale.rtl).map((locale) => locale.code)).toEqual(['ar']);
  });

  it("cover the spec's 13 locales plus Arabic", () => {
    expect(locales.map((locale) => locale.code).sort()).toEqual(
      ['ar', 'ch', 'de', 'en', 'es', 'fi', 'fr', 'gr', 'ja', 'nl', 'no', 'pt', 'ru', 'tr'].sort(),
    );
  });

  it('give Intl a tag it knows as written', () => {
    for (const locale of locales) {
      expect(Intl.getCanonicalLocales(locale.bcp47)).toEqual([locale.bcp47]);
      expect(Intl.NumberFormat.supportedLocalesOf(locale.bcp47), locale.code).toEqual([locale.bcp47]);
    }
    expect(findLocale('ch')?.bcp47).toBe('zh');
    expect(findLocale('gr')?.bcp47).toBe('el');
    expect(findLocale('no')?.bcp47).toBe('nb');
  });

  it("know the site's codes only, as written", () => {
    expect(isLocaleCode('gr')).toBe(true);
    expect(isLocaleCode('el')).toBe(false);
    expect(isLocaleCode('GR')).toBe(false);
    expect(isLocaleCode(null)).toBe(false);
  });

  it('fall back to English', () => {
    expect(defaultLocale).toBe('en');
    expect(localeOf('xx').code).toBe('en');
    expect(localeOf(undefined).code).toBe('en');
    expect(localeOf('DE').code).toBe('de');
  });

  it("follow the browser's first language the site speaks", () => {
    expect(localeFromBrowser(['zh-CN', 'en']).code).toBe('ch');
    expect(localeFromBrowser(['el-GR']).code).toBe('gr');
    expect(localeFromBrowser(['nb-NO']).code).toBe('no');
    expect(localeFromBrowser(['nn']).code).toBe('no');
    expect(localeFromBrowser(['sv-SE', 'fi-FI']).code).toBe('fi');
    expect(localeFromBrowser(['sv-SE']).code).toBe('en');
    expect(localeFromBrowser([]).code).toBe('en');
  });
});
