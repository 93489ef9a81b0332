import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactCss, inlineFirstPaint } from './first-paint';

const css = readFileSync(path.join(import.meta.dirname, 'first-paint.css'), 'utf8');
const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');

describe('the first paint', () => {
  it("writes the preloader's stylesheet into the page, replacing its link", () => {
    const html = inlineFirstPaint(indexHtml, css);
    expect(html).not.toContain('first-paint.css');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('html{background:#08071a;color-scheme:dark}');
    expect(style).toContain('.first-paint{position:fixed;inset:0;');
    expect(style).toContain('@media (prefers-reduced-motion:no-preference){');
    // Only the head holds it, before the page's scripts.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the rules and drops comments and white space', () => {
    expect(compactCss('/* note */\nbody {\n  margin: 0;\n}\n\na { color : red ; }')).toBe(
      'body{margin:0}a{color:red}',
    );
  });

  it('refuses a page without the link to replace, rather than ship a page that paints nothing', () => {
    expect(() => inlineFirstPaint('<html><head></head><body></body></html>', css)).toThrow(/first-paint/);
  });
});
