// The web app's `@/` import alias: `@/lib/format` is apps/web/src/lib/format (decision 0019). Vite's build
// and Vitest's unit project take it from here; the tsconfig's `paths`, the ESLint boundary rule and
// dependency-cruiser (build/resolve-alias.mjs) name the same folder.
import path from 'node:path';
import type { AliasOptions, Plugin } from 'vite';

/** apps/web/src, absolute. */
export const webSource = path.resolve(import.meta.dirname, '../src');

/** For the web app's own Vite config, which only ever builds apps/web/src. */
export const webSourceAlias: AliasOptions = [{ find: /^@\//, replacement: `${webSource}/` }];

const isWebSource = (file: string): boolean => file.startsWith(webSource + path.sep);

/**
 * For a config that also runs the other apps' files (the root Vitest unit project): `@/` is resolved only
 * in files under apps/web/src, so another app stays free to give the prefix a meaning of its own.
 */
export function webSourceResolver(): Plugin {
  return {
    name: 'reelvault-web-source-alias',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!source.startsWith('@/') || importer === undefined || !isWebSource(importer)) {
        return null;
      }
      return this.resolve(path.join(webSource, source.slice(2)), importer, { ...options, skipSelf: true });
    },
  };
}
