// A feed file checked as text (decision 0807): the command and the back office's upload name each problem
// with the line of the file it sits on.
import { describe, expect, it } from 'vitest';
import { slotGame, testFeed } from '../../../test/catalogue-feed';
import { readFeedDocument } from './feed-document';

/** The feed written as `npm run catalogue:demo-feed` writes it: one field a line. */
const fileOf = (document: unknown) => `${JSON.stringify(document, null, 1)}\n`;

const lineOfText = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a feed file', () => {
  it('reads a good file into the feed', () => {
    const checked = readFeedDocument(fileOf(testFeed()));
    expect(checked.ok && checked.feed.games.length).toBe(testFeed().games.length);
  });

  it('names the line of a bad field and of a missing one', () => {
    const feed = testFeed();
    feed.games.push(slotGame('bad-rtp', 'Bad RTP', 'alpha-studio', 1, { rtp: '12.5' }));
    const { name: _name, ...nameless } = slotGame('no-name', 'No Name', 'alpha-studio', 2);
    const text = fileOf({ ...feed, games: [...feed.games, nameless] });
    const checked = readFeedDocument(text);
    if (checked.ok) throw new Error('the feed was taken');
    expect(checked.issues).toEqual([
      {
        line: lineOfText(text, '"rtp": "12.5"'),
        where: 'games[33] (bad-rtp).rtp',
        message: 'must be between 70 and 100 percent',
      },
      {
        // The entry's own line: the field is not there to point at.
        line: lineOfText(text, '"identifier": "no-name"') - 1,
        where: 'games[34] (no-name).name',
        message: expect.any(String) as string,
      },
    ]);
  });

  it('names the line where a file stops being JSON', () => {
    const text = '{\n "format": "reelvault.catalogue-feed",\n "version": 1,,\n}\n';
    const checked = readFeedDocument(text);
    expect(!checked.ok && checked.issues[0]).toMatchObject({ line: 3, where: 'document' });
  });
});
