// The provider wallet's rules on in-memory storage and the in-memory ledger: what a bet, a win and a
// rollback take or pay, what each refuses (and that a refusal moves nothing), and the answers a repeated
// transaction_uuid gets. What needs a transaction rolled back (a late bet after its rollback: its stake
// is moved, then undone when the cancelled row is found) stays with wallet-api-rollback.int.test.ts.
import { randomUUID } from 'node:crypto';
import type { BetRequest, RollbackRequest, WinRequest } from '@reelvault/contract/calls/wallet-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { memoryGaming } from '../../../test/memory/gaming';
import type { GameProvider } from './service';

const game = 'fruit-reels';
/** Cents on the wire (its unit is 0.00001). */
const wire = (cents: number) => cents * 1000;

interface Table {
  readonly playerId: number;
  readonly session: { token: string; user: string };
}

function bet(table: Table, cents: number, overrides: Partial<BetRequest> = {}): BetRequest {
  return {
    user: table.session.user,
    transaction_uuid: randomUUID(),
    token: table.session.token,
    request_uuid: randomUUID(),
    round: randomUUID(),
    round_closed: false,
    game_code: game,
    currency: 'EUR',
    amount: wire(cents),
    ...overrides,
  };
}

const win = (
  table: Table,
  of: BetRequest,
  cents: number,
  overrides: Partial<WinRequest> = {},
): WinRequest => ({
  ...bet(table, cents),
  round: of.round,
  round_closed: true,
  reference_transaction_uuid: of.transaction_uuid,
  ...overrides,
});

const rollback = (table: Table, of: { transaction_uuid: string; round: string }): RollbackRequest => ({
  user: table.session.user,
  transaction_uuid: randomUUID(),
  token: table.session.token,
  request_uuid: randomUUID(),
  reference_transaction_uuid: of.transaction_uuid,
  round: of.round,
  round_closed: true,
  game_code: game,
});

