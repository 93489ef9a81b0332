// Counts failed credential attempts (wrong password, wrong two-factor code) per key (an account, an IP)
// in a sliding window. Once a key has `max` failures in the window, further attempts are refused until the
// oldest failure leaves the window. In memory: one process by default; with several API nodes this moves
// to Redis (DESIGN section 8).
import type { Clock } from '../../clock';

export interface AttemptLimits {
  readonly max: number;
  readonly windowMs: number;
}

export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: AttemptLimits,
  ) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait when any key is at its limit; undefined when an attempt may go ahead. */
  retryAfterSeconds(keys: readonly string[]): number | undefined {
    const now = this.clock.now().getTime();
    let waitMs = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length < this.limits.max) continue;
      const oldestCounted = recent[recent.length - this.limits.max] ?? now;
      waitMs = Math.max(waitMs, oldestCounted + this.limits.windowMs - now);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
  }

  recordFailure(keys: readonly string[]): void {
    const now = this.clock.now().getTime();
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.sweep(now);
  }

  /** Forgets a key's failures (an account after a successful login). */
  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
