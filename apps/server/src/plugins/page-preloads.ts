// The first HTML of a page names, as <link rel="modulepreload">, the scripts that page's route needs
// and the visitor's translation file, so that a phone fetches them alongside the entry script instead of
// one round trip after another. The web build lists them per path in dist/.vite/page-preloads.json
// (apps/web/build/page-preloads.ts); a path it does not list, or a build without the file, gets the
// plain index.html. Decision record 1010.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { findLocale, localeFromBrowser } from '@reelvault/contract/constants/locales';
import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedLanguages } from '../http/request-locale';

/** The cookie the web app keeps the interface language in (apps/web/src/i18n/i18n.ts). */
export const languageCookie = 'reelvault_language';

const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.js$/);

const preloadFileSchema = z.object({
  pages: z.array(z.object({ paths: z.array(z.string().startsWith('/')), files: z.array(assetPath) })),
  locales: z.record(z.string(), assetPath),
});
export type PagePreloadFile = z.infer<typeof preloadFileSchema>;

/**
 * Whether a path in the router's notation matches: `:name` stands for one segment, a trailing `*` for
 * one or more.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      return actual.length > index;
    }
    const part = actual[index];
    if (part === undefined || (!segment.startsWith(':') && segment !== part)) {
      return false;
    }
  }
  return wanted.length === actual.length;
}

/** The interface language the web app will pick: its cookie, else the browser's languages. */
export function pageLanguage(request: FastifyRequest): string {
  const cookies = parseCookie(request.headers.cookie ?? '');
  const chosen = findLocale(cookies[languageCookie] ?? '');
  return (chosen ?? localeFromBrowser(acceptedLanguages(request.headers['accept-language']))).code;
}

/** The links for a page, in the order the page needs them (language first: the app waits for it). */
export function preloadLinks(file: PagePreloadFile, pathname: string, language: string): string[] {
  const page = file.pages.find((entry) => entry.paths.some((pattern) => pathMatches(pattern, pathname)));
  const locale = file.locales[language];
  const files = [...(locale ? [locale] : []), ...(page?.files ?? [])];
  return files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
}

/** index.html with the page's links before </head>. */
export function withPreloads(html: string, links: readonly string[]): string {
  if (links.length === 0 || !html.includes('</head>')) {
    return html;
  }
  return html.replace('</head>', `${links.join('')}</head>`);
}

interface Loaded {
  readonly stamp: string;
  readonly html: string;
  readonly styleHashes: readonly string[];
  readonly preloads: PagePreloadFile | undefined;
}

/** A page's first HTML and the hashes of its inline stylesheets, for the Content-Security-Policy. */
export interface PageDocument {
  readonly html: string;
  readonly styleHashes: readonly string[];
}

/** `sha256-...` of each <style> element's text in the page (the build writes the first paint's there). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}`,
  );
}

/**
 * index.html and the preload list, read again when index.html changes (a rebuilt web app is served
 * without a restart). A missing or malformed list only costs the preloads.
 */
/** Links a page's content adds to its first HTML (the pictures a list shows first), by path. */
export type PageContentLinks = (pathname: string) => Promise<readonly string[]>;

export function pageDocument(
  webDist: string,
  contentLinks: PageContentLinks = async () => [],
): (request: FastifyRequest) => Promise<PageDocument> {
  const indexHtml = path.join(webDist, 'index.html');
  const preloadJson = path.join(webDist, '.vite', 'page-preloads.json');
  let loaded: Loaded | undefined;
  const load = async (): Promise<Loaded> => {
    const info = await stat(indexHtml);
    const stamp = `${info.mtimeMs}:${info.size}`;
    if (loaded?.stamp === stamp) {
      return loaded;
    }
    const html = await readFile(indexHtml, 'utf8');
    const preloads = await readFile(preloadJson, 'utf8').then(
      (text) => {
        try {
          return preloadFileSchema.safeParse(JSON.parse(text)).data;
        } catch {
          return undefined;
        }
      },
      () => undefined,
    );
    loaded = { stamp, html, styleHashes: inlineStyleHashes(html), preloads };
    return loaded;
  };
  return async (request) => {
    const { html, styleHashes, preloads } = await load();
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const content = await contentLinks(pathname);
    const code = preloads ? preloadLinks(preloads, pathname, pageLanguage(request)) : [];
    return { html: withPreloads(html, [...code, ...content]), styleHashes };
  };
}
