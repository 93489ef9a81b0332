// The invariant check on the in-memory ledger: silent over a ledger the services wrote, and naming what is
// wrong when a row was changed behind their back (as ledger:check must on a real database).
import { describe, expect, it } from 'vitest';
import { memoryWallet } from '../../../test/memory/wallet';
import { accountKinds, transferKinds } from './service';

async function busyLedger() {
  const memory = memoryWallet();
  const { wallet, db } = memory;
  const player = await wallet.openPlayerAccounts(db, { id: 4, currency: 'EUR' });
  const sepa = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: 'sepa',
    currency: 'EUR',
  });
  const usd = await wallet.openPlayerAccounts(db, { id: 5, currency: 'USD' });
  const usdClearing = await wallet.systemAccount(db, { kind: accountKinds.cashierClearing, currency: 'USD' });
  await wallet.transfer(db, {
    id: 'dep:eur',
    debitAccountId: sepa.id,
    creditAccountId: player.cash.id,
    amount: 9_000n,
    kind: transferKinds.deposit,
  });
  await wallet.transfer(db, {
    id: 'dep:usd',
    debitAccountId: usdClearing.id,
    creditAccountId: usd.cash.id,
    amount: 700n,
    kind: transferKinds.deposit,
  });
  await wallet.hold(db, {
    id: 'wd:1',
    debitAccountId: player.cash.id,
    creditAccountId: sepa.id,
    amount: 4_000n,
    kind: transferKinds.withdrawal,
  });
  return { ...memory, player, sepa };
}

describe('ledger invariants', () => {
  it('hold over everything the services wrote, per currency', async () => {
    const { wallet } = await busyLedger();
    const report = await wallet.checkInvariants();
    expect(report).toEqual({
      ok: true,
      accounts: 6,
      currencies: [
        { currency: 'EUR', posted: 0n, pending: 0n },
        { currency: 'USD', posted: 0n, pending: 0n },
      ],
      problems: [],
    });
  });

  it('name the account whose stored totals are not the sum of its transfers, and the unbalanced currency', async () => {
    const { wallet, ledger, player } = await busyLedger();
    const row = ledger.accounts.get(player.cash.id);
    if (!row) throw new Error('no cash account');
    ledger.accounts.set(row.id, { ...row, creditsPosted: row.creditsPosted + 1n });
    const report = await wallet.checkInvariants();
    expect(report.ok).toBe(false);
    expect(report.problems.map((problem) => problem.message)).toEqual([
      `account ${row.id} (player_cash of player 4, EUR): stored creditsPosted 9001 but its transfers sum to 9000`,
      'EUR: credits minus debits is 1 posted and 0 pending, not zero',
    ]);
    expect(report.problems[0]).toMatchObject({ accountId: row.id, currency: 'EUR' });
  });

  it('report an account with a floor that went below it', async () => {
    const { wallet, ledger, player } = await busyLedger();
    const row = ledger.accounts.get(player.cash.id);
    if (!row) throw new Error('no cash account');
    ledger.accounts.set(row.id, { ...row, debitsPosted: 10_000n, debitsPending: 0n });
    const report = await wallet.checkInvariants();
    expect(report.problems.map((problem) => problem.message)).toContain(
      `account ${row.id} (player_cash of player 4, EUR): below zero (-1000)`,
    );
  });

  it('report a resolution that does not match its hold', async () => {
    const { wallet, db, ledger, player, sepa } = await busyLedger();
    // Only a write around the service can post more than the hold; the check must still see it.
    await ledger.insertTransfer(
      db,
      {
        id: 'wd:1:over',
        debitAccountId: player.cash.id,
        creditAccountId: sepa.id,
        amount: 4_500n,
        currency: 'EUR',
        kind: transferKinds.withdrawal,
        phase: 'post',
        pendingId: 'wd:1',
        metadata: {},
      },
      [],
    );
    const report = await wallet.checkInvariants();
    expect(report.problems).toContainEqual({
      transferId: 'wd:1:over',
      message: 'transfer wd:1:over: posts more than the hold',
    });
  });
});
