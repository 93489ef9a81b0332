import tailwindcss from '@tailwindcss/vite';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkPlanner, emptyChunkPlan } from './build/first-load';
import { firstPaintInline } from './build/first-paint';
import { pagePreloadWriter } from './build/page-preloads';
import { webSourceAlias } from './build/source-alias';

const chunkPlan = emptyChunkPlan();
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { alias: webSourceAlias },
  plugins: [
    react(),
    // React Compiler: components and hooks memoized at build time, so an update re-renders only what
    // read the changed value (decision record 1010).
    babel({ presets: [reactCompilerPreset()] }),
    tailwindcss(),
    chunkPlanner(chunkPlan, [
      'app/routes/home.tsx',
      'app/routes/lobby.tsx',
      'app/routes/browse.tsx',
      'app/routes/providers.tsx',
      'app/routes/play.tsx',
    ]),
    pagePreloadWriter(),
    firstPaintInline(),
    // Each script, stylesheet and locale written once more as Brotli (its best quality) and gzip (level 9)
    // beside it, served as they are by the server: a phone downloads about a seventh less than with the
    // quick on-the-fly compression an answer can afford (decision record 1012). index.html is not among
    // them: the server writes each page's preloads into it.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the site: chunks of their own stay cached across deploys. Only
        // what every page needs is grouped; a library one screen uses (markdown, forms, QR codes) stays
        // with that screen's lazy chunk, so the lobby's first load does not carry it.
        codeSplitting: {
          groups: [
            {
              // Vite's helper that loads a lazy chunk with its stylesheet: the entry uses it to load the
              // site, so it must not sit in a chunk the entry would then have to run first.
              name: 'preload-helper',
              test: /vite\/preload-helper/,
              priority: 3,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              // src/lib/zod-jitless.ts rides with zod: it must run before any chunk builds a schema.
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zod)[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/,
              priority: 1,
            },
            {
              // The site's own modules of the first load, in one chunk (build/first-load.ts).
              name: 'app',
              test: (id) => chunkPlan.app.has(id),
              priority: 0,
            },
            {
              // What the lobby, the game lists and the play page share (build/first-load.ts).
              name: 'games',
              test: (id) => chunkPlan.games.has(id),
              includeDependenciesRecursively: false,
              priority: -1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/wallet-api': apiTarget },
  },
});
