// Stakes and wins of the in-house studio in whole minor units of the player's currency: odd stakes (1.01 EUR,
// 201 JPY) at every table pay what the rules say rounded for the player and the platform books the win; a
// stake finer than the currency is refused before any money moves; a win the platform refuses is sent again
// by the sweeper, and one it keeps refusing is given up: the bets are rolled back and an operator alerted.
import {
  roundRecord,
  roundReply,
  type BlackjackActionInput,
  type RoundRecordReply,
  type RouletteBetInput,
} from '@reelvault/contract/calls/studio';
import type { ReplayedRound } from '@reelvault/fair/round-replay';
import { slotModel } from '@reelvault/fair/slots/slot-models';
import { describe, expect, it } from 'vitest';
import { cashOf, GamePage, steerNextRound, useHouseTestApp } from './house';
import { fundedPlayer } from './ledger';

/** Wallet units (currency units x 100000) of an amount in minor units. */
const eurWire = (cents: bigint) => (cents * 1_000n).toString();
const jpyWire = (yen: bigint) => (yen * 100_000n).toString();

const baccaratPlay = (bets: Record<string, string>, minorUnit: string) => ({
  engine: 'baccarat-punto-banco' as const,
  mathVersion: '1.0.0',
  bets,
  minorUnit,
});
const blackjackPlay = (bet: string, actions: BlackjackActionInput[], minorUnit: string) => ({
  engine: 'blackjack' as const,
  mathVersion: '1.0.0',
  bet,
  actions,
  minorUnit,
});

const bankerWins = (round: ReplayedRound) =>
  round.engine === 'baccarat-punto-banco' && round.round.winner === 'banker';

