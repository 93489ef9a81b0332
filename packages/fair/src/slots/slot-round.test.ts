import { describe, expect, it } from 'vitest';
import { FairStream, type OutcomeSource } from '../fair-stream';
import { CLASSIC_SYMBOLS } from './models/classic-symbols';
import { SLOT_MODELS } from './slot-models';
import { TWENTY_LINES, type SlotModel } from './slot-model';
import { lineBetOf, playSlotRound, SlotStakeError } from './slot-round';

// Strips short enough to steer by hand: stop s of a strip of length L is drawn by the float (s + 0.5) / L.
const model: SlotModel = {
  id: 'steered',
  mathVersion: 'steered@1',
  volatility: 'medium',
  symbols: CLASSIC_SYMBOLS,
  reels: ['A K Q S J T', 'A W Q J K T', 'A K S Q J T', 'A K Q J S T', 'A K Q J T H4'],
  lines: TWENTY_LINES,
  linePays: { A: { 3: 5, 4: 20, 5: 100 }, K: { 3: 5, 4: 20, 5: 100 }, Q: { 3: 4, 4: 10, 5: 50 } },
  scatter: { pays: { 3: 2, 4: 10, 5: 50 }, freeSpins: { 3: 10 } },
  freeSpins: { multiplier: 3, retrigger: { 3: 5 }, maxSpins: 12 },
};

function steer(...stops: number[]): OutcomeSource & { used: () => number } {
  let i = 0;
  return {
    nextFloat: () => {
      const stop = stops[i] ?? 0;
      const length = model.reels[i % 5]?.split(' ').length ?? 1;
      i += 1;
      return (stop + 0.5) / length;
    },
    used: () => i,
  };
}

describe('slot stake', () => {
  it('splits the stake into whole line bets', () => {
    expect(lineBetOf(model, 100n)).toBe(5n);
    expect(lineBetOf(model, 20n)).toBe(1n);
  });

  it('refuses a stake that would leave a fraction of a minor unit on a line', () => {
    expect(() => lineBetOf(model, 110n)).toThrow(SlotStakeError);
    expect(() => lineBetOf(model, 0n)).toThrow(expect.objectContaining({ code: 'STAKE_NOT_POSITIVE' }));
    expect(() => playSlotRound(model, steer(), 15n)).toThrow(
      expect.objectContaining({ code: 'STAKE_NOT_MULTIPLE_OF_LINES' }),
    );
  });
});

describe('slot round', () => {
  it('shows the window of the drawn stops and pays each line in whole minor units', () => {
    // All reels at stop 0: rows A A A A A / K W K K K / Q Q S Q Q.
    const round = playSlotRound(model, steer(0, 0, 0, 0, 0), 200n);
    expect(round.base.stops).toEqual([0, 0, 0, 0, 0]);
    expect(round.base.window).toEqual([
      ['A', 'K', 'Q'],
      ['A', 'W', 'Q'],
      ['A', 'K', 'S'],
      ['A', 'K', 'Q'],
      ['A', 'K', 'Q'],
    ]);
    const line = (n: number) => round.base.lineWins.find((w) => w.line === n);
    expect(line(1)).toEqual({ line: 1, symbol: 'K', count: 5, multiplier: 100, payout: 1_000n });
    expect(line(2)).toEqual({ line: 2, symbol: 'A', count: 5, multiplier: 100, payout: 1_000n });
    // Line 14 (0 1 0 1 0) reads A W A K A: three aces. The bottom row stops at the scatter.
    expect(line(14)).toEqual({ line: 14, symbol: 'A', count: 3, multiplier: 5, payout: 50n });
    expect(round.base.lineWins.map((w) => w.line)).toEqual([1, 2, 14]);
    expect(round.base.scatter).toEqual({ count: 1, multiplier: 0, payout: 0n, freeSpinsAwarded: 0 });
    expect(round.base.payout).toBe(2_050n);
    expect(round.totalPayout).toBe(2_050n);
    expect(round).toMatchObject({
      engine: 'video-slot-5x3',
      model: 'steered',
      mathVersion: 'steered@1',
      lineBet: 10n,
    });
  });

  it('pays scatters on the total stake and plays the free spins at the multiplier, retriggers up to the cap', () => {
    // Base: stops 1, 0, 0, 2, 0 show scatters on reels 1, 3 and 4 (10 free spins).
    // Free spin 1 shows three scatters again: 5 more would pass the cap of 12, so only 2 are added.
    const freeSpins = Array.from({ length: 11 }, () => [5, 5, 5, 5, 5]).flat();
    const source = steer(1, 0, 0, 2, 0, 1, 0, 0, 2, 0, ...freeSpins);
    const round = playSlotRound(model, source, 20n);
    expect(round.base.scatter).toMatchObject({ count: 3, multiplier: 2, payout: 40n, freeSpinsAwarded: 10 });
    expect(round.freeSpins.awarded).toBe(12);
    expect(round.freeSpins.spins).toHaveLength(12);
    expect(round.freeSpins.spins[0]?.scatter).toMatchObject({
      count: 3,
      multiplier: 6,
      payout: 120n,
      freeSpinsAwarded: 2,
    });
    expect(source.used()).toBe(5 * 13);
    const lineTotal = round.freeSpins.spins.flatMap((s) => s.lineWins).reduce((sum, w) => sum + w.payout, 0n);
    const scatterTotal = round.freeSpins.spins.reduce((sum, s) => sum + s.scatter.payout, 0n);
    expect(round.totalPayout).toBe(round.base.payout + lineTotal + scatterTotal);
    // Every free spin win is three times the base game's for the same window.
    const again = playSlotRound(model, steer(1, 0, 0, 2, 0), 20n);
    expect(round.freeSpins.spins[0]?.payout).toBe(3n * again.base.payout);
  });

  it('replays the same round from the same seeds, reading five floats per spin', () => {
    for (const slot of SLOT_MODELS) {
      const seeds = { serverSeed: 'replay', clientSeed: 'player', nonce: 7 };
      const stream = new FairStream(seeds);
      const first = playSlotRound(slot, stream, 1_000n);
      expect(playSlotRound(slot, new FairStream(seeds), 1_000n)).toEqual(first);
      expect(stream.cursor).toBe(20 * (1 + first.freeSpins.spins.length));
    }
  });
});
