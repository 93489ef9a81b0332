// The return to player of the in-house engines' math models, as the site shows it: a slot's from its
// model's exact PAR sheet (packages/fair), a table's from its rules (the best bet's), the game show's from its
// crash maths. A feed may declare another figure for a game; when the game runs on one of these models, the
// model's figure is the truth.
import { baccaratHouseEdges } from '@reelvault/fair/baccarat';
import { BLACKJACK_HOUSE_EDGE_PERCENT } from '@reelvault/fair/blackjack';
import { crashReturnToPlayer } from '@reelvault/fair/crash';
import { Rational } from '@reelvault/fair/rational';
import { parSheetOf } from '@reelvault/fair/slots/par-sheets';
import { SLOT_MODELS } from '@reelvault/fair/slots/slot-models';

const hundred = Rational.of(100);
const percent = (fraction: Rational) => fraction.mul(hundred).toDecimal(2);

/** The studio's slot model behind a catalogue model: `slot-high` plays `classic-high`. */
export function slotMathModel(model: string): string | undefined {
  const id = model.startsWith('slot-') ? `classic-${model.slice('slot-'.length)}` : model;
  return SLOT_MODELS.some((candidate) => candidate.id === id) ? id : undefined;
}

function computeRtp(engine: string, model: string): string | undefined {
  switch (engine) {
    case 'slot': {
      const id = slotMathModel(model);
      return id ? percent(Rational.parse(parSheetOf(id).rtp.exact)) : undefined;
    }
    case 'roulette':
      // European single zero: every bet returns 36/37 of the stake.
      return model === 'roulette-european' ? percent(Rational.of(36, 37)) : undefined;
    case 'baccarat': {
      if (model !== 'baccarat-punto-banco') return undefined;
      const edges = baccaratHouseEdges();
      const best = edges.banker.compare(edges.player) < 0 ? edges.banker : edges.player;
      return percent(Rational.of(1).sub(best));
    }
    case 'blackjack':
      return model === 'blackjack-standard' ? (100 - BLACKJACK_HOUSE_EDGE_PERCENT).toFixed(2) : undefined;
    case 'game-show':
      // The crash game returns 99 % at every cash-out (decision 0606).
      return model === 'game-show-crash' ? percent(crashReturnToPlayer) : undefined;
    default:
      return undefined;
  }
}

const known = new Map<string, string | undefined>();

/** The model's RTP in percent ("96.30"), or undefined for a model the studio does not have. */
export function engineRtp(engine: string, model: string): string | undefined {
  const key = `${engine}|${model}`;
  if (!known.has(key)) known.set(key, computeRtp(engine, model));
  return known.get(key);
}
