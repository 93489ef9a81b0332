// The rakeback's rules, without storage (decision 1124): a period's UTC days and which of them are due, the
// theoretical loss of a day's cash play (stake x (1 - RTP), per game) and the rakeback on it (the
// period's percent, rounded up once per payment, in the player's favour), and the key that makes each day's payment happen once.

/** Basis points: 10000 is 100 %. */
const whole = 10_000n;
const dayMs = 86_400_000;

/**
 * The RTP of a game the catalogue does not know (a code from a studio's feed not imported, or a game
 * removed since): 96.00 %, below every in-house model's, so an unknown game never pays less rakeback.
 */
export const unknownGameRtp = '96.00';

/** A day's payment is due this long after the day (or the period) ended: bets committed late are in. */
export const rakebackSettleDelayMs = 5 * 60_000;

/** A game's cash play in one window: bets, and refunds made in the window, minor units. */
export interface GameCashPlay {
  readonly gameCode: string;
  readonly bets: bigint;
  readonly refunds: bigint;
}

/** An RTP in percent with at most two decimals ("96.30") as basis points (9630); undefined if not one. */
export function rtpBasisPoints(rtp: string): bigint | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rtp.trim());
  if (!match) return undefined;
  const points = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return points > 0n && points <= whole ? points : undefined;
}

/** What a day's play earns: the stake net of refunds, its theoretical loss and the rakeback, minor units. */
export interface RakebackAccrual {
  readonly wagered: bigint;
  readonly theoreticalLoss: bigint;
  readonly amount: bigint;
}

/**
 * The rakeback on a window's cash play: each game's stake less refunds times its house edge (1 - RTP; a
 * game without a known RTP at `unknownGameRtp`), summed, times `percent` (basis points), rounded up to
 * the minor unit once, in the player's favour. Refunds that outweigh the stake (a bet of an earlier day refunded) pay nothing.
 */
export function rakebackOf(
  play: readonly GameCashPlay[],
  rtpOf: (gameCode: string) => string | undefined,
  percent: number,
): RakebackAccrual {
  if (!Number.isInteger(percent) || percent <= 0) throw new Error(`not a rakeback percent: ${percent}`);
  const fallback = rtpBasisPoints(unknownGameRtp) ?? whole;
  let wagered = 0n;
  // Stake x house edge in basis points of a minor unit, exact until the one rounding at the end.
  let edgeWeighted = 0n;
  for (const game of play) {
    const rtp = rtpBasisPoints(rtpOf(game.gameCode) ?? '') ?? fallback;
    const net = game.bets - game.refunds;
    wagered += net;
    edgeWeighted += net * (whole - rtp);
  }
  if (edgeWeighted <= 0n) return { wagered: wagered > 0n ? wagered : 0n, theoreticalLoss: 0n, amount: 0n };
  return {
    wagered: wagered > 0n ? wagered : 0n,
    theoreticalLoss: edgeWeighted / whole,
    amount: (edgeWeighted * BigInt(percent) + whole * whole - 1n) / (whole * whole),
  };
}

/** One UTC day of a period, as much of it as the period covers: [from, to). */
export interface RakebackDay {
  readonly day: string;
  readonly from: Date;
  readonly to: Date;
}

const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The period's days, first to last; the first and the last may be parts of a day. */
export function periodDays(startsAt: Date, endsAt: Date): RakebackDay[] {
  const days: RakebackDay[] = [];
  let from = startsAt;
  while (from < endsAt) {
    const midnight = new Date(Date.parse(`${dayOf(from)}T00:00:00.000Z`) + dayMs);
    const to = midnight < endsAt ? midnight : endsAt;
    days.push({ day: dayOf(from), from, to });
    from = to;
  }
  return days;
}

/** The days of a period due at `now` (ended, with the settle delay) and not settled yet. */
export function dueDays(
  period: { readonly startsAt: Date; readonly endsAt: Date },
  settled: ReadonlySet<string>,
  now: Date,
): RakebackDay[] {
  return periodDays(period.startsAt, period.endsAt).filter(
    (day) => !settled.has(day.day) && day.to.getTime() + rakebackSettleDelayMs <= now.getTime(),
  );
}

/** The days not settled yet, cut at `now`: what the player's page shows as accrued and not paid. */
export function unsettledDays(
  period: { readonly startsAt: Date; readonly endsAt: Date },
  settled: ReadonlySet<string>,
  now: Date,
): RakebackDay[] {
  return periodDays(period.startsAt, period.endsAt)
    .filter((day) => !settled.has(day.day) && day.from < now)
    .map((day) => (day.to > now ? { ...day, to: now } : day));
}

/** When a period taken at `now` for `days` days ends. */
export function rakebackEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * dayMs);
}

/** The ledger transfer of one day of one period: at most one, however often the job runs. */
export function rakebackTransferId(periodId: bigint, day: string): string {
  return `rakeback:${periodId}:${day}`;
}
