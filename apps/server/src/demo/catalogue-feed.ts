// The demo catalogue: a feed of exactly 12,283 games from 118 studios (the spec's figures), generated the
// same way on every run, and imported through the same importer as an operator's feed. Every game is a
// skin over one of the in-house engines: slots on the slot engine (model by volatility), and RNG tables
// (roulette, blackjack, baccarat) in the live casino, named as tables and never as live dealers or game
// shows (decision 0809); the one game show is the studio's shared-round crash game (decision 0606).
import {
  homePageLists,
  type LiveCategorySlug,
  type SlotCategorySlug,
} from '@reelvault/contract/constants/categories';
import { highlightStats } from '@reelvault/contract/constants/paging';
import {
  engineRtp,
  seededRandom,
  type CatalogueFeedInput,
  type SeededRandom,
} from '../modules/catalogue/service';
import {
  mechanicWords,
  slotThemes,
  studioFirstWords,
  studioSecondWords,
  studioSuffixes,
  tableWords,
  type SlotTheme,
  type ThemeWords,
} from './catalogue-words';
import { hueIn, palette } from './catalogue-colours';

type CategorySlug = SlotCategorySlug | LiveCategorySlug;
type FeedGameInput = CatalogueFeedInput['games'][number];
type Volatility = NonNullable<FeedGameInput['volatility']>;

export const demoFigures = { games: highlightStats.games, providers: highlightStats.providers } as const;
/** Games of the live casino (all RNG tables); the rest are slots. */
const liveGameCount = 1_183;
const tableStudioCount = 8;
const mixedStudioCount = 12;
const demoSeed = 20_260_601;
const generatedAt = '2026-06-01T00:00:00Z';
const firstReleaseDay = Date.UTC(2014, 0, 1);
const lastReleaseDay = Date.UTC(2026, 4, 31);
const dayMs = 86_400_000;

/** The model of each table engine; the RTP the feed declares is the engine's own (its best bet's). */
const tableModels = {
  roulette: { model: 'roulette-european' },
  blackjack: { model: 'blackjack-standard' },
  baccarat: { model: 'baccarat-punto-banco' },
} as const;
type TableEngine = keyof typeof tableModels;

/** The RTP a demo game declares: its model's exact figure (engine-rtp.ts). */
function modelRtp(engine: string, model: string): string {
  const rtp = engineRtp(engine, model);
  if (!rtp) throw new Error(`the studio has no model ${engine}/${model}`);
  return rtp;
}

/** The slot model with the best RTP: the "High RTP hits" play on it. */
const bestSlotModel = (['slot-low', 'slot-medium', 'slot-high'] as const).reduce((best, model) =>
  Number(modelRtp('slot', model)) > Number(modelRtp('slot', best)) ? model : best,
);

const slotRtps: readonly (readonly [string, number])[] = [
  ['94.00', 5],
  ['95.00', 9],
  ['95.50', 10],
  ['96.00', 24],
  ['96.20', 15],
  ['96.50', 20],
  ['97.00', 6],
  ['97.50', 4],
  ['98.00', 2],
];

const volatilityWeights: readonly (readonly [Volatility, number])[] = [
  ['low', 25],
  ['medium', 40],
  ['high', 35],
];

type Mechanic = 'plain' | 'book' | keyof typeof mechanicWords;
const mechanicWeights: readonly (readonly [Mechanic, number])[] = [
  ['plain', 66],
  ['book', 5],
  ['ways', 10],
  ['cluster', 8],
  ['jackpot', 11],
];

type StudioKind = 'slots' | 'mixed' | 'tables';

interface Studio {
  readonly slug: string;
  readonly name: string;
  readonly kind: StudioKind;
  /** Multiplies the popularity of the studio's games. */
  readonly strength: number;
  readonly favouriteThemes: readonly SlotTheme[];
  readonly countries: Record<string, boolean>;
}

