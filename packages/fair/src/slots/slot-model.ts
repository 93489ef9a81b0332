// The math model of a 5x3 video slot, as data (reel strips, paylines, paytable, scatter and free spins), and
// its compiled form: symbol indices, the window each reel stop shows, and a small state machine that reads a
// payline left to right. The engine that plays a round and the PAR sheet that enumerates every round both
// read lines through that one machine, so the figures on the rules panel are those of the game played.

export const SLOT_ENGINE = 'video-slot-5x3';
export const REELS = 5;
export const ROWS = 3;

export type SlotVolatility = 'low' | 'medium' | 'high';
export type SymbolKind = 'wild' | 'scatter' | 'regular';
export type LineCount = 2 | 3 | 4 | 5;

export interface SlotSymbol {
  /** A short code used in the strips ('H1', 'A', 'W'); a skin gives it a name and art. */
  readonly id: string;
  readonly kind: SymbolKind;
}

export interface SlotModel {
  readonly id: string;
  /** Changes whenever anything below changes: a round records it, and its PAR sheet is for that version. */
  readonly mathVersion: string;
  readonly volatility: SlotVolatility;
  readonly symbols: readonly SlotSymbol[];
  /** One strip per reel, symbol codes separated by spaces. Stop s shows strip[s], strip[s+1], strip[s+2]. */
  readonly reels: readonly string[];
  /** The row (0 top, 1 middle, 2 bottom) each payline crosses on each reel. */
  readonly lines: readonly (readonly number[])[];
  /**
   * Line pays in whole multiples of the line bet, by symbol and by the length of the run from the leftmost
   * reel. The wild substitutes for every symbol but the scatter, and pays as itself when that pays more.
   */
  readonly linePays: Readonly<Record<string, Readonly<Partial<Record<LineCount, number>>>>>;
  readonly scatter: {
    /** Pays anywhere in the window, in whole multiples of the total stake, by the number of scatters shown. */
    readonly pays: Readonly<Partial<Record<number, number>>>;
    /** Free spins awarded by the number of scatters in the base game. */
    readonly freeSpins: Readonly<Partial<Record<number, number>>>;
  };
  readonly freeSpins: {
    /** Every free spin win (line and scatter) is multiplied by this whole number. */
    readonly multiplier: number;
    /** Free spins added by the number of scatters during free spins. */
    readonly retrigger: Readonly<Partial<Record<number, number>>>;
    /** No round plays more free spins than this in all; a retrigger beyond it adds only what is left. */
    readonly maxSpins: number;
    /** Strips of the free spins, when they differ from the base game's. */
    readonly reels?: readonly string[];
  };
}

/** The twenty lines of the classic 5x3 layout. */
export const TWENTY_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export class SlotModelError extends Error {
  constructor(model: string, message: string) {
    super(`${model}: ${message}`);
    this.name = 'SlotModelError';
  }
}

/** A paytable entry: `count` of `symbol` on a line pays `pay` line bets. */
export interface LinePayEntry {
  readonly symbol: string;
  readonly count: number;
  readonly pay: number;
}

/**
 * The reading of one payline as a state machine over symbol indices. A state is the run so far: the symbol
 * being matched (or none while only wilds were seen), the run's length, the length of the leading wilds,
 * and whether the run can still grow.
 */
export interface LineMachine {
  readonly symbolCount: number;
  readonly start: number;
  /** next[state * symbolCount + symbol] */
  readonly next: Int32Array;
  /** What the line pays if it ends in this state, in line bets. */
  readonly pay: Int32Array;
  /** Index into `entries` of the win paid, or -1. */
  readonly entry: Int32Array;
  /** 1 while the run can still grow. */
  readonly open: Uint8Array;
  readonly entries: readonly LinePayEntry[];
}

export interface ReelSet {
  readonly strips: readonly Uint8Array[];
  /** windows[reel][stop * ROWS + row]: the symbol shown. */
  readonly windows: readonly Uint8Array[];
  /** scatters[reel][stop]: scatters shown on that reel at that stop (0 or 1). */
  readonly scatters: readonly Uint8Array[];
}

