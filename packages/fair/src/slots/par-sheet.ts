// The PAR sheet of a slot model, computed exactly (see docs/decisions/0402-slot-math-and-exact-rtp.md).
// 1. Every combination of reel stops of a reel set is enumerated (lines that can no longer pay are settled
//    early, and the reels left after that count only through their scatters), which yields per number of
//    scatters shown: how many combinations, the sum and the sum of squares of the spin's win, and how many
//    win nothing.
// 2. Free spins are a Markov chain on (spins left, spins awarded so far). Free spins are independent and alike,
//    so the value of a trigger (expected win, its square, the chance that it wins nothing) follows from a
//    recurrence over that chain, kept in integers by scaling each state by D^h, where D is the number of
//    free spin combinations and h the most spins that could still be played.
// Everything is a bigint fraction until it is printed.
import { Rational } from '../rational';
import {
  compileSlot,
  REELS,
  SLOT_ENGINE,
  type CompiledSlot,
  type ReelSet,
  type SlotModel,
} from './slot-model';

export interface ScatterClass {
  /** Combinations showing this many scatters. */
  readonly combinations: bigint;
  /** Sum over them of the spin's win in line bets (line and scatter pays, before any multiplier). */
  readonly win: bigint;
  readonly winSquared: bigint;
  /** Combinations among them that win nothing. */
  readonly losing: bigint;
}

export interface ReelSetCount {
  readonly combinations: bigint;
  /** Indexed by the number of scatters shown, 0 to 5. */
  readonly byScatters: readonly ScatterClass[];
  /** Line wins of each paytable entry, over all combinations and lines. */
  readonly entryHits: readonly bigint[];
  /** histogram[w]: combinations whose spin wins w line bets. */
  readonly histogram: readonly bigint[];
}

