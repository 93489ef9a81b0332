import { describe, expect, it } from 'vitest';
import { playBaccarat } from './baccarat';
import { applyBlackjackAction, startBlackjack, type BlackjackAction } from './blackjack';
import { diceRollHundredths } from './dice';
import { FairStream } from './fair-stream';
import { ReplayError, replayRound } from './round-replay';
import { spinRoulette } from './roulette';
import { CLASSIC_MEDIUM } from './slots/models/classic-medium';
import { playSlotRound } from './slots/slot-round';

const seeds = { serverSeed: 'revealed-seed', clientSeed: 'my seed', nonce: 42 };

describe('replaying a round for the verifier', () => {
  it('reproduces what each engine played on the same seeds', () => {
    const slot = playSlotRound(CLASSIC_MEDIUM, new FairStream(seeds), 2_000n);
    expect(
      replayRound(seeds, {
        engine: 'video-slot-5x3',
        mathVersion: 'classic-medium@1.0.0',
        model: 'classic-medium',
        stake: 2_000n,
      }),
    ).toEqual({
      engine: 'video-slot-5x3',
      round: slot,
    });

    const bets = [
      { kind: 'red', amount: 100n } as const,
      { kind: 'straight', numbers: [7], amount: 10n } as const,
    ];
    const limits = { minBet: 1n, maxStraightUp: 1_000n, maxOutside: 1_000n, maxTotal: 10_000n };
    const roulette = spinRoulette(new FairStream(seeds), bets, limits);
    expect(replayRound(seeds, { engine: 'roulette-european', mathVersion: '1.0.0', bets }).round).toEqual(
      roulette,
    );

    const baccaratBets = { banker: 200n, tie: 20n };
    const coup = playBaccarat(new FairStream(seeds), baccaratBets, {
      minBet: 1n,
      maxMain: 1_000n,
      maxTie: 1_000n,
      maxPair: 1_000n,
      maxTotal: 10_000n,
    });
    expect(
      replayRound(seeds, { engine: 'baccarat-punto-banco', mathVersion: '1.0.0', bets: baccaratBets }).round,
    ).toEqual(coup);

    const actions: BlackjackAction[] = [];
    let state = startBlackjack(new FairStream(seeds), 100n);
    while (state.phase !== 'settled') {
      const action: BlackjackAction =
        state.phase === 'insurance' ? { type: 'insurance', take: false } : { type: 'stand' };
      actions.push(action);
      state = applyBlackjackAction(state, action);
    }
    expect(
      replayRound(seeds, { engine: 'blackjack', mathVersion: '1.0.0', bet: 100n, actions }).round,
    ).toEqual(state);

    expect(replayRound(seeds, { engine: 'dice', mathVersion: '1.0.0' }).round).toEqual({
      rollHundredths: diceRollHundredths(new FairStream(seeds).nextFloat()),
    });
  });

  it('refuses a round of a math version or a model it does not have, rather than replay it wrongly', () => {
    expect(() =>
      replayRound(seeds, {
        engine: 'video-slot-5x3',
        mathVersion: 'classic-medium@0.9.0',
        model: 'classic-medium',
        stake: 20n,
      }),
    ).toThrow(expect.objectContaining({ code: 'MATH_VERSION_UNKNOWN' }));
    expect(() =>
      replayRound(seeds, { engine: 'video-slot-5x3', mathVersion: 'x', model: 'gone', stake: 20n }),
    ).toThrow(ReplayError);
    expect(() => replayRound(seeds, { engine: 'roulette-european', mathVersion: '2.0.0', bets: [] })).toThrow(
      /1\.0\.0/,
    );
  });
});
