// The studio's slots: which math model and symbol set a catalogue game plays, the stakes a player may choose,
// the paytable its page shows, and the minimum length of a round (no turbo).
import type { GameRules } from '@reelvault/contract/calls/studio';
import { parSheetOf } from '@reelvault/fair/slots/par-sheets';
import { SLOT_SKINS, type SlotSkin } from '@reelvault/fair/slots/skins';
import { SLOT_ENGINE, type SlotModel } from '@reelvault/fair/slots/slot-model';
import { SLOT_MODELS, slotModel } from '@reelvault/fair/slots/slot-models';
import { StudioError } from '../errors';
import { amountStrings, requireWholeMinorUnits, type HouseGame, type RoundDraft } from '../games';
import * as repository from '../repository';
import type { LaunchedGame } from '../schema';
import { slotStakes } from '../stakes';

const catalogueSlotModels: Readonly<Record<string, string>> = {
  'slot-low': 'classic-low',
  'slot-medium': 'classic-medium',
  'slot-high': 'classic-high',
};

/** The studio's math model behind a catalogue model (`slot-high` plays `classic-high`). */
export function slotModelOf(game: LaunchedGame): SlotModel {
  const id = catalogueSlotModels[game.model] ?? game.model;
  if (!SLOT_MODELS.some((model) => model.id === id)) {
    throw new StudioError('NOT_FOUND', `The studio has no slot model "${game.model}"`);
  }
  return slotModel(id);
}

/** Symbol sets by the themes they suit best; other themes get one of the model's sets by the game's code. */
const skinThemes: Readonly<Record<string, readonly string[]>> = {
  'neon-fruits': ['fruits', 'classic', 'sweets', 'luck', 'gems', 'luxury', 'space', 'jackpot'],
  'pearl-lagoon': ['ocean', 'pirates'],
  'dragons-hoard': ['fantasy', 'mythology', 'asia', 'magic', 'horror', 'vikings'],
  'aztec-sun': ['aztec', 'adventure', 'west', 'wild'],
  'pharaohs-vault': ['egypt', 'mythology', 'luxury', 'gems', 'aztec'],
  'frost-wolf': ['wild', 'vikings', 'west', 'horror', 'fantasy'],
};

export function slotSkinOf(model: SlotModel, game: LaunchedGame, gameCode: string): SlotSkin {
  const candidates = SLOT_SKINS.filter((skin) => skin.model === model.id);
  const themed = candidates.find((skin) => skinThemes[skin.id]?.includes(game.theme));
  if (themed) return themed;
  let hash = 0;
  for (const character of gameCode) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const picked = candidates[hash % Math.max(candidates.length, 1)];
  if (!picked) throw new Error(`slot model ${model.id} has no skin`);
  return picked;
}

export function slotDraft(game: LaunchedGame, currency: string, stake: bigint): RoundDraft {
  const model = slotModelOf(game);
  requireWholeMinorUnits(currency, [stake]);
  if (!slotStakes(currency).includes(stake))
    throw new StudioError('BET_REFUSED', 'Choose a stake from the list.');
  return {
    engine: 'slot',
    play: { engine: SLOT_ENGINE, mathVersion: model.mathVersion, model: model.id, stake: stake.toString() },
    stake,
  };
}

/**
 * A free spin of an award (decision 1113): at the award's stake, which the platform chose and checks, so
 * it need not be on the player's stake ladder.
 */
export function freeSlotDraft(
  game: LaunchedGame,
  currency: string,
  award: { readonly rewardUuid: string; readonly betValue: bigint },
): RoundDraft {
  const model = slotModelOf(game);
  requireWholeMinorUnits(currency, [award.betValue]);
  return {
    engine: 'slot',
    play: {
      engine: SLOT_ENGINE,
      mathVersion: model.mathVersion,
      model: model.id,
      stake: award.betValue.toString(),
    },
    stake: award.betValue,
    rewardUuid: award.rewardUuid,
  };
}

/** The paytable, RTP and stakes of a slot's page. */
function slotRules(game: LaunchedGame, gameCode: string, currency: string): GameRules {
  const model = slotModelOf(game);
  const skin = slotSkinOf(model, game, gameCode);
  const sheet = parSheetOf(model.id);
  const counts = (table: Readonly<Record<string, number | undefined>>) =>
    Object.fromEntries(Object.entries(table).map(([count, value]) => [count, value ?? 0]));
  return {
    engine: 'slot',
    model: model.id,
    volatility: model.volatility,
    rtp: sheet.rtp.decimal,
    hit_frequency: sheet.hitFrequency.decimal,
    stakes: amountStrings(slotStakes(currency)),
    lines: model.lines.map((line) => [...line]),
    symbols: model.symbols.map((symbol) => ({
      code: symbol.id,
      kind: symbol.kind,
      name: skin.symbols[symbol.id]?.name ?? symbol.id,
      colour: skin.symbols[symbol.id]?.colour ?? '#ffffff',
      picture: skin.symbols[symbol.id]?.picture ?? symbol.id,
      pays: counts(model.linePays[symbol.id] ?? {}),
    })),
    scatter: {
      pays: counts(model.scatter.pays),
      free_spins: counts(model.scatter.freeSpins),
      multiplier: model.freeSpins.multiplier,
      max_spins: model.freeSpins.maxSpins,
    },
  };
}

export const slotGame: HouseGame = {
  rules: slotRules,
  async checkStart(tx, launch, startedAt, settings) {
    const last = await repository.lastRoundStart(tx, launch.walletUser, 'slot');
    if (last && startedAt.getTime() - last.getTime() < settings.minSlotRoundMs)
      throw new StudioError('TOO_SOON');
  },
};
