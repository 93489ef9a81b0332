import { describe, expect, it } from 'vitest';
import {
  homePageLists,
  isLiveCategorySlug,
  liveCategorySlugs,
  olderSlotPaths,
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

describe('the older navigation', () => {
  it("leads each of the spec's eleven paths to a slot category, the same one where the name says so", () => {
    expect(Object.keys(olderSlotPaths).sort()).toEqual(
      [
        'popular',
        'new',
        'instant',
        'jackpot',
        'asian',
        'fruits',
        'luxury',
        'west',
        'magic',
        'adventure',
        'fantasy',
      ].sort(),
    );
    for (const category of Object.values(olderSlotPaths)) expect(slotCategorySlugs).toContain(category);
    expect(olderSlotPaths.asian).toBe(slotCategoryOf('asian'));
    expect(olderSlotPaths.new).toBe(slotCategoryOf('new'));
  });
});

describe('home page lists', () => {
  it('have distinct ids', () => {
    const ids = Object.values(homePageLists);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
