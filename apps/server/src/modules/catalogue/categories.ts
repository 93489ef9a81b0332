// The spec's categories with the ids the API hands out. Ids are fixed (slots 1-13, live 14-19, in the
// contract's order) so that a `category_id` in a link keeps its meaning across databases and imports.
import {
  liveCategorySlugs,
  slotCategorySlugs,
  type LiveCategorySlug,
  type SlotCategorySlug,
} from '@reelvault/contract/constants/categories';
import { gameType, type GameType } from '@reelvault/contract/constants/statuses';

export type CategorySlug = SlotCategorySlug | LiveCategorySlug;

export interface CategoryDefinition {
  readonly id: number;
  readonly slug: CategorySlug;
  readonly name: string;
  readonly type: GameType;
  readonly position: number;
}

const names: Readonly<Record<CategorySlug, string>> = {
  popular: 'Popular',
  'new-games': 'New Games',
  megaways: 'Megaways',
  'jackpot-fever': 'Jackpot Fever',
  egypt: 'Egypt',
  asia: 'Asia',
  books: 'Books',
  'classic-slots': 'Classic Slots',
  cluster: 'Cluster Pays',
  'high-rtp-hits': 'High RTP Hits',
  'our-choice': 'Our Choice',
  pirates: 'Pirates',
  vikings: 'Vikings',
  'popular-live': 'Popular Live',
  'game-shows': 'Game Shows',
  roulette: 'Roulette',
  blackjack: 'Blackjack',
  baccarat: 'Baccarat',
  poker: 'Card Tables',
};

export const categoryDefinitions: readonly CategoryDefinition[] = [
  ...slotCategorySlugs.map((slug, index) => ({
    id: index + 1,
    slug,
    name: names[slug],
    type: gameType.slot,
    position: index + 1,
  })),
  ...liveCategorySlugs.map((slug, index) => ({
    id: slotCategorySlugs.length + index + 1,
    slug,
    name: names[slug],
    type: gameType.live,
    position: index + 1,
  })),
];

export const categoryBySlug: ReadonlyMap<string, CategoryDefinition> = new Map(
  categoryDefinitions.map((category) => [category.slug, category]),
);

export const categoryById: ReadonlyMap<number, CategoryDefinition> = new Map(
  categoryDefinitions.map((category) => [category.id, category]),
);

/** Categories created in the back office take ids from here on, leaving room for the spec's (decision 0807). */
export const firstOperatorCategoryId = 100;