export interface CompiledSlot {
  readonly model: SlotModel;
  readonly symbolIds: readonly string[];
  readonly wild: number;
  readonly scatter: number;
  readonly base: ReelSet;
  readonly free: ReelSet;
  readonly lineCount: number;
  /** lineRows[line * REELS + reel] */
  readonly lineRows: Uint8Array;
  readonly machine: LineMachine;
  /** Scatter pays by count, in line bets (multiple of the total stake times the line count). */
  readonly scatterUnits: readonly number[];
  readonly freeSpinAwards: readonly number[];
  readonly retriggers: readonly number[];
  /** The largest base spin win, in line bets, that the machine could express (sizes the PAR histogram). */
  readonly maxSpinUnits: number;
}

function buildLineMachine(
  symbolIds: readonly string[],
  wild: number,
  scatter: number,
  pays: readonly (readonly number[])[],
): LineMachine {
  const symbolCount = symbolIds.length;
  interface Run {
    target: number;
    run: number;
    wildRun: number;
    open: boolean;
  }
  const keyOf = (s: Run) => `${s.target},${s.run},${s.wildRun},${s.open ? 1 : 0}`;
  const step = (s: Run, symbol: number): Run => {
    if (!s.open) return s;
    if (symbol === scatter) return { ...s, open: false };
    if (symbol === wild) return { ...s, run: s.run + 1, wildRun: s.target < 0 ? s.wildRun + 1 : s.wildRun };
    if (s.target < 0) return { ...s, target: symbol, run: s.run + 1 };
    if (symbol === s.target) return { ...s, run: s.run + 1 };
    return { ...s, open: false };
  };
  // The paytable's entries in the model's symbol order, shortest run first.
  const entries: LinePayEntry[] = [];
  const entryIndex = new Map<string, number>();
  pays.forEach((counts, symbol) =>
    counts.forEach((pay, count) => {
      if (pay <= 0) return;
      entryIndex.set(`${symbol},${count}`, entries.length);
      entries.push({ symbol: symbolIds[symbol] ?? '', count, pay });
    }),
  );
  const states: Run[] = [];
  const ids = new Map<string, number>();
  const idOf = (s: Run): number => {
    const key = keyOf(s);
    let id = ids.get(key);
    if (id === undefined) {
      id = states.length;
      ids.set(key, id);
      states.push(s);
    }
    return id;
  };
  const start = idOf({ target: -1, run: 0, wildRun: 0, open: true });
  // Runs never exceed the reel count: states are found breadth first, REELS steps deep.
  const transitions: number[][] = [];
  let frontier = [start];
  for (let depth = 0; depth < REELS; depth += 1) {
    const found: number[] = [];
    for (const id of frontier) {
      if (transitions[id]) continue;
      transitions[id] = Array.from({ length: symbolCount }, (_, symbol) => {
        const nextId = idOf(step(states[id] as Run, symbol));
        found.push(nextId);
        return nextId;
      });
    }
    frontier = found;
  }
  const next = new Int32Array(states.length * symbolCount);
  const pay = new Int32Array(states.length);
  const entry = new Int32Array(states.length).fill(-1);
  const open = new Uint8Array(states.length);
  states.forEach((s, id) => {
    for (let symbol = 0; symbol < symbolCount; symbol += 1) {
      next[id * symbolCount + symbol] = transitions[id]?.[symbol] ?? id;
    }
    open[id] = s.open ? 1 : 0;
    const targetPay = s.target >= 0 ? (pays[s.target]?.[s.run] ?? 0) : 0;
    const wildPay = pays[wild]?.[s.wildRun] ?? 0;
    const [symbol, count, value] =
      wildPay > targetPay ? [wild, s.wildRun, wildPay] : [s.target, s.run, targetPay];
    if (value > 0) {
      pay[id] = value;
      entry[id] = entryIndex.get(`${symbol},${count}`) ?? -1;
    }
  });
  return { symbolCount, start, next, pay, entry, open, entries };
}

const parseStrip = (model: SlotModel, strip: string, index: Map<string, number>): Uint8Array => {
  const codes = strip.trim().split(/\s+/);
  return Uint8Array.from(codes, (code) => {
    const symbol = index.get(code);
    if (symbol === undefined) throw new SlotModelError(model.id, `unknown symbol "${code}" on a strip`);
    return symbol;
  });
};

