// Every symbol of every slot skin's pay table is drawn as a picture (an icon, or a card rank in type), never
// as letters made from its name, and is announced by its translated name, the wild and scatter by their role.
import { icons } from '@iconify-json/game-icons';
import { SLOT_SKINS } from '@reelvault/fair/slots/skins';
import { slotModel } from '@reelvault/fair/slots/slot-models';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { loadSymbolIcons } from './symbol-icon-loader';
import { symbolIconPaths } from './symbol-icons';
import { symbolPictureSources } from './symbol-picture-sources';
import { SymbolTile, type SlotSymbolRules } from './symbol-tile';

const texts: Readonly<Record<string, string>> = en;

beforeAll(loadSymbolIcons);

function paytable(skinId: string): SlotSymbolRules[] {
  const skin = SLOT_SKINS.find((candidate) => candidate.id === skinId);
  if (!skin) throw new Error(skinId);
  return slotModel(skin.model).symbols.map((symbol) => {
    const art = skin.symbols[symbol.id];
    if (!art) throw new Error(`${skinId} has no symbol ${symbol.id}`);
    return { code: symbol.id, kind: symbol.kind, pays: {}, ...art };
  });
}

describe.each(SLOT_SKINS.map((skin) => [skin.title, skin.id] as const))('%s', (_, skinId) => {
  it.each(paytable(skinId).map((symbol) => [symbol.name, symbol] as const))(
    '%s is drawn as a picture and named in every language',
    (name, symbol) => {
      const source = symbolPictureSources[symbol.picture];
      expect(source, `${symbol.picture} has no picture source`).toBeDefined();
      expect(texts[`symbol.${symbol.picture}`], `${symbol.picture} has no name in the game pages`).toBe(name);
      const markup = renderToStaticMarkup(<SymbolTile symbol={symbol} />);
      const role = symbol.kind === 'regular' ? '' : `, ${symbol.kind}`;
      expect(markup).toContain(`aria-label="${name}${role}"`);
      if (source && 'icon' in source) {
        expect(symbolIconPaths[source.icon]?.length).toBeGreaterThan(0);
        expect(markup).toContain(`data-picture="${source.icon}"`);
        expect(markup).not.toContain('<text');
      } else {
        const glyph = source && ('rank' in source ? source.rank : source.numeral);
        expect(markup).toMatch(new RegExp(`<text[^>]*>${glyph}</text>`));
      }
    },
  );

  it('marks its wild and its scatter apart from the paying symbols', () => {
    for (const symbol of paytable(skinId)) {
      const { kind } = symbol;
      const markup = renderToStaticMarkup(<SymbolTile symbol={symbol} />);
      // The wild's gold frame and star, the scatter's rays.
      expect(markup.includes('stroke="#f5c542"'), `${kind}`).toBe(kind === 'wild');
      expect(markup.includes('<line'), `${kind}`).toBe(kind === 'scatter');
    }
  });

  it('gives each symbol its own picture', () => {
    const pictures = paytable(skinId).map((symbol) => symbol.picture);
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});

describe('the icons in the game bundle', () => {
  it('are exactly the Game Icons the pictures use, as the set draws them (run scripts/symbol-icons.ts)', () => {
    const used = new Set(
      Object.values(symbolPictureSources).flatMap((source) => ('icon' in source ? [source.icon] : [])),
    );
    expect(Object.keys(symbolIconPaths).sort()).toEqual([...used].sort());
    for (const name of used) expect(icons.icons[name], name).toBeDefined();
  });
});