interface DemoGame extends FeedGameInput {
  readonly popularity: number;
  readonly released_at: string;
  readonly categories: CategorySlug[];
  /** A slot drawn in a top RTP variant, for the High RTP hits. */
  readonly topVariant?: boolean;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replaceAll("'", '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function releaseDate(random: SeededRandom): string {
  const days = Math.floor((lastReleaseDay - firstReleaseDay) / dayMs);
  const offset = Math.floor(days * (1 - random.next() ** 2));
  return new Date(firstReleaseDay + offset * dayMs).toISOString().slice(0, 10);
}

/** Integers proportional to the weights that sum to exactly `total` (largest remainders). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const);
  byRemainder.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, index] of byRemainder) {
    if (left === 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

function buildStudios(random: SeededRandom): Studio[] {
  const studios: Studio[] = [];
  const names = new Set<string>();
  const uses = new Map<string, number>();
  const themeEntries = Object.entries(slotThemes).map(
    ([theme, words]) => [theme as SlotTheme, (words as ThemeWords).weight] as const,
  );
  while (studios.length < demoFigures.providers) {
    const first = random.pick(studioFirstWords);
    if ((uses.get(first) ?? 0) >= 2) continue;
    const second = random.pick(studioSecondWords);
    const suffix = random.pick(studioSuffixes);
    // "Copperfox" reads as one word; "Rowananvil" does not, so words meeting at vowels stay apart.
    const joins =
      /[^aeiou]$/.test(first) && /^[^AEIOU]/.test(second) && first.at(-1) !== second[0]?.toLowerCase();
    const name = random.weighted<string>([
      [`${first} ${second} ${suffix}`, 40],
      [joins ? `${first}${second.toLowerCase()} ${suffix}` : `${first} ${second} ${suffix}`, 25],
      [`${first} ${suffix}`, 15],
      [`${first} & ${second}`, 20],
    ]);
    const slug = slugify(name);
    if (names.has(slug)) continue;
    names.add(slug);
    uses.set(first, (uses.get(first) ?? 0) + 1);
    const favourites = new Set<SlotTheme>();
    while (favourites.size < 3) favourites.add(random.weighted(themeEntries));
    studios.push({
      slug,
      name,
      kind: 'slots',
      strength: 0.15 + 0.85 * random.next() ** 2,
      favouriteThemes: [...favourites],
      countries: {},
    });
  }
  // A few studios run RNG tables only, a few more both tables and slots.
  const order = random.shuffle(studios.map((_, index) => index));
  const kindOf = (index: number): StudioKind => {
    const rank = order.indexOf(index);
    if (rank < tableStudioCount) return 'tables';
    return rank < tableStudioCount + mixedStudioCount ? 'mixed' : 'slots';
  };
  const withKinds = studios.map((studio, index) => ({ ...studio, kind: kindOf(index) }));
  // The spec's one restriction: a single studio may not be played from the United Kingdom.
  const restricted = withKinds[6];
  if (restricted) restricted.countries.GB = false;
  return withKinds;
}

class TitleBook {
  private readonly titles = new Set<string>();
  private readonly identifiers = new Set<string>();

  /** Tries `make` until it yields a title (and identifier) not used yet; then adds an edition word. */
  claim(random: SeededRandom, studio: Studio, make: () => string): { name: string; identifier: string } {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const name = make();
      const claimed = this.tryClaim(studio, name);
      if (claimed) return claimed;
    }
    const base = make();
    for (const edition of ['Deluxe', 'Gold', 'Xtreme', 'Remastered', 'Royale', 'Ultra', 'II', 'III']) {
      const claimed = this.tryClaim(studio, `${base} ${edition}`);
      if (claimed) return claimed;
    }
    return this.claim(random, studio, () => `${make()} ${random.int(2, 99)}`);
  }

  private tryClaim(studio: Studio, name: string) {
    const identifier = `${studio.slug}-${slugify(name)}`;
    const words = slugify(name)
      .split('-')
      .filter((word) => word.length > 3);
    if (new Set(words).size < words.length) return undefined;
    if (name.length > 60 || this.titles.has(name.toLowerCase()) || this.identifiers.has(identifier)) {
      return undefined;
    }
    this.titles.add(name.toLowerCase());
    this.identifiers.add(identifier);
    return { name, identifier };
  }
}

/** "Pharaoh's", but "Watermelons'". */
const possessive = (word: string) => (word.endsWith('s') ? `${word}'` : `${word}'s`);

function slotTitle(random: SeededRandom, words: ThemeWords, mechanic: Mechanic): string {
  const adjective = random.pick(words.adjectives);
  const subject = random.pick(words.subjects);
  const treasure = random.pick(words.treasures);
  const place = random.pick(words.places);
  if (mechanic === 'book') {
    return random.weighted<string>([
      [`Book of ${place}`, 2],
      [`${possessive(subject)} Book`, 3],
      [`The ${adjective} Book`, 2],
      [`Tome of ${place}`, 1],
    ]);
  }
  const base = random.weighted<string>([
    [`${adjective} ${subject}`, 5],
    [`${possessive(subject)} ${treasure}`, 4],
    [`${subject} ${treasure}`, 3],
    [`${treasure} of ${place}`, 3],
    [`${adjective} ${treasure}`, 2],
    [`${adjective} ${subject} ${treasure}`, 2],
    [`${subject} of ${place}`, 2],
  ]);
  if (mechanic === 'plain') return base;
  // A mechanic's word goes after a short title only: "Golden Scarab Ways", not "Riches of the Nile Ways".
  const short = base.split(' ').length <= 2 ? base : `${adjective} ${subject}`;
  return `${short} ${random.pick(mechanicWords[mechanic].endings)}`;
}

