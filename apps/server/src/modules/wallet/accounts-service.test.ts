// Accounts and balances on the in-memory ledger: the player's cash and bonus accounts (two separate floors),
// system accounts whose balance is derived from their transfers, and what a rolled-back caller leaves.
import { describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../db/database';
import { memoryWallet } from '../../../test/memory/wallet';
import { accountKinds, transferKinds } from './service';

/** A caller's transaction: another executor than the wallet's own, so nothing read in it counts as committed. */
const callerTransaction = Object.freeze({ callerTransaction: true }) as unknown as DbExecutor;

async function playerWithBonus(cash: bigint, bonus: bigint) {
  const memory = memoryWallet();
  const { wallet, db } = memory;
  const player = await wallet.openPlayerAccounts(db, { id: 11, currency: 'EUR' });
  const bonusExpense = await wallet.systemAccount(db, { kind: accountKinds.bonusExpense, currency: 'EUR' });
  const house = await wallet.systemAccount(db, {
    kind: accountKinds.houseRevenue,
    reference: 'house',
    currency: 'EUR',
  });
  const clearing = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: 'payop',
    currency: 'EUR',
  });
  await wallet.transfer(db, {
    id: 'deposit:1',
    debitAccountId: clearing.id,
    creditAccountId: player.cash.id,
    amount: cash,
    kind: transferKinds.deposit,
  });
  await wallet.transfer(db, {
    id: 'bonus:1',
    debitAccountId: bonusExpense.id,
    creditAccountId: player.bonus.id,
    amount: bonus,
    kind: transferKinds.bonusGrant,
  });
  return { ...memory, player, bonusExpense, house, clearing };
}

