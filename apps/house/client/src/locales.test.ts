// The game pages speak every language of the site: each file has exactly the English keys, with the same
// placeholders and markup, no empty text, and is a translation rather than a copy (the rules:
// @reelvault/contract/translations, the same as the player site's).
import { locales } from '@reelvault/contract/constants/locales';
import { checkTranslation, flattenTranslations } from '@reelvault/contract/translations';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const english = flattenTranslations(en);

describe("the game pages' texts", () => {
  it('exist for exactly the languages of the site', () => {
    const codes = Object.keys(files).map((file) => file.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual(locales.map((locale) => locale.code).sort());
  });

  describe.each(locales.filter((locale) => locale.code !== 'en'))('$label ($code)', ({ code, bcp47 }) => {
    // No value of the game pages needs to stay in English: every sentence is translated.
    const report = checkTranslation(english, flattenTranslations(files[`./locales/${code}.json`] ?? {}), {
      code,
      bcp47,
    });

    it('has every English key with its placeholders and markup, and no other', () => {
      expect(report).toMatchObject({ missing: [], extra: [], empty: [], placeholders: [], tags: [] });
    });

    it('translates every sentence, in the letters of its language', () => {
      expect({ copied: report.copiedSentences, foreignScript: report.foreignScript }).toEqual({
        copied: [],
        foreignScript: [],
      });
    });

    it('is translated, not copied from English, word for word too', () => {
      expect(report.copied.length, report.copied.join(', ')).toBeLessThanOrEqual(english.size * 0.1);
    });
  });
});
