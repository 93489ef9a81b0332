// Imports a checked feed in one transaction: new studios and games are added, changed ones rewritten,
// vanished ones retired (softly), and rows that did not change are not touched at all, so importing the
// same feed twice changes nothing. An import is a plan (what differs: read only, also the back office's
// preview) and the plan's writes; `npm run catalogue:import` and the back office's apply job run both
// through this file (decision 0807).
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/database';
import { categoryById, categoryBySlug, categoryDefinitions } from './categories';
import type { CatalogueFeed, FeedGame, FeedPageList } from './feed';
import {
  createImportRepository,
  type ProviderWrite,
  type StoredGame,
  type StoredGameDetail,
} from './import-repository';
import { createCatalogueRepository } from './repository';

export interface ImportCounts {
  added: number;
  updated: number;
  retired: number;
  unchanged: number;
}

export interface ImportReport {
  readonly providers: ImportCounts;
  readonly games: ImportCounts;
  /** Page lists whose name or games changed. */
  readonly pageListsUpdated: number;
  /** The catalogue revision after the import, or null when nothing changed. */
  readonly revision: number | null;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Everything the catalogue stores about a game; a different hash means the row is rewritten. */
export function gameContentHash(game: FeedGame): string {
  // An aggregator's picture joins the hash only where there is one, so the feed's hashes stay as they were.
  const picture = game.imageUrl ? [game.imageUrl] : [];
  return sha256([
    ...picture,
    game.name,
    game.provider,
    game.type,
    game.categories,
    game.rtp,
    game.volatility,
    game.engine,
    game.model,
    game.skin,
    game.popularity,
    game.releasedAt,
  ]);
}

/** What the art draws: the title and the skin. */
export function gameArtVersion(game: Pick<FeedGame, 'name' | 'skin'>): string {
  return sha256([game.name, game.skin]).slice(0, 12);
}

const emptyCounts = (): ImportCounts => ({ added: 0, updated: 0, retired: 0, unchanged: 0 });

export interface GameDifference {
  readonly identifier: string;
  readonly name: string;
  /** The feed's fields that differ from the catalogue's (`name`, `rtp`, ...; `active` for a game that returns). */
  readonly fields: readonly string[];
}

/** What an import of a feed would write, worked out from what the catalogue holds. */
export interface ImportPlan {
  readonly feed: CatalogueFeed;
  readonly providers: ImportCounts;
  readonly games: ImportCounts;
  readonly providerWrites: readonly ProviderWrite[];
  readonly retiredProviderIds: readonly number[];
  readonly ruleDeletes: readonly { providerId: number; countryCode: string }[];
  readonly ruleWrites: readonly { providerSlug: string; countryCode: string; allowed: boolean }[];
  readonly gameWrites: readonly { game: FeedGame; contentHash: string; keepCategories: boolean }[];
  /** Games whose categories an operator set: their category rows take the new popularity only. */
  readonly categoriesKept: readonly string[];
  readonly retiredGames: readonly { id: number; identifier: string; name: string }[];
  readonly pageLists: readonly FeedPageList[];
  readonly newGames: readonly { identifier: string; name: string; studio: string }[];
  readonly changedGames: readonly GameDifference[];
  /** Games of the feed whose identifier another source holds: left out (decision 0808). */
  readonly foreignGames: readonly string[];
}

/** Keys sorted at every level, so a skin read back from jsonb compares equal to the feed's. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The feed's fields of a game that differ from its stored row. */
export function changedFields(game: FeedGame, stored: StoredGameDetail): string[] {
  const fields: string[] = [];
  const differs = (field: string, a: unknown, b: unknown) => {
    if (stableJson(a) !== stableJson(b)) fields.push(field);
  };
  if (!stored.isActive) fields.push('active');
  differs('name', game.name, stored.name);
  differs('provider', game.provider, stored.providerSlug);
  differs('type', game.type, stored.type);
  differs('rtp', game.rtp, stored.rtp);
  differs('volatility', game.volatility, stored.volatility);
  differs('engine', game.engine, stored.engine);
  differs('model', game.model, stored.model);
  differs('skin', game.skin, stored.skin);
  differs('popularity', game.popularity, stored.popularity);
  differs('released_at', game.releasedAt, stored.releasedAt);
  if (!stored.categoriesByOperator) {
    const storedSlugs = stored.categoryIds.map((id) => categoryById.get(id)?.slug ?? String(id)).sort();
    differs('categories', [...game.categories].sort(), storedSlugs);
  }
  // The hash also covers the feed's categories of a game whose categories are kept here.
  return fields.length > 0 ? fields : ['categories'];
}

/** Works out what importing `feed` would change; reads only. */
export async function planImport(db: DbExecutor, feed: CatalogueFeed): Promise<ImportPlan> {
  const repository = createImportRepository(db);
  const reads = createCatalogueRepository(db);
  const providerCounts = emptyCounts();
  const gameCounts = emptyCounts();

  // Studios: an import sees only those of its own source (the operator's feed, or one aggregator).
  const source = feed.source ?? null;
  const storedProviders = new Map(
    (await reads.providers()).filter((row) => row.source === source).map((row) => [row.slug, row]),
  );
  const providerWrites = feed.providers.filter((provider) => {
    const stored = storedProviders.get(provider.slug);
    if (!stored) providerCounts.added += 1;
    else if (stored.name !== provider.name || !stored.isActive) providerCounts.updated += 1;
    else {
      providerCounts.unchanged += 1;
      return false;
    }
    return true;
  });
  const feedProviderSlugs = new Set(feed.providers.map((provider) => provider.slug));
  const retiredProviderIds = [...storedProviders.values()]
    .filter((row) => row.isActive && !feedProviderSlugs.has(row.slug))
    .map((row) => row.id);
  providerCounts.retired = retiredProviderIds.length;

  // Country rules of the feed's studios; a studio whose rules an operator set keeps them (decision 0718).
  const storedRules = await reads.countryRules();
  const storedRule = new Map(storedRules.map((rule) => [`${rule.providerId}:${rule.countryCode}`, rule]));
  const feedRuled = feed.providers.filter(
    (provider) => !storedProviders.get(provider.slug)?.countriesByOperator,
  );
  const ruleWrites: { providerSlug: string; countryCode: string; allowed: boolean }[] = [];
  const wantedKeys = new Set<string>();
  const ruledIds = new Set<number>();
  for (const provider of feedRuled) {
    const id = storedProviders.get(provider.slug)?.id;
    if (id !== undefined) ruledIds.add(id);
    for (const [countryCode, allowed] of Object.entries(provider.countries)) {
      if (id !== undefined) wantedKeys.add(`${id}:${countryCode}`);
      const stored = id === undefined ? undefined : storedRule.get(`${id}:${countryCode}`);
      if (stored?.allowed !== allowed) ruleWrites.push({ providerSlug: provider.slug, countryCode, allowed });
    }
  }
  const ruleDeletes = storedRules
    .filter(
      (rule) => ruledIds.has(rule.providerId) && !wantedKeys.has(`${rule.providerId}:${rule.countryCode}`),
    )
    .map(({ providerId, countryCode }) => ({ providerId, countryCode }));

  // Games
  const allGames = await repository.games();
  const storedGames = new Map(
    allGames.filter((row) => row.source === source).map((row) => [row.identifier, row]),
  );
  const foreign = new Set(allGames.filter((row) => row.source !== source).map((row) => row.identifier));
  const foreignGames = feed.games
    .filter((game) => foreign.has(game.identifier))
    .map((game) => game.identifier);
  const gameWrites: { game: FeedGame; contentHash: string; keepCategories: boolean }[] = [];
  const newGames: { identifier: string; name: string; studio: string }[] = [];
  const changed: { game: FeedGame; stored: StoredGame }[] = [];
  const studioNames = new Map(feed.providers.map((provider) => [provider.slug, provider.name]));
  for (const game of feed.games) {
    if (foreign.has(game.identifier)) continue;
    const contentHash = gameContentHash(game);
    const stored = storedGames.get(game.identifier);
    if (stored && stored.isActive && stored.contentHash === contentHash) {
      gameCounts.unchanged += 1;
      continue;
    }
    if (stored) {
      gameCounts.updated += 1;
      changed.push({ game, stored });
    } else {
      gameCounts.added += 1;
      newGames.push({
        identifier: game.identifier,
        name: game.name,
        studio: studioNames.get(game.provider) ?? '',
      });
    }
    gameWrites.push({ game, contentHash, keepCategories: stored?.categoriesByOperator === true });
  }
  const details = new Map(
    (await repository.gameDetails(changed.map(({ stored }) => stored.id))).map((row) => [row.id, row]),
  );
  const changedGames = changed.map(({ game, stored }) => {
    const detail = details.get(stored.id);
    return {
      identifier: game.identifier,
      name: game.name,
      fields: detail ? changedFields(game, detail) : [],
    };
  });
  const feedIdentifiers = new Set(feed.games.map((game) => game.identifier));
  const retiredGames = [...storedGames.values()]
    .filter((row) => row.isActive && !feedIdentifiers.has(row.identifier))
    .map(({ id, identifier, name }) => ({ id, identifier, name }));
  gameCounts.retired = retiredGames.length;

  // Page lists named by the feed; a list ordered in the back office keeps its games (decision 0807).
  const pageLists: FeedPageList[] = [];
  if (feed.pageLists) {
    const storedLists = await repository.pageListEntries();
    for (const list of feed.pageLists) {
      const stored = storedLists.get(list.id);
      if (stored?.setByOperator) continue;
      const ids = list.games.map((identifier) => storedGames.get(identifier)?.id ?? 0);
      if (stored && stored.name === list.name && stored.gameIds.join(',') === ids.join(',')) continue;
      pageLists.push(list);
    }
  }

  return {
    feed,
    providers: providerCounts,
    games: gameCounts,
    providerWrites,
    retiredProviderIds,
    ruleDeletes,
    ruleWrites,
    gameWrites,
    categoriesKept: gameWrites.filter((write) => write.keepCategories).map((write) => write.game.identifier),
    retiredGames,
    pageLists,
    newGames,
    changedGames,
    foreignGames,
  };
}

/** How far an apply has come: writes done of all it has to do. */
export type ImportProgress = (done: number, total: number) => void;

/** The number of writes `applyImport` reports progress in. */
export const planWrites = (plan: ImportPlan): number =>
  plan.providerWrites.length +
  plan.retiredProviderIds.length +
  plan.gameWrites.length +
  plan.retiredGames.length +
  plan.pageLists.length;

/** Writes a plan made in the same transaction (`db` is that transaction). */
export async function applyImport(
  db: DbExecutor,
  plan: ImportPlan,
  onProgress: ImportProgress = () => undefined,
): Promise<ImportReport> {
  const repository = createImportRepository(db);
  const reads = createCatalogueRepository(db);
  const total = planWrites(plan);
  let done = 0;
  const advance = (count: number) => {
    done += count;
    onProgress(done, total);
  };

  await repository.upsertCategories(categoryDefinitions);
  await repository.writeProviders(plan.providerWrites, plan.feed.source ?? null);
  advance(plan.providerWrites.length);
  await repository.retireProviders(plan.retiredProviderIds);
  advance(plan.retiredProviderIds.length);
  const providerIds = new Map((await reads.providers()).map((row) => [row.slug, row.id]));
  const providerIdOf = (slug: string): number => {
    const id = providerIds.get(slug);
    if (id === undefined) throw new Error(`provider ${slug} was not written`);
    return id;
  };

  for (const rule of plan.ruleDeletes) await repository.deleteCountryRule(rule);
  await repository.writeCountryRules(
    plan.ruleWrites.map((rule) => ({
      providerId: providerIdOf(rule.providerSlug),
      countryCode: rule.countryCode,
      allowed: rule.allowed,
    })),
  );

  const writtenIds = await repository.writeGames(
    plan.gameWrites.map(({ game, contentHash }) => ({
      identifier: game.identifier,
      name: game.name,
      providerId: providerIdOf(game.provider),
      type: game.type,
      rtp: game.rtp,
      volatility: game.volatility,
      engine: game.engine,
      model: game.model,
      rngTable: game.rngTable,
      skin: game.skin,
      popularity: game.popularity,
      releasedAt: game.releasedAt,
      contentHash,
      artVersion: gameArtVersion(game),
      source: plan.feed.source ?? null,
      imageUrl: game.imageUrl ?? null,
    })),
    advance,
  );
  const idOf = (identifier: string) => writtenIds.get(identifier) ?? 0;
  const kept = new Set(plan.categoriesKept);
  const replaced = plan.gameWrites.filter(({ game }) => !kept.has(game.identifier));
  await repository.replaceGameCategories(
    replaced.map(({ game }) => idOf(game.identifier)),
    replaced.flatMap(({ game }) =>
      game.categories.map((slug) => ({
        categoryId: categoryBySlug.get(slug)?.id ?? 0,
        gameId: idOf(game.identifier),
        popularity: game.popularity,
      })),
    ),
  );
  await repository.refreshCategoryPopularity(plan.categoriesKept.map(idOf));
  await repository.retireGames(plan.retiredGames.map((game) => game.id));
  advance(plan.retiredGames.length);

  if (plan.pageLists.length > 0) {
    const gameIds = new Map(
      (await repository.games())
        .filter((row) => row.source === (plan.feed.source ?? null))
        .map((row) => [row.identifier, row.id]),
    );
    for (const list of plan.pageLists) {
      await repository.replacePageList(
        list.id,
        list.name,
        list.games.map((identifier) => gameIds.get(identifier) ?? 0),
      );
      advance(1);
    }
  }

  const written = plan.games.added + plan.games.updated + plan.games.retired;
  const changed =
    plan.providers.added + plan.providers.updated + plan.providers.retired > 0 ||
    written > 0 ||
    plan.pageLists.length > 0 ||
    plan.ruleWrites.length + plan.ruleDeletes.length > 0;
  if (written > 1000 || written > (plan.games.unchanged + written) / 10) await repository.analyze();
  const revision = changed ? await repository.raiseRevision() : null;
  return { providers: plan.providers, games: plan.games, pageListsUpdated: plan.pageLists.length, revision };
}

/** Plans and writes a feed in one transaction (`npm run catalogue:import`, the demo seed). */
export async function importCatalogue(db: DbExecutor, feed: CatalogueFeed): Promise<ImportReport> {
  return db.transaction(async (tx) => applyImport(tx, await planImport(tx, feed)));
}