describe('accounts', () => {
  it('opens a cash and a bonus account in the registration currency, once', async () => {
    const { wallet, db, ledger } = memoryWallet();
    const first = await wallet.openPlayerAccounts(db, { id: 5, currency: 'gbp' });
    const again = await wallet.openPlayerAccounts(db, { id: 5, currency: 'GBP' });
    expect(first.cash).toMatchObject({
      kind: 'player_cash',
      playerId: 5,
      currency: 'GBP',
      tracksBalance: true,
    });
    expect(first.bonus).toMatchObject({
      kind: 'player_bonus',
      currency: 'GBP',
      debitsMustNotExceedCredits: true,
    });
    expect([again.cash.id, again.bonus.id]).toEqual([first.cash.id, first.bonus.id]);
    expect(ledger.accounts.size).toBe(2);
    expect(await wallet.playerBalance(db, 5)).toEqual({ currency: 'GBP', cash: 0n, bonus: 0n });
  });

  it('refuses an unknown currency or a player id that is not one, opening nothing', async () => {
    const { wallet, db, ledger } = memoryWallet();
    await expect(wallet.openPlayerAccounts(db, { id: 5, currency: 'XXQ' })).rejects.toThrow(
      'unknown currency',
    );
    await expect(wallet.openPlayerAccounts(db, { id: 0, currency: 'EUR' })).rejects.toThrow(
      'not a player id',
    );
    await expect(wallet.openPlayerAccounts(db, { id: 1.5, currency: 'EUR' })).rejects.toThrow(
      'not a player id',
    );
    expect(ledger.accounts.size).toBe(0);
    expect(await wallet.playerAccounts(db, 5)).toBeUndefined();
    expect(await wallet.playerBalance(db, 5)).toBeUndefined();
  });

  it('keeps nothing of accounts read inside a caller transaction that then rolls back', async () => {
    const { wallet, db, ledger } = memoryWallet();
    const opened = await wallet.openPlayerAccounts(callerTransaction, { id: 9, currency: 'EUR' });
    expect(await wallet.playerAccounts(callerTransaction, 9)).toEqual(opened);
    // The registration failed later: its transaction takes the rows with it.
    ledger.accounts.clear();
    expect(await wallet.playerAccounts(db, 9)).toBeUndefined();
    await expect(wallet.account(db, opened.cash.id)).rejects.toMatchObject({
      code: 'WALLET_ACCOUNT_NOT_FOUND',
    });
  });

  it('opens a system account on first use, its balance derived from its transfers', async () => {
    const { wallet, db, ledger, house, player } = await playerWithBonus(5_000n, 0n);
    const again = await wallet.systemAccount(db, {
      kind: 'house_revenue',
      reference: 'house',
      currency: 'eur',
    });
    expect(again.id).toBe(house.id);
    expect(house).toMatchObject({ tracksBalance: false, debitsMustNotExceedCredits: false, playerId: null });
    await wallet.transfer(db, {
      id: 'bet:1',
      debitAccountId: player.cash.id,
      creditAccountId: house.id,
      amount: 1_200n,
      kind: transferKinds.bet,
    });
    expect(await wallet.balance(db, house.id)).toMatchObject({ creditsPosted: 1_200n, available: 1_200n });
    // The row itself carries no totals: no bet waits for a lock on it.
    expect(ledger.accounts.get(house.id)?.creditsPosted).toBe(0n);
    const tracked = await wallet.systemAccount(db, { kind: 'fees', currency: 'EUR', tracksBalance: true });
    expect(tracked.tracksBalance).toBe(true);
  });

  describe('cash and bonus', () => {
    it('credits a bonus grant to the bonus account only and answers both apart', async () => {
      const { wallet, db } = await playerWithBonus(3_000n, 500n);
      expect(await wallet.playerBalance(db, 11)).toEqual({ currency: 'EUR', cash: 3_000n, bonus: 500n });
    });

    it('refuses a cash debit above the cash even when cash and bonus together would cover it', async () => {
      const { wallet, db, player, house } = await playerWithBonus(1_000n, 5_000n);
      const bet = (amount: bigint) =>
        wallet.transfer(db, {
          id: `bet:${amount}`,
          debitAccountId: player.cash.id,
          creditAccountId: house.id,
          amount,
          kind: transferKinds.bet,
        });
      await expect(bet(1_500n)).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
      expect(await wallet.playerBalance(db, 11)).toEqual({ currency: 'EUR', cash: 1_000n, bonus: 5_000n });
    });

    it('forfeits no more bonus than there is, and a cash withdrawal leaves the bonus alone', async () => {
      const { wallet, db, player, bonusExpense, clearing } = await playerWithBonus(2_000n, 800n);
      const forfeit = (amount: bigint) =>
        wallet.transfer(db, {
          id: `forfeit:${amount}`,
          debitAccountId: player.bonus.id,
          creditAccountId: bonusExpense.id,
          amount,
          kind: transferKinds.bonusForfeit,
        });
      await expect(forfeit(801n)).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
      await wallet.hold(db, {
        id: 'wd:1',
        debitAccountId: player.cash.id,
        creditAccountId: clearing.id,
        amount: 2_000n,
        kind: transferKinds.withdrawal,
      });
      expect(await wallet.playerBalance(db, 11)).toEqual({ currency: 'EUR', cash: 0n, bonus: 800n });
      await forfeit(800n);
      expect(await wallet.playerBalance(db, 11)).toEqual({ currency: 'EUR', cash: 0n, bonus: 0n });
    });

    it('reads a player as having no accounts until the bonus account is in the cash currency', async () => {
      const { wallet, db, ledger } = memoryWallet();
      const open = (kind: string, currency: string) =>
        ledger.openAccount(db, {
          kind,
          playerId: 3,
          reference: '',
          currency,
          tracksBalance: true,
          debitsMustNotExceedCredits: true,
        });
      await open(accountKinds.playerCash, 'EUR');
      await open(accountKinds.playerBonus, 'USD');
      expect(await wallet.playerAccounts(db, 3)).toBeUndefined();
      const bonus = await open(accountKinds.playerBonus, 'EUR');
      expect((await wallet.playerAccounts(db, 3))?.bonus.id).toBe(bonus.id);
    });
  });

  it('sums the flows through the cash account since an instant', async () => {
    const { wallet, db, clock, player, house, clearing } = await playerWithBonus(10_000n, 0n);
    clock.advanceMinutes(5);
    const since = clock.now();
    const move = (id: string, kind: string, debit: bigint, credit: bigint, amount: bigint) =>
      wallet.transfer(db, { id, debitAccountId: debit, creditAccountId: credit, amount, kind });
    await move('bet:1', transferKinds.bet, player.cash.id, house.id, 1_000n);
    await move('win:1', transferKinds.win, house.id, player.cash.id, 300n);
    await move('refund:1', transferKinds.refund, house.id, player.cash.id, 100n);
    const held = (id: string) =>
      wallet.hold(db, {
        id,
        debitAccountId: clearing.id,
        creditAccountId: player.cash.id,
        amount: 2_000n,
        kind: transferKinds.deposit,
      });
    await held('deposit:open');
    await held('deposit:paid');
    await held('deposit:failed');
    await wallet.postHold(db, { id: 'deposit:paid:credit', pendingId: 'deposit:paid' });
    await wallet.voidHold(db, { id: 'deposit:failed:void', pendingId: 'deposit:failed' });
    expect(await wallet.playerFlows(11, since)).toEqual({
      wagered: 1_000n,
      won: 300n,
      refunded: 100n,
      depositsStarted: 4_000n,
      depositsCredited: 2_000n,
    });
    expect((await wallet.playerFlows(11, null)).depositsCredited).toBe(12_000n);
    expect(await wallet.playerFlows(99, null)).toEqual({
      wagered: 0n,
      won: 0n,
      refunded: 0n,
      depositsStarted: 0n,
      depositsCredited: 0n,
    });
  });
});
