// One round of a 5x3 video slot: the base spin and any free spins it triggers, in integer minor units.
// Floats are read five per spin (reels 1 to 5, stop = floor(float * strip length)), the base spin first, then
// each free spin in the order played.
import { drawIndex, type OutcomeSource } from '../fair-stream';
import {
  compileSlot,
  REELS,
  ROWS,
  SLOT_ENGINE,
  type CompiledSlot,
  type ReelSet,
  type SlotModel,
} from './slot-model';

export interface SlotLineWin {
  /** 1 to the line count, as the rules panel numbers the lines. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** Line bets won, free spin multiplier included. */
  readonly multiplier: number;
  readonly payout: bigint;
}

export interface SlotSpin {
  readonly stops: readonly number[];
  /** window[reel][row], row 0 at the top. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatter: {
    readonly count: number;
    /** Total stakes won, free spin multiplier included. */
    readonly multiplier: number;
    readonly payout: bigint;
    readonly freeSpinsAwarded: number;
  };
  readonly payout: bigint;
}

export interface SlotRound {
  readonly engine: typeof SLOT_ENGINE;
  readonly model: string;
  readonly mathVersion: string;
  readonly stake: bigint;
  readonly lineBet: bigint;
  readonly base: SlotSpin;
  readonly freeSpins: {
    readonly multiplier: number;
    /** All free spins the round played, retriggers included, after the cap. */
    readonly awarded: number;
    readonly spins: readonly SlotSpin[];
  };
  readonly totalPayout: bigint;
}

export type SlotStakeErrorCode = 'STAKE_NOT_POSITIVE' | 'STAKE_NOT_MULTIPLE_OF_LINES';

export class SlotStakeError extends Error {
  constructor(
    readonly code: SlotStakeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SlotStakeError';
  }
}

/** The stake split over the lines: the stake must be a positive whole multiple of the line count. */
export function lineBetOf(model: SlotModel, stake: bigint): bigint {
  const lines = BigInt(model.lines.length);
  if (stake <= 0n) throw new SlotStakeError('STAKE_NOT_POSITIVE', 'The stake must be positive');
  if (stake % lines !== 0n) {
    throw new SlotStakeError(
      'STAKE_NOT_MULTIPLE_OF_LINES',
      `The stake must be a multiple of ${lines} minor units, one per line, so that every line bet is whole`,
    );
  }
  return stake / lines;
}

/** Reads a window: each line's run through the line machine, and the scatters. */
export function evaluateWindow(
  slot: CompiledSlot,
  window: readonly Uint8Array[],
): { lineWins: { line: number; entry: number; pay: number }[]; scatters: number } {
  const { machine, lineRows, lineCount } = slot;
  const lineWins: { line: number; entry: number; pay: number }[] = [];
  for (let line = 0; line < lineCount; line += 1) {
    let state = machine.start;
    for (let reel = 0; reel < REELS; reel += 1) {
      const symbol = window[reel]?.[lineRows[line * REELS + reel] ?? 0] ?? 0;
      state = machine.next[state * machine.symbolCount + symbol] ?? state;
    }
    const pay = machine.pay[state] ?? 0;
    if (pay > 0) lineWins.push({ line, entry: machine.entry[state] ?? -1, pay });
  }
  let scatters = 0;
  for (const column of window) for (const symbol of column) scatters += symbol === slot.scatter ? 1 : 0;
  return { lineWins, scatters };
}

function spin(
  slot: CompiledSlot,
  reels: ReelSet,
  source: OutcomeSource,
  stake: bigint,
  lineBet: bigint,
  multiplier: number,
  awards: readonly number[],
): SlotSpin {
  const stops = reels.strips.map((strip) => drawIndex(source, strip.length));
  const window = stops.map((stop, reel) =>
    (reels.windows[reel] ?? new Uint8Array()).slice(stop * ROWS, stop * ROWS + ROWS),
  );
  const { lineWins, scatters } = evaluateWindow(slot, window);
  const m = BigInt(multiplier);
  const wins = lineWins.map(({ line, entry, pay }): SlotLineWin => {
    const paid = slot.machine.entries[entry];
    return {
      line: line + 1,
      symbol: paid?.symbol ?? '',
      count: paid?.count ?? 0,
      multiplier: pay * multiplier,
      payout: lineBet * BigInt(pay) * m,
    };
  });
  const scatterStakes = (slot.scatterUnits[scatters] ?? 0) / slot.lineCount;
  const scatterPayout = stake * BigInt(scatterStakes) * m;
  return {
    stops,
    window: window.map((column) => Array.from(column, (symbol) => slot.symbolIds[symbol] ?? '')),
    lineWins: wins,
    scatter: {
      count: scatters,
      multiplier: scatterStakes * multiplier,
      payout: scatterPayout,
      freeSpinsAwarded: awards[scatters] ?? 0,
    },
    payout: wins.reduce((sum, win) => sum + win.payout, 0n) + scatterPayout,
  };
}

/** Plays a round: the base spin, then the free spins it awards (retriggers add spins up to the cap). */
export function playSlotRound(model: SlotModel, source: OutcomeSource, stake: bigint): SlotRound {
  const slot = compileSlot(model);
  const lineBet = lineBetOf(model, stake);
  const base = spin(slot, slot.base, source, stake, lineBet, 1, slot.freeSpinAwards);
  const { multiplier, maxSpins } = model.freeSpins;
  const spins: SlotSpin[] = [];
  let awarded = base.scatter.freeSpinsAwarded;
  while (spins.length < awarded) {
    const freeSpin = spin(slot, slot.free, source, stake, lineBet, multiplier, slot.retriggers);
    const added = Math.min(freeSpin.scatter.freeSpinsAwarded, maxSpins - awarded);
    awarded += added;
    spins.push({ ...freeSpin, scatter: { ...freeSpin.scatter, freeSpinsAwarded: added } });
  }
  return {
    engine: SLOT_ENGINE,
    model: model.id,
    mathVersion: model.mathVersion,
    stake,
    lineBet,
    base,
    freeSpins: { multiplier, awarded, spins },
    totalPayout: base.payout + spins.reduce((sum, s) => sum + s.payout, 0n),
  };
}
