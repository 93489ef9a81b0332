// What every translation file of Reelvault owes its English original: the same keys (plural forms as the
// language counts), the same {{placeholders}} and <tags>, no empty text, no English sentence left as it
// was, and text in the language's own script. The player site and the house studio check their locale
// files with it (each with its own reviewed list of values that may stay as in English).

export type TranslationTree = { readonly [key: string]: string | TranslationTree };

/** `{a: {b: 'x'}}` as `a.b -> x`, in file order. */
export function flattenTranslations(tree: TranslationTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flattenTranslations(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholderPattern = /\{\{\s*(\w+)[^}]*\}\}/g;
const tagPattern = /<(\/?)([A-Za-z0-9]+)[^<>]*?(\/?)>/g;

/** The names of a text's {{placeholders}}, sorted (`{{amount, currency}}` is `amount`). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholderPattern)].map((match) => match[1] ?? '').sort();
}

/** A text's markup (`<strong>`, `</strong>`, `<1/>`), sorted: a translation may move tags, not lose them. */
export function tagsOf(text: string): string[] {
  return [...text.matchAll(tagPattern)]
    .map(([, close, name, selfClosing]) => `${close}${name}${selfClosing}`)
    .sort();
}

/**
 * The words of a text that a translator would translate: runs of two or more letters with a lower-case
 * letter among them, once {{placeholders}} and <tags> are gone. Codes and acronyms (IBAN, SWIFT, RTP, VIP,
 * USDT) are written the same in every language and do not count.
 */
export function wordsOf(text: string): string[] {
  const bare = text.replace(placeholderPattern, ' ').replace(tagPattern, ' ');
  return (bare.match(/\p{L}[\p{L}\p{M}'’-]*\p{L}/gu) ?? []).filter((word) => /\p{Ll}/u.test(word));
}

/** A sentence: at least two such words. A single word ("Bonus", "Status") is often the same abroad. */
export function isSentence(text: string): boolean {
  return wordsOf(text).length >= 2;
}

/**
 * The letters of the languages that are not written in Latin script: a sentence translated into one of
 * them holds at least one, so an English sentence with a word changed is still caught.
 */
const scriptLetters: Readonly<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  ch: /\p{Script=Han}/u,
  gr: /\p{Script=Greek}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ru: /\p{Script=Cyrillic}/u,
};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a translation needs: English's, except that a plural text (`spins_one`, `spins_other`, as
 * i18next names them) needs the plural forms of the translation's language instead of English's.
 */
function expectedKeys(
  english: ReadonlyMap<string, string>,
  pluralCategories: readonly string[],
): Set<string> {
  const keys = new Set<string>();
  for (const key of english.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base !== key && english.has(`${base}_other`)) {
      for (const category of pluralCategories) keys.add(`${base}_${category}`);
      // i18next reads a `_zero` form in every language when the original has one.
      if (english.has(`${base}_zero`)) keys.add(`${base}_zero`);
    } else keys.add(key);
  }
  return keys;
}

/** The English text a translated key renders: the same key, or for a plural form English's `_other`. */
function originalOf(english: ReadonlyMap<string, string>, key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'));
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export interface TranslationCheck {
  /** The spec's locale code (`ch`, `gr`, `no`, ...): picks the script a sentence must be written in. */
  readonly code: string;
  /** The BCP 47 tag: picks the plural forms the language needs. */
  readonly bcp47: string;
  /** Keys whose value may stay as in English, each with the reason a reviewer accepted. */
  readonly sameAsEnglish?: Readonly<Record<string, string>>;
}

export interface TranslationReport {
  readonly missing: string[];
  readonly extra: string[];
  readonly empty: string[];
  /** `key: expected -> found` for each text whose placeholders differ from English's. */
  readonly placeholders: string[];
  readonly tags: string[];
  /** Sentences left exactly as in English (case and spacing aside) and not on the reviewed list. */
  readonly copiedSentences: string[];
  /** Sentences with no letter of the language's script. */
  readonly foreignScript: string[];
  /** Reviewed-list entries that no longer excuse anything: the list stays short and true. */
  readonly staleExceptions: string[];
  /** Keys of any length whose value is English's, single words included. */
  readonly copied: string[];
}

export function checkTranslation(
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
  { code, bcp47, sameAsEnglish = {} }: TranslationCheck,
): TranslationReport {
  const expected = expectedKeys(english, new Intl.PluralRules(bcp47).resolvedOptions().pluralCategories);
  const script = scriptLetters[code];
  const report: TranslationReport = {
    missing: [...expected].filter((key) => !translated.has(key)),
    extra: [...translated.keys()].filter((key) => !expected.has(key)),
    empty: [],
    placeholders: [],
    tags: [],
    copiedSentences: [],
    foreignScript: [],
    staleExceptions: [],
    copied: [],
  };
  const excused = new Set<string>();
  for (const [key, text] of translated) {
    const original = originalOf(english, key);
    if (original === undefined) continue;
    if (text.trim() === '') report.empty.push(key);
    // A plural form may leave out {{count}} ("One free spin"), never another placeholder.
    const ignoreCount = key !== key.replace(pluralSuffix, '');
    const names = (value: string) =>
      placeholdersOf(value).filter((name) => !(ignoreCount && name === 'count'));
    if (names(text).join() !== names(original).join()) {
      report.placeholders.push(`${key}: ${names(original).join() || '-'} -> ${names(text).join() || '-'}`);
    }
    if (tagsOf(text).join() !== tagsOf(original).join()) report.tags.push(key);
    const copy = normalised(text) === normalised(original);
    if (copy) report.copied.push(key);
    if (!isSentence(original)) continue;
    if (key in sameAsEnglish) {
      if (copy) excused.add(key);
      continue;
    }
    if (copy) report.copiedSentences.push(key);
    else if (script && !script.test(text)) report.foreignScript.push(key);
  }
  report.staleExceptions.push(...Object.keys(sameAsEnglish).filter((key) => !excused.has(key)));
  return report;
}
