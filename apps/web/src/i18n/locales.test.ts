// Every language file carries exactly the keys of the English one, with the same placeholders, and is a
// translation rather than a copy of the English text.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { locales } from '../config/locales';
import en from './locales/en.json';

type Tree = { readonly [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const fileOf = (code: string): Tree | undefined => files[`./locales/${code}.json`];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

const english = flatten(en);

describe('locale files', () => {
  it('exist for exactly the configured languages', () => {
    const codes = Object.keys(files).map((path) => path.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual(locales.map((locale) => locale.code).sort());
  });

  describe.each(locales.filter((locale) => locale.code !== 'en'))('$label ($code)', ({ code }) => {
    const file = fileOf(code);
    const translated = file ? flatten(file) : new Map<string, string>();

    it('has every key English has, and no other', () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps the placeholders of each English text and leaves no text empty', () => {
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });

    it('is translated, not copied from English', () => {
      const copied = [...translated].filter(([key, text]) => text === english.get(key)).map(([key]) => key);
      // Loanwords ("Lobby", "Live") and figures ("24/7") may stay as they are; whole sections may not.
      expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(english.size * 0.1);
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
