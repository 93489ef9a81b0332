// robots.txt and sitemap.xml over HTTP: what is disallowed, the sitemap's address at PUBLIC_URL, and every
// public page, promotion, legal page, studio and playable game in the sitemap, but nothing private.
import { describe, expect, it, beforeAll } from 'vitest';
import { testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import { seedDemoContent } from '../../demo/content/seed';
import { createContentRepository } from './service';

describe('robots.txt and sitemap.xml', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'https://casino.example.com' });

  beforeAll(async () => {
    await seedDemoContent(ctx.database.db);
    await ctx.app.catalogue.importFeed(testFeed());
  });

  it('robots.txt lets engines read the site but not private pages or the APIs, and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    for (const path of ['/api/', '/account', '/deposit', '/dev/'])
      expect(response.body).toContain(`Disallow: ${path}`);
    expect(response.body).toContain('Sitemap: https://casino.example.com/sitemap.xml');
  });

  it('sitemap.xml lists the public pages, promotions, legal pages, studios and every playable game', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/slots', '/live-casino', '/promotions', '/vip', '/slots/category/megaways']) {
      expect(locations).toContain(`https://casino.example.com${path}`);
    }
    // No SPORTSBOOK_URL here: /sports has nothing to offer.
    expect(locations).not.toContain('https://casino.example.com/sports');
    for (const id of [1, 4, 5, 524])
      expect(locations).toContain(`https://casino.example.com/promotions-detail/${id}`);
    for (const id of [3, 4, 5, 6, 7, 8])
      expect(locations).toContain(`https://casino.example.com/pages/${id}`);
    const games = await ctx.app.catalogue.activeGameIds();
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(locations).toContain(`https://casino.example.com/play/${game.id}`);
    const providers = await ctx.app.catalogue.providers();
    for (const provider of providers) {
      expect(locations).toContain(`https://casino.example.com/providers/${provider.slug}`);
    }
    expect(locations.some((location) => location?.includes('/account'))).toBe(false);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('leaves ended promotions and unpublished pages out', async () => {
    const repository = createContentRepository(ctx.database.db);
    await repository.setPromotionActive(2, false);
    await repository.setPagePublished(8, false);
    const body = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).not.toContain('/promotions-detail/2<');
    expect(body).not.toContain('/pages/8<');
    await repository.setPromotionActive(2, true);
    await repository.setPagePublished(8, true);
  });
});
