// The slot math models the studio plays. A game title is a skin over one of them (see skins.ts).
import { CLASSIC_HIGH } from './models/classic-high';
import { CLASSIC_LOW } from './models/classic-low';
import { CLASSIC_MEDIUM } from './models/classic-medium';
import { type SlotModel } from './slot-model';

export const SLOT_MODELS: readonly SlotModel[] = [CLASSIC_LOW, CLASSIC_MEDIUM, CLASSIC_HIGH];

export function slotModel(id: string): SlotModel {
  const model = SLOT_MODELS.find((candidate) => candidate.id === id);
  if (!model) throw new RangeError(`No slot model "${id}"`);
  return model;
}
