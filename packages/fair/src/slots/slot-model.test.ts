import { describe, expect, it } from 'vitest';
import { CLASSIC_SYMBOLS } from './models/classic-symbols';
import { compileSlot, SlotModelError, TWENTY_LINES, type SlotModel } from './slot-model';
import { evaluateWindow } from './slot-round';

// A model whose strips do not matter here: windows are written by hand.
const model: SlotModel = {
  id: 'line-reading',
  mathVersion: 'line-reading@1',
  volatility: 'medium',
  symbols: CLASSIC_SYMBOLS,
  reels: ['W S H1 H2 H3 H4 A K Q J T', 'H1 H2 H3', 'H1 H2 H3', 'H1 H2 H3', 'H1 H2 H3'],
  lines: TWENTY_LINES,
  linePays: {
    W: { 3: 50, 4: 200, 5: 1000 },
    H1: { 2: 2, 3: 25, 4: 100, 5: 500 },
    H4: { 3: 10, 4: 40, 5: 150 },
    A: { 3: 5, 4: 20, 5: 100 },
    K: { 3: 5, 4: 20, 5: 100 },
  },
  scatter: { pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 10 } },
  freeSpins: { multiplier: 2, retrigger: { 3: 10 }, maxSpins: 50 },
};
const slot = compileSlot(model);

/** Rows top, middle, bottom, five symbols each; lines other than the middle one see filler. */
function window(top: string, middle: string, bottom: string): Uint8Array[] {
  const rows = [top, middle, bottom].map((row) => row.split(' '));
  return Array.from({ length: 5 }, (_, reel) =>
    Uint8Array.from(rows, (row) => slot.symbolIds.indexOf(row[reel] ?? '')),
  );
}

/** The win of line 1 (the middle row) when the other rows hold symbols that never line up. */
function middleLine(symbols: string) {
  const result = evaluateWindow(slot, window('Q J T Q J', symbols, 'J T Q J T'));
  const win = result.lineWins.find((w) => w.line === 0);
  if (!win) return null;
  const entry = slot.machine.entries[win.entry];
  return { symbol: entry?.symbol, count: entry?.count, pay: win.pay };
}

describe('reading a payline', () => {
  it('pays a run of one symbol from the leftmost reel', () => {
    expect(middleLine('A A A K H4')).toEqual({ symbol: 'A', count: 3, pay: 5 });
    expect(middleLine('K K K K K')).toEqual({ symbol: 'K', count: 5, pay: 100 });
    expect(middleLine('H4 A A A A')).toBeNull();
  });

  it('pays two of a kind only where the paytable says so', () => {
    expect(middleLine('H1 H1 A K H4')).toEqual({ symbol: 'H1', count: 2, pay: 2 });
    expect(middleLine('A A K H4 H1')).toBeNull();
  });

  it('lets the wild stand in for the symbol of the run, wherever it lands', () => {
    expect(middleLine('H4 W H4 W K')).toEqual({ symbol: 'H4', count: 4, pay: 40 });
    expect(middleLine('W W A A K')).toEqual({ symbol: 'A', count: 4, pay: 20 });
    expect(middleLine('W A W A A')).toEqual({ symbol: 'A', count: 5, pay: 100 });
  });

  it('pays the wild as itself when that pays more than the run it completes', () => {
    expect(middleLine('W W W W H4')).toEqual({ symbol: 'W', count: 4, pay: 200 });
    expect(middleLine('W W W A A')).toEqual({ symbol: 'A', count: 5, pay: 100 });
    expect(middleLine('W W W W W')).toEqual({ symbol: 'W', count: 5, pay: 1000 });
    expect(middleLine('W W W K H4')).toEqual({ symbol: 'W', count: 3, pay: 50 });
  });

  it('stops a run at a scatter, which the wild never replaces', () => {
    expect(middleLine('H1 H1 S H1 H1')).toEqual({ symbol: 'H1', count: 2, pay: 2 });
    expect(middleLine('S A A A A')).toBeNull();
    expect(middleLine('W S W W W')).toBeNull();
  });

  it('reads every line and counts scatters anywhere in the window', () => {
    // Rows: K everywhere on the top row; scatters on reels 1, 3 and 5 in different rows.
    const result = evaluateWindow(slot, window('K K K K S', 'S A J A Q', 'T Q S J Q'));
    expect(result.scatters).toBe(3);
    // Line 2 (top row) has K x4; line 12 (0 1 1 1 0) reads K A J A S and pays nothing.
    expect(result.lineWins.find((w) => w.line === 1)?.pay).toBe(20);
    expect(result.lineWins.find((w) => w.line === 11)).toBeUndefined();
  });
});

describe('model validation', () => {
  const broken = (change: Partial<SlotModel>) => () => compileSlot({ ...model, ...change });

  it('refuses strips that could show two scatters in one window', () => {
    expect(broken({ reels: ['S A S K Q', ...model.reels.slice(1)] })).toThrow(SlotModelError);
  });

  it('refuses unknown symbols, fractional pays, and awards above the cap', () => {
    expect(broken({ reels: ['X A K', ...model.reels.slice(1)] })).toThrow(/unknown symbol "X"/);
    expect(broken({ linePays: { A: { 3: 2.5 } } })).toThrow(/whole line bets/);
    expect(broken({ linePays: { S: { 3: 2 } } })).toThrow(/not a line symbol/);
    expect(broken({ freeSpins: { ...model.freeSpins, maxSpins: 5 } })).toThrow(/exceeds the cap/);
    expect(broken({ lines: [[0, 1, 3, 1, 0]] })).toThrow(/line 1/);
  });
});
