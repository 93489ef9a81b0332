import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineFirstPaint } from './first-paint';

const css = readFileSync(path.join(import.meta.dirname, 'first-paint.css'), 'utf8');
const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');

describe('the first paint', () => {
  it("writes the preloader's stylesheet into the page, replacing its link", () => {
    const html = inlineFirstPaint(indexHtml, css);
    expect(html).not.toContain('first-paint.css');
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toBe(`\n${css}`);
    // Only the head holds it, before the page's scripts.
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a page without the link to replace, rather than ship a page that paints nothing', () => {
    expect(() => inlineFirstPaint('<html><head></head><body></body></html>', css)).toThrow(/first-paint/);
  });
});
