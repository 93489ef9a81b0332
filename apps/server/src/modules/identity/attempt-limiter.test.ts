import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { AttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('lets 5 failures through in a minute and holds the 6th attempt until the oldest leaves the window', () => {
    const clock = new ManualClock();
    const limiter = new AttemptLimiter(clock, { max: 5, windowMs: 60_000 });
    for (let failure = 0; failure < 5; failure += 1) {
      expect(limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
      limiter.recordFailure(['account:1', 'ip:10.0.0.1']);
      clock.advanceSeconds(10);
    }
    // Failures at 0, 10, 20, 30, 40 s; now 50 s: the first leaves at 60 s.
    expect(limiter.retryAfterSeconds(['account:1'])).toBe(10);
    expect(limiter.retryAfterSeconds(['ip:10.0.0.1', 'account:2'])).toBe(10);
    expect(limiter.retryAfterSeconds(['account:2'])).toBeUndefined();
    clock.advanceSeconds(10);
    expect(limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
  });

  it('forgets a cleared key', () => {
    const clock = new ManualClock();
    const limiter = new AttemptLimiter(clock, { max: 1, windowMs: 60_000 });
    limiter.recordFailure(['account:1']);
    expect(limiter.retryAfterSeconds(['account:1'])).toBe(60);
    limiter.clear('account:1');
    expect(limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
  });
});
