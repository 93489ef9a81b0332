import { describe, expect, it } from 'vitest';
import { SLOT_MODELS } from './slot-models';
import { SLOT_SKINS, skinProblems, slotSkin } from './skins';

describe('slot skins', () => {
  it.each(SLOT_SKINS.map((skin) => [skin.title, skin] as const))(
    '%s names every symbol of its model',
    (_, skin) => {
      expect(skinProblems(skin)).toEqual([]);
    },
  );

  it('gives every model at least one title, each with its own id', () => {
    for (const model of SLOT_MODELS) expect(SLOT_SKINS.some((skin) => skin.model === model.id)).toBe(true);
    expect(new Set(SLOT_SKINS.map((skin) => skin.id)).size).toBe(SLOT_SKINS.length);
  });

  it('reports what is wrong with a broken skin', () => {
    const skin = slotSkin('neon-fruits');
    const { H1: _dropped, ...fewer } = skin.symbols;
    expect(
      skinProblems({
        ...skin,
        symbols: { ...fewer, X: { name: 'Extra', art: 'x', colour: 'red', picture: 'extra' } },
      }),
    ).toEqual(['symbol H1 has no name', 'symbol X is not in the model', '"red" is not a #rrggbb colour']);
    expect(skinProblems({ ...skin, model: 'nope' })).toEqual(['model "nope" does not exist']);
    expect(() => slotSkin('nope')).toThrow(RangeError);
  });
});