function slotGame(random: SeededRandom, studio: Studio, titles: TitleBook): DemoGame {
  const themeEntries = Object.entries(slotThemes).map(
    ([theme, words]) => [theme as SlotTheme, (words as ThemeWords).weight] as const,
  );
  const theme: SlotTheme = random.chance(0.7)
    ? random.pick(studio.favouriteThemes)
    : random.weighted(themeEntries);
  const words: ThemeWords = slotThemes[theme];
  let mechanic = random.weighted(mechanicWeights);
  if (mechanic === 'book' && !words.books) mechanic = 'plain';
  const { name, identifier } = titles.claim(random, studio, () => slotTitle(random, words, mechanic));
  const drawnVolatility = random.weighted(volatilityWeights);
  // An aggregator offers several RTP variants of a title; the studio's variants are its models. A title
  // drawn in a top variant plays on the model with the best RTP (and its volatility).
  const topVariant = Number(random.weighted(slotRtps)) >= 97;
  const model = topVariant ? bestSlotModel : `slot-${drawnVolatility}`;
  const volatility = topVariant
    ? (bestSlotModel.slice('slot-'.length) as typeof drawnVolatility)
    : drawnVolatility;
  const categories: CategorySlug[] = [];
  if (words.category) categories.push(words.category);
  if (mechanic === 'book') categories.push('books');
  else if (mechanic !== 'plain') categories.push(mechanicWords[mechanic].category);
  return {
    identifier,
    name,
    provider: studio.slug,
    type: 'slot',
    categories,
    rtp: modelRtp('slot', model),
    volatility,
    engine: 'slot',
    model,
    topVariant,
    skin: {
      theme,
      motif: random.pick(words.motifs),
      palette: palette(random, hueIn(random, words.hues)),
      pattern: random.int(0, 2_147_483_647),
    },
    popularity: Math.round(studio.strength * random.next() ** 3 * 1_000_000),
    released_at: releaseDate(random),
  };
}

const tableLooks = {
  roulette: { hues: [140, 165], motifs: ['wheel', 'chips'] },
  blackjack: { hues: [150, 175], motifs: ['cards', 'chips'] },
  baccarat: { hues: [345, 15], motifs: ['cards', 'crown'] },
} as const satisfies Record<TableEngine, { hues: readonly [number, number]; motifs: readonly string[] }>;

function tableTitle(random: SeededRandom, table: TableEngine): string {
  const adjective = random.pick(tableWords.adjectives);
  const place = random.pick(tableWords.places);
  switch (table) {
    case 'roulette':
      return random.weighted<string>([
        [`${adjective} Roulette`, 2],
        [`${place} Roulette`, 2],
        [`Roulette ${place}`, 1],
        [`${adjective} ${place} Roulette`, 3],
        [`European Roulette ${adjective}`, 1],
      ]);
    case 'blackjack':
      return random.weighted<string>([
        [`${adjective} Blackjack`, 2],
        [`${place} Blackjack`, 2],
        [`Blackjack ${place}`, 1],
        [`${adjective} ${place} Blackjack`, 3],
      ]);
    case 'baccarat':
      return random.weighted<string>([
        [`${adjective} Baccarat`, 2],
        [`${place} Baccarat`, 2],
        [`Punto Banco ${place}`, 1],
        [`${adjective} ${place} Baccarat`, 3],
      ]);
  }
}

function tableGame(random: SeededRandom, studio: Studio, titles: TitleBook): DemoGame {
  const engine = random.weighted<TableEngine>([
    ['roulette', 38],
    ['blackjack', 34],
    ['baccarat', 28],
  ]);
  const { name, identifier } = titles.claim(random, studio, () => tableTitle(random, engine));
  const categories: CategorySlug[] = [engine];
  // The card room row ("poker" in the spec's browse rows) holds a share of the card tables.
  if ((engine === 'blackjack' || engine === 'baccarat') && random.chance(0.3)) categories.push('poker');
  const look = tableLooks[engine];
  return {
    identifier,
    name,
    provider: studio.slug,
    type: 'live',
    categories,
    rtp: modelRtp(engine, tableModels[engine].model),
    volatility: null,
    engine,
    model: tableModels[engine].model,
    skin: {
      theme: engine,
      motif: random.pick(look.motifs),
      palette: palette(random, hueIn(random, look.hues)),
      pattern: random.int(0, 2_147_483_647),
    },
    popularity: Math.round(studio.strength * random.next() ** 3 * 1_000_000),
    released_at: releaseDate(random),
  };
}

/**
 * The studio's game show (decision 0606), the one game of the Game shows category and list: it takes the
 * place (and popularity) of the last table of the first table studio, so the figures and every other game
 * stay as they were. Its look is drawn from a random stream of its own for the same reason.
 */