/** Enumerates every stop combination of a reel set. */
export function countReelSet(slot: CompiledSlot, reels: ReelSet): ReelSetCount {
  const { machine, lineRows, lineCount } = slot;
  const { next, pay, entry, open, symbolCount } = machine;
  const lengths = reels.strips.map((strip) => strip.length);
  const last = REELS - 1;
  // Completions of the reels after each reel, in all and by the scatters they show.
  const completions = new Float64Array(REELS);
  const scattersAfter: Float64Array[] = [];
  completions[last] = 1;
  scattersAfter[last] = Float64Array.of(1, 0, 0, 0, 0, 0);
  for (let reel = last - 1; reel >= 0; reel -= 1) {
    const after = reels.scatters[reel + 1] as Uint8Array;
    const withScatter = after.reduce((sum, n) => sum + n, 0);
    const previous = scattersAfter[reel + 1] as Float64Array;
    const distribution = new Float64Array(REELS + 1);
    for (let c = 0; c < REELS; c += 1) {
      distribution[c] = (distribution[c] ?? 0) + (previous[c] ?? 0) * (after.length - withScatter);
      distribution[c + 1] = (distribution[c + 1] ?? 0) + (previous[c] ?? 0) * withScatter;
    }
    scattersAfter[reel] = distribution;
    completions[reel] = (completions[reel + 1] ?? 0) * after.length;
  }
  const scatterUnits = Int32Array.from(slot.scatterUnits);
  // Sums in doubles stay exact below 2^53; they are moved into bigints after each stop of the first reel.
  const count = new Float64Array(REELS + 1);
  const win = new Float64Array(REELS + 1);
  const winSquared = new Float64Array(REELS + 1);
  const losing = new Float64Array(REELS + 1);
  const totals = Array.from({ length: REELS + 1 }, () => ({
    combinations: 0n,
    win: 0n,
    winSquared: 0n,
    losing: 0n,
  }));
  const hits = new Float64Array(machine.entries.length);
  const histogram = new Float64Array(slot.maxSpinUnits + 1);
  const openLines = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  const lineStates = Array.from({ length: REELS + 1 }, () => new Int32Array(lineCount));
  for (let line = 0; line < lineCount; line += 1) {
    (openLines[0] as Int32Array)[line] = line;
    (lineStates[0] as Int32Array)[line] = machine.start;
  }

  const record = (lineWin: number, k: number, n: number) => {
    const w = lineWin + (scatterUnits[k] ?? 0);
    count[k] = (count[k] ?? 0) + n;
    win[k] = (win[k] ?? 0) + n * w;
    winSquared[k] = (winSquared[k] ?? 0) + n * w * w;
    if (w === 0) losing[k] = (losing[k] ?? 0) + n;
    histogram[w] = (histogram[w] ?? 0) + n;
  };

  // Once no line can grow, the reels left count only through the scatters they show.
  const settle = (reel: number, lineWin: number, scatters: number) => {
    const distribution = scattersAfter[reel] as Float64Array;
    for (let c = 0; c <= REELS - scatters; c += 1) {
      const n = distribution[c] ?? 0;
      if (n > 0) record(lineWin, scatters + c, n);
    }
  };

  // What the last reel adds depends only on the rows the open lines cross there and their states: it is
  // tallied once per such set, as (win added, scatters shown, stops) and (paytable entry, hits), and reused.
  const stateCount = pay.length;
  const lastWindow = reels.windows[last] as Uint8Array;
  const lastScatters = reels.scatters[last] as Uint8Array;
  const tallies = new Map<string, { wins: number[]; entries: number[] }>();
  const tally = (codes: readonly number[]) => {
    const byWin = new Map<number, number>();
    const byEntry = new Map<number, number>();
    for (let stop = 0; stop < lastScatters.length; stop += 1) {
      let added = 0;
      for (const code of codes) {
        const row = Math.floor(code / stateCount);
        const state = next[(code % stateCount) * symbolCount + (lastWindow[stop * 3 + row] ?? 0)] ?? 0;
        const paid = pay[state] ?? 0;
        if (paid > 0) {
          added += paid;
          const e = entry[state] ?? 0;
          byEntry.set(e, (byEntry.get(e) ?? 0) + 1);
        }
      }
      const key = added * (REELS + 1) + (lastScatters[stop] ?? 0);
      byWin.set(key, (byWin.get(key) ?? 0) + 1);
    }
    return { wins: [...byWin].flat(), entries: [...byEntry].flat() };
  };
  const finish = (openCount: number, settledWin: number, scatters: number) => {
    const inLines = openLines[last] as Int32Array;
    const inStates = lineStates[last] as Int32Array;
    const codes: number[] = [];
    for (let t = 0; t < openCount; t += 1) {
      const line = inLines[t] ?? 0;
      codes.push((lineRows[line * REELS + last] ?? 0) * stateCount + (inStates[line] ?? 0));
    }
    codes.sort((a, b) => a - b);
    const key = codes.join(',');
    let known = tallies.get(key);
    if (!known) {
      known = tally(codes);
      tallies.set(key, known);
    }
    const { wins, entries } = known;
    for (let i = 0; i < wins.length; i += 2) {
      const code = wins[i] ?? 0;
      record(settledWin + Math.floor(code / (REELS + 1)), scatters + (code % (REELS + 1)), wins[i + 1] ?? 0);
    }
    for (let i = 0; i < entries.length; i += 2) {
      const e = entries[i] ?? 0;
      hits[e] = (hits[e] ?? 0) + (entries[i + 1] ?? 0);
    }
  };

  const flush = () => {
    totals.forEach((total, k) => {
      total.combinations += BigInt(count[k] ?? 0);
      total.win += BigInt(win[k] ?? 0);
      total.winSquared += BigInt(winSquared[k] ?? 0);
      total.losing += BigInt(losing[k] ?? 0);
    });
    count.fill(0);
    win.fill(0);
    winSquared.fill(0);
    losing.fill(0);
  };

  const visit = (reel: number, openCount: number, settledWin: number, scatters: number) => {
    const stops = lengths[reel] ?? 0;
    const window = reels.windows[reel] as Uint8Array;
    const scatterAt = reels.scatters[reel] as Uint8Array;
    const inLines = openLines[reel] as Int32Array;
    const inStates = lineStates[reel] as Int32Array;
    const outLines = openLines[reel + 1] as Int32Array;
    const outStates = lineStates[reel + 1] as Int32Array;
    const weight = completions[reel] ?? 0;
    for (let stop = 0; stop < stops; stop += 1) {
      let lineWin = settledWin;
      let stillOpen = 0;
      const shown = scatters + (scatterAt[stop] ?? 0);
      for (let t = 0; t < openCount; t += 1) {
        const line = inLines[t] ?? 0;
        const symbol = window[stop * 3 + (lineRows[line * REELS + reel] ?? 0)] ?? 0;
        const state = next[(inStates[line] ?? 0) * symbolCount + symbol] ?? 0;
        if (reel === last || open[state] === 0) {
          const paid = pay[state] ?? 0;
          if (paid > 0) {
            lineWin += paid;
            const e = entry[state] ?? 0;
            hits[e] = (hits[e] ?? 0) + weight;
          }
        } else {
          outStates[line] = state;
          outLines[stillOpen] = line;
          stillOpen += 1;
        }
      }
      if (stillOpen === 0) settle(reel, lineWin, shown);
      else if (reel + 1 === last) finish(stillOpen, lineWin, shown);
      else visit(reel + 1, stillOpen, lineWin, shown);
      if (reel === 0) flush();
    }
  };
  visit(0, lineCount, 0, 0);

  return {
    combinations: lengths.reduce((product, length) => product * BigInt(length), 1n),
    byScatters: totals,
    entryHits: Array.from(hits, (n) => BigInt(n)),
    histogram: Array.from(histogram, (n) => BigInt(n)),
  };
}

