// The studio's game client: one small bundle for every game page, served by the studio under /house
// (assets under /house/assets, immutable). No inline script or style, so the site's CSP holds unchanged.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: `${import.meta.dirname}/client`,
  base: '/house/',
  plugins: [react()],
  build: {
    outDir: `${import.meta.dirname}/dist`,
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
