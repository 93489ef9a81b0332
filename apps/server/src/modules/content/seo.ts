// robots.txt and sitemap.xml: what search engines may read, and every public page of the site — the
// spec's public routes, the slot and live categories, active promotions, published legal pages, studios
// and every playable game.
import { liveCategorySlugs, slotCategorySlugs } from '@reelvault/contract/constants/categories';
import { defaultLocale } from '@reelvault/contract/constants/locales';
import type { FastifyInstance } from 'fastify';
import type { ContentService } from './service';

/** The public pages that exist whatever the catalogue holds (spec 000, section 2, public routes). */
export const publicPaths = [
  '/',
  '/slots',
  '/live-casino',
  '/browse/slots',
  '/browse/live',
  '/providers',
  '/promotions',
  '/sports',
  '/vip',
  '/bonuses',
  '/register',
  '/login',
] as const;

/** Paths no search engine should index: a player's own pages, the cashier's returns, the APIs. */
export const disallowedPaths = [
  '/api/',
  '/wallet-api/',
  '/house/api/',
  '/dev/',
  '/account',
  '/favorites',
  '/deposit',
  '/withdraw',
  '/pathly/',
  '/logout',
  '/reset-password',
  '/confirm-email',
  '/launcher/',
] as const;

export interface SitemapSources {
  readonly content: Pick<ContentService, 'activePromotions' | 'publishedPages'>;
  /** Whether SPORTSBOOK_URL is set: without a sportsbook, /sports is no page to offer. */
  readonly sportsbook: boolean;
  /** Studios with playable games (their slugs). */
  providerSlugs(): Promise<string[]>;
  /** Every playable game, by id, with its last change. */
  gameIds(): Promise<{ id: number; updatedAt: Date }[]>;
}

export interface SitemapEntry {
  readonly path: string;
  readonly lastModified?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapEntries(sources: SitemapSources): Promise<SitemapEntry[]> {
  const [promotions, pages, providerSlugs, games] = await Promise.all([
    sources.content.activePromotions(defaultLocale),
    sources.content.publishedPages(defaultLocale),
    sources.providerSlugs(),
    sources.gameIds(),
  ]);
  return [
    ...publicPaths.filter((path) => path !== '/sports' || sources.sportsbook).map((path) => ({ path })),
    ...slotCategorySlugs.map((slug) => ({ path: `/slots/category/${slug}` })),
    ...liveCategorySlugs.map((slug) => ({ path: `/live-casino/category/${slug}` })),
    ...promotions.map((promotion) => ({ path: `/promotions-detail/${promotion.id}` })),
    ...pages.map((page) => ({ path: `/pages/${page.id}` })),
    ...providerSlugs.map((slug) => ({ path: `/providers/${encodeURIComponent(slug)}` })),
    ...games.map((game) => ({ path: `/play/${game.id}`, lastModified: game.updatedAt })),
  ];
}

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const modified = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function seoRoutes(publicUrl: string, sources: SitemapSources) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl));
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      const xml = sitemapXml(publicUrl, await sitemapEntries(sources));
      return reply.type('application/xml; charset=utf-8').send(xml);
    });
  };
}
