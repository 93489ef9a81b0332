// Request validation with the contract's zod schemas, keeping each issue whole so that the 422 can word
// zod's own messages in the request's language (zod ships a text set per language). Messages the contract
// writes itself ("The email field is required.") are left to the server's texts.
import type { Locale, LocaleCode } from '@reelvault/contract/constants/locales';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';

const zodIssue = Symbol('zodIssue');

export interface ZodValidationError extends FastifySchemaValidationError {
  readonly [zodIssue]: $ZodIssue;
}

/** What a text field refuses before its schema reads it: PostgreSQL stores no U+0000 in text. */
export const nulCharacterText = 'The text may not contain a null character.';

interface Visit {
  readonly value: unknown;
  readonly key?: string;
  readonly parent?: Visit;
}

function pathOf(visit: Visit | undefined): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path of the first string (or key) in `data` holding U+0000, walked without recursion and without
 * copying paths (a body may nest a hundred thousand deep).
 */
function nulCharacterPath(data: unknown): PropertyKey[] | undefined {
  const pending: Visit[] = [{ value: data }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf(visit);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

function validationIssues(issues: readonly $ZodIssue[]): ZodValidationError[] {
  return issues.map((issue): ZodValidationError => ({
    [zodIssue]: issue,
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
    params: {},
    message: issue.message,
  }));
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const nulAt = nulCharacterPath(data);
    if (nulAt) {
      return {
        error: validationIssues([
          { code: 'custom', path: nulAt, message: nulCharacterText, input: undefined },
        ]),
      };
    }
    // The input is kept on each issue (zod drops it otherwise): the texts of invalid_type name its type.
    // It stays under a symbol, which loggers and JSON never write out (it may be a password).
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: validationIssues(result.error.issues) };
  };

export function isZodValidationError(item: unknown): item is ZodValidationError {
  return typeof item === 'object' && item !== null && zodIssue in item;
}

// zod's text sets by the site's locale codes (ch is Simplified Chinese, gr Greek, no Norwegian Bokmål).
const zodLocales: Readonly<Record<LocaleCode, () => { localeError: z.core.$ZodErrorMap }>> = {
  ar: z.locales.ar,
  ch: z.locales.zhCN,
  de: z.locales.de,
  en: z.locales.en,
  es: z.locales.es,
  fi: z.locales.fi,
  fr: z.locales.fr,
  gr: z.locales.el,
  ja: z.locales.ja,
  nl: z.locales.nl,
  no: z.locales.no,
  pt: z.locales.pt,
  ru: z.locales.ru,
  tr: z.locales.tr,
};

const errorMaps = new Map<string, z.core.$ZodErrorMap>();

function errorMapOf(code: string): z.core.$ZodErrorMap {
  let map = errorMaps.get(code);
  if (!map) {
    const locale = code in zodLocales ? zodLocales[code as LocaleCode] : zodLocales.en;
    map = locale().localeError;
    errorMaps.set(code, map);
  }
  return map;
}

function zodText(code: string, issue: $ZodIssue): string | undefined {
  const worded = errorMapOf(code)(issue as Parameters<z.core.$ZodErrorMap>[0]);
  return typeof worded === 'string' ? worded : worded?.message;
}

/**
 * The message of a validation issue in `locale`: zod's own text in that language when the schema left the
 * wording to zod, else the contract's (English) text as written.
 */
export function issueMessage(item: ZodValidationError, locale: Locale): string {
  const issue = item[zodIssue];
  if (locale.code === 'en' || issue.message !== zodText('en', issue)) return issue.message;
  return zodText(locale.code, issue) ?? issue.message;
}
