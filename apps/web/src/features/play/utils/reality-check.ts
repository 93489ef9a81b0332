// When the play page's reality check is due: after `intervalMinutes` of play, then again the same time
// after each Continue.

/** The second of play at which the next check is due, counted from the last one the player answered. */
export function nextRealityCheckAt(answeredAt: number, intervalMinutes: number): number {
  return answeredAt + Math.max(1, intervalMinutes) * 60;
}

export function realityCheckDue(
  playedSeconds: number,
  answeredAt: number,
  intervalMinutes: number | undefined,
): boolean {
  if (intervalMinutes === undefined) return false;
  return playedSeconds >= nextRealityCheckAt(answeredAt, intervalMinutes);
}

/** The net result's sign as the page words it: a win, a loss or even. */
export function netOutcome(net: string): 'win' | 'loss' | 'even' {
  if (!/[1-9]/.test(net)) return 'even';
  return net.trim().startsWith('-') ? 'loss' : 'win';
}
