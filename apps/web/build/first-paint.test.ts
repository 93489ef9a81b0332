import { describe, expect, it } from 'vitest';
import { moveStylesheetToBody } from './first-paint';

describe('the built page', () => {
  it('loads the site stylesheet at the end of <body>, keeping the first-paint one in <head>', () => {
    const html = [
      '<html><head>',
      '<link rel="stylesheet" href="/first-paint.css" />',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/app-2.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const moved = moveStylesheetToBody(html);
    const head = moved.slice(0, moved.indexOf('</head>'));
    const body = moved.slice(moved.indexOf('<body>'));
    expect(head).toContain('/first-paint.css');
    expect(head).not.toContain('/assets/app-2.css');
    expect(body).toMatch(
      /<div id="root"><\/div>\s*<link rel="stylesheet" crossorigin href="\/assets\/app-2.css">\s*<\/body>/,
    );
  });

  it('leaves a page without a site stylesheet alone', () => {
    const html = '<html><head></head><body></body></html>';
    expect(moveStylesheetToBody(html)).toBe(html);
  });
});
