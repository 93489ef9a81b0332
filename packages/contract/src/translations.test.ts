import { describe, expect, it } from 'vitest';
import {
  checkTranslation,
  flattenTranslations,
  isSentence,
  placeholdersOf,
  tagsOf,
  wordsOf,
} from './translations';

const english = flattenTranslations({
  nav: { lobby: 'Lobby', withdraw: 'Withdraw {{amount}}' },
  bank: { swift: 'SWIFT / BIC', terms: 'I accept the <1>terms</1>.' },
  spins_one: '{{count}} free spin',
  spins_other: '{{count}} free spins',
  welcome: 'Welcome to Reelvault',
});

describe('what counts as a sentence', () => {
  it('needs two words with lower-case letters, once placeholders and markup are gone', () => {
    expect(wordsOf('Withdraw {{amount}} to <b>your bank</b>')).toEqual(['Withdraw', 'to', 'your', 'bank']);
    expect(isSentence('Welcome to Reelvault')).toBe(true);
    expect(isSentence('Lobby')).toBe(false);
    expect(isSentence('SWIFT / BIC')).toBe(false);
    expect(isSentence('RTP {{rtp}}%')).toBe(false);
    expect(isSentence('{{count}} min')).toBe(false);
    expect(isSentence('Добро пожаловать')).toBe(true);
  });

  it('reads placeholder names and tags', () => {
    expect(placeholdersOf('{{b}} and {{ a, number }}')).toEqual(['a', 'b']);
    expect(tagsOf('<1>x</1> <br/> <strong>y</strong>')).toEqual(['/1', '/strong', '1', 'br/', 'strong']);
  });
});

describe('checking a translation', () => {
  const german = new Map([
    ['nav.lobby', 'Lobby'],
    ['nav.withdraw', '{{amount}} auszahlen'],
    ['bank.swift', 'SWIFT / BIC'],
    ['bank.terms', 'Ich akzeptiere die <1>AGB</1>.'],
    ['spins_one', '{{count}} Freispiel'],
    ['spins_other', '{{count}} Freispiele'],
    ['welcome', 'Willkommen bei Reelvault'],
  ]);

  it('passes a complete translation, whose single words and codes may stay as in English', () => {
    const report = checkTranslation(english, german, { code: 'de', bcp47: 'de' });
    expect(report).toMatchObject({
      missing: [],
      extra: [],
      empty: [],
      placeholders: [],
      tags: [],
      copiedSentences: [],
      foreignScript: [],
      staleExceptions: [],
    });
    expect(report.copied).toEqual(['nav.lobby', 'bank.swift']);
  });

  it('finds missing and extra keys, and asks each language for its own plural forms', () => {
    const russian = new Map([
      ['nav.lobby', 'Лобби'],
      ['nav.withdraw', 'Вывести {{amount}}'],
      ['bank.swift', 'SWIFT / BIC'],
      ['bank.terms', 'Я принимаю <1>условия</1>.'],
      ['spins_one', '{{count}} бесплатное вращение'],
      ['spins_other', '{{count}} бесплатного вращения'],
      ['welcome', 'Добро пожаловать в Reelvault'],
      ['old', 'Старый'],
    ]);
    const report = checkTranslation(english, russian, { code: 'ru', bcp47: 'ru' });
    expect(report.missing).toEqual(['spins_few', 'spins_many']);
    expect(report.extra).toEqual(['old']);
    const japanese = new Map([...german].filter(([key]) => key !== 'spins_one'));
    expect(checkTranslation(english, japanese, { code: 'de', bcp47: 'ja' }).missing).toEqual([]);
  });

  it('finds lost or renamed placeholders, lost markup and empty texts', () => {
    const broken = new Map(german)
      .set('nav.withdraw', '{{betrag}} auszahlen')
      .set('bank.terms', 'Ich akzeptiere die AGB.')
      .set('nav.lobby', ' ');
    const report = checkTranslation(english, broken, { code: 'de', bcp47: 'de' });
    expect(report.placeholders).toEqual(['nav.withdraw: amount -> betrag']);
    expect(report.tags).toEqual(['bank.terms']);
    expect(report.empty).toEqual(['nav.lobby']);
  });

  it('finds English sentences, whatever their case and spacing, unless a reviewer excused them', () => {
    const copied = new Map(german).set('welcome', 'welcome to  Reelvault');
    expect(checkTranslation(english, copied, { code: 'de', bcp47: 'de' }).copiedSentences).toEqual([
      'welcome',
    ]);
    const excused = checkTranslation(english, copied, {
      code: 'de',
      bcp47: 'de',
      sameAsEnglish: { welcome: 'a reason', 'nav.withdraw': 'no longer needed' },
    });
    expect(excused.copiedSentences).toEqual([]);
    expect(excused.staleExceptions).toEqual(['nav.withdraw']);
  });

  it('finds a sentence left in Latin letters in a language written in another script', () => {
    const greek = new Map([
      ['nav.lobby', 'Λόμπι'],
      ['nav.withdraw', 'Ανάληψη {{amount}}'],
      ['bank.swift', 'SWIFT / BIC'],
      ['bank.terms', 'Αποδέχομαι τους <1>όρους</1>.'],
      ['spins_one', '{{count}} δωρεάν περιστροφή'],
      ['spins_other', '{{count}} δωρεάν περιστροφές'],
      ['welcome', 'Welcome at Reelvault'],
    ]);
    expect(checkTranslation(english, greek, { code: 'gr', bcp47: 'el' }).foreignScript).toEqual(['welcome']);
  });
});
