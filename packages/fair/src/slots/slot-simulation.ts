// Plays many rounds of a slot model on the real fair stream (one nonce per round) and compares what was paid
// with the exact PAR sheet, in standard errors: the check that the engine pays what the sheet says.
import { FairStream } from '../fair-stream';
import { type ParSheet } from './par-sheet';
import { playSlotRound } from './slot-round';
import { type SlotModel } from './slot-model';

export interface SlotSimulation {
  readonly rounds: number;
  /** Sum over rounds of the win per unit staked, and of its square. */
  readonly returned: number;
  readonly returnedSquared: number;
  readonly hits: number;
  readonly triggers: number;
}

export function simulateSlot(
  model: SlotModel,
  rounds: number,
  seeds: { serverSeed: string; clientSeed: string; firstNonce?: number },
): SlotSimulation {
  const stake = BigInt(model.lines.length);
  let returned = 0;
  let returnedSquared = 0;
  let hits = 0;
  let triggers = 0;
  for (let i = 0; i < rounds; i += 1) {
    const stream = new FairStream({ ...seeds, nonce: (seeds.firstNonce ?? 0) + i });
    const round = playSlotRound(model, stream, stake);
    const win = Number(round.totalPayout) / model.lines.length;
    returned += win;
    returnedSquared += win * win;
    if (round.totalPayout > 0n) hits += 1;
    if (round.freeSpins.awarded > 0) triggers += 1;
  }
  return { rounds, returned, returnedSquared, hits, triggers };
}

export interface SimulatedFigure {
  readonly simulated: number;
  readonly exact: number;
  readonly standardError: number;
  /** (simulated - exact) / standard error. */
  readonly z: number;
}

const compare = (simulated: number, exact: number, standardError: number): SimulatedFigure => ({
  simulated,
  exact,
  standardError,
  z: (simulated - exact) / standardError,
});

/** Simulated RTP, hit frequency and free spin frequency against the sheet, with the standard error of each. */
export function compareWithPar(simulation: SlotSimulation, sheet: ParSheet) {
  const n = simulation.rounds;
  const proportion = (count: number, exact: number) =>
    compare(count / n, exact, Math.sqrt((exact * (1 - exact)) / n));
  return {
    rtp: compare(
      simulation.returned / n,
      Number(sheet.rtp.decimal),
      Number(sheet.volatilityIndex.standardDeviation) / Math.sqrt(n),
    ),
    hitFrequency: proportion(simulation.hits, Number(sheet.hitFrequency.decimal)),
    freeSpinsFrequency: proportion(simulation.triggers, Number(sheet.freeSpins.triggerProbability.decimal)),
  };
}
