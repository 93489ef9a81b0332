import { describe, expect, it } from 'vitest';
import { Rational } from '../rational';
import { CLASSIC_SYMBOLS } from './models/classic-symbols';
import { computeParSheet, countReelSet, exactRtp, type ParSheet } from './par-sheet';
import { parSheetOf } from './par-sheets';
import { compareWithPar, simulateSlot } from './slot-simulation';
import { SLOT_MODELS } from './slot-models';
import { compileSlot, REELS, ROWS, TWENTY_LINES, type ReelSet, type SlotModel } from './slot-model';
import { evaluateWindow } from './slot-round';

// Short strips, so that every combination can also be played one by one through the engine's own reading.
const toy: SlotModel = {
  id: 'toy',
  mathVersion: 'toy@1',
  volatility: 'medium',
  symbols: CLASSIC_SYMBOLS,
  reels: ['A K W Q S', 'A W K Q J S', 'K A S Q W', 'A K Q S J W', 'S A K Q W'],
  lines: TWENTY_LINES,
  linePays: {
    W: { 3: 20, 4: 50, 5: 200 },
    A: { 2: 1, 3: 5, 4: 20, 5: 80 },
    K: { 3: 4, 4: 15, 5: 60 },
    Q: { 3: 3, 4: 10, 5: 40 },
  },
  scatter: { pays: { 2: 1, 3: 3, 4: 10, 5: 40 }, freeSpins: { 3: 3, 4: 4, 5: 5 } },
  freeSpins: {
    multiplier: 2,
    retrigger: { 3: 2, 4: 3, 5: 4 },
    maxSpins: 7,
    reels: ['A W S K', 'W A K S Q', 'A S W K', 'K W A S', 'A K S W Q'],
  },
};
const slot = compileSlot(toy);

