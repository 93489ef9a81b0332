// Every language file carries exactly the keys of the English one, with the same placeholders and markup,
// and is a translation rather than a copy of the English text (the rules: @reelvault/contract/translations).
import {
  checkTranslation,
  flattenTranslations,
  type TranslationTree,
} from '@reelvault/contract/translations';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales } from '@reelvault/contract/constants/locales';
import en from './locales/en.json';
import { sameAsEnglish } from './same-as-english';

const files = import.meta.glob<TranslationTree>('./locales/*.json', { eager: true, import: 'default' });
const fileOf = (code: string): TranslationTree | undefined => files[`./locales/${code}.json`];

const english = flattenTranslations(en);

describe('locale files', () => {
  it('exist for exactly the configured languages', () => {
    const codes = Object.keys(files).map((path) => path.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual(locales.map((locale) => locale.code).sort());
  });

  it('excuse English values only for languages of the site', () => {
    const codes: readonly string[] = locales
      .filter((locale) => locale.code !== 'en')
      .map((locale) => locale.code);
    expect(Object.keys(sameAsEnglish).filter((code) => !codes.includes(code))).toEqual([]);
  });

  describe.each(locales.filter((locale) => locale.code !== 'en'))('$label ($code)', ({ code, bcp47 }) => {
    const file = fileOf(code);
    const report = checkTranslation(english, file ? flattenTranslations(file) : new Map(), {
      code,
      bcp47,
      sameAsEnglish: sameAsEnglish[code],
    });

    it('has every key English has, and no other', () => {
      expect({ missing: report.missing, extra: report.extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps the placeholders and markup of each English text and leaves no text empty', () => {
      expect({ empty: report.empty, placeholders: report.placeholders, tags: report.tags }).toEqual({
        empty: [],
        placeholders: [],
        tags: [],
      });
    });

    it('translates every sentence, in the letters of its language', () => {
      expect({ copied: report.copiedSentences, foreignScript: report.foreignScript }).toEqual({
        copied: [],
        foreignScript: [],
      });
    });

    it('excuses only values that are still as in English', () => {
      expect(report.staleExceptions).toEqual([]);
    });

    it('is translated, not copied from English, word for word too', () => {
      // Loanwords ("Lobby", "Live"), codes and figures ("24/7") may stay as they are; whole sections may not.
      expect(report.copied.length, report.copied.join(', ')).toBeLessThanOrEqual(english.size * 0.1);
    });
  });

  it('types translation keys, so an unknown key does not compile', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: { en: { translation: en } } });
    expect(instance.t('notFound.back')).toBe('Back to Lobby');
    // @ts-expect-error: "missing.key" is not a key of en.json; if this line compiled, keys would be untyped.
    expect(instance.t('missing.key')).toBe('missing.key');
  });
});