function reelSet(
  model: SlotModel,
  strips: readonly string[],
  index: Map<string, number>,
  scatter: number,
): ReelSet {
  if (strips.length !== REELS) throw new SlotModelError(model.id, `a reel set has ${REELS} strips`);
  const parsed = strips.map((strip) => parseStrip(model, strip, index));
  const windows = parsed.map((strip) => {
    if (strip.length < ROWS) throw new SlotModelError(model.id, `a strip is shorter than ${ROWS} symbols`);
    const window = new Uint8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1)
        window[stop * ROWS + row] = strip[(stop + row) % strip.length] ?? 0;
    }
    return window;
  });
  const scatters = windows.map((window, reel) => {
    const counts = new Uint8Array(window.length / ROWS);
    for (let stop = 0; stop < counts.length; stop += 1) {
      let shown = 0;
      for (let row = 0; row < ROWS; row += 1) shown += window[stop * ROWS + row] === scatter ? 1 : 0;
      counts[stop] = shown;
      if (shown > 1) {
        throw new SlotModelError(model.id, `reel ${reel + 1} shows two scatters at stop ${stop}`);
      }
    }
    return counts;
  });
  return { strips: parsed, windows, scatters };
}

const byCount = (table: Readonly<Partial<Record<number, number>>>, scale = 1): number[] =>
  Array.from({ length: REELS + 1 }, (_, count) => (table[count] ?? 0) * scale);

const isWhole = (value: number) => Number.isSafeInteger(value) && value >= 0;

const compiled = new WeakMap<SlotModel, CompiledSlot>();

/** Validates a model and builds its tables (once per model object). */
export function compileSlot(model: SlotModel): CompiledSlot {
  const cached = compiled.get(model);
  if (cached) return cached;
  const ids = model.symbols.map((symbol) => symbol.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  if (index.size !== ids.length) throw new SlotModelError(model.id, 'symbol codes must be unique');
  const wilds = model.symbols.filter((s) => s.kind === 'wild');
  const scatters = model.symbols.filter((s) => s.kind === 'scatter');
  if (wilds.length !== 1 || scatters.length !== 1) {
    throw new SlotModelError(model.id, 'a model has exactly one wild and one scatter');
  }
  const wild = index.get(wilds[0]?.id ?? '') ?? -1;
  const scatter = index.get(scatters[0]?.id ?? '') ?? -1;
  const pays = ids.map(() => new Array<number>(REELS + 1).fill(0));
  for (const [code, table] of Object.entries(model.linePays)) {
    const symbol = index.get(code);
    if (symbol === undefined || symbol === scatter) {
      throw new SlotModelError(model.id, `line pays for "${code}", which is not a line symbol`);
    }
    for (const [count, pay] of Object.entries(table)) {
      if (!isWhole(pay))
        throw new SlotModelError(model.id, `line pays are whole line bets (${code} x${count})`);
      (pays[symbol] as number[])[Number(count)] = pay;
    }
  }
  const lineRows = new Uint8Array(model.lines.length * REELS);
  model.lines.forEach((rows, line) => {
    if (rows.length !== REELS || rows.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
      throw new SlotModelError(model.id, `line ${line + 1} does not cross each reel on a row`);
    }
    rows.forEach((row, reel) => (lineRows[line * REELS + reel] = row));
  });
  const lineCount = model.lines.length;
  if (lineCount === 0) throw new SlotModelError(model.id, 'a model has at least one line');
  const fs = model.freeSpins;
  const scatterUnits = byCount(model.scatter.pays, lineCount);
  const freeSpinAwards = byCount(model.scatter.freeSpins);
  const retriggers = byCount(fs.retrigger);
  const numbers = [...scatterUnits, ...freeSpinAwards, ...retriggers, fs.multiplier, fs.maxSpins];
  if (!numbers.every(isWhole))
    throw new SlotModelError(model.id, 'scatter pays and free spins are whole numbers');
  if (freeSpinAwards.some((award) => award > fs.maxSpins)) {
    throw new SlotModelError(model.id, 'a free spin award exceeds the cap');
  }
  const maxLinePay = Math.max(...pays.flat());
  const slot: CompiledSlot = {
    model,
    symbolIds: ids,
    wild,
    scatter,
    base: reelSet(model, model.reels, index, scatter),
    free: reelSet(model, fs.reels ?? model.reels, index, scatter),
    lineCount,
    lineRows,
    machine: buildLineMachine(ids, wild, scatter, pays),
    scatterUnits,
    freeSpinAwards,
    retriggers,
    maxSpinUnits: lineCount * maxLinePay + Math.max(...scatterUnits),
  };
  compiled.set(model, slot);
  return slot;
}
