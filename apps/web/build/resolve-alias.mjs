// The web app's `@/` import alias (build/source-alias.ts, decision 0019) as a bundler's `resolve` options,
// the form dependency-cruiser reads through its `webpackConfig` option (.dependency-cruiser.mjs): without
// it an aliased import stays unresolved and a cycle through it goes unseen. Its `tsConfig` option cannot
// stand in: it reads `paths` against the working directory when the tsconfig has no `baseUrl`, which
// TypeScript 6 deprecates.
import path from 'node:path';

export default { resolve: { alias: { '@': path.resolve(import.meta.dirname, '../src') } } };
