// The server's texts: every locale carries exactly the English keys with the same placeholders and is a
// translation, English keeps the catalogue's (and so the spec's) texts word for word, and amounts and
// dates come out as each language writes them.
import { readdirSync } from 'node:fs';
import { localeOf, locales } from '@reelvault/contract/constants/locales';
import { errorCatalogue, errorCodes } from '@reelvault/contract/errors';
import { formatMoney } from '@reelvault/contract/money';
import { routes } from '@reelvault/contract/routes';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  fieldText,
  formatDay,
  formatInstant,
  formatSeconds,
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
        'user_data.password': ['Das Feld „Passwort“ muss mindestens 8 Zeichen lang sein.'],
      },
    });
  });

  it('keep a text the server does not know, and write a message with facts of its own in the language asked for', () => {
    const german = localeOf('de');
    const written = (locale: typeof german) =>
      translatorFor(locale)('refusals.depositLimitLeft.daily', {
        amount: formatMoney(locale.bcp47, 2000n, 'EUR'),
      });
    const english = written(localeOf('en'));
    expect(english).toBe(
      'This deposit would exceed your daily deposit limit. You can deposit up to €20.00 now.',
    );
    expect(
      localizedError(
        english,
        { amount: [english], method: ['The method does not go with this py id.'] },
        german,
        written,
      ),
    ).toEqual({
      message:
        'Diese Einzahlung würde Ihr tägliches Einzahlungslimit überschreiten. Sie können jetzt bis zu 20,00\u00a0€ einzahlen.',
      fieldErrors: {
        amount: [
          'Diese Einzahlung würde Ihr tägliches Einzahlungslimit überschreiten. Sie können jetzt bis zu 20,00\u00a0€ einzahlen.',
        ],
        method: ['The method does not go with this py id.'],
      },
    });
  });

  it('fill placeholders without escaping (texts go to JSON and plain-text mail)', () => {
    expect(translatorFor('fr')('mails.greeting', { username: 'Zoé & <Co>' })).toBe('Bonjour Zoé & <Co>,');
  });

  it('write a wait with the plural the language needs', () => {
    const wait = (code: string, seconds: number) =>
      translatorFor(code)('refusals.tooManyAttempts', { wait: formatSeconds(localeOf(code), seconds) });
    expect(wait('en', 42)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(wait('en', 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(wait('de', 1)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.');
    expect(wait('ru', 42)).toBe(
      'Слишком много попыток. Повторите попытку позже. Время ожидания: 42 секунды.',
    );
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

describe('field texts', () => {
  const patterns = Object.keys(
    serverTexts.en.fields.patterns,
  ) as (keyof typeof serverTexts.en.fields.patterns)[];
  const names = Object.keys(serverTexts.en.fields.names);
  const english = localeOf('en');
  const sentences = patterns.flatMap((pattern) =>
    names.map((name) =>
      translatorFor(english)(`fields.patterns.${pattern}`, {
        field: name,
        max: '255',
        min: '8',
        currency: 'EUR',
        size: '32',
        coin: 'USDT',
        network: 'TRC20',
      }),
    ),
  );

  it('are recognised in English and kept word for word', () => {
    for (const text of [...sentences, ...Object.values(serverTexts.en.fields.texts)]) {
      expect(fieldText(text, english), text).toBe(text);
    }
  });

  it.each(locales.filter((locale) => locale.code !== 'en'))('are said in $label', (locale) => {
    for (const text of [...sentences, ...Object.values(serverTexts.en.fields.texts)]) {
      const said = fieldText(text, locale);
      expect(said, text).toBeDefined();
      expect(said, text).not.toBe(text);
      expect(said, text).not.toMatch(/\{\{/);
    }
  });

  it("cover every message the contract's player forms write themselves", () => {
    const forms = [
      [routes.register, { user_data: {} }],
      [
        routes.register,
        { user_data: { username: 'a', email: 'x', password: 'short', country: 'x', currency: 'QQQ' } },
      ],
      [routes.changePassword, {}],
      [routes.changePassword, { current_password: 1, password: 2, password_confirmation: 3 }],
      [routes.userPassword, {}],
      [routes.accountSettings, { phone: '12', email: 'nope' }],
      [routes.setPlayerLimit, { kind: 'x', period: 'y', amount: '-1' }],
      [routes.deactivateAccount, {}],
      [routes.payopDeposit, { payment_id: 2922, py_id: 1200, amount: 'five' }],
      [routes.bankWithdrawal, { payment_id: 58, amount: '5', iban: 'x', bank_name: '' }],
    ] as const;
    const unknown = new Set<string>();
    for (const [route, input] of forms) {
      const result = route.body?.safeParse(input);
      expect(result?.success, route.path).toBe(false);
      for (const issue of result?.error?.issues ?? []) {
        // zod's own wording is said by zod's text set of the language (http/validation).
        if (issue.message.startsWith('Invalid') || issue.message.startsWith('Too ')) continue;
        if (errorCodes.some((code) => errorCatalogue[code].message === issue.message)) continue;
        if (fieldText(issue.message, localeOf('de')) === undefined) unknown.add(issue.message);
      }
    }
    expect([...unknown]).toEqual([]);
  });
});
