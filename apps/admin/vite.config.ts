// The back office's build: served by apps/server under /admin (apps/server/src/plugins/admin-site.ts),
// hashed assets under /admin/assets, each also written as Brotli and gzip for the server to send as they are.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [
    react(),
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
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the screens: chunks of their own stay cached across deploys.
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
    port: 5174,
    proxy: { '/api': apiTarget },
  },
});