describe('studio amounts in whole minor units', () => {
  const ctx = useHouseTestApp();

  async function open(identifier: string, minor: bigint, currency = 'EUR') {
    const { playerId } = await fundedPlayer(ctx.app.wallet, minor, currency);
    return { playerId, page: await GamePage.open(ctx.app, playerId, identifier) };
  }

  async function ledgerBalanced() {
    const check = await ctx.app.wallet.checkInvariants();
    expect(check).toMatchObject({ ok: true });
  }

  async function roundOf(page: GamePage, id: string): Promise<RoundRecordReply> {
    return roundRecord.parse((await page.send('GET', `/house/api/rounds/${id}`)).body);
  }

  async function dealBaccarat(page: GamePage, bets: Record<string, string>) {
    const answer = await page.send('POST', '/house/api/baccarat/deal', { bets });
    expect(answer.statusCode, answer.text).toBe(200);
    return roundReply.parse(answer.body).round;
  }

  describe('odd stakes are paid, rounded for the player, and the platform books the win', () => {
    it('baccarat: a banker win on 1.01 EUR pays 1.97 (5 cents of commission, not 5.05)', async () => {
      const { playerId, page } = await open('gamma-monaco-baccarat', 10_000n);
      const bets = { banker: eurWire(101n) };
      await steerNextRound(ctx.app, page, baccaratPlay(bets, '1000'), bankerWins);
      const round = await dealBaccarat(page, bets);
      expect(round).toMatchObject({ state: 'settled', stake: eurWire(101n), payout: eurWire(197n) });
      expect(round.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['win', 'done'],
      ]);
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 101n + 197n);
      await ledgerBalanced();
    });

    it('baccarat: a banker win on 1.03 EUR with a tie bet beside it, and on 201 JPY', async () => {
      const eur = await open('gamma-monaco-baccarat', 10_000n);
      const bets = { banker: eurWire(103n), tie: eurWire(103n) };
      await steerNextRound(ctx.app, eur.page, baccaratPlay(bets, '1000'), bankerWins);
      const round = await dealBaccarat(eur.page, bets);
      // 1.03 x 2 less floor(103 / 20) = 5 cents: 2.01; the tie loses.
      expect(round).toMatchObject({ state: 'settled', payout: eurWire(201n) });
      expect(await cashOf(ctx.app, eur.playerId)).toBe(10_000n - 206n + 201n);

      const jpy = await open('gamma-monaco-baccarat', 10_000n, 'JPY');
      const yen = { banker: jpyWire(201n) };
      await steerNextRound(ctx.app, jpy.page, baccaratPlay(yen, '100000'), bankerWins);
      const coup = await dealBaccarat(jpy.page, yen);
      // 201 x 2 less floor(201 / 20) = 10 yen.
      expect(coup).toMatchObject({ state: 'settled', payout: jpyWire(392n) });
      expect(await cashOf(ctx.app, jpy.playerId)).toBe(10_000n - 201n + 392n);
      await ledgerBalanced();
    });

    it('blackjack: a blackjack on 1.01 EUR pays 3 to 2 rounded up (2.53 back), and on 201 JPY (503 back)', async () => {
      const isBlackjack = (round: ReplayedRound) =>
        round.engine === 'blackjack' && round.round.result?.hands[0]?.outcome === 'blackjack';
      for (const [currency, bet, back, minorUnit] of [
        ['EUR', eurWire(101n), 253n, '1000'],
        ['JPY', jpyWire(201n), 503n, '100000'],
      ] as const) {
        const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n, currency);
        await steerNextRound(ctx.app, page, blackjackPlay(bet, [], minorUnit), isBlackjack);
        const answer = await page.send('POST', '/house/api/blackjack/deal', { bet });
        expect(answer.statusCode, answer.text).toBe(200);
        const { round } = roundReply.parse(answer.body);
        expect(round).toMatchObject({ state: 'settled', payout: (BigInt(minorUnit) * back).toString() });
        expect(await cashOf(ctx.app, playerId)).toBe(10_000n - BigInt(bet) / BigInt(minorUnit) + back);
      }
      await ledgerBalanced();
    });

    it('blackjack on 1.01 EUR: insurance costs 0.50 and pays 1.50; a double and a split are paid too', async () => {
      const cases: { actions: BlackjackActionInput[]; wanted: (round: ReplayedRound) => boolean }[] = [
        {
          actions: [{ type: 'insurance', take: true }],
          // The dealer's blackjack beats the player's hand: a player's blackjack beside it would push.
          wanted: (round) =>
            round.engine === 'blackjack' &&
            round.round.result?.dealerBlackjack === true &&
            round.round.result.hands[0]?.outcome === 'lose',
        },
        {
          actions: [{ type: 'double' }],
          wanted: (round) => round.engine === 'blackjack' && round.round.result?.hands[0]?.outcome === 'win',
        },
        {
          actions: [{ type: 'split' }, { type: 'stand' }, { type: 'stand' }],
          wanted: (round) =>
            round.engine === 'blackjack' &&
            (round.round.result?.hands ?? []).filter((hand) => hand.outcome === 'win').length === 2,
        },
      ];
      const bet = eurWire(101n);
      const paid: string[] = [];
      for (const { actions, wanted } of cases) {
        const { playerId, page } = await open('gamma-vienna-blackjack', 10_000n);
        await steerNextRound(ctx.app, page, blackjackPlay(bet, actions, '1000'), wanted);
        const dealt = await page.send('POST', '/house/api/blackjack/deal', { bet });
        expect(dealt.statusCode, dealt.text).toBe(200);
        let { round } = roundReply.parse(dealt.body);
        for (const action of actions) {
          const step = await page.send('POST', '/house/api/blackjack/action', { round_id: round.id, action });
          expect(step.statusCode, step.text).toBe(200);
          ({ round } = roundReply.parse(step.body));
        }
        expect(round.state).toBe('settled');
        expect(round.transactions.every((call) => call.state === 'done')).toBe(true);
        const staked = BigInt(round.stake) / 1000n;
        expect(await cashOf(ctx.app, playerId)).toBe(10_000n - staked + BigInt(round.payout ?? '') / 1000n);
        paid.push(`${round.stake}/${round.payout}`);
      }
      // Insurance half of 1.01 rounded down; doubled 2.02 won; two split hands of 1.01 won.
      expect(paid).toEqual([
        `${eurWire(151n)}/${eurWire(150n)}`,
        `${eurWire(202n)}/${eurWire(404n)}`,
        `${eurWire(202n)}/${eurWire(404n)}`,
      ]);
      await ledgerBalanced();
    });

    it('roulette: 1.01 on odd and 0.53 straight on 17 pay 2.02 and 19.08', async () => {
      const { playerId, page } = await open('gamma-royal-roulette', 10_000n);
      const bets: RouletteBetInput[] = [
        { kind: 'odd', amount: eurWire(101n) },
        { kind: 'straight', numbers: [17], amount: eurWire(53n) },
      ];
      await steerNextRound(
        ctx.app,
        page,
        { engine: 'roulette-european', mathVersion: '1.0.0', bets },
        (round) => round.engine === 'roulette-european' && round.round.pocket === 17,
      );
      const answer = await page.send('POST', '/house/api/roulette/spin', { bets });
      expect(answer.statusCode, answer.text).toBe(200);
      expect(roundReply.parse(answer.body).round).toMatchObject({ state: 'settled', payout: eurWire(2110n) });
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 154n + 2110n);
      await ledgerBalanced();
    });

    it('slots in JPY: the lowest stake pays whole yen on a win of an odd number of line bets', async () => {
      const { playerId, page } = await open('sands-of-gold', 10_000n, 'JPY');
      const state = (await page.send('GET', '/house/api/state')).body as {
        game: { rules: { stakes: string[]; lines: unknown[]; model: string } };
      };
      const { stakes, lines, model } = state.game.rules;
      const stake = BigInt(stakes[0] ?? '0');
      const lineBet = stake / BigInt(lines.length);
      await steerNextRound(
        ctx.app,
        page,
        {
          engine: 'video-slot-5x3',
          mathVersion: slotModel(model).mathVersion,
          model,
          stake: stake.toString(),
        },
        (round) =>
          round.engine === 'video-slot-5x3' &&
          round.round.totalPayout > 0n &&
          (round.round.totalPayout / lineBet) % 2n === 1n,
      );
      ctx.clock.advance(2_500);
      const answer = await page.send('POST', '/house/api/slot/spin', { stake: stake.toString() });
      expect(answer.statusCode, answer.text).toBe(200);
      const { round } = roundReply.parse(answer.body);
      expect(round.state).toBe('settled');
      expect(BigInt(round.payout ?? '0') % 100_000n).toBe(0n);
      expect(await cashOf(ctx.app, playerId)).toBe(
        10_000n - stake / 100_000n + BigInt(round.payout ?? '0') / 100_000n,
      );
      await ledgerBalanced();
    });
  });

  it('refuses a stake finer than the currency at every game, and takes nothing', async () => {
    const attempts: [string, string, string, object][] = [
      ['gamma-monaco-baccarat', 'EUR', '/house/api/baccarat/deal', { bets: { banker: '101500' } }],
      ['gamma-monaco-baccarat', 'JPY', '/house/api/baccarat/deal', { bets: { player: '20050000' } }],
      ['gamma-vienna-blackjack', 'EUR', '/house/api/blackjack/deal', { bet: '101500' }],
      [
        'gamma-royal-roulette',
        'EUR',
        '/house/api/roulette/spin',
        { bets: [{ kind: 'red', amount: '50500' }] },
      ],
      ['sands-of-gold', 'EUR', '/house/api/slot/spin', { stake: '20500' }],
    ];
    for (const [identifier, currency, path, body] of attempts) {
      const { playerId, page } = await open(identifier, 100_000n, currency);
      ctx.clock.advance(2_500);
      const answer = await page.send('POST', path, body);
      expect(answer.statusCode, `${path} ${answer.text}`).toBe(422);
      expect(answer.body).toMatchObject({ code: 'BET_REFUSED', message: expect.stringMatching(/whole/) });
      expect(await cashOf(ctx.app, playerId)).toBe(100_000n);
      expect(((await page.send('GET', '/house/api/rounds')).body as { rounds: unknown[] }).rounds).toEqual(
        [],
      );
    }
  });

  describe('a win the platform refuses', () => {
    const bets = { banker: eurWire(101n) };

    async function refusedCoup() {
      const { playerId, page } = await open('gamma-monaco-baccarat', 10_000n);
      await steerNextRound(ctx.app, page, baccaratPlay(bets, '1000'), bankerWins);
      const round = await dealBaccarat(page, bets);
      expect(round).toMatchObject({ state: 'open', payout: eurWire(197n) });
      expect(round.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['win', 'refused'],
      ]);
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 101n);
      return { playerId, page, round };
    }

    async function sweepLater() {
      ctx.clock.advance(31_000);
      await ctx.app.houseStudio?.sweep();
    }

    it('is sent again by the sweeper and paid once the platform takes it', async () => {
      ctx.wire.fail('win', 'validity', 1);
      const { playerId, page, round } = await refusedCoup();
      await sweepLater();
      expect(await roundOf(page, round.id)).toMatchObject({ state: 'settled', payout: eurWire(197n) });
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 101n + 197n);
      await sweepLater();
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n - 101n + 197n);
      expect((await ctx.app.houseStudio?.alerts())?.some((alert) => alert.roundId === round.id)).toBe(false);
      await ledgerBalanced();
    });

    it('refused again and again, is given up: the stake is rolled back to the player and an operator alerted', async () => {
      ctx.wire.fail('win', 'validity', 3);
      const { playerId, page, round } = await refusedCoup();
      await sweepLater();
      expect(await roundOf(page, round.id)).toMatchObject({ state: 'open' });
      await sweepLater();
      const refunded = await roundOf(page, round.id);
      expect(refunded.state).toBe('rolled_back');
      expect(refunded.transactions.map((call) => [call.kind, call.state])).toEqual([
        ['bet', 'done'],
        ['win', 'refused'],
        ['rollback', 'done'],
      ]);
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n);
      const alerts = (await ctx.app.houseStudio?.alerts()) ?? [];
      expect(alerts.filter((alert) => alert.roundId === round.id)).toEqual([
        expect.objectContaining({
          kind: 'win_refused_refunded',
          walletUser: `rv-${playerId}`,
          detail: expect.stringMatching(/RS_ERROR_WRONG_TYPES/),
        }),
      ]);
      await sweepLater();
      expect(await cashOf(ctx.app, playerId)).toBe(10_000n);
      expect(ctx.wire.faults.every((fault) => fault.times === 0)).toBe(true);
      await ledgerBalanced();
    });
  });
});
