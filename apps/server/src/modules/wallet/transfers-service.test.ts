// The ledger's transfer rules on the in-memory ledger: every transfer balances, a player never goes below
// zero and a refused transfer moves nothing, a repeated id is applied once, currencies never mix, and
// holds are posted or voided once. The SQL side (constraints, locks, races) is ledger.int.test.ts's.
import { describe, expect, it } from 'vitest';
import { memoryWallet } from '../../../test/memory/wallet';
import { accountKinds, transferDeltas, transferKinds, type TransferRequest } from './service';
import { transferPhases } from './schema';

async function ledgerWithPlayer(cash = 10_000n) {
  const memory = memoryWallet();
  const { wallet, db } = memory;
  const player = await wallet.openPlayerAccounts(db, { id: 7, currency: 'EUR' });
  const system = (kind: string, reference: string, currency = 'EUR') =>
    wallet.systemAccount(db, { kind, reference, currency });
  const sepa = await system(accountKinds.cashierClearing, 'sepa');
  const house = await system(accountKinds.houseRevenue, 'house');
  const bet = (id: string, amount: bigint, extra: Partial<TransferRequest> = {}) =>
    wallet.transfer(db, {
      id,
      debitAccountId: player.cash.id,
      creditAccountId: house.id,
      amount,
      kind: transferKinds.bet,
      ...extra,
    });
  const withdrawal = (id: string, amount: bigint) =>
    wallet.hold(db, {
      id,
      debitAccountId: player.cash.id,
      creditAccountId: sepa.id,
      amount,
      kind: transferKinds.withdrawal,
    });
  if (cash > 0n) {
    await wallet.transfer(db, {
      id: 'deposit:1',
      debitAccountId: sepa.id,
      creditAccountId: player.cash.id,
      amount: cash,
      kind: transferKinds.deposit,
    });
  }
  const cashOf = async () => (await wallet.playerBalance(db, 7))?.cash;
  return { ...memory, player, sepa, house, system, bet, withdrawal, cashOf };
}

