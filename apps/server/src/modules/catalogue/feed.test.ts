import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slotGame, tableGame, testFeed } from '../../../test/catalogue-feed';
import { FeedError, parseFeed, type FeedIssue } from './feed';

function issuesOf(document: unknown): FeedIssue[] {
  try {
    parseFeed(document);
  } catch (error) {
    if (error instanceof FeedError) return [...error.issues];
    throw error;
  }
  throw new Error('the feed was accepted');
}

describe('parseFeed', () => {
  it('accepts the test feed and normalises it', () => {
    const feed = parseFeed(testFeed());
    const book = feed.games.find((game) => game.identifier === 'book-of-sands');
    expect(book).toMatchObject({ type: 4, rtp: '96.00', categories: ['books', 'egypt'], rngTable: false });
    const table = feed.games.find((game) => game.identifier === 'gamma-royal-roulette');
    expect(table).toMatchObject({ type: 5, volatility: null, rngTable: true });
    expect(feed.providers.find((provider) => provider.slug === 'gamma-tables')?.countries).toEqual({
      GB: false,
    });
  });

  it('accepts the example of docs/catalogue-feed.md', () => {
    const doc = readFileSync(new URL('../../../../../docs/catalogue-feed.md', import.meta.url), 'utf8');
    const example = /## Example\s+```json\n([\s\S]+?)\n```/.exec(doc)?.[1];
    const feed = parseFeed(JSON.parse(example ?? 'null'));
    expect(feed.games.map((game) => [game.identifier, game.type, game.rngTable])).toEqual([
      ['copperfox-gaming-book-of-the-nile', 4, false],
      ['saffron-and-raven-monaco-roulette', 5, true],
    ]);
    expect(feed.providers[1]?.countries).toEqual({ GB: false });
  });

  it('reads the link spellings of categories and drops repeats', () => {
    const feed = testFeed();
    feed.games.push(
      slotGame('spelling', 'Spelling', 'alpha-studio', 1, { categories: ['asian', 'new', 'asia'] }),
    );
    expect(parseFeed(feed).games.at(-1)?.categories).toEqual(['asia', 'new-games']);
  });

  it('names each bad entry by index, key and field, all in one report', () => {
    const feed = testFeed();
    feed.providers.push({ slug: 'Bad Slug', name: 'Bad' });
    feed.providers.push({ slug: 'alpha-studio', name: 'Alpha again' });
    feed.games.push(slotGame('low-rtp', 'Low', 'alpha-studio', 1, { rtp: '12' }));
    feed.games.push(slotGame('no-volatility', 'Calm', 'alpha-studio', 1, { volatility: null }));
    feed.games.push(slotGame('control', 'Bad\u0007Name', 'alpha-studio', 1));
    feed.games.push(tableGame('live-slot', 'Live Slot', 'gamma-tables', 'roulette', 1, { engine: 'slot' }));
    feed.games.push(
      tableGame('two-tables', 'Two Tables', 'gamma-tables', 'blackjack', 1, {
        categories: ['blackjack', 'roulette'],
      }),
    );
    feed.games.push(slotGame('nowhere', 'Nowhere', 'alpha-studio', 1, { categories: ['jackpots'] }));
    const wheres = issuesOf(feed).map((issue) => issue.where);
    expect(wheres).toEqual(
      expect.arrayContaining([
        'providers[3] (Bad Slug).slug',
        'providers[4] (alpha-studio)',
        'games[33] (low-rtp).rtp',
        'games[34] (no-volatility).volatility',
        'games[35] (control).name',
        'games[36] (live-slot).engine',
        'games[37] (two-tables).categories',
        'games[38] (nowhere).categories',
      ]),
    );
  });

  it('says what is wrong in words an operator understands', () => {
    const feed = testFeed();
    feed.games.push(slotGame('bad-skin', 'Bad Skin', 'alpha-studio', 1));
    const entry = feed.games.at(-1);
    if (entry) entry.skin = { ...entry.skin, palette: { ...entry.skin.palette, from: 'red' } };
    const [issue] = issuesOf(feed);
    expect(issue).toEqual({
      where: 'games[33] (bad-skin).skin.palette.from',
      message: 'must be a colour like #1a2b3c',
      path: ['games', 33, 'skin', 'palette', 'from'],
    });
  });

  it('refuses a document of another format or version', () => {
    expect(issuesOf({ ...testFeed(), format: 'aggregator-x' })[0]?.where).toBe('format');
    expect(issuesOf({ ...testFeed(), version: 2 })[0]?.where).toBe('version');
    expect(issuesOf('not json at all')[0]?.where).toBe('feed');
  });

  it('keeps the report short in its message, and complete in its issues', () => {
    const feed = testFeed();
    for (let i = 0; i < 30; i += 1) feed.games.push(slotGame(`orphan-${i}`, `Orphan ${i}`, 'ghost', 1));
    try {
      parseFeed(feed);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FeedError);
      const failure = error as FeedError;
      expect(failure.issues).toHaveLength(30);
      expect(failure.message).toContain('30 problem(s)');
      expect(failure.message).toContain('... and 10 more');
    }
  });
});