describe('provider wallet', () => {
  let t: ReturnType<typeof memoryGaming>;
  let provider: GameProvider;
  let nextPlayer = 100;

  beforeEach(async () => {
    t = memoryGaming(new ManualClock('2026-04-01T10:00:00.000Z'));
    provider = await t.registerProvider('studio-a');
  });

  async function table(cents: number): Promise<Table> {
    nextPlayer += 1;
    await t.fundedPlayer(nextPlayer, BigInt(cents));
    const session = await t.gaming.openGameSession({
      playerId: nextPlayer,
      providerCode: provider.code,
      gameCode: game,
    });
    return { playerId: nextPlayer, session };
  }

  const sessionOf = (at: Table) => t.gaming.findSession(at.session.token);
  const placeBet = async (at: Table, request: BetRequest) =>
    t.gaming.placeBet(provider, await sessionOf(at), request);
  const settleWin = async (at: Table, request: WinRequest) =>
    t.gaming.settleWin(provider, await sessionOf(at), request);
  const rollBack = async (at: Table, request: RollbackRequest) =>
    t.gaming.rollback(provider, await sessionOf(at), request);

  describe('bet', () => {
    it('takes the stake from cash, records the open bet and its round, and answers the balance', async () => {
      const at = await table(10_000);
      const request = bet(at, 1_250);
      expect(await placeBet(at, request)).toEqual({ status: 'RS_OK', balance: 8_750n, currency: 'EUR' });
      expect(await t.cashOf(at.playerId)).toBe(8_750n);
      expect(t.repository.transactions).toMatchObject([{ kind: 'bet', state: 'open', amount: 1_250n }]);
      expect(t.repository.rounds).toMatchObject([{ round: request.round, betTotal: 1_250n, closed: false }]);
    });

    it('takes nothing from a player the gate disables or whose limits the bet would break', async () => {
      const at = await table(5_000);
      t.gate.disabled.add(at.playerId);
      expect(await placeBet(at, bet(at, 100))).toEqual({
        status: 'RS_ERROR_USER_DISABLED',
        balance: 5_000n,
        currency: 'EUR',
      });
      t.gate.disabled.delete(at.playerId);
      t.gate.limited.add(at.playerId);
      expect((await placeBet(at, bet(at, 100))).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect(await t.cashOf(at.playerId)).toBe(5_000n);
      expect(t.repository.transactions).toEqual([]);
      expect(t.ledger.ledger.transfers.size).toBe(1);
    });

    it('refuses a stake above the cash with the balance, and records nothing', async () => {
      const at = await table(500);
      expect(await placeBet(at, bet(at, 501))).toEqual({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: 500n,
        currency: 'EUR',
      });
      expect(t.repository.transactions).toEqual([]);
    });

    it('refuses another game, another currency and an amount finer than a cent', async () => {
      const at = await table(5_000);
      expect((await placeBet(at, bet(at, 100, { game_code: 'other' }))).status).toBe('RS_ERROR_INVALID_GAME');
      expect((await placeBet(at, bet(at, 100, { currency: 'USD' }))).status).toBe('RS_ERROR_WRONG_CURRENCY');
      expect((await placeBet(at, bet(at, 0, { amount: 100_001 }))).status).toBe('RS_ERROR_WRONG_TYPES');
      expect(await t.cashOf(at.playerId)).toBe(5_000n);
    });

    it('replays a repeated bet once taken and calls other content with its uuid a duplicate', async () => {
      const at = await table(10_000);
      const request = bet(at, 1_000);
      const first = await placeBet(at, request);
      await placeBet(at, bet(at, 500));
      expect(await placeBet(at, { ...request, request_uuid: randomUUID() })).toEqual(first);
      expect((await placeBet(at, { ...request, amount: wire(2_000) })).status).toBe(
        'RS_ERROR_DUPLICATE_TRANSACTION',
      );
      expect(await t.cashOf(at.playerId)).toBe(8_500n);
    });

    it('refuses bets once the session expired by the clock or ended, but replays one taken before', async () => {
      const at = await table(5_000);
      const taken = bet(at, 100);
      await placeBet(at, taken);
      t.clock.advanceMinutes(60);
      expect((await placeBet(at, bet(at, 100))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await placeBet(at, { ...taken, request_uuid: randomUUID() })).toMatchObject({
        status: 'RS_OK',
        balance: 4_900n,
      });
      const other = await table(5_000);
      await t.gaming.endGameSession(other.session.token);
      expect((await placeBet(other, bet(other, 100))).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await t.cashOf(other.playerId)).toBe(5_000n);
    });
  });

  describe('win', () => {
    it('pays the win and marks the bet settled; a bet takes further wins', async () => {
      const at = await table(1_000);
      const stake = bet(at, 400);
      await placeBet(at, stake);
      expect(await settleWin(at, win(at, stake, 1_500))).toMatchObject({ status: 'RS_OK', balance: 2_100n });
      expect(await settleWin(at, win(at, stake, 50))).toMatchObject({ status: 'RS_OK', balance: 2_150n });
      expect(
        t.repository.transactions.find((row) => row.transactionUuid === stake.transaction_uuid)?.state,
      ).toBe('done');
      expect(t.repository.rounds).toMatchObject([{ betTotal: 400n, winTotal: 1_550n, closed: true }]);
    });

    it('refuses a win for a bet it never saw, or a bet of another player, and pays nothing', async () => {
      const at = await table(1_000);
      const unknown = win(at, bet(at, 0), 500);
      expect(await settleWin(at, unknown)).toEqual({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 1_000n,
        currency: 'EUR',
      });
      const other = await table(1_000);
      const theirs = bet(other, 100);
      await placeBet(other, theirs);
      expect((await settleWin(at, win(at, theirs, 500))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await t.cashOf(at.playerId)).toBe(1_000n);
      expect(t.repository.transactions.map((row) => row.kind)).toEqual(['bet']);
    });

    it('pays a win after the session ended or expired', async () => {
      const at = await table(1_000);
      const stake = bet(at, 200);
      await placeBet(at, stake);
      await t.gaming.endGameSession(at.session.token);
      t.clock.advanceMinutes(120);
      expect(await settleWin(at, win(at, stake, 700))).toMatchObject({ status: 'RS_OK', balance: 1_500n });
    });
  });

  describe('rollback', () => {
    it('refunds an open bet once, whatever rollbacks follow', async () => {
      const at = await table(1_000);
      const stake = bet(at, 600);
      await placeBet(at, stake);
      const request = rollback(at, stake);
      expect(await rollBack(at, request)).toMatchObject({ status: 'RS_OK', balance: 1_000n });
      expect(await rollBack(at, { ...request, request_uuid: randomUUID() })).toMatchObject({
        status: 'RS_OK',
        balance: 1_000n,
      });
      expect(await rollBack(at, rollback(at, stake))).toMatchObject({ status: 'RS_OK', balance: 1_000n });
      expect(await t.cashOf(at.playerId)).toBe(1_000n);
      expect(t.repository.rounds).toMatchObject([{ betTotal: 600n, refundTotal: 600n }]);
      // The refund wins over a late win.
      expect((await settleWin(at, win(at, stake, 900))).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await t.cashOf(at.playerId)).toBe(1_000n);
    });

    it('keeps the stake of a bet that a win settled (decision 0307)', async () => {
      const at = await table(10_000);
      const stake = bet(at, 100);
      await placeBet(at, stake);
      await settleWin(at, win(at, stake, 200));
      expect(await rollBack(at, rollback(at, stake))).toEqual({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 10_100n,
        currency: 'EUR',
      });
      expect(await t.cashOf(at.playerId)).toBe(10_100n);
    });

    it('rolls back bets only: a win, or a bet of another player, does not exist for it', async () => {
      const at = await table(1_000);
      const stake = bet(at, 400);
      await placeBet(at, stake);
      const paid = win(at, stake, 100);
      await settleWin(at, paid);
      expect((await rollBack(at, rollback(at, paid))).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const other = await table(1_000);
      expect((await rollBack(other, rollback(other, stake))).status).toBe(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      expect(await t.cashOf(at.playerId)).toBe(700n);
    });
  });

  it('tells a provider about players who played its games and no one else', async () => {
    const at = await table(2_500);
    expect(
      await t.gaming.userInfo(provider, undefined, { user: at.session.user, request_uuid: 'r' }),
    ).toEqual({
      status: 'RS_OK',
      balance: 2_500n,
      currency: 'EUR',
    });
    const stranger = await t.registerProvider('studio-b');
    expect(
      await t.gaming.userInfo(stranger, undefined, { user: at.session.user, request_uuid: 'r' }),
    ).toEqual({
      status: 'RS_ERROR_UNKNOWN',
    });
    t.gate.disabled.add(at.playerId);
    expect(
      (await t.gaming.userInfo(provider, undefined, { user: at.session.user, request_uuid: 'r' })).status,
    ).toBe('RS_ERROR_USER_DISABLED');
  });
});