describe('transfers', () => {
  it('moves the same amount out of one account and into the other, in every phase', () => {
    for (const phase of transferPhases) {
      const [debit, credit] = transferDeltas(phase, 1n, 2n, 300n, 500n);
      expect(debit?.accountId).toBe(1n);
      expect(credit?.accountId).toBe(2n);
      expect(debit?.debitsPosted).toBe(credit?.creditsPosted);
      expect(debit?.debitsPending).toBe(credit?.creditsPending);
      expect([
        debit?.creditsPosted,
        debit?.creditsPending,
        credit?.debitsPosted,
        credit?.debitsPending,
      ]).toEqual([0n, 0n, 0n, 0n]);
    }
    // Resolving a hold releases the whole hold and posts only what is posted.
    expect(transferDeltas('post', 1n, 2n, 300n, 500n)[0]).toMatchObject({
      debitsPending: -500n,
      debitsPosted: 300n,
    });
    expect(transferDeltas('void', 1n, 2n, 500n, 500n)[0]).toMatchObject({
      debitsPending: -500n,
      debitsPosted: 0n,
    });
  });

  it('keeps debits equal to credits over every account after bets, wins, holds and payouts', async () => {
    const { wallet, db, ledger, player, sepa, house, system, bet, withdrawal } = await ledgerWithPlayer();
    await bet('bet:1', 2_500n);
    await wallet.transfer(db, {
      id: 'win:1',
      debitAccountId: house.id,
      creditAccountId: player.cash.id,
      amount: 4_000n,
      kind: transferKinds.win,
    });
    await withdrawal('wd:1', 3_000n);
    await withdrawal('wd:2', 1_000n);
    await wallet.postHold(db, { id: 'wd:1:post', pendingId: 'wd:1', amount: 2_000n, awaitsPayout: true });
    await wallet.voidHold(db, { id: 'wd:2:void', pendingId: 'wd:2' });
    const payouts = await system(accountKinds.cashierPayouts, 'sepa');
    await wallet.settlePayout(db, { pendingId: 'wd:1', payoutAccountId: payouts.id });
    await withdrawal('wd:3', 500n);

    let posted = 0n;
    let pending = 0n;
    for (const account of await ledger.accountSums(db)) {
      const totals = account.tracksBalance ? account.stored : account.summed;
      posted += totals.creditsPosted - totals.debitsPosted;
      pending += totals.creditsPending - totals.debitsPending;
    }
    expect([posted, pending]).toEqual([0n, 0n]);
    expect(await wallet.playerBalance(db, 7)).toEqual({ currency: 'EUR', cash: 9_000n, bonus: 0n });
    expect((await wallet.balance(db, sepa.id)).creditsPending).toBe(500n);
    expect((await wallet.balance(db, payouts.id)).creditsPosted).toBe(2_000n);
  });

  it('refuses a bet above what the player can spend and moves nothing', async () => {
    const { wallet, db, ledger, house, bet, cashOf } = await ledgerWithPlayer(1_000n);
    await expect(bet('bet:big', 1_001n)).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    expect(await cashOf()).toBe(1_000n);
    expect(await wallet.findTransfer(db, 'bet:big')).toBeUndefined();
    expect(ledger.transfers.size).toBe(1);
    expect((await wallet.balance(db, house.id)).creditsPosted).toBe(0n);
    const all = await bet('bet:all', 1_000n);
    expect(all.balances).toEqual([expect.objectContaining({ available: 0n, currency: 'EUR' })]);
  });

  it('counts held money as spent: a bet may not reach into a pending withdrawal', async () => {
    const { bet, withdrawal, cashOf } = await ledgerWithPlayer(10_000n);
    const hold = await withdrawal('wd:1', 4_000n);
    expect(hold.balances[0]).toMatchObject({ available: 6_000n, debitsPending: 4_000n });
    await expect(bet('bet:over', 6_001n)).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
    await expect(bet('bet:fits', 6_000n)).resolves.toMatchObject({ created: true });
    expect(await cashOf()).toBe(0n);
  });

  it('applies a repeated transfer id once and answers with the first result', async () => {
    const { ledger, bet, cashOf } = await ledgerWithPlayer(5_000n);
    const first = await bet('bet:same', 1_000n, { metadata: { round: 'r1', game: 'slots' } });
    const replay = await bet('bet:same', 1_000n, { metadata: { game: 'slots', round: 'r1' } });
    expect(first.created).toBe(true);
    expect(replay.created).toBe(false);
    expect(replay.transfer).toEqual(first.transfer);
    expect(replay.balances[0]?.available).toBe(4_000n);
    expect(await cashOf()).toBe(4_000n);
    expect([...ledger.transfers.keys()].filter((id) => id === 'bet:same')).toHaveLength(1);
  });

  it('refuses a repeated id with other content, and still replays one the player could not afford again', async () => {
    const { bet, cashOf } = await ledgerWithPlayer(1_000n);
    await bet('bet:whole', 1_000n);
    await expect(bet('bet:whole', 999n)).rejects.toMatchObject({ code: 'WALLET_TRANSFER_CONFLICT' });
    await expect(bet('bet:whole', 1_000n, { metadata: { round: 'other' } })).rejects.toMatchObject({
      code: 'WALLET_TRANSFER_CONFLICT',
    });
    await expect(bet('bet:whole', 1_000n)).resolves.toMatchObject({ created: false });
    expect(await cashOf()).toBe(0n);
  });

  it('refuses transfers between currencies, to the same account, of negative amounts or bad ids', async () => {
    const { wallet, db, ledger, player, system, bet, cashOf } = await ledgerWithPlayer(1_000n);
    const usdHouse = await system(accountKinds.houseRevenue, 'house', 'USD');
    await expect(bet('bet:usd', 10n, { creditAccountId: usdHouse.id })).rejects.toMatchObject({
      code: 'WALLET_CURRENCY_MISMATCH',
    });
    await expect(bet('bet:self', 10n, { creditAccountId: player.cash.id })).rejects.toMatchObject({
      code: 'WALLET_INVALID_TRANSFER',
    });
    await expect(bet('bet:negative', -1n)).rejects.toMatchObject({ code: 'WALLET_INVALID_TRANSFER' });
    await expect(bet('', 10n)).rejects.toMatchObject({ code: 'WALLET_INVALID_TRANSFER' });
    await expect(bet('x'.repeat(201), 10n)).rejects.toMatchObject({ code: 'WALLET_INVALID_TRANSFER' });
    await expect(bet('bet:nowhere', 10n, { creditAccountId: 999n })).rejects.toMatchObject({
      code: 'WALLET_ACCOUNT_NOT_FOUND',
    });
    expect(ledger.transfers.size).toBe(1);
    expect(await cashOf()).toBe(1_000n);
    expect((await wallet.balance(db, usdHouse.id)).creditsPosted).toBe(0n);
  });

  describe('holds', () => {
    it('posts a hold once; a second resolution of either kind is refused', async () => {
      const { wallet, db, withdrawal, cashOf } = await ledgerWithPlayer(10_000n);
      await withdrawal('wd:1', 4_000n);
      const post = await wallet.postHold(db, { id: 'wd:1:paid', pendingId: 'wd:1' });
      expect(post.balances[0]).toMatchObject({ available: 6_000n, debitsPending: 0n, debitsPosted: 4_000n });
      expect((await wallet.postHold(db, { id: 'wd:1:paid', pendingId: 'wd:1' })).created).toBe(false);
      await expect(wallet.postHold(db, { id: 'wd:1:again', pendingId: 'wd:1' })).rejects.toMatchObject({
        code: 'WALLET_TRANSFER_NOT_PENDING',
      });
      await expect(wallet.voidHold(db, { id: 'wd:1:void', pendingId: 'wd:1' })).rejects.toMatchObject({
        code: 'WALLET_TRANSFER_NOT_PENDING',
      });
      expect(await cashOf()).toBe(6_000n);
    });

    it('gives voided money back once, and posts part of a hold releasing the rest', async () => {
      const { wallet, db, withdrawal, cashOf } = await ledgerWithPlayer(5_000n);
      await withdrawal('wd:void', 3_000n);
      expect(await cashOf()).toBe(2_000n);
      await wallet.voidHold(db, { id: 'wd:void:rejected', pendingId: 'wd:void' });
      expect(await cashOf()).toBe(5_000n);
      await withdrawal('wd:part', 5_000n);
      await expect(
        wallet.postHold(db, { id: 'wd:part:too-much', pendingId: 'wd:part', amount: 5_001n }),
      ).rejects.toMatchObject({ code: 'WALLET_INVALID_TRANSFER' });
      await wallet.postHold(db, { id: 'wd:part:paid', pendingId: 'wd:part', amount: 2_000n });
      expect(await cashOf()).toBe(3_000n);
    });

    it('refuses to resolve a transfer that is not a hold, or does not exist', async () => {
      const { wallet, db, bet } = await ledgerWithPlayer(1_000n);
      await bet('bet:plain', 100n);
      await expect(wallet.voidHold(db, { id: 'x', pendingId: 'bet:plain' })).rejects.toMatchObject({
        code: 'WALLET_TRANSFER_NOT_PENDING',
      });
      await expect(wallet.voidHold(db, { id: 'y', pendingId: 'no-such-hold' })).rejects.toMatchObject({
        code: 'WALLET_TRANSFER_NOT_FOUND',
      });
    });

    it('settles the payout of a hold posted with one to make, once, and only then', async () => {
      const { wallet, db, system, withdrawal } = await ledgerWithPlayer(10_000n);
      const payouts = await system(accountKinds.cashierPayouts, 'sepa');
      await withdrawal('wd:p', 4_000n);
      const settle = () => wallet.settlePayout(db, { pendingId: 'wd:p', payoutAccountId: payouts.id });
      await expect(settle()).rejects.toMatchObject({ code: 'WALLET_TRANSFER_NOT_PENDING' });
      await wallet.postHold(db, { id: 'wd:p:post', pendingId: 'wd:p', awaitsPayout: true });
      const first = await settle();
      expect(first).toMatchObject({ created: true });
      expect(first.transfer).toMatchObject({ id: 'wd:p:payout', amount: 4_000n, kind: 'payout' });
      expect(first.transfer.metadata).toEqual({ hold: 'wd:p' });
      expect((await settle()).created).toBe(false);
      expect((await wallet.balance(db, payouts.id)).creditsPosted).toBe(4_000n);
      const usdPayouts = await system(accountKinds.cashierPayouts, 'sepa', 'USD');
      await expect(
        wallet.settlePayout(db, { pendingId: 'wd:p', payoutAccountId: usdPayouts.id }),
      ).rejects.toMatchObject({ code: 'WALLET_CURRENCY_MISMATCH' });
    });

    it('refuses a hold the player cannot cover and records nothing', async () => {
      const { ledger, withdrawal, cashOf } = await ledgerWithPlayer(1_000n);
      await expect(withdrawal('wd:big', 1_001n)).rejects.toMatchObject({ code: 'WALLET_INSUFFICIENT_FUNDS' });
      expect(ledger.transfers.has('wd:big')).toBe(false);
      expect(await cashOf()).toBe(1_000n);
    });
  });
});
