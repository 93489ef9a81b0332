import { describe, expect, it } from 'vitest';
import { engineRtp, slotMathModel } from './engine-rtp';

describe('the RTP of the engines', () => {
  it('reads a slot model from its exact PAR sheet', () => {
    expect(slotMathModel('slot-medium')).toBe('classic-medium');
    expect(engineRtp('slot', 'slot-low')).toBe('96.30');
    expect(engineRtp('slot', 'slot-medium')).toBe('96.28');
    expect(engineRtp('slot', 'slot-high')).toBe('96.81');
    expect(engineRtp('slot', 'classic-high')).toBe('96.81');
  });

  it("works a table's out from its rules", () => {
    expect(engineRtp('roulette', 'roulette-european')).toBe('97.30');
    expect(engineRtp('baccarat', 'baccarat-punto-banco')).toBe('98.94');
    expect(engineRtp('blackjack', 'blackjack-standard')).toBe('99.54');
  });

  it("takes the game show's from its crash maths (decision 0606)", () => {
    expect(engineRtp('game-show', 'game-show-crash')).toBe('99.00');
    expect(engineRtp('game-show', 'game-show-wheel')).toBeUndefined();
  });

  it('knows nothing of a model the studio does not have', () => {
    expect(engineRtp('slot', 'slot-megaways')).toBeUndefined();
    expect(engineRtp('roulette', 'roulette-american')).toBeUndefined();
  });
});
