// The server's texts in the player's language: the messages of the contract's error catalogue and the
// e-mails, one JSON file per locale (named by the spec's code), looked up with i18next. Dates are formatted
// with Intl for the locale, amounts with the contract's `formatMoney`, before they are put into a text.
import { localeOf, locales, type Locale, type LocaleCode } from '@reelvault/contract/constants/locales';
import { errorCatalogue, type ErrorCode, type FieldErrors } from '@reelvault/contract/errors';
import i18next from 'i18next';
import ar from './locales/ar.json' with { type: 'json' };
import ch from './locales/ch.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fi from './locales/fi.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import gr from './locales/gr.json' with { type: 'json' };
import ja from './locales/ja.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import no from './locales/no.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import tr from './locales/tr.json' with { type: 'json' };

export type ServerTexts = typeof en;

/** Every locale's file; TypeScript checks each against the English one. */
export const serverTexts: Readonly<Record<LocaleCode, ServerTexts>> = {
  ar,
  ch,
  de,
  en,
  es,
  fi,
  fr,
  gr,
  ja,
  nl,
  no,
  pt,
  ru,
  tr,
};

/** `mails.passwordReset.subject`, ... : every dotted path to a text of the English file. */
type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ServerTextKey = TextKey<ServerTexts>;

// Resources are keyed by the BCP 47 tag (zh, el, nb) rather than the spec's code, so that what i18next
// asks of Intl (plural rules, formats) gets a tag Intl knows.
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: Object.fromEntries(
    locales.map((locale) => [locale.bcp47, { server: serverTexts[locale.code] }]),
  ),
  ns: ['server'],
  defaultNS: 'server',
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: locales.map((locale) => locale.bcp47),
  // Texts go into JSON bodies and plain-text mails, never into HTML.
  interpolation: { escapeValue: false },
});

/** The texts of one locale; a key the locale lacks falls back to English. */
export type ServerTranslator = (key: ServerTextKey, values?: Readonly<Record<string, string>>) => string;

export function translatorFor(locale: Locale | string | null | undefined): ServerTranslator {
  const resolved = typeof locale === 'object' && locale !== null ? locale : localeOf(locale);
  const t = instance.getFixedT(resolved.bcp47);
  return (key, values) => t(key, { ...values });
}

/** The message of an error code in `locale`. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return translatorFor(locale)(`errors.${code}`);
}

/** A text with facts of its own (a date, an amount), written in whichever language is asked for. */
export type LocalizedText = (locale: Locale) => string;

// The catalogue's English texts, to recognise them wherever an error carries one (message or field error).
const codeOfEnglishText = new Map<string, ErrorCode>(
  (Object.keys(errorCatalogue) as ErrorCode[]).map((code) => [errorCatalogue[code].message, code]),
);

type FieldTextKey = keyof ServerTexts['fields']['texts'];
type FieldNameKey = keyof ServerTexts['fields']['names'];
type FieldPatternKey = keyof ServerTexts['fields']['patterns'];

// The field texts the contract's schemas and the services write in English, to say them in another
// language: whole sentences, and sentences made from a pattern and a field's name ("The {{field}} field is
// required."), recognised by matching the English pattern.
const fieldTextOfEnglish = new Map<string, FieldTextKey>(
  (Object.keys(en.fields.texts) as FieldTextKey[]).map((key) => [en.fields.texts[key], key]),
);
const fieldNames = new Set<string>(Object.keys(en.fields.names));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const number = '\\d+(?:\\.\\d+)?';
const placeholderPatterns: Readonly<Record<string, string>> = {
  field: '[a-z ]+',
  currency: '[A-Z]{3,5}',
  coin: '[A-Z0-9]{2,10}',
  network: '[A-Z0-9]{2,10}',
};
const fieldPatterns = (Object.keys(en.fields.patterns) as FieldPatternKey[]).map((key) => {
  const parts = en.fields.patterns[key].split(/\{\{(\w+)\}\}/);
  const source = parts
    .map((part, index) =>
      index % 2 === 0 ? escapeRegExp(part) : `(?<${part}>${placeholderPatterns[part] ?? number})`,
    )
    .join('');
  return { key, pattern: new RegExp(`^${source}$`) };
});

/** A field text of the contract or a service in `locale`; undefined when it is not one the server knows. */
export function fieldText(text: string, locale: Locale): string | undefined {
  const t = translatorFor(locale);
  const whole = fieldTextOfEnglish.get(text);
  if (whole) return t(`fields.texts.${whole}`);
  for (const { key, pattern } of fieldPatterns) {
    const found = pattern.exec(text)?.groups;
    if (!found) continue;
    const { field, ...values } = found;
    if (field === undefined) return t(`fields.patterns.${key}`, values);
    if (!fieldNames.has(field)) continue;
    return t(`fields.patterns.${key}`, { ...values, field: t(`fields.names.${field as FieldNameKey}`) });
  }
  return undefined;
}

/**
 * An error's message and field errors in `locale`: each text of the catalogue and each field text the
 * server knows is replaced by its translation, and the message written for the case (`text`, with facts of
 * its own) is written in `locale`; any other text is kept as it is.
 */
export function localizedError(
  message: string,
  fieldErrors: FieldErrors | undefined,
  locale: Locale,
  text?: LocalizedText,
): { message: string; fieldErrors: FieldErrors | undefined } {
  const translate = (written: string) => {
    if (text && written === message) return text(locale);
    const code = codeOfEnglishText.get(written);
    if (code) return errorMessage(code, locale);
    return fieldText(written, locale) ?? written;
  };
  return {
    message: translate(message),
    fieldErrors:
      fieldErrors &&
      Object.fromEntries(Object.entries(fieldErrors).map(([field, texts]) => [field, texts.map(translate)])),
  };
}

/** An instant as the locale writes it, with the time in UTC and saying so (a mail does not know the reader's zone). */
export function formatInstant(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(locale.bcp47, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(instant);
}

/** A calendar day as the locale writes it (the day in UTC). */
export function formatDay(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(locale.bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
}

/** A wait in seconds as the locale says it, plural included: "30 seconds", "30 Sekunden", "1 секунду". */
export function formatSeconds(locale: Locale, seconds: number): string {
  return new Intl.NumberFormat(locale.bcp47, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(
    seconds,
  );
}
