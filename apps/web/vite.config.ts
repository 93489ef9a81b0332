import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the site: chunks of their own stay cached across deploys. Only
        // what every page needs is grouped; a library one screen uses (markdown, forms, QR codes) stays
        // with that screen's lazy chunk, so the lobby's first load does not carry it.
        codeSplitting: {
          groups: [
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
