// The game show's page as it first draws (no event yet): the betting window's countdown, every player's bet
// with masked names and the player's own marked, the last crash points linked to their verification on the
// site's fairness page, the stake choices from the rules, and the crash told in a live region.
import type { ShowStateReply } from '@reelvault/contract/calls/game-show';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StudioClient } from '../api';
import { studioClient } from '../api';
import { betNotice, GameShow, stakeLadder } from './game-show';
import { initialView } from './game-show-state';

const now = Date.now();
const roundId = '00000000-0000-4000-8000-00000000000a';
const previous = '00000000-0000-4000-8000-00000000000b';
const myBet = {
  id: '00000000-0000-4000-8000-000000000001',
  round_id: roundId,
  player: '3f***a',
  currency: 'EUR',
  stake: '100000',
  state: 'standing' as const,
  cash_out: null,
  payout: null,
  auto_cash_out: null,
};

const initial: ShowStateReply = {
  currency: 'EUR',
  game: {
    code: 'rocket-crash',
    title: 'Rocket Crash',
    palette: { from: '#101030', to: '#302060', accent: '#ffcc00', ink: '#ffffff' },
  },
  rules: {
    min_bet: '10000',
    max_bet: '100000000',
    rtp: '99.00',
    instant_crash: '1.98',
    max_multiplier: '1000.00',
    growth_per_ms: 0.00006,
    betting_ms: 5_000,
  },
  round: {
    id: roundId,
    number: 12,
    chain: { id: '1', terminal_hash: 'ab'.repeat(32), salt: 'reelvault-game-show', length: 10_000 },
    hash: 'cd'.repeat(32),
    phase: 'betting',
    betting_ends_at: new Date(now + 4_200).toISOString(),
    server_time: new Date(now).toISOString(),
    crash_point: null,
    seed: null,
    bets: [
      myBet,
      { ...myBet, id: '00000000-0000-4000-8000-000000000002', player: '9c***1', stake: '200000' },
    ],
  },
  my_bet: myBet,
  recent: [{ id: previous, number: 11, crash_point: '2.35' }],
};

// Drawn once without effects: no call is made, so the client is never used.
const client: StudioClient = studioClient('rocket-crash', 'studio-session');

describe("the game show's page", () => {
  const html = renderToStaticMarkup(<GameShow client={client} initial={initial} balance="9900000" />);

  it('shows the round taking bets and every bet, the names masked and the own one marked', () => {
    expect(html).toContain('<h1>Rocket Crash</h1>');
    expect(html).toMatch(/Bets close in [45] s/);
    expect(html).toContain('3f***a (you)');
    expect(html).toContain('9c***1');
    expect(html).toContain('<td>€2.00</td>');
    expect(html).not.toContain('Cash out');
  });

  it('links the last crash points to their verification, and has a live region for the crash', () => {
    expect(html).toContain(`href="/fairness?show_round=${previous}"`);
    expect(html).toContain('aria-label="Round 11 crashed at 2.35×: verify it on the fairness page"');
    expect(html).toMatch(/role="status" aria-live="assertive" data-testid="crash-announcement"/);
  });

  it('offers stakes from the minimum to the maximum bet', () => {
    expect(stakeLadder('10000', '100000000')).toEqual([
      '10000',
      '20000',
      '50000',
      '100000',
      '200000',
      '500000',
      '1000000',
      '2000000',
      '5000000',
      '10000000',
      '20000000',
      '50000000',
      '100000000',
    ]);
  });

  it("tells the player's outcome once the bet is over", () => {
    const view = initialView(initial, now);
    expect(betNotice(view, 'EUR')).toBeNull();
    const won = {
      ...view,
      myBet: { ...myBet, state: 'cashed_out' as const, cash_out: '1.50', payout: '150000' },
    };
    expect(betNotice(won, 'EUR')).toEqual({ kind: 'win', text: 'You cashed out at 1.50×: €1.50' });
    const lost = { ...view, myBet: { ...myBet, state: 'lost' as const, payout: '0' } };
    expect(betNotice(lost, 'EUR')?.text).toBe('The round crashed before you cashed out.');
  });
});
