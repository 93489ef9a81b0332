// The catalogue back office's rules: the RTP players are shown and its source, and which categories a
// game may take.
import { describe, expect, it } from 'vitest';
import { checkGameCategories, shownRtp } from './admin-rules';
import { engineRtp } from './engine-rtp';

describe('shownRtp', () => {
  it("shows an in-house model's exact figure over the feed's", () => {
    expect(shownRtp({ engine: 'roulette', model: 'roulette-european', rtp: '99.00' })).toEqual({
      rtp: '97.30',
      source: 'engine',
    });
    expect(shownRtp({ engine: 'slot', model: 'slot-high', rtp: '97.50' })).toEqual({
      rtp: engineRtp('slot', 'slot-high'),
      source: 'engine',
    });
  });

  it("shows the feed's figure for a model the studio does not have", () => {
    expect(shownRtp({ engine: 'roulette', model: 'roulette-american', rtp: '94.74' })).toEqual({
      rtp: '94.74',
      source: 'feed',
    });
  });
});

describe('checkGameCategories', () => {
  const known = [
    { id: 1, type: 4 },
    { id: 7, type: 4 },
    { id: 16, type: 5 },
  ];

  it('keeps each category once, in the order asked', () => {
    expect(checkGameCategories({ type: 4 }, [7, 1, 7], known)).toEqual({ ok: true, ids: [7, 1] });
    expect(checkGameCategories({ type: 4 }, [], known)).toEqual({ ok: true, ids: [] });
  });

  it('refuses a category that does not exist or is of the other type', () => {
    expect(checkGameCategories({ type: 4 }, [1, 99], known)).toEqual({
      ok: false,
      message: 'Category 99 does not exist.',
    });
    expect(checkGameCategories({ type: 4 }, [16], known)).toEqual({
      ok: false,
      message: 'Category 16 is for live games only.',
    });
    expect(checkGameCategories({ type: 5 }, [1], known)).toEqual({
      ok: false,
      message: 'Category 1 is for slot games only.',
    });
  });
});
