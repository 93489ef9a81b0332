// Moves the site's stylesheet from <head> to the end of <body> in the built index.html. A stylesheet in
// <head> holds back the first paint until it arrives, and by then the scripts have arrived and run too;
// at the end of <body> it holds back nothing above it, so the preloader (styled by the small
// /first-paint.css) shows at once, while the scripts still wait for the stylesheet before they run and
// the site never shows unstyled. Decision record 1010.
import type { Plugin } from 'vite';

const siteStylesheet = /\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g;

export function moveStylesheetToBody(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(siteStylesheet) ?? [];
  if (links.length === 0 || !html.includes('</body>')) {
    return html;
  }
  const withoutLinks = links.reduce((text, link) => text.replace(link, ''), html);
  return withoutLinks.replace('</body>', `${links.map((link) => link.trim()).join('\n')}\n  </body>`);
}

export function stylesheetAtEndOfBody(): Plugin {
  return {
    name: 'reelvault-stylesheet-at-end-of-body',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: moveStylesheetToBody,
    },
  };
}
