// The first paint comes from the first HTML alone: the stylesheet of the preloader (build/first-paint.css)
// is written into index.html as a <style> (which Vite's build minifies like any other), so a phone paints the preloader as soon as the HTML is parsed,
// waiting for no request. The site's own stylesheet and code load behind it (src/main.tsx). The server
// allows exactly this <style> by its hash in the Content-Security-Policy (server
// plugins/page-preloads.ts). Decision records 1010 and 1011.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const firstPaintCss = path.join(import.meta.dirname, 'first-paint.css');
const placeholder = /<link rel="stylesheet" href="\/first-paint\.css"\s*\/?>/;

/** index.html with the first-paint stylesheet's link replaced by the stylesheet itself. */
export function inlineFirstPaint(html: string, css: string): string {
  if (!placeholder.test(html)) {
    throw new Error('index.html has no <link rel="stylesheet" href="/first-paint.css"> to replace');
  }
  return html.replace(placeholder, `<style>\n${css}</style>`);
}

export function firstPaintInline(): Plugin {
  return {
    name: 'reelvault-first-paint-inline',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => inlineFirstPaint(html, readFileSync(firstPaintCss, 'utf8')),
    },
  };
}