/** Per number of scatters: combinations, and the free spin win (multiplier applied) summed and squared. */
interface SpinClasses {
  readonly combinations: bigint;
  readonly counts: readonly bigint[];
  readonly win: readonly bigint[];
  readonly winSquared: readonly bigint[];
  readonly losing: readonly bigint[];
}

interface ChainValue {
  /** Expected spins, scaled by D^h. */
  readonly spins: bigint;
  /** Expected win and expected squared win, scaled by D^h. */
  readonly win: bigint;
  readonly winSquared: bigint;
  /** Chance of winning nothing at all, scaled by D^h. */
  readonly losing: bigint;
}

/**
 * Values of the free spin chain from state (left, awarded): e = 1 + Σ p_k e', m1 = Σ (s_k + c_k m1') / D,
 * m2 = Σ (ss_k + 2 s_k m1' + c_k m2') / D, q = Σ z_k q' / D. Every successor has h one lower, so scaling a
 * state's values by D^h keeps all of them integers.
 */
function freeSpinChain(classes: SpinClasses, retriggers: readonly number[], cap: number) {
  const memo = new Map<number, ChainValue>();
  const D = classes.combinations;
  const power = (h: number) => D ** BigInt(h);
  const value = (left: number, awarded: number): ChainValue => {
    const h = left + cap - awarded;
    if (left === 0) return { spins: 0n, win: 0n, winSquared: 0n, losing: power(h) };
    const key = left * (cap + 1) + awarded;
    const known = memo.get(key);
    if (known) return known;
    const scale = power(h - 1);
    let spins = power(h);
    let win = 0n;
    let winSquared = 0n;
    let losing = 0n;
    classes.counts.forEach((c, k) => {
      if (c === 0n) return;
      const added = Math.min(retriggers[k] ?? 0, cap - awarded);
      const after = value(left - 1 + added, awarded + added);
      const s = classes.win[k] ?? 0n;
      spins += c * after.spins;
      win += s * scale + c * after.win;
      winSquared += (classes.winSquared[k] ?? 0n) * scale + 2n * s * after.win + c * after.winSquared;
      losing += (classes.losing[k] ?? 0n) * after.losing;
    });
    const result = { spins, win, winSquared, losing };
    memo.set(key, result);
    return result;
  };
  return value;
}

