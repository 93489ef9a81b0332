import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { seoEntryFor, seoTable } from './seo-table';

describe('the SEO table', () => {
  it('has an entry for every public route of the spec', () => {
    const cases: Record<string, string> = {
      '/': 'home',
      '/home': 'home',
      '/slots/category/megaways': 'slots',
      '/live-casino': 'liveCasino',
      '/browse/slots': 'browse',
      '/providers/pragmatic-play': 'providers',
      '/promotions': 'promotions',
      '/promotions-detail/4': 'promotions',
      '/pages/terms-and-conditions': 'pages',
      '/sports': 'sports',
      '/vip': 'vip',
      '/play/12': 'play',
      '/launcher/12': 'play',
      '/register/someone': 'register',
    };
    for (const [path, name] of Object.entries(cases)) expect(seoEntryFor(path).name, path).toBe(name);
  });

  it('keeps private pages out of search engines', () => {
    for (const path of ['/account/settings', '/deposit', '/favorites', '/login', '/pathly/success']) {
      expect(seoEntryFor(path).index, path).toBe(false);
    }
    expect(seoEntryFor('/promotions').index).toBe(true);
  });

  it('has a title and a description of sensible length for every entry', () => {
    const texts = en.seo as Record<string, { title: string; description: string }>;
    for (const entry of [...seoTable, seoEntryFor('/no/such/page')]) {
      const text = texts[entry.name];
      expect(text, entry.name).toBeDefined();
      expect(text?.title.length, entry.name).toBeLessThanOrEqual(60);
      expect(text?.description.length, entry.name).toBeLessThanOrEqual(160);
    }
  });
});
