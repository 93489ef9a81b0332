import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', async () => {
  it('lets 5 failures through in a minute and holds the 6th attempt until the oldest leaves the window', async () => {
    const clock = new ManualClock();
    const limiter = memoryAttemptLimiter(clock, { max: 5, windowMs: 60_000 });
    for (let failure = 0; failure < 5; failure += 1) {
      expect(await limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
      await limiter.recordFailure(['account:1', 'ip:10.0.0.1']);
      clock.advanceSeconds(10);
    }
    // Failures at 0, 10, 20, 30, 40 s; now 50 s: the first leaves at 60 s.
    expect(await limiter.retryAfterSeconds(['account:1'])).toBe(10);
    expect(await limiter.retryAfterSeconds(['ip:10.0.0.1', 'account:2'])).toBe(10);
    expect(await limiter.retryAfterSeconds(['account:2'])).toBeUndefined();
    clock.advanceSeconds(10);
    expect(await limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
  });

  it('forgets a cleared key', async () => {
    const clock = new ManualClock();
    const limiter = memoryAttemptLimiter(clock, { max: 1, windowMs: 60_000 });
    await limiter.recordFailure(['account:1']);
    expect(await limiter.retryAfterSeconds(['account:1'])).toBe(60);
    await limiter.clear('account:1');
    expect(await limiter.retryAfterSeconds(['account:1'])).toBeUndefined();
  });
});
