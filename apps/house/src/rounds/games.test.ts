// What each game adds to a round before any money moves: the drafts refuse what the table does not take,
// and the page shows each engine's own figures.
import { BLACKJACK_HOUSE_EDGE_PERCENT } from '@reelvault/fair/blackjack';
import { parSheetOf } from '@reelvault/fair/slots/par-sheets';
import { describe, expect, it } from 'vitest';
import { StudioError } from '../errors';
import type { LaunchedGame } from '../schema';
import { baccaratLimits, blackjackLimits, rouletteLimits, slotStakes } from '../stakes';
import { baccaratDraft } from './baccarat';
import { blackjackDraft } from './blackjack';
import { gameRules } from './engines';
import { rouletteDraft } from './roulette';
import { slotDraft, slotModelOf } from './slot';

const game = (model: string, theme = 'egypt'): LaunchedGame => ({
  title: 'Test game',
  model,
  palette: { from: '#000000', to: '#111111', accent: '#ffcc00', ink: '#ffffff' },
  theme,
});

function refusal(play: () => unknown): StudioError['code'] | undefined {
  try {
    play();
  } catch (error) {
    if (error instanceof StudioError) return error.code;
    throw error;
  }
  return undefined;
}

describe('slot rounds', () => {
  const stakes = slotStakes('EUR');
  const stake = stakes[0] ?? 0n;

  it('play the catalogue model’s studio model, at a stake from the ladder only', () => {
    const draft = slotDraft(game('slot-high'), 'EUR', stake);
    expect(draft).toMatchObject({ engine: 'slot', stake, play: { model: 'classic-high' } });
    expect(refusal(() => slotDraft(game('slot-high'), 'EUR', stake + 100_000n))).toBe('BET_REFUSED');
    expect(refusal(() => slotDraft(game('slot-high'), 'EUR', stake + 1n))).toBe('BET_REFUSED');
    expect(refusal(() => slotDraft(game('no-such-model'), 'EUR', stake))).toBe('NOT_FOUND');
  });

  it('show the paytable, the stakes and the model’s exact RTP', () => {
    const rules = gameRules('slot', game('slot-low'), 'slot-1', 'EUR');
    if (rules.engine !== 'slot') throw new Error('not slot rules');
    expect(rules.model).toBe('classic-low');
    expect(rules.rtp).toBe(parSheetOf('classic-low').rtp.decimal);
    expect(rules.stakes).toEqual(stakes.map(String));
    expect(rules.symbols.map((symbol) => symbol.code)).toEqual(
      slotModelOf(game('slot-low')).symbols.map((symbol) => symbol.id),
    );
  });
});

describe('table rounds', () => {
  it('stake the sum of the roulette bets, within the table’s limits', () => {
    const draft = rouletteDraft('EUR', [
      { kind: 'red', amount: 100_000n },
      { kind: 'straight', numbers: [17], amount: 100_000n },
    ]);
    expect(draft.stake).toBe(200_000n);
    const tooMuch = rouletteLimits('EUR').maxStraightUp + 100_000n;
    expect(refusal(() => rouletteDraft('EUR', [{ kind: 'straight', numbers: [17], amount: tooMuch }]))).toBe(
      'BET_REFUSED',
    );
    expect(refusal(() => rouletteDraft('EUR', [{ kind: 'red', amount: 100_500n }]))).toBe('BET_REFUSED');
  });

  it('stake the sum of the baccarat sides, within the table’s limits', () => {
    const minBet = baccaratLimits('EUR').minBet;
    expect(baccaratDraft('EUR', { player: minBet, tie: minBet }).stake).toBe(2n * minBet);
    expect(refusal(() => baccaratDraft('EUR', { banker: minBet - 1_000n }))).toBe('BET_REFUSED');
  });

  it('take a blackjack bet from the minimum to the maximum only', () => {
    const { minBet, maxBet } = blackjackLimits('EUR');
    expect(blackjackDraft('EUR', minBet)).toMatchObject({ engine: 'blackjack', stake: minBet });
    expect(refusal(() => blackjackDraft('EUR', maxBet + 100_000n))).toBe('BET_REFUSED');
    expect(refusal(() => blackjackDraft('EUR', minBet - 1_000n))).toBe('BET_REFUSED');
  });

  it('show each engine’s own house edge', () => {
    expect(gameRules('roulette', game('roulette'), 'r', 'EUR')).toMatchObject({ house_edge: '2.70' });
    expect(gameRules('blackjack', game('blackjack'), 'b', 'EUR')).toMatchObject({
      house_edge: BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2),
    });
    const baccarat = gameRules('baccarat', game('baccarat'), 'c', 'EUR');
    if (baccarat.engine !== 'baccarat') throw new Error('not baccarat rules');
    expect(Object.keys(baccarat.house_edges)).toEqual(expect.arrayContaining(['player', 'banker', 'tie']));
  });
});