/** Every combination of a reel set, one by one: its win in line bets and its scatters. */
function everySpin(reels: ReelSet): { win: number; scatters: number; entries: number[] }[] {
  const spins: { win: number; scatters: number; entries: number[] }[] = [];
  const stops = new Array<number>(REELS).fill(0);
  const visit = (reel: number) => {
    if (reel === REELS) {
      const window = stops.map((stop, r) =>
        (reels.windows[r] as Uint8Array).slice(stop * ROWS, stop * ROWS + ROWS),
      );
      const { lineWins, scatters } = evaluateWindow(slot, window);
      const win = lineWins.reduce((sum, w) => sum + w.pay, 0) + (slot.scatterUnits[scatters] ?? 0);
      spins.push({ win, scatters, entries: lineWins.map((w) => w.entry) });
      return;
    }
    for (let stop = 0; stop < (reels.strips[reel] as Uint8Array).length; stop += 1) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return spins;
}

describe('PAR sheet enumeration', () => {
  it('counts every combination exactly as the engine reads it, lines settled early or not', () => {
    for (const reels of [slot.base, slot.free]) {
      const spins = everySpin(reels);
      const counted = countReelSet(slot, reels);
      expect(counted.combinations).toBe(BigInt(spins.length));
      counted.byScatters.forEach((c, k) => {
        const shown = spins.filter((s) => s.scatters === k);
        expect(c.combinations).toBe(BigInt(shown.length));
        expect(c.win).toBe(BigInt(shown.reduce((sum, s) => sum + s.win, 0)));
        expect(c.winSquared).toBe(BigInt(shown.reduce((sum, s) => sum + s.win * s.win, 0)));
        expect(c.losing).toBe(BigInt(shown.filter((s) => s.win === 0).length));
      });
      counted.entryHits.forEach((hits, e) => {
        expect(hits).toBe(BigInt(spins.flatMap((s) => s.entries).filter((entry) => entry === e).length));
      });
      counted.histogram.forEach((n, w) => expect(n).toBe(BigInt(spins.filter((s) => s.win === w).length)));
    }
  });

  it('values rounds and free spins as a direct recursion over every spin does', () => {
    // Mean, second moment and chance of nothing, by brute force over the free spin chain with plain fractions.
    const freeSpins = everySpin(slot.free);
    const grouped = new Map<string, { x: number; k: number; n: number }>();
    for (const s of freeSpins) {
      const x = s.win * toy.freeSpins.multiplier;
      const key = `${x},${s.scatters}`;
      grouped.set(key, { x, k: s.scatters, n: (grouped.get(key)?.n ?? 0) + 1 });
    }
    const D = Rational.of(freeSpins.length);
    const memo = new Map<string, { m1: Rational; m2: Rational; q: Rational }>();
    const chain = (left: number, awarded: number): { m1: Rational; m2: Rational; q: Rational } => {
      if (left === 0) return { m1: Rational.of(0), m2: Rational.of(0), q: Rational.of(1) };
      const key = `${left},${awarded}`;
      const known = memo.get(key);
      if (known) return known;
      let m1 = Rational.of(0);
      let m2 = Rational.of(0);
      let q = Rational.of(0);
      for (const { x, k, n } of grouped.values()) {
        const p = Rational.of(n).div(D);
        const added = Math.min(slot.retriggers[k] ?? 0, toy.freeSpins.maxSpins - awarded);
        const next = chain(left - 1 + added, awarded + added);
        const X = Rational.of(x);
        m1 = m1.add(p.mul(X.add(next.m1)));
        m2 = m2.add(p.mul(X.mul(X).add(Rational.of(2).mul(X).mul(next.m1)).add(next.m2)));
        if (x === 0) q = q.add(p.mul(next.q));
      }
      const value = { m1, m2, q };
      memo.set(key, value);
      return value;
    };
    const baseSpins = everySpin(slot.base);
    let mean = Rational.of(0);
    let square = Rational.of(0);
    let nothing = Rational.of(0);
    const p = Rational.of(1, baseSpins.length);
    for (const { win, scatters } of baseSpins) {
      const award = slot.freeSpinAwards[scatters] ?? 0;
      const fs =
        award > 0 ? chain(award, award) : { m1: Rational.of(0), m2: Rational.of(0), q: Rational.of(1) };
      const B = Rational.of(win);
      mean = mean.add(p.mul(B.add(fs.m1)));
      square = square.add(p.mul(B.mul(B).add(Rational.of(2).mul(B).mul(fs.m1)).add(fs.m2)));
      if (win === 0) nothing = nothing.add(p.mul(fs.q));
    }
    const lines = Rational.of(toy.lines.length);
    const sheet = computeParSheet(toy);
    expect(sheet.rtp.exact).toBe(mean.div(lines).toString());
    expect(sheet.hitFrequency.exact).toBe(Rational.of(1).sub(nothing).toString());
    const variance = square.sub(mean.mul(mean)).div(lines.mul(lines));
    expect(sheet.volatilityIndex.variance).toBe(variance.toDecimal(6));
    expect(exactRtp(toy).toString()).toBe(sheet.rtp.exact);
    const contributions = [
      ...sheet.contributions.baseLines,
      ...sheet.contributions.baseScatter,
      ...sheet.contributions.freeSpinLines,
      ...sheet.contributions.freeSpinScatter,
    ];
    const summed = contributions.reduce((sum, c) => sum + Number(c.rtp), 0);
    expect(summed).toBeCloseTo(Number(sheet.rtp.decimal), 8);
  });
});

describe('the studio models', () => {
  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))(
    '%s: the stored PAR sheet is the exact RTP of the model, between 94% and 97%',
    (_, model) => {
      const sheet: ParSheet = parSheetOf(model.id);
      expect(sheet.mathVersion).toBe(model.mathVersion);
      expect(sheet.lines).toBe(model.lines.length);
      const rtp = exactRtp(model);
      expect(sheet.rtp.exact).toBe(rtp.toString());
      expect(rtp.compare(Rational.of(94, 100))).toBe(1);
      expect(rtp.compare(Rational.of(97, 100))).toBe(-1);
    },
  );

  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))(
    '%s: the whole stored sheet is what enumerating every combination gives',
    (_, model) => {
      expect(JSON.parse(JSON.stringify(computeParSheet(model)))).toEqual(parSheetOf(model.id));
    },
    30_000,
  );

  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))(
    '%s: 30,000 rounds on the fair stream land within 4 standard errors of the sheet',
    (_, model) => {
      // The 10^6-round check is npm run fair:simulate; this one keeps the unit suite fast.
      const simulation = simulateSlot(model, 30_000, { serverSeed: 'par-check', clientSeed: model.id });
      const { rtp, hitFrequency, freeSpinsFrequency } = compareWithPar(simulation, parSheetOf(model.id));
      expect(Math.abs(rtp.z)).toBeLessThan(4);
      expect(Math.abs(hitFrequency.z)).toBeLessThan(4);
      expect(Math.abs(freeSpinsFrequency.z)).toBeLessThan(4);
    },
  );
});
