// The game pages speak every language of the site: each file has exactly the English keys, with the same
// placeholders, no empty text, and is a translation rather than a copy.
import { locales } from '@reelvault/contract/constants/locales';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const files = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const english: Record<string, string> = en;

describe("the game pages' texts", () => {
  it('exist for exactly the languages of the site', () => {
    const codes = Object.keys(files).map((file) => file.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual(locales.map((locale) => locale.code).sort());
  });

  describe.each(locales.filter((locale) => locale.code !== 'en'))('$label ($code)', ({ code }) => {
    const texts = files[`./locales/${code}.json`] ?? {};

    it('has every English key with its placeholders, and no other', () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it('is translated, not copied from English', () => {
      const copied = Object.entries(texts).filter(([key, text]) => text === english[key]);
      expect(copied.length, copied.map(([key]) => key).join(', ')).toBeLessThanOrEqual(
        Object.keys(english).length * 0.1,
      );
    });
  });
});
