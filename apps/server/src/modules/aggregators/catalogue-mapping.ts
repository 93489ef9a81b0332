// An aggregator's games list as a feed of the catalogue import (decision 0808): studios named after the
// aggregator's products (their slugs prefixed with the aggregator's code, so they never take the feed's
// studios), games keyed by the aggregator's game code, their type and categories from the aggregator's
// kind and category names, its picture instead of drawn art, and a plain skin from the game code for the
// places that still draw one (bet histories). A game without a declared RTP is left out: the catalogue
// answers an RTP for every game and never makes one up.
import { createHash } from 'node:crypto';
import { gameType } from '@reelvault/contract/constants/statuses';
import type { CatalogueFeed, CategorySlug, FeedGame, FeedProvider, GameSkin } from '../catalogue/service';
import type { AggregatorGame, AggregatorGameKind } from './adapter';

/** A slug of lower-case words and digits joined by single hyphens. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The studio's slug in the catalogue: `<aggregator code>-<product>`. */
export function studioSlugOf(aggregatorCode: string, studio: string): string {
  return slugOf(`${aggregatorCode} ${studio}`);
}

const palettes: Readonly<Record<AggregatorGameKind, GameSkin['palette']>> = {
  slot: { from: '#1d1233', to: '#4b2a7a', accent: '#f5c542', ink: '#fff8e7' },
  live: { from: '#06210f', to: '#0f5a2c', accent: '#e8c15a', ink: '#f4fff7' },
  game_show: { from: '#2a0b2e', to: '#7a1f6b', accent: '#ffd166', ink: '#fff5fb' },
  table: { from: '#0b1d2e', to: '#1f4a6b', accent: '#9ad1ff', ink: '#f2f8ff' },
};

const motifs: Readonly<Record<AggregatorGameKind, string>> = {
  slot: 'seven',
  live: 'cards',
  game_show: 'wheel',
  table: 'chips',
};

function skinOf(game: AggregatorGame): GameSkin {
  const pattern = createHash('sha256').update(game.code).digest().readUInt32BE(0) & 0x7fffffff;
  return { theme: 'classic', motif: motifs[game.kind], palette: palettes[game.kind], pattern };
}

/** The spec's categories a game belongs in, from its kind and the aggregator's category names. */
export function categoriesOf(game: AggregatorGame): CategorySlug[] {
  const names = [...game.categories, game.name].join(' ').toLowerCase();
  const slugs = new Set<CategorySlug>();
  if (game.kind === 'slot') {
    if (names.includes('megaways')) slugs.add('megaways');
    if (names.includes('jackpot')) slugs.add('jackpot-fever');
    if (names.includes('classic')) slugs.add('classic-slots');
    if (names.includes('cluster')) slugs.add('cluster');
    if (names.includes('book')) slugs.add('books');
    return [...slugs].sort();
  }
  if (game.kind === 'game_show') return ['game-shows'];
  // A live or table game sits in the one table category its names say (never in two of them).
  const table = (['roulette', 'blackjack', 'baccarat'] as const).find((name) => names.includes(name));
  if (table) slugs.add(table);
  else if (names.includes('poker')) slugs.add('poker');
  if (game.kind === 'live') slugs.add('popular-live');
  return [...slugs].sort();
}

export interface MappedCatalogue {
  readonly feed: CatalogueFeed;
  /** Games left out and why (no declared RTP, switched off at the aggregator). */
  readonly skipped: readonly { code: string; reason: string }[];
}

/** The feed an aggregator's games list makes, for the catalogue import of source `aggregatorCode`. */
export function catalogueFeedOf(aggregatorCode: string, games: readonly AggregatorGame[]): MappedCatalogue {
  const skipped: { code: string; reason: string }[] = [];
  const providers = new Map<string, FeedProvider>();
  const seen = new Set<string>();
  const feedGames: FeedGame[] = [];
  for (const game of games) {
    if (seen.has(game.code)) continue;
    seen.add(game.code);
    if (!game.enabled) {
      skipped.push({ code: game.code, reason: 'disabled' });
      continue;
    }
    if (game.rtp === null) {
      skipped.push({ code: game.code, reason: 'no RTP declared' });
      continue;
    }
    const studio = studioSlugOf(aggregatorCode, game.studio);
    if (!providers.has(studio))
      providers.set(studio, { slug: studio, name: game.studio.slice(0, 80), countries: {} });
    feedGames.push({
      identifier: game.code,
      name: game.name.slice(0, 120),
      provider: studio,
      type: game.kind === 'slot' ? gameType.slot : gameType.live,
      categories: categoriesOf(game),
      rtp: game.rtp,
      volatility: game.volatility,
      engine: 'external',
      model: 'external',
      // Only a table game without a dealer is an RNG table; the aggregator's live games have real dealers.
      rngTable: game.kind === 'table',
      skin: skinOf(game),
      imageUrl: game.imageUrl,
      popularity: 0,
      releasedAt: game.releasedAt,
    });
  }
  return {
    feed: {
      source: aggregatorCode,
      providers: [...providers.values()],
      games: feedGames,
      pageLists: undefined,
    },
    skipped,
  };
}

/**
 * What the game frame may show with these aggregators connected (the site's CSP `frame-src`): any https
 * origin, and an aggregator's own origin when it is not https (one on the operator's network serves its
 * games' pages from there). Nothing without an aggregator.
 */
export function frameSourcesOf(baseUrls: readonly string[]): string[] {
  if (baseUrls.length === 0) return [];
  const plain = baseUrls.map((url) => new URL(url).origin).filter((origin) => !origin.startsWith('https:'));
  return ['https:', ...new Set(plain)];
}

/** The origins of the games' pictures (https only), for the site's CSP. */
export function imageHostsOf(games: readonly AggregatorGame[]): string[] {
  const hosts = new Set<string>();
  for (const game of games) {
    if (game.imageUrl) hosts.add(new URL(game.imageUrl).origin);
  }
  return [...hosts].sort();
}