function placeGameShow(games: DemoGame[], studios: readonly Studio[], titles: TitleBook): void {
  const studio = studios.find((candidate) => candidate.kind === 'tables');
  const index = games.findLastIndex((game) => game.provider === studio?.slug && game.type === 'live');
  const replaced = games[index];
  if (!studio || !replaced) throw new Error('the demo feed has no table studio');
  const random = seededRandom(demoSeed + 606);
  const { name, identifier } = titles.claim(random, studio, () => 'Rocket Crash');
  games[index] = {
    identifier,
    name,
    provider: studio.slug,
    type: 'live',
    categories: ['game-shows'],
    rtp: modelRtp('game-show', 'game-show-crash'),
    volatility: null,
    engine: 'game-show',
    model: 'game-show-crash',
    skin: {
      theme: 'show',
      motif: 'star',
      palette: palette(random, hueIn(random, [280, 330])),
      pattern: random.int(0, 2_147_483_647),
    },
    popularity: replaced.popularity,
    released_at: '2026-05-29',
  };
}

const byPopularity = (a: DemoGame, b: DemoGame) =>
  b.popularity - a.popularity || a.identifier.localeCompare(b.identifier);

/** The demo feed. Deterministic: every call returns the same document. */
export function generateDemoFeed(): CatalogueFeedInput {
  const random = seededRandom(demoSeed);
  const studios = buildStudios(random);
  const slotStudios = studios.filter((studio) => studio.kind !== 'tables');
  const tableStudios = studios.filter((studio) => studio.kind !== 'slots');
  const slotCounts = apportion(
    demoFigures.games - liveGameCount,
    slotStudios.map(() => 0.2 + 4 * random.next() ** 3),
  );
  const tableCounts = apportion(
    liveGameCount,
    tableStudios.map((studio) =>
      studio.kind === 'tables' ? 1 + 2 * random.next() : 0.1 + 0.2 * random.next(),
    ),
  );
  const slotCountOf = new Map(slotStudios.map((studio, index) => [studio.slug, slotCounts[index] ?? 0]));
  const tableCountOf = new Map(tableStudios.map((studio, index) => [studio.slug, tableCounts[index] ?? 0]));

  const titles = new TitleBook();
  const games: DemoGame[] = [];
  for (const studio of studios) {
    for (let i = 0; i < (slotCountOf.get(studio.slug) ?? 0); i += 1)
      games.push(slotGame(random, studio, titles));
    for (let i = 0; i < (tableCountOf.get(studio.slug) ?? 0); i += 1)
      games.push(tableGame(random, studio, titles));
  }
  placeGameShow(games, studios, titles);

  const slots = games.filter((game) => game.type === 'slot');
  const live = games.filter((game) => game.type === 'live');
  const popularSlots = [...slots].sort(byPopularity);
  const newestSlots = [...slots].sort(
    (a, b) => b.released_at.localeCompare(a.released_at) || byPopularity(a, b),
  );
  const popularLive = [...live].sort(byPopularity);
  for (const game of popularSlots.slice(0, 480)) game.categories.push('popular');
  for (const game of newestSlots.slice(0, 360)) game.categories.push('new-games');
  for (const game of slots) if (game.topVariant) game.categories.push('high-rtp-hits');
  for (const game of popularSlots.slice(0, 4000)) if (random.chance(0.07)) game.categories.push('our-choice');
  for (const game of popularLive.slice(0, 60)) game.categories.push('popular-live');

  const onePerStudio = (list: readonly DemoGame[], count: number) => {
    const seen = new Set<string>();
    return list.filter((game) => !seen.has(game.provider) && seen.add(game.provider)).slice(0, count);
  };
  const identifiers = (list: readonly DemoGame[]) => list.map((game) => game.identifier);
  const pageLists = [
    { id: homePageLists.popular, name: 'Popular', games: identifiers(popularSlots.slice(0, 24)) },
    { id: homePageLists.live, name: 'Popular Live', games: identifiers(popularLive.slice(0, 24)) },
    { id: homePageLists.new, name: 'New', games: identifiers(newestSlots.slice(0, 24)) },
    // The Game shows list (560) holds game shows only (decision 0136): the studio's own.
    {
      id: homePageLists.shows,
      name: 'Game Shows',
      games: identifiers(popularLive.filter((game) => game.engine === 'game-show')),
    },
    {
      id: homePageLists.onboardingPopular,
      name: 'Popular picks',
      games: identifiers(onePerStudio(popularSlots, 12)),
    },
  ];

  return {
    // The feed format's name and version (the type holds them to the importer's).
    format: 'reelvault.catalogue-feed',
    version: 1,
    generated_at: generatedAt,
    providers: studios.map((studio) => ({
      slug: studio.slug,
      name: studio.name,
      countries: studio.countries,
    })),
    games: games.map(({ topVariant: _topVariant, ...game }) => game),
    page_lists: pageLists,
  };
}
