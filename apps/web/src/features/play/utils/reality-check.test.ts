import { describe, expect, it } from 'vitest';
import { netOutcome, realityCheckDue } from './reality-check';

describe('the reality check', () => {
  it('is due after the interval of play, then the same time after each Continue', () => {
    expect(realityCheckDue(3_599, 0, 60)).toBe(false);
    expect(realityCheckDue(3_600, 0, 60)).toBe(true);
    expect(realityCheckDue(3_700, 3_650, 60)).toBe(false);
    expect(realityCheckDue(7_250, 3_650, 60)).toBe(true);
  });

  it('waits for the interval to be known', () => {
    expect(realityCheckDue(99_999, 0, undefined)).toBe(false);
  });

  it('words the net result as a win, a loss or even', () => {
    expect(netOutcome('-1.20')).toBe('loss');
    expect(netOutcome('3.40')).toBe('win');
    expect(netOutcome('0.00')).toBe('even');
    expect(netOutcome('-0.00')).toBe('even');
  });
});
