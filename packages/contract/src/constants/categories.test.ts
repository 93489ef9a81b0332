import { describe, expect, it } from 'vitest';
import {
  homePageLists,
  isLiveCategorySlug,
  liveCategorySlugs,
  slotCategoryOf,
  slotCategorySlugs,
} from './categories';

describe('category slugs', () => {
  it('are unique, lower-case and URL-safe, and no slug is both slot and live', () => {
    const all = [...slotCategorySlugs, ...liveCategorySlugs];
    expect(new Set(all).size).toBe(all.length);
    for (const slug of all) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('read the spellings links use', () => {
    expect(slotCategoryOf('egypt')).toBe('egypt');
    expect(slotCategoryOf('asian')).toBe('asia');
    expect(slotCategoryOf('Megaways')).toBe('megaways');
    expect(slotCategoryOf('roulette')).toBeUndefined();
    expect(isLiveCategorySlug('roulette')).toBe(true);
    expect(isLiveCategorySlug('egypt')).toBe(false);
  });
});

describe('home page lists', () => {
  it('have distinct ids', () => {
    const ids = Object.values(homePageLists);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
