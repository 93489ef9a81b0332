// The server's texts: every locale carries exactly the English keys with the same placeholders and is a
// translation, English keeps the catalogue's (and so the spec's) texts word for word, and amounts and
// dates come out as each language writes them.
import { readdirSync } from 'node:fs';
import { localeOf, locales } from '@reelvault/contract/constants/locales';
import { errorCatalogue, errorCodes } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  formatDay,
  formatInstant,
  formatMoney,
  localizedError,
  serverTexts,
  translatorFor,
} from './server-texts';

type Tree = { readonly [key: string]: string | Tree };

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

const english = flatten(serverTexts.en);

describe('server locale files', () => {
  it('exist for exactly the configured languages', () => {
    const files = readdirSync(new URL('./locales', import.meta.url)).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual(
      locales.map((locale) => locale.code).sort(),
    );
  });

  it('give every error code of the catalogue its English text word for word', () => {
    for (const code of errorCodes) {
      expect(serverTexts.en.errors[code], code).toBe(errorCatalogue[code].message);
    }
    expect(Object.keys(serverTexts.en.errors).sort()).toEqual([...errorCodes].sort());
  });

  describe.each(locales.filter((locale) => locale.code !== 'en'))('$label ($code)', ({ code }) => {
    const translated = flatten(serverTexts[code]);

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

    it('leaves no English sentence', () => {
      const copied = [...translated].filter(([key, text]) => text === english.get(key)).map(([key]) => key);
      expect(copied).toEqual([]);
    });
  });
});

describe('server texts', () => {
  it('answer an error code in the language asked for, English for an unknown one', () => {
    expect(errorMessage('WALLET_INSUFFICIENT_FUNDS', localeOf('de'))).toBe('Unzureichendes Guthaben.');
    expect(errorMessage('WALLET_INSUFFICIENT_FUNDS', localeOf('ch'))).toBe('余额不足。');
    expect(errorMessage('WALLET_INSUFFICIENT_FUNDS', localeOf('xx'))).toBe('Insufficient balance.');
  });

  it("translate the catalogue's texts inside an error and keep a text written for the case", () => {
    const german = localeOf('de');
    expect(
      localizedError(
        'The username has already been taken.',
        {
          'user_data.username': ['The username has already been taken.'],
          'user_data.email': ['The email has already been taken.'],
          'user_data.password': ['The password must be at least 8 characters.'],
        },
        german,
      ),
    ).toEqual({
      message: 'Dieser Benutzername ist bereits vergeben.',
      fieldErrors: {
        'user_data.username': ['Dieser Benutzername ist bereits vergeben.'],
        'user_data.email': ['Diese E-Mail-Adresse wird bereits verwendet.'],
        'user_data.password': ['The password must be at least 8 characters.'],
      },
    });
  });

  it('fill placeholders without escaping (texts go to JSON and plain-text mail)', () => {
    expect(translatorFor('fr')('mails.greeting', { username: 'Zoé & <Co>' })).toBe('Bonjour Zoé & <Co>,');
  });

  it('write amounts with every decimal of the currency, as the locale writes money', () => {
    expect(formatMoney(localeOf('de'), 123450n, 'EUR')).toBe('1.234,50\u00a0€');
    expect(formatMoney(localeOf('en'), 123450n, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(localeOf('ja'), 1235n, 'JPY')).toBe('￥1,235');
    expect(formatMoney(localeOf('tr'), 4000n, 'TRY')).toBe('₺40,00');
  });

  it('write dates in the language of the locale tag (zh, el, nb for ch, gr, no)', () => {
    const instant = new Date('2026-11-21T09:05:00Z');
    expect(formatDay(localeOf('de'), instant)).toBe('21. November 2026');
    expect(formatDay(localeOf('gr'), instant)).toBe('21 Νοεμβρίου 2026');
    expect(formatDay(localeOf('no'), instant)).toBe('21. november 2026');
    expect(formatDay(localeOf('ch'), instant)).toBe('2026年11月21日');
    expect(formatInstant(localeOf('de'), instant)).toBe('21. November 2026 um 09:05 UTC');
  });
});
