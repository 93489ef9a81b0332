// Imports a checked feed in one transaction: new studios and games are added, changed ones rewritten,
// vanished ones retired (softly), and rows that did not change are not touched at all, so importing the
// same feed twice changes nothing.
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/database';
import { categoryBySlug, categoryDefinitions } from './categories';
import type { CatalogueFeed, FeedGame } from './feed';
import { createImportRepository, type CountryRule, type GameWrite } from './import-repository';
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
  return sha256([
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

export async function importCatalogue(db: DbExecutor, feed: CatalogueFeed): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const repository = createImportRepository(tx);
    const reads = createCatalogueRepository(tx);
    const providerCounts = emptyCounts();
    const gameCounts = emptyCounts();
    let pageListsUpdated = 0;

    await repository.upsertCategories(categoryDefinitions);

    // Studios
    const storedProviders = new Map((await reads.providers()).map((row) => [row.slug, row]));
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
    await repository.writeProviders(providerWrites);
    const feedProviderSlugs = new Set(feed.providers.map((provider) => provider.slug));
    const vanishedProviders = [...storedProviders.values()].filter(
      (row) => row.isActive && !feedProviderSlugs.has(row.slug),
    );
    await repository.retireProviders(vanishedProviders.map((row) => row.id));
    providerCounts.retired = vanishedProviders.length;
    const providerIds = new Map((await reads.providers()).map((row) => [row.slug, row.id]));
    const providerIdOf = (slug: string): number => {
      const id = providerIds.get(slug);
      if (id === undefined) throw new Error(`provider ${slug} was not written`);
      return id;
    };

    // Country rules of the feed's studios
    const storedRules = new Map(
      (await reads.countryRules()).map((rule) => [`${rule.providerId}:${rule.countryCode}`, rule]),
    );
    // A studio whose rules an operator set in the back office keeps them (decision 0718).
    const ruledByOperator = new Set(
      [...storedProviders.values()].filter((row) => row.countriesByOperator).map((row) => row.slug),
    );
    const feedRuled = feed.providers.filter((provider) => !ruledByOperator.has(provider.slug));
    const wantedRules: CountryRule[] = feedRuled.flatMap((provider) =>
      Object.entries(provider.countries).map(([countryCode, allowed]) => ({
        providerId: providerIdOf(provider.slug),
        countryCode,
        allowed,
      })),
    );
    const wantedKeys = new Set(wantedRules.map((rule) => `${rule.providerId}:${rule.countryCode}`));
    const feedProviderIds = new Set(feedRuled.map((provider) => providerIdOf(provider.slug)));
    let rulesChanged = false;
    for (const [key, rule] of storedRules) {
      if (feedProviderIds.has(rule.providerId) && !wantedKeys.has(key)) {
        await repository.deleteCountryRule(rule);
        rulesChanged = true;
      }
    }
    const ruleWrites = wantedRules.filter(
      (rule) => storedRules.get(`${rule.providerId}:${rule.countryCode}`)?.allowed !== rule.allowed,
    );
    await repository.writeCountryRules(ruleWrites);
    rulesChanged ||= ruleWrites.length > 0;

    // Games
    const storedGames = new Map((await repository.games()).map((row) => [row.identifier, row]));
    const gameWrites: GameWrite[] = [];
    const writtenGames: FeedGame[] = [];
    for (const game of feed.games) {
      const contentHash = gameContentHash(game);
      const stored = storedGames.get(game.identifier);
      if (stored && stored.isActive && stored.contentHash === contentHash) {
        gameCounts.unchanged += 1;
        continue;
      }
      if (stored) gameCounts.updated += 1;
      else gameCounts.added += 1;
      writtenGames.push(game);
      gameWrites.push({
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
      });
    }
    const writtenIds = await repository.writeGames(gameWrites);
    // Games whose categories an operator set in the back office keep them (decision 0718).
    const categoriesKept = new Set(
      writtenGames
        .filter((game) => storedGames.get(game.identifier)?.categoriesByOperator === true)
        .map((game) => writtenIds.get(game.identifier) ?? 0),
    );
    const categoryRows = writtenGames.flatMap((game) =>
      game.categories.map((slug) => ({
        categoryId: categoryBySlug.get(slug)?.id ?? 0,
        gameId: writtenIds.get(game.identifier) ?? 0,
        popularity: game.popularity,
      })),
    );
    await repository.replaceGameCategories(
      [...writtenIds.values()].filter((id) => !categoriesKept.has(id)),
      categoryRows.filter((row) => !categoriesKept.has(row.gameId)),
    );
    await repository.refreshCategoryPopularity([...categoriesKept]);

    const feedIdentifiers = new Set(feed.games.map((game) => game.identifier));
    const vanishedGames = [...storedGames.values()].filter(
      (row) => row.isActive && !feedIdentifiers.has(row.identifier),
    );
    await repository.retireGames(vanishedGames.map((row) => row.id));
    gameCounts.retired = vanishedGames.length;

    // Page lists named by the feed
    if (feed.pageLists) {
      const gameIds = new Map([...storedGames.values()].map((row) => [row.identifier, row.id]));
      for (const [identifier, id] of writtenIds) gameIds.set(identifier, id);
      const storedLists = await repository.pageListEntries();
      for (const list of feed.pageLists) {
        const ids = list.games.map((identifier) => gameIds.get(identifier) ?? 0);
        const stored = storedLists.get(list.id);
        if (stored && stored.name === list.name && stored.gameIds.join(',') === ids.join(',')) continue;
        await repository.replacePageList(list.id, list.name, ids);
        pageListsUpdated += 1;
      }
    }

    const changed =
      providerCounts.added + providerCounts.updated + providerCounts.retired > 0 ||
      gameCounts.added + gameCounts.updated + gameCounts.retired > 0 ||
      pageListsUpdated > 0 ||
      rulesChanged;
    const written = gameCounts.added + gameCounts.updated + gameCounts.retired;
    if (written > 1000 || written > (gameCounts.unchanged + written) / 10) await repository.analyze();
    const revision = changed ? await repository.raiseRevision() : null;
    return { providers: providerCounts, games: gameCounts, pageListsUpdated, revision };
  });
}
