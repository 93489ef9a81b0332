import { describe, expect, it } from 'vitest';
import { timings } from './timings';

describe('timings', () => {
  it('are whole, positive milliseconds', () => {
    for (const [name, value] of Object.entries(timings)) {
      expect(Number.isInteger(value), name).toBe(true);
      expect(value, name).toBeGreaterThan(0);
    }
  });

  it('convert the spec’s seconds, minutes and hours to milliseconds', () => {
    expect(timings.alertAutoHide).toBe(6000);
    expect(timings.sessionRefresh).toBe(120_000);
    expect(timings.stepLoader).toBe(1500);
    expect(timings.selfExclusionButtonLock).toBe(600_000);
    expect(timings.coolDown).toBe(86_400_000);
  });

  it('use the chosen readings: a 3 s preloader and the deposit popup 500 ms after signup', () => {
    expect(timings.preloader).toBe(3000);
    expect(timings.depositPopupAfterSignup).toBe(500);
  });
});
