import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineStyleHashes, pathMatches, preloadLinks, withPreloads } from './page-preloads';

describe('page preloads', () => {
  it('matches paths in the router notation', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/slots')).toBe(false);
    expect(pathMatches('/slots', '/slots')).toBe(true);
    expect(pathMatches('/slots/*', '/slots')).toBe(false);
    expect(pathMatches('/slots/*', '/slots/category/megaways')).toBe(true);
    expect(pathMatches('/play/:gameId', '/play/12')).toBe(true);
    expect(pathMatches('/play/:gameId', '/play')).toBe(false);
    expect(pathMatches('/play/:gameId', '/play/12/x')).toBe(false);
    expect(pathMatches('/providers/:slug', '/promotions/x')).toBe(false);
  });

  it('puts the language first and leaves the page alone without links or a head', () => {
    const file = {
      pages: [{ paths: ['/vip'], files: ['/assets/site-1.js'] }],
      locales: { ja: '/assets/ja-1.js' },
    };
    expect(preloadLinks(file, '/vip', 'ja')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ja-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/site-1.js">',
    ]);
    expect(preloadLinks(file, '/other', 'fi')).toEqual([]);
    expect(withPreloads('<head></head>', ['<a>'])).toBe('<head><a></head>');
    expect(withPreloads('<p>no head</p>', ['<a>'])).toBe('<p>no head</p>');
  });

  it("hashes each of a page's <style> elements as a Content-Security-Policy source", () => {
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const html = '<head><style>body{margin:0}</style><style>\n.a{color:red}\n</style></head><body></body>';
    expect(inlineStyleHashes(html)).toEqual([sha('body{margin:0}'), sha('\n.a{color:red}\n')]);
    expect(inlineStyleHashes('<head></head>')).toEqual([]);
  });
});
