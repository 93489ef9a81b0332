// The language of a request's texts: the first language of `Accept-Language` the site speaks, else English.
import { localeFromBrowser, type Locale } from '@reelvault/contract/constants/locales';
import type { FastifyRequest } from 'fastify';
import { translatorFor, type ServerTranslator } from '../i18n/server-texts';

/** `de-CH,de;q=0.9,en;q=0.8` -> ['de-CH', 'de', 'en'], highest quality first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = quality ? Number(quality.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function requestLocale(request: FastifyRequest): Locale {
  return localeFromBrowser(acceptedLanguages(request.headers['accept-language']));
}

/** The server's texts in the request's language, for the messages of successful calls. */
export function requestTexts(request: FastifyRequest): ServerTranslator {
  return translatorFor(requestLocale(request));
}
