// The cashback's rules, without storage: a player's net cash loss over a period, the cashback it earns,
// which periods are due at a given instant (the daily cashback at 12:00 UTC for the previous UTC day, the
// VIP weekly cashback on Mondays at 12:00 UTC for the previous Monday-to-Sunday week), and the key that
// makes each payment happen once (decision 1120).
import { dailyCashbackHourUtc, weeklyCashbackHourUtc } from '@reelvault/contract/constants/rewards';

export const cashbackKinds = ['daily', 'weekly'] as const;
export type CashbackKind = (typeof cashbackKinds)[number];

/** What a player's cash did in the games over a period, in minor units of `currency`. */
export interface CashPlay {
  readonly playerId: number;
  readonly currency: string;
  readonly bets: bigint;
  readonly wins: bigint;
  readonly refunds: bigint;
}

/** Cash bets less cash wins and refunds; nothing when the player came out even or ahead. */
export function netCashLoss(play: Pick<CashPlay, 'bets' | 'wins' | 'refunds'>): bigint {
  const loss = play.bets - play.wins - play.refunds;
  return loss > 0n ? loss : 0n;
}

/** `percent` of `loss`, rounded down to the minor unit (the player is never paid a fraction). */
export function cashbackOf(loss: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 0) throw new Error(`not a percentage: ${percent}`);
  return loss > 0n ? (loss * BigInt(percent)) / 100n : 0n;
}

const dayMs = 86_400_000;

/** A period of play: its kind, its first day (YYYY-MM-DD, UTC) and the instants it covers, [from, to). */
export interface CashbackPeriod {
  readonly kind: CashbackKind;
  readonly period: string;
  readonly from: Date;
  readonly to: Date;
}

function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function startOfDay(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || dayOf(start) !== day) throw new Error(`not a day: ${day}`);
  return start;
}

function addDays(day: string, days: number): string {
  return dayOf(new Date(startOfDay(day).getTime() + days * dayMs));
}

export function cashbackPeriod(kind: CashbackKind, period: string): CashbackPeriod {
  const from = startOfDay(period);
  if (kind === 'weekly' && from.getUTCDay() !== 1) throw new Error(`a week starts on a Monday: ${period}`);
  const length = kind === 'daily' ? 1 : 7;
  return { kind, period, from, to: new Date(from.getTime() + length * dayMs) };
}

/** The latest period whose cashback is due at `now`: its payment time has come. */
export function duePeriod(kind: CashbackKind, now: Date): string {
  const today = dayOf(now);
  if (kind === 'daily') {
    const paidToday = now.getUTCHours() >= dailyCashbackHourUtc;
    return addDays(today, paidToday ? -1 : -2);
  }
  // Monday of this week, then the week before it once this Monday's payment time has come.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  const paidThisWeek = sinceMonday > 0 || now.getUTCHours() >= weeklyCashbackHourUtc;
  return addDays(thisMonday, paidThisWeek ? -7 : -14);
}

/** How many missed periods a pass catches up on after the job did not run (a stopped site). */
export const cashbackCatchUp = { daily: 7, weekly: 2 } as const satisfies Record<CashbackKind, number>;

/**
 * The periods a pass pays, oldest first: the due one, and the ones missed since `lastDone` (the latest
 * period paid in full), at most `cashbackCatchUp` of them. A first run pays the due period only.
 */
export function periodsToRun(kind: CashbackKind, lastDone: string | undefined, due: string): string[] {
  if (lastDone !== undefined && lastDone >= due) return [];
  const step = kind === 'daily' ? 1 : 7;
  const periods = [due];
  while (periods.length < cashbackCatchUp[kind]) {
    const before = addDays(periods[0] ?? due, -step);
    if (lastDone === undefined || before <= lastDone) break;
    periods.unshift(before);
  }
  return periods;
}

/** The ledger transfer of one player's cashback for one period: at most one, however often a pass runs. */
export function cashbackTransferId(kind: CashbackKind, period: string, playerId: number): string {
  return `cashback:${kind}:${period}:${playerId}`;
}