const figure = (value: Rational, digits = 10) => ({
  exact: value.toString(),
  decimal: value.toDecimal(digits),
});
type Figure = ReturnType<typeof figure>;

export interface ParSheet {
  readonly engine: typeof SLOT_ENGINE;
  readonly model: string;
  readonly mathVersion: string;
  readonly volatility: string;
  readonly method: string;
  readonly lines: number;
  readonly reelLengths: readonly number[];
  readonly freeSpinReelLengths: readonly number[];
  readonly combinations: { readonly base: string; readonly freeSpin: string };
  /** Return to player per unit staked: the headline figure of the rules panel. */
  readonly rtp: Figure;
  readonly baseGameRtp: Figure;
  readonly freeSpinsRtp: Figure;
  /** Chance that a round (base spin and its free spins) pays anything. */
  readonly hitFrequency: Figure;
  readonly freeSpins: {
    readonly triggerProbability: Figure;
    readonly triggerOneIn: string;
    readonly expectedSpinsPerTrigger: string;
    readonly averageWinPerTrigger: string;
  };
  /** Standard deviation of a round's win per unit staked. */
  readonly volatilityIndex: { readonly variance: string; readonly standardDeviation: string };
  readonly maxBaseSpinWin: string;
  readonly contributions: {
    readonly baseLines: readonly Contribution[];
    readonly baseScatter: readonly Contribution[];
    readonly freeSpinLines: readonly Contribution[];
    readonly freeSpinScatter: readonly Contribution[];
  };
  /** Base spin wins in multiples of the stake: [from, to) with their probability. */
  readonly baseWinDistribution: readonly {
    readonly from: number;
    readonly to: number | null;
    readonly probability: string;
  }[];
}

export interface Contribution {
  readonly symbol: string;
  readonly count: number;
  /** Line bets for line pays, total stakes for the scatter (before any free spin multiplier). */
  readonly pays: number;
  /** Per spin: the chance of a given line showing it (line pays) or of the window showing it (scatter). */
  readonly probability: string;
  readonly rtp: string;
}

export const PAR_METHOD =
  'Exact: every reel stop combination of the base and free spin reel sets enumerated; free spins valued by a ' +
  'recurrence over (spins left, spins awarded) with the cap, retriggers included; fractions kept exact.';

