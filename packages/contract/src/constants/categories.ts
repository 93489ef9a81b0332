// Game category slugs and the home page's list ids (spec 000, section 2; spec 001, section 7).

export const slotCategorySlugs = [
  'popular',
  'new-games',
  'megaways',
  'jackpot-fever',
  'egypt',
  'asia',
  'books',
  'classic-slots',
  'cluster',
  'high-rtp-hits',
  'our-choice',
  'pirates',
  'vikings',
] as const;
export type SlotCategorySlug = (typeof slotCategorySlugs)[number];

/** `poker` appears only in the browse rows, not in the live casino's category nav. */
export const liveCategorySlugs = [
  'popular-live',
  'game-shows',
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
] as const;
export type LiveCategorySlug = (typeof liveCategorySlugs)[number];

/** Other spellings seen in links, and the slug they mean. */
const slotSlugAliases: Readonly<Record<string, SlotCategorySlug>> = { asian: 'asia', new: 'new-games' };

/** The slot category a slug from a link means (`asian` is `asia`), or undefined for an unknown slug. */
export function slotCategoryOf(slug: string): SlotCategorySlug | undefined {
  const lower = slug.toLowerCase();
  return slotCategorySlugs.find((known) => known === lower) ?? slotSlugAliases[lower];
}

/**
 * The older navigation's slot paths (`/slots/{path}`) and the category each now lives in: the same
 * category where one exists, else the nearest (docs/decisions/0133-older-paths-and-sports-entry.md).
 */
export const olderSlotPaths = {
  popular: 'popular',
  new: 'new-games',
  instant: 'classic-slots',
  jackpot: 'jackpot-fever',
  asian: 'asia',
  fruits: 'classic-slots',
  luxury: 'jackpot-fever',
  west: 'pirates',
  magic: 'books',
  adventure: 'pirates',
  fantasy: 'vikings',
} as const satisfies Readonly<Record<string, SlotCategorySlug>>;

export function isLiveCategorySlug(slug: string): slug is LiveCategorySlug {
  return liveCategorySlugs.some((known) => known === slug);
}

/** The synthetic first entry of every category list. */
export const allCategory = { id: 0, name: 'All', class: '', custom_name: false } as const;

/** Page-list ids of the home page and the onboarding wizard. */
export const homePageLists = {
  popular: 563,
  live: 559,
  new: 561,
  shows: 560,
  onboardingPopular: 300,
} as const;
export type HomePageList = keyof typeof homePageLists;
export type HomePageListId = (typeof homePageLists)[HomePageList];
