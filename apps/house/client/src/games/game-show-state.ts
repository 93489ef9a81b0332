// What the game show's page knows (decision 0606), kept from its state call and the live events: the round
// now and its bets, the player's own bet, the last rounds' crash points, and how far the server's clock is
// from this one (the flight is drawn from the server's times). Pure functions, so the page's logic is tested
// without a browser.
import type {
  GameShowEvent,
  MyShowBet,
  ShowBetView,
  ShowRoundView,
  ShowStateReply,
} from '@reelvault/contract/calls/game-show';
import {
  flightCents,
  maxCrashCents,
  minCashOutCents,
  multiplierCents,
  multiplierText,
} from '@reelvault/fair/crash';

export interface CrashedRound {
  readonly id: string;
  readonly number: number;
  readonly crash_point: string;
}

export interface ShowView {
  readonly round: ShowRoundView | null;
  /** The round's bets, newest last. */
  readonly bets: readonly ShowBetView[];
  readonly myBet: MyShowBet | null;
  /** The last crashed rounds, newest first. */
  readonly recent: readonly CrashedRound[];
  /** The server's clock minus this one's, in ms, as of the last round seen. */
  readonly clockOffsetMs: number;
}

/** How many crash points the page lists. */
export const recentShown = 12;

function offsetOf(round: ShowRoundView | null, localNow: number): number {
  return round ? Date.parse(round.server_time) - localNow : 0;
}

function withCrashed(recent: readonly CrashedRound[], round: ShowRoundView): readonly CrashedRound[] {
  if (round.phase !== 'crashed' || round.crash_point === null) return recent;
  if (recent.some((item) => item.id === round.id)) return recent;
  return [{ id: round.id, number: round.number, crash_point: round.crash_point }, ...recent].slice(
    0,
    recentShown,
  );
}

export function initialView(state: ShowStateReply, localNow: number): ShowView {
  const round = state.round;
  return {
    round,
    bets: round?.bets ?? [],
    myBet: state.my_bet && round && state.my_bet.round_id === round.id ? state.my_bet : null,
    recent: round ? withCrashed(state.recent, round) : state.recent,
    clockOffsetMs: offsetOf(round, localNow),
  };
}

/** The player's own bet as an event shows it (the target is only in the player's own view). */
function mergedMine(mine: MyShowBet | null, bet: ShowBetView): MyShowBet | null {
  if (!mine || mine.id !== bet.id) return mine;
  return { ...bet, auto_cash_out: mine.auto_cash_out };
}

function upsert(bets: readonly ShowBetView[], bet: ShowBetView): readonly ShowBetView[] {
  return bets.some((item) => item.id === bet.id)
    ? bets.map((item) => (item.id === bet.id ? bet : item))
    : [...bets, bet];
}

/** The view after one event of the stream. */
export function applyEvent(view: ShowView, event: GameShowEvent, localNow: number): ShowView {
  if (event.event === 'round') {
    const round = event.data;
    const sameRound = view.round?.id === round.id;
    // A round event carries its bets as they stand; ones told since (in this round) are kept.
    const bets = sameRound ? round.bets.reduce(upsert, view.bets) : round.bets;
    const mine = view.myBet?.round_id === round.id ? view.myBet : null;
    const told = mine ? bets.find((bet) => bet.id === mine.id) : undefined;
    return {
      round,
      bets,
      myBet: told ? mergedMine(mine, told) : mine,
      recent: withCrashed(view.recent, round),
      clockOffsetMs: offsetOf(round, localNow),
    };
  }
  const bet = event.data;
  if (view.round && bet.round_id !== view.round.id) return view;
  return { ...view, bets: upsert(view.bets, bet), myBet: mergedMine(view.myBet, bet) };
}

/** The page's own bet after a bet or cash-out call answered (the events may tell it again, later). */
export function withMyBet(view: ShowView, bet: MyShowBet): ShowView {
  return { ...view, myBet: bet, bets: upsert(view.bets, bet) };
}

export type ShowMoment =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'betting'; readonly secondsLeft: number }
  | { readonly phase: 'flying'; readonly cents: number }
  | { readonly phase: 'crashed'; readonly crashPoint: string };

/**
 * Where the round is at `localNow`: the betting window's seconds left, the flight's multiplier (from the
 * end of the window on the server's clock, until the crash is told), or the crash point.
 */
export function momentOf(view: ShowView, localNow: number): ShowMoment {
  const round = view.round;
  if (!round) return { phase: 'waiting' };
  if (round.phase === 'crashed' && round.crash_point !== null) {
    return { phase: 'crashed', crashPoint: round.crash_point };
  }
  const serverNow = localNow + view.clockOffsetMs;
  const untilFlight = Date.parse(round.betting_ends_at) - serverNow;
  if (untilFlight > 0) return { phase: 'betting', secondsLeft: Math.ceil(untilFlight / 1000) };
  return { phase: 'flying', cents: flightCents(-untilFlight) };
}

/** Whether the player may bet now: a window open and no bet of theirs in this round. */
export function canBet(view: ShowView, moment: ShowMoment): boolean {
  return moment.phase === 'betting' && view.myBet === null;
}

/** Whether the player may cash out now: their bet stands and the round flies at 1.01x or more. */
export function canCashOut(view: ShowView, moment: ShowMoment): boolean {
  return view.myBet?.state === 'standing' && moment.phase === 'flying' && moment.cents >= minCashOutCents;
}

/** An auto cash-out as typed ("2", "2.5", "2.50"), as the call wants it ("2.50"); null when invalid. */
export function autoCashOutText(typed: string): string | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  const cents = multiplierCents(text);
  if (cents < minCashOutCents || cents > maxCrashCents) return null;
  return multiplierText(cents);
}