/** Computes a model's PAR sheet. Enumerates every stop combination: seconds, not milliseconds. */
export function computeParSheet(model: SlotModel): ParSheet {
  const slot = compileSlot(model);
  const base = countReelSet(slot, slot.base);
  const sameReels = model.freeSpins.reels === undefined;
  const free = sameReels ? base : countReelSet(slot, slot.free);
  const m = BigInt(model.freeSpins.multiplier);
  const lines = BigInt(slot.lineCount);
  const cap = model.freeSpins.maxSpins;
  const classes: SpinClasses = {
    combinations: free.combinations,
    counts: free.byScatters.map((c) => c.combinations),
    win: free.byScatters.map((c) => c.win * m),
    winSquared: free.byScatters.map((c) => c.winSquared * m * m),
    losing: free.byScatters.map((c) => (m === 0n ? c.combinations : c.losing)),
  };
  const chain = freeSpinChain(classes, slot.retriggers, cap);
  const Db = base.combinations;
  const scale = free.combinations ** BigInt(cap);
  // Sums over base combinations, scaled by Db * scale below.
  let meanWin = 0n;
  let meanSquare = 0n;
  let losing = 0n;
  let freeWin = 0n;
  let spins = 0n;
  let triggers = 0n;
  base.byScatters.forEach((c, k) => {
    const award = slot.freeSpinAwards[k] ?? 0;
    const trigger = award > 0 ? chain(award, award) : { spins: 0n, win: 0n, winSquared: 0n, losing: scale };
    meanWin += c.win * scale + c.combinations * trigger.win;
    meanSquare += c.winSquared * scale + 2n * c.win * trigger.win + c.combinations * trigger.winSquared;
    losing += c.losing * trigger.losing;
    freeWin += c.combinations * trigger.win;
    spins += c.combinations * trigger.spins;
    if (award > 0) triggers += c.combinations;
  });
  const perStake = (sum: bigint) => new Rational(sum, Db * scale * lines);
  const rtp = perStake(meanWin);
  const freeSpinsRtp = perStake(freeWin);
  const mean = new Rational(meanWin, Db * scale);
  const variance = new Rational(meanSquare, Db * scale).sub(mean.mul(mean)).div(Rational.of(lines * lines));
  const triggerProbability = new Rational(triggers, Db);
  const expectedSpinsPerTrigger = triggers > 0n ? new Rational(spins, triggers * scale) : Rational.of(0);
  const maxWin = base.histogram.reduce((max, n, w) => (n > 0n ? w : max), 0);

  const lineContributions = (count: ReelSetCount, multiplier: bigint, spinsPerRound: Rational) =>
    slot.machine.entries.map((entry, e): Contribution => ({
      symbol: entry.symbol,
      count: entry.count,
      pays: entry.pay,
      probability: new Rational(count.entryHits[e] ?? 0n, count.combinations * lines).toDecimal(12),
      rtp: new Rational(
        (count.entryHits[e] ?? 0n) * BigInt(entry.pay) * multiplier,
        count.combinations * lines,
      )
        .mul(spinsPerRound)
        .toDecimal(10),
    }));
  const scatterContributions = (count: ReelSetCount, multiplier: bigint, spinsPerRound: Rational) =>
    count.byScatters.flatMap((c, k): Contribution[] => {
      const units = BigInt(slot.scatterUnits[k] ?? 0);
      if (units === 0n) return [];
      return [
        {
          symbol: model.symbols[slot.scatter]?.id ?? '',
          count: k,
          pays: Number(units / lines),
          probability: new Rational(c.combinations, count.combinations).toDecimal(12),
          rtp: new Rational(c.combinations * units * multiplier, count.combinations * lines)
            .mul(spinsPerRound)
            .toDecimal(10),
        },
      ];
    });
  const freeSpinsPerRound = new Rational(spins, Db * scale);
  // Base spin wins by size, in stakes: nothing, below one stake, then [1, 2), [2, 5) ... [500, ∞).
  const edges = [0, 1, 2, 5, 10, 20, 50, 100, 500];
  const sizes = edges.map(() => 0n);
  const losingSpins = base.histogram[0] ?? 0n;
  base.histogram.forEach((n, w) => {
    if (w === 0) return;
    const bucket = edges.findLastIndex((from) => w >= from * slot.lineCount);
    sizes[bucket] = (sizes[bucket] ?? 0n) + n;
  });
  const baseWinDistribution = [
    { from: 0, to: 0, probability: new Rational(losingSpins, Db).toDecimal(10) },
    ...edges.map((from, i) => ({
      from,
      to: edges[i + 1] ?? null,
      probability: new Rational(sizes[i] ?? 0n, Db).toDecimal(10),
    })),
  ];

  return {
    engine: SLOT_ENGINE,
    model: model.id,
    mathVersion: model.mathVersion,
    volatility: model.volatility,
    method: PAR_METHOD,
    lines: slot.lineCount,
    reelLengths: slot.base.strips.map((s) => s.length),
    freeSpinReelLengths: slot.free.strips.map((s) => s.length),
    combinations: { base: Db.toString(), freeSpin: free.combinations.toString() },
    rtp: figure(rtp),
    baseGameRtp: figure(rtp.sub(freeSpinsRtp)),
    freeSpinsRtp: figure(freeSpinsRtp),
    hitFrequency: figure(Rational.of(1).sub(new Rational(losing, Db * scale))),
    freeSpins: {
      triggerProbability: figure(triggerProbability),
      triggerOneIn: triggers > 0n ? new Rational(Db, triggers).toDecimal(2) : '0',
      expectedSpinsPerTrigger: expectedSpinsPerTrigger.toDecimal(6),
      averageWinPerTrigger:
        triggers > 0n ? new Rational(freeWin, triggers * scale * lines).toDecimal(4) : '0',
    },
    volatilityIndex: {
      variance: variance.toDecimal(6),
      standardDeviation: Math.sqrt(variance.toNumber()).toFixed(4),
    },
    maxBaseSpinWin: new Rational(BigInt(maxWin), lines).toDecimal(2),
    contributions: {
      baseLines: lineContributions(base, 1n, Rational.of(1)),
      baseScatter: scatterContributions(base, 1n, Rational.of(1)),
      freeSpinLines: lineContributions(free, m, freeSpinsPerRound),
      freeSpinScatter: scatterContributions(free, m, freeSpinsPerRound),
    },
    baseWinDistribution,
  };
}

