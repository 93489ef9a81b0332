// What a node keeps in memory for one catalogue revision (decision 0506): studios with their country
// rules, the active-game counts, the categories as players see them (decision 0807), and the lists built
// from them. The catalogue service reads it once a second at most.
import { categoryDefinitions } from './categories';
import type { Category, Game, Provider } from '@reelvault/contract/calls/catalogue';
import { rulesByProvider, type CatalogueRepository, type CategoryRow, type ProviderRow } from './repository';

export interface ProviderRecord extends ProviderRow {
  /** Country code -> allowed, for countries with a rule. */
  readonly countries: Record<string, boolean>;
}

/** Everything kept in memory for one catalogue revision. */
export interface Snapshot {
  readonly revision: number;
  readonly providersById: ReadonlyMap<number, ProviderRecord>;
  readonly providersBySlug: ReadonlyMap<string, ProviderRecord>;
  /**
   * An aggregator supplies real live games: the lists leave the in-house live games (RNG tables) out
   * (decision 0809).
   */
  readonly withoutInHouseLive: boolean;
  /** `type|category|provider` (each `*` for any) -> active games. */
  readonly counts: ReadonlyMap<string, number>;
  readonly providerLists: Map<number | '*', Provider[]>;
  /** Every category, hidden ones too, by id and by slug. */
  readonly categoriesById: ReadonlyMap<number, CategoryRow>;
  readonly categoriesBySlug: ReadonlyMap<string, CategoryRow>;
  /** The home page lists per language (their games' category names are in it). */
  readonly homePages: Map<string, Promise<Record<string, { id: number; name: string; games: Game[] }>>>;
}

/** A category as players see it: its name in their language, else its English name (decision 0807). */
export const categoryOut = (category: CategoryRow, locale: string): Category => ({
  id: category.id,
  name: category.names[locale] ?? category.names.en ?? category.name,
  class: category.slug,
  // Only the back office writes `names` (an English one at least), so any name there is the operator's.
  custom_name: Object.keys(category.names).length > 0,
});

/** The spec's categories as stored before any import; the stored rows win. */
const definedCategories: readonly CategoryRow[] = categoryDefinitions.map((category) => ({
  ...category,
  names: {},
  hidden: false,
}));

/** Live categories the live casino's category nav shows; `poker` appears only in the browse rows. */
export const inCategoryNav = (category: CategoryRow): boolean => category.slug !== 'poker';

export const countKey = (type: number | '*', category: number | '*', provider: number | '*') =>
  `${type}|${category}|${provider}`;

function addCount(counts: Map<string, number>, key: string, count: number): void {
  counts.set(key, (counts.get(key) ?? 0) + count);
}

/** Reads a revision's snapshot. */
export async function loadSnapshot(repository: CatalogueRepository, revision: number): Promise<Snapshot> {
  const withoutInHouseLive = await repository.realLiveGames();
  const [providerRows, rules, byType, byCategory, storedCategories] = await Promise.all([
    repository.providers(),
    repository.countryRules(),
    repository.countsByType(withoutInHouseLive),
    repository.countsByCategory(withoutInHouseLive),
    repository.categories(),
  ]);
  const categoriesById = new Map(
    [...definedCategories, ...storedCategories].map((category) => [category.id, category]),
  );
  const countries = rulesByProvider(rules);
  const records = providerRows.map((row) => ({ ...row, countries: countries.get(row.id) ?? {} }));
  const counts = new Map<string, number>();
  for (const { key: type, providerId, count } of byType) {
    for (const t of [type, '*'] as const) {
      addCount(counts, countKey(t, '*', providerId), count);
      addCount(counts, countKey(t, '*', '*'), count);
    }
  }
  for (const { key: categoryId, providerId, count } of byCategory) {
    const type = categoriesById.get(categoryId)?.type;
    if (type === undefined) continue;
    for (const t of [type, '*'] as const) {
      addCount(counts, countKey(t, categoryId, providerId), count);
      addCount(counts, countKey(t, categoryId, '*'), count);
    }
  }
  return {
    revision,
    withoutInHouseLive,
    providersById: new Map(records.map((record) => [record.id, record])),
    providersBySlug: new Map(records.map((record) => [record.slug, record])),
    counts,
    providerLists: new Map(),
    categoriesById,
    categoriesBySlug: new Map([...categoriesById.values()].map((category) => [category.slug, category])),
    homePages: new Map(),
  };
}
