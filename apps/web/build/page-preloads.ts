// Writes dist/.vite/page-preloads.json: for the pages a visitor most often opens first, the scripts the
// page's route needs beyond what index.html already loads, and for every language its translation chunk.
// The server adds them to index.html as <link rel="modulepreload"> for the requested path and the
// visitor's language, so the phone fetches them alongside the entry instead of one round trip after
// another (entry, then language, then page code). Paths not listed here load as before.
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Paths in the router's notation (`:name` is one segment, a trailing `*` the rest). */
export interface PagePreload {
  readonly paths: readonly string[];
  readonly module: string;
}

/** The file the server reads. */
export interface PagePreloadFile {
  readonly pages: readonly { readonly paths: readonly string[]; readonly files: readonly string[] }[];
  readonly locales: Readonly<Record<string, string>>;
}

export const pagePreloadFile = '.vite/page-preloads.json';

/** Modules under apps/web/src, with the router's paths that render them. */
export const pagePreloads: readonly PagePreload[] = [
  { paths: ['/', '/home'], module: 'app/routes/home.tsx' },
  {
    paths: ['/slots', '/slots/*', '/live-casino', '/live-casino/*'],
    module: 'app/routes/lobby.tsx',
  },
  { paths: ['/browse/slots', '/browse/live'], module: 'app/routes/browse.tsx' },
  { paths: ['/providers', '/providers/:slug'], module: 'app/routes/providers.tsx' },
  { paths: ['/play/:gameId', '/launcher/:gameId'], module: 'app/routes/play.tsx' },
  { paths: ['/promotions'], module: 'app/routes/promotions.tsx' },
  { paths: ['/promotions-detail/:id'], module: 'app/routes/promotion-detail.tsx' },
  { paths: ['/pages/:idOrSlug'], module: 'app/routes/pages.tsx' },
  { paths: ['/sports', '/vip', '/bonuses'], module: 'app/routes/site-pages.tsx' },
  { paths: ['/login'], module: 'app/routes/auth/login.tsx' },
  { paths: ['/register', '/register/:username'], module: 'app/routes/auth/register.tsx' },
];

const localeModule = /[\\/]apps[\\/]web[\\/]src[\\/]i18n[\\/]locales[\\/]([a-z]{2})\.json$/;

function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' &&
      (output.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/apps/web/src/${module}`),
  );
}

/** A chunk and every chunk it imports statically, by file name. */
function staticFiles(bundle: OutputBundle, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || seen.has(file)) {
      continue;
    }
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') {
      pending.push(...output.imports);
    }
  }
  return seen;
}

/**
 * What every page loads first: the entry, the site it imports (src/main.tsx imports it dynamically, so
 * that the preloader is painted before the site runs) and their static imports.
 */
function firstLoadFiles(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const files = staticFiles(bundle, entry.fileName);
  for (const started of entry.dynamicImports) {
    for (const file of staticFiles(bundle, started)) files.add(file);
  }
  return files;
}

function entryChunk(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
}

export function pagePreloadWriter(): Plugin {
  return {
    name: 'reelvault-page-preloads',
    apply: 'build',
    // index.html names the whole first load, so it is fetched with the entry rather than after it.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        const entry = bundle ? entryChunk(bundle) : undefined;
        if (!bundle || !entry) return html;
        const named = new Set([...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]));
        return [...firstLoadFiles(bundle, entry)]
          .filter((file) => file.endsWith('.js') && !named.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
    generateBundle(_options, bundle) {
      const entry = entryChunk(bundle);
      if (!entry) {
        this.error('page preloads: no entry chunk');
      }
      const loadedFirst = firstLoadFiles(bundle, entry);
      const pages = pagePreloads.map((page) => {
        const chunk = chunkOf(bundle, page.module);
        if (!chunk) {
          this.error(`page preloads: no chunk for ${page.module}`);
        }
        const files = [...staticFiles(bundle, chunk.fileName)].filter((file) => !loadedFirst.has(file));
        return { paths: page.paths, files: files.map((file) => `/${file}`) };
      });
      const locales: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        const code =
          output.type === 'chunk' ? localeModule.exec(output.facadeModuleId ?? '')?.[1] : undefined;
        if (code !== undefined) {
          locales[code] = `/${output.fileName}`;
        }
      }
      const file: PagePreloadFile = { pages, locales };
      this.emitFile({
        type: 'asset',
        fileName: pagePreloadFile,
        source: `${JSON.stringify(file, null, 2)}\n`,
      });
    },
  };
}
