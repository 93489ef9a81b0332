import { describe, expect, it } from 'vitest';
import { sitemapEntries, type SitemapSources } from './seo';

const emptySite = (sportsbook: boolean): SitemapSources => ({
  content: { activePromotions: async () => [], publishedPages: async () => [] },
  sportsbook,
  providerSlugs: async () => [],
  gameIds: async () => [],
});

describe('sitemap entries', () => {
  it('list /sports only when the operator has configured a sportsbook', async () => {
    const paths = async (sportsbook: boolean) =>
      (await sitemapEntries(emptySite(sportsbook))).map((entry) => entry.path);
    expect(await paths(true)).toContain('/sports');
    const without = await paths(false);
    expect(without).not.toContain('/sports');
    expect(without).toContain('/slots');
  });
});