/**
 * The exact RTP by another route, in milliseconds: a line's pay depends on one symbol per reel, each spread as
 * on its strip, so the expected line pay follows from the line machine run over symbol frequencies; scatters
 * from the stops that show one; free spins by Wald's identity (expected spins times the expected spin).
 */
export function exactRtp(model: SlotModel): Rational {
  const slot = compileSlot(model);
  const lines = BigInt(slot.lineCount);
  const spinMean = (reels: ReelSet) => {
    const { machine } = slot;
    let weights = new Map<number, bigint>([[machine.start, 1n]]);
    for (const strip of reels.strips) {
      const frequency = new Array<bigint>(machine.symbolCount).fill(0n);
      for (const symbol of strip) frequency[symbol] = (frequency[symbol] ?? 0n) + 1n;
      const after = new Map<number, bigint>();
      for (const [state, weight] of weights) {
        frequency.forEach((f, symbol) => {
          if (f === 0n) return;
          const next = machine.next[state * machine.symbolCount + symbol] ?? state;
          after.set(next, (after.get(next) ?? 0n) + weight * f);
        });
      }
      weights = after;
    }
    const combinations = reels.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
    let linePay = 0n;
    for (const [state, weight] of weights) linePay += weight * BigInt(machine.pay[state] ?? 0);
    let scatterDistribution = [1n];
    for (const shown of reels.scatters) {
      const withScatter = BigInt(shown.reduce((sum, n) => sum + n, 0));
      const without = BigInt(shown.length) - withScatter;
      scatterDistribution = [...scatterDistribution, 0n].map(
        (n, k) => n * without + (k > 0 ? (scatterDistribution[k - 1] ?? 0n) * withScatter : 0n),
      );
    }
    const scatterPay = scatterDistribution.reduce(
      (sum, n, k) => sum + n * BigInt(slot.scatterUnits[k] ?? 0),
      0n,
    );
    return {
      combinations,
      mean: new Rational(linePay * lines + scatterPay, combinations),
      scatters: scatterDistribution,
    };
  };
  const base = spinMean(slot.base);
  const free = spinMean(slot.free);
  const cap = model.freeSpins.maxSpins;
  const none = free.scatters.map(() => 0n);
  const chain = freeSpinChain(
    { combinations: free.combinations, counts: free.scatters, win: none, winSquared: none, losing: none },
    slot.retriggers,
    cap,
  );
  // Expected free spins per round, scaled by Db * Df^cap.
  let spins = 0n;
  base.scatters.forEach((n, k) => {
    const award = slot.freeSpinAwards[k] ?? 0;
    if (award > 0) spins += n * chain(award, award).spins;
  });
  const spinsPerRound = new Rational(spins, base.combinations * free.combinations ** BigInt(cap));
  const freeSpinMean = free.mean.mul(Rational.of(model.freeSpins.multiplier));
  return base.mean.add(spinsPerRound.mul(freeSpinMean)).div(Rational.of(lines));
}
