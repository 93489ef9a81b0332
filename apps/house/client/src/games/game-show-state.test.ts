// The game show page's logic: the state call and the events make one view (the round, its bets, the
// player's own bet, the last crash points), the flight is drawn on the server's clock, and the Bet and
// Cash out buttons are offered only when the studio would take them.
import type {
  MyShowBet,
  ShowBetView,
  ShowRoundView,
  ShowStateReply,
} from '@reelvault/contract/calls/game-show';
import { flightMs } from '@reelvault/fair/crash';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  autoCashOutText,
  canBet,
  canCashOut,
  initialView,
  momentOf,
  recentShown,
  withMyBet,
} from './game-show-state';

const start = Date.parse('2026-11-28T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function round(id: string, overrides: Partial<ShowRoundView> = {}): ShowRoundView {
  return {
    id,
    number: 7,
    chain: { id: '1', terminal_hash: 'ab'.repeat(32), salt: 'reelvault-game-show', length: 10_000 },
    hash: 'cd'.repeat(32),
    phase: 'betting',
    betting_ends_at: iso(start + 5_000),
    server_time: iso(start),
    crash_point: null,
    seed: null,
    bets: [],
    ...overrides,
  };
}

const roundA = '00000000-0000-4000-8000-00000000000a';
const roundB = '00000000-0000-4000-8000-00000000000b';

function bet(id: string, overrides: Partial<ShowBetView> = {}): ShowBetView {
  return {
    id,
    round_id: roundA,
    player: '3f***a',
    currency: 'EUR',
    stake: '100000',
    state: 'standing',
    cash_out: null,
    payout: null,
    ...overrides,
  };
}

const mine: MyShowBet = { ...bet('00000000-0000-4000-8000-000000000001'), auto_cash_out: '2.00' };
const theirs = bet('00000000-0000-4000-8000-000000000002', { player: '9c***1' });

function state(overrides: Partial<ShowStateReply> = {}): ShowStateReply {
  return {
    currency: 'EUR',
    game: null,
    rules: {
      min_bet: '10000',
      max_bet: '100000000',
      rtp: '99.00',
      instant_crash: '1.98',
      max_multiplier: '1000.00',
      growth_per_ms: 0.00006,
      betting_ms: 5_000,
    },
    round: round(roundA),
    my_bet: null,
    recent: [],
    ...overrides,
  };
}

describe("the game show page's view", () => {
  it('counts the window down on the server clock, even when this clock is off', () => {
    // This clock is 2 s behind the server's.
    const view = initialView(state(), start - 2_000);
    expect(momentOf(view, start - 2_000)).toEqual({ phase: 'betting', secondsLeft: 5 });
    expect(momentOf(view, start + 1_500)).toEqual({ phase: 'betting', secondsLeft: 2 });
    expect(canBet(view, momentOf(view, start))).toBe(true);
  });

  it('draws the flight from the end of the window until the crash is told', () => {
    const view = initialView(state(), start);
    const flying = momentOf(view, start + 5_000 + flightMs(235));
    expect(flying).toEqual({ phase: 'flying', cents: 235 });
    expect(canBet(view, flying)).toBe(false);
    // No bet of the player's: nothing to cash out.
    expect(canCashOut(view, flying)).toBe(false);
    const crashed = applyEvent(
      view,
      {
        event: 'round',
        data: round(roundA, { phase: 'crashed', crash_point: '2.35', seed: 'ef'.repeat(32) }),
      },
      start + 9_000,
    );
    expect(momentOf(crashed, start + 9_000)).toEqual({ phase: 'crashed', crashPoint: '2.35' });
    expect(crashed.recent[0]).toEqual({ id: roundA, number: 7, crash_point: '2.35' });
  });

  it("shows every player's bet as it arrives and keeps the player's own target", () => {
    let view = withMyBet(initialView(state(), start), mine);
    expect(canBet(view, momentOf(view, start))).toBe(false);
    view = applyEvent(view, { event: 'bet', data: theirs }, start);
    expect(view.bets.map((item) => item.player)).toEqual(['3f***a', '9c***1']);
    // In flight, the standing bet may be cashed out from 1.01x, not at 1.00x.
    expect(canCashOut(view, momentOf(view, start + 5_000))).toBe(false);
    expect(canCashOut(view, momentOf(view, start + 5_000 + flightMs(101)))).toBe(true);
    // The event of the player's own cash-out: its state changes, its target stays.
    view = applyEvent(
      view,
      { event: 'bet', data: { ...mine, state: 'cashed_out', cash_out: '1.50', payout: '150000' } },
      start,
    );
    expect(view.myBet).toMatchObject({ state: 'cashed_out', cash_out: '1.50', auto_cash_out: '2.00' });
    expect(canCashOut(view, momentOf(view, start + 5_000 + flightMs(200)))).toBe(false);
    // A bet of another round is not this round's.
    const other = applyEvent(
      view,
      { event: 'bet', data: { ...theirs, id: roundB, round_id: roundB } },
      start,
    );
    expect(other.bets).toHaveLength(2);
  });

  it('starts afresh with the next round, the last crash point first in the list', () => {
    let view = withMyBet(
      initialView(state({ recent: [{ id: roundB, number: 6, crash_point: '1.00' }] }), start),
      mine,
    );
    view = applyEvent(
      view,
      {
        event: 'round',
        data: round(roundA, { phase: 'crashed', crash_point: '3.10', seed: 'ef'.repeat(32) }),
      },
      start,
    );
    const next = '00000000-0000-4000-8000-00000000000c';
    view = applyEvent(view, { event: 'round', data: round(next, { number: 8 }) }, start + 12_000);
    expect(view.myBet).toBeNull();
    expect(view.bets).toEqual([]);
    expect(view.recent.map((item) => item.crash_point)).toEqual(['3.10', '1.00']);
    // The same crash told twice is listed once; the list keeps the last rounds only.
    for (let number = 0; number < recentShown + 3; number += 1) {
      const id = `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
      const crashed = round(id, { number, phase: 'crashed', crash_point: '1.20', seed: 'ef'.repeat(32) });
      view = applyEvent(
        applyEvent(view, { event: 'round', data: crashed }, start),
        { event: 'round', data: crashed },
        start,
      );
    }
    expect(view.recent).toHaveLength(recentShown);
    expect(new Set(view.recent.map((item) => item.id)).size).toBe(recentShown);
  });

  it('reads an auto cash-out as typed, from 1.01x to 1000.00x', () => {
    expect(autoCashOutText('2')).toBe('2.00');
    expect(autoCashOutText(' 2,5 ')).toBe('2.50');
    expect(autoCashOutText('1000')).toBe('1000.00');
    expect(autoCashOutText('1.00')).toBeNull();
    expect(autoCashOutText('1000.01')).toBeNull();
    expect(autoCashOutText('2.555')).toBeNull();
    expect(autoCashOutText('two')).toBeNull();
  });
});
