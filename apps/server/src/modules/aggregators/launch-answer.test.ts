// The launch answers the play page gets from an aggregator's answer: both of the spec's types, and no URL
// that is not http(s).
import { describe, expect, it } from 'vitest';
import { AggregatorError } from './adapter';
import { launchOf } from './launch-answer';

const until = new Date('2026-05-01T12:00:00Z');

describe("an aggregator's launch answer", () => {
  it('answers a URL as the `url` type and a script as the `script` type', () => {
    expect(launchOf({ type: 'url', url: 'https://games.example/play?t=1' }, until)).toEqual({
      type: 'url',
      url: 'https://games.example/play?t=1',
      expiresAt: until,
    });
    expect(launchOf({ type: 'script', script: 'launchGame({"t":1})' }, until)).toEqual({
      type: 'script',
      url: 'launchGame({"t":1})',
      expiresAt: until,
    });
  });

  it('refuses a URL that would run code in the page', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<p>x</p>', 'not a url']) {
      expect(() => launchOf({ type: 'url', url }, until)).toThrow(AggregatorError);
    }
  });
});
