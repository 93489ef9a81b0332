// Migration 0017 (decision 0308) on a database holding withdrawals in every state of the old shape: bank
// rows in `withdrawals` and crypto rows in `crypto_withdrawals`, each with its ledger hold as the old code
// left it. After the migration each reads back the same through the HTTP calls (status, amounts, method
// details), keeps its hold, and the lifecycle goes on from where it was: cancel, approve, payouts.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { cashBalance, financeRows } from '../../../test/cashier';
import { createScratchDatabase, testConfig } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { buildApp } from '../../app';
import { migrationsFolder, openDatabase, type Database } from '../../db/database';
import { accountKinds, transferKinds } from '../wallet/service';

const lastOldMigration = 16;
// Later migrations adding only what today's app reads at start or registration (terms, 0719; aggregators, 0808
// and 0721), applied first as players register through today's app; 0017 moves none of it, the upgrade skips them.
const neededByRegistration = new Set([
  '0028_back-office-support-catalogue-content-payments',
  '0034_aggregators',
  '0035_aggregator-sync-failures',
]);

interface Journal {
  entries: { idx: number; tag: string }[];
}

async function migrationStatements(tag: string): Promise<string[]> {
  const text = await readFile(`${migrationsFolder}/${tag}.sql`, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

async function apply(database: Database, tag: string): Promise<void> {
  for (const statement of await migrationStatements(tag)) await database.db.execute(sql.raw(statement));
}

const journal = async (): Promise<Journal> =>
  JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;

/** A database of this file's own, migrated up to 0016 (the shape before one lifecycle), with what registration needs. */
async function databaseBeforeMigration(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const database = await openDatabase(
    scratch ? { url: scratch.url, poolSize: 4 } : { pgliteDataDir: 'memory://' },
  );
  for (const entry of (await journal()).entries) {
    if (entry.idx <= lastOldMigration || neededByRegistration.has(entry.tag))
      await apply(database, entry.tag);
  }
  return {
    database,
    async drop() {
      await database.close();
      await scratch?.drop();
    },
  };
}

type BankStatus = 'pending' | 'processing' | 'completed' | 'rejected' | 'cancelled';
type CryptoStatus = 'pending' | 'approved' | 'broadcast' | 'completed' | 'rejected' | 'cancelled';
const financeStatus = {
  pending: 0,
  processing: 3,
  approved: 3,
  broadcast: 3,
  completed: 1,
  rejected: 2,
  cancelled: 2,
};

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let finance: TestOperator;
let oldDeciderId: number;
let bankPlayer: TestPlayer;
let cryptoPlayer: TestPlayer;
let sequence = 0;

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));
const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** The ledger moves the old code made for a withdrawal in `status`, under the withdrawal's hold id. */
async function oldLedger(
  playerId: number,
  id: string,
  method: string,
  amount: bigint,
  status: BankStatus | CryptoStatus,
): Promise<void> {
  const db = database.db;
  const wallet = app.wallet;
  const accounts = await wallet.playerAccounts(db, playerId);
  if (!accounts) throw new Error('the player has no accounts');
  const account = (kind: string) => wallet.systemAccount(db, { kind, reference: method, currency: 'EUR' });
  const hold = `withdrawal:${id}`;
  await wallet.hold(db, {
    id: hold,
    debitAccountId: accounts.cash.id,
    creditAccountId: (await account(accountKinds.cashierClearing)).id,
    amount,
    kind: transferKinds.withdrawal,
    metadata: { method },
  });
  if (status === 'rejected' || status === 'cancelled') {
    await wallet.voidHold(db, { id: `${hold}:void`, pendingId: hold, metadata: { reason: status } });
    return;
  }
  if (status === 'pending') return;
  await wallet.postHold(db, {
    id: `${hold}:post`,
    pendingId: hold,
    awaitsPayout: true,
    metadata: { method },
  });
  if (status !== 'completed') return;
  await wallet.settlePayout(db, {
    pendingId: hold,
    payoutAccountId: (await account(accountKinds.cashierPayouts)).id,
    metadata: { method },
  });
}

/** A bank withdrawal as the old code stored it; its reply as the old code answered it. */
async function oldBankWithdrawal(status: BankStatus, wire = false) {
  sequence += 1;
  const id = idOf(sequence);
  const amount = 100_00n + BigInt(sequence) * 1_00n;
  const row = {
    id,
    method: wire ? 'wire' : 'sepa',
    paymentId: wire ? 58 : 59,
    iban: 'DE89370400440532013000',
    bankName: wire ? 'Deutsche Bank' : null,
    swift: wire ? 'DEUTDEFF' : null,
    reason: status === 'rejected' ? 'The account holder does not match.' : null,
    reference: status === 'completed' ? `BANK-${sequence}` : null,
    decidedBy: status === 'pending' || status === 'cancelled' ? null : oldDeciderId,
    createdAt: at(sequence),
    updatedAt: at(sequence + 30),
  };
  await database.db.execute(sql`
    insert into withdrawals (id, player_id, player_username, method, payment_id, amount, currency, status,
      iban, bank_name, swift, account_holder, reason, payout_reference, hold_transfer_id, decided_by,
      created_at, updated_at)
    values (${id}, ${bankPlayer.id}, ${bankPlayer.username}, ${row.method}, ${row.paymentId}, ${amount},
      'EUR', ${status}, ${row.iban}, ${row.bankName}, ${row.swift}, 'Maria Papadopoulou', ${row.reason},
      ${row.reference}, ${`withdrawal:${id}`}, ${row.decidedBy}, ${row.createdAt}, ${row.updatedAt})`);
  await oldLedger(bankPlayer.id, id, row.method, amount, status);
  return {
    id,
    method: row.method,
    payment_id: row.paymentId,
    amount: (Number(amount) / 100).toFixed(2),
    currency: 'EUR',
    status,
    finance_status: financeStatus[status],
    iban: row.iban,
    bank_name: row.bankName,
    swift: row.swift,
    account_holder: 'Maria Papadopoulou',
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A crypto withdrawal as the old code stored it; its reply as the old code answered it. */
async function oldCryptoWithdrawal(status: CryptoStatus) {
  sequence += 1;
  const id = idOf(sequence);
  const amount = 50_00n + BigInt(sequence) * 1_00n;
  const signed = status === 'broadcast' || status === 'completed';
  const row = {
    txHash: signed ? `0x${sequence.toString(16).padStart(64, '0')}` : null,
    nonce: signed ? BigInt(sequence) : null,
    signedTransaction: signed ? `0xf86c${sequence}` : null,
    fromAddress: signed ? '0x00000000000000000000000000000000000000aa' : null,
    attempts: signed ? 1 : 0,
    lastError: status === 'approved' ? 'signing: the node did not answer' : null,
    reason: status === 'rejected' ? 'The address is on a sanctions list.' : null,
    decidedBy: status === 'pending' || status === 'cancelled' ? null : oldDeciderId,
    createdAt: at(sequence),
    updatedAt: at(sequence + 30),
    rateAt: at(sequence - 1),
  };
  await database.db.execute(sql`
    insert into crypto_withdrawals (id, player_id, player_username, coin, network, chain, address, amount,
      currency, coin_amount, coin_decimals, network_fee, rate, rate_source, rate_at, status,
      hold_transfer_id, tx_hash, from_address, nonce, signed_transaction, broadcast_attempts, last_error,
      reason, decided_by, created_at, updated_at)
    values (${id}, ${cryptoPlayer.id}, ${cryptoPlayer.username}, 'ETH', 'ERC20', 'ethereum',
      '0x00000000000000000000000000000000000000bb', ${amount}, 'EUR', ${'15000000000000000'}, 18,
      ${'500000000000000'}, '2800', 'demo-static', ${row.rateAt}, ${status}, ${`withdrawal:${id}`},
      ${row.txHash}, ${row.fromAddress}, ${row.nonce}, ${row.signedTransaction}, ${row.attempts},
      ${row.lastError}, ${row.reason}, ${row.decidedBy}, ${row.createdAt}, ${row.updatedAt})`);
  await oldLedger(cryptoPlayer.id, id, 'crypto', amount, status);
  const reply = {
    id,
    coin: 'ETH',
    network: 'ERC20',
    address: '0x00000000000000000000000000000000000000bb',
    amount: (Number(amount) / 100).toFixed(2),
    currency: 'EUR',
    coin_amount: '0.015',
    network_fee: '0.0005',
    rate: '2800',
    rate_source: 'demo-static',
    rate_at: row.rateAt.toISOString(),
    status,
    finance_status: financeStatus[status],
    tx_hash: row.txHash,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const admin = {
    ...reply,
    player: { id: cryptoPlayer.id, username: cryptoPlayer.username },
    nonce: row.nonce === null ? null : row.nonce.toString(),
    broadcast_attempts: row.attempts,
    last_error: row.lastError,
  };
  return { reply, admin };
}

const bankStatuses: BankStatus[] = ['pending', 'processing', 'completed', 'rejected', 'cancelled'];
const cryptoStatuses: CryptoStatus[] = [
  'pending',
  'approved',
  'broadcast',
  'completed',
  'rejected',
  'cancelled',
];

const bank: Awaited<ReturnType<typeof oldBankWithdrawal>>[] = [];
const crypto: Awaited<ReturnType<typeof oldCryptoWithdrawal>>[] = [];
let bankToCancel: Awaited<ReturnType<typeof oldBankWithdrawal>>;
let cryptoToCancel: Awaited<ReturnType<typeof oldCryptoWithdrawal>>;
let before: { bank: { balance: string; finance: unknown }; crypto: { balance: string; finance: unknown } };

async function playerView(player: TestPlayer) {
  return { balance: await cashBalance(app, player.token), finance: await financeRows(app, player.token) };
}

beforeAll(async () => {
  ({ database, drop } = await databaseBeforeMigration());
  app = await buildApp(testConfig(), { database });
  await app.ready();
  // The operator who decided the old rows, as a row of the 0016 shape: today's service writes today's.
  const decider = await database.db.execute<{ id: number }>(
    sql`insert into admin_users (email, password_hash, role, totp_secret, created_at)
        values ('old.finance@ops.test', 'not a hash', 'finance', 'not a secret', now()) returning id`,
  );
  oldDeciderId = (decider as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 0;
  bankPlayer = await registerPlayer(app);
  cryptoPlayer = await registerPlayer(app);
  await deposit(app.wallet, bankPlayer.id, 5_000_00n);
  await deposit(app.wallet, cryptoPlayer.id, 5_000_00n);
  for (const status of bankStatuses) bank.push(await oldBankWithdrawal(status, status === 'processing'));
  bankToCancel = await oldBankWithdrawal('pending', true);
  for (const status of cryptoStatuses) crypto.push(await oldCryptoWithdrawal(status));
  cryptoToCancel = await oldCryptoWithdrawal('pending');
  before = { bank: await playerView(bankPlayer), crypto: await playerView(cryptoPlayer) };
  // 0017 and every migration after it, as an upgrade from that release would run them.
  for (const entry of (await journal()).entries) {
    if (entry.idx > lastOldMigration && !neededByRegistration.has(entry.tag))
      await apply(database, entry.tag);
  }
  finance = await operator(app, 'finance');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await drop?.();
});

const newestFirst = <T extends { created_at: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));

describe('migration 0017: one withdrawal lifecycle', () => {
  it("reads back every bank withdrawal the same in the player's list", async () => {
    const response = await app.inject({ url: '/api/account/withdrawals', headers: bearer(bankPlayer.token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: newestFirst([...bank, bankToCancel]) });
    for (const status of bankStatuses) {
      const filtered = await app.inject({
        url: `/api/account/withdrawals?status=${status}`,
        headers: bearer(bankPlayer.token),
      });
      expect(filtered.json()).toEqual({
        data: newestFirst([...bank, bankToCancel].filter((row) => row.status === status)),
      });
    }
  });

  it("reads back every crypto withdrawal the same in the player's list", async () => {
    const response = await app.inject({
      url: '/api/account/crypto-withdrawals',
      headers: bearer(cryptoPlayer.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: newestFirst([...crypto, cryptoToCancel].map((row) => row.reply)),
    });
  });

  it("shows each player's withdrawals of every method in the one list, tagged with their kind", async () => {
    const list = async (player: TestPlayer) => {
      const response = await app.inject({
        url: '/api/account/withdrawals/all',
        headers: bearer(player.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: unknown[] }).data;
    };
    expect(await list(bankPlayer)).toEqual(
      newestFirst([...bank, bankToCancel]).map((row) => ({ ...row, kind: 'bank' })),
    );
    expect(await list(cryptoPlayer)).toEqual(
      newestFirst([...crypto, cryptoToCancel].map((row) => row.reply)).map((row) => ({
        ...row,
        kind: 'crypto',
      })),
    );
  });

  it("shows both methods in the back office's queues by their old statuses", async () => {
    for (const row of bank) {
      const queue = await asOperator(
        app,
        finance.token,
        'GET',
        `/api/admin/withdrawals?status=${row.status}`,
      );
      expect(queue.statusCode, queue.body).toBe(200);
      expect((queue.json() as { data: unknown[] }).data).toContainEqual({
        ...row,
        player: { id: bankPlayer.id, username: bankPlayer.username },
      });
    }
    for (const row of crypto) {
      const queue = await asOperator(
        app,
        finance.token,
        'GET',
        `/api/admin/crypto-withdrawals?status=${row.reply.status}`,
      );
      expect(queue.statusCode, queue.body).toBe(200);
      expect((queue.json() as { data: unknown[] }).data).toContainEqual(row.admin);
    }
  });

  it('keeps each hold where it was: the balances and finance histories read the same', async () => {
    expect(await playerView(bankPlayer)).toEqual(before.bank);
    expect(await playerView(cryptoPlayer)).toEqual(before.crypto);
    for (const id of [...bank.map((row) => row.id), ...crypto.map((row) => row.reply.id)]) {
      const record = await app.cashier.withdrawals.record(database.db, id);
      expect(record?.holdTransferId).toBe(`withdrawal:${id}`);
      expect(await app.wallet.findTransfer(database.db, `withdrawal:${id}`)).toBeDefined();
    }
  });

  it('maps the old statuses onto the lifecycle, with the finance status derived from it', async () => {
    const states = async (ids: string[]) =>
      Promise.all(ids.map(async (id) => (await app.cashier.withdrawals.record(database.db, id))?.status));
    expect(await states(bank.map((row) => row.id))).toEqual([
      'requested',
      'approved',
      'paid',
      'rejected',
      'cancelled',
    ]);
    expect(await states(crypto.map((row) => row.reply.id))).toEqual([
      'requested',
      'approved',
      'paying',
      'paid',
      'rejected',
      'cancelled',
    ]);
  });

  it('cancels migrated requests of both methods: the holds are voided', async () => {
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${bankToCancel.id}/cancel`,
      headers: bearer(bankPlayer.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { id: bankToCancel.id, status: 'cancelled', finance_status: 2 },
    });
    const cryptoCancelled = await app.inject({
      method: 'POST',
      url: `/api/account/crypto-withdrawals/${cryptoToCancel.reply.id}/cancel`,
      headers: bearer(cryptoPlayer.token),
    });
    expect(cryptoCancelled.statusCode, cryptoCancelled.body).toBe(200);
    expect(cryptoCancelled.json()).toMatchObject({ data: { status: 'cancelled' } });
    const released = (amount: string, balance: string) => (Number(balance) + Number(amount)).toFixed(2);
    expect(await cashBalance(app, bankPlayer.token)).toBe(released(bankToCancel.amount, before.bank.balance));
    expect(await cashBalance(app, cryptoPlayer.token)).toBe(
      released(cryptoToCancel.reply.amount, before.crypto.balance),
    );
    expect((await app.wallet.findTransfer(database.db, `withdrawal:${bankToCancel.id}:void`))?.phase).toBe(
      'void',
    );
  });

  it('approves and pays out migrated withdrawals of both methods', async () => {
    const [pendingBank, processingBank] = bank;
    const [pendingCrypto, approvedCrypto] = crypto;
    if (!pendingBank || !processingBank || !pendingCrypto || !approvedCrypto) throw new Error('rows missing');
    const approved = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${pendingBank.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ data: { status: 'processing', finance_status: 3 } });
    const paid = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${processingBank.id}/confirm-payout`,
      { reference: 'BANK-REF-1' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ data: { status: 'completed', finance_status: 1 } });

    const cryptoApproved = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${pendingCrypto.reply.id}/approve`,
      {},
    );
    expect(cryptoApproved.statusCode, cryptoApproved.body).toBe(200);
    expect(cryptoApproved.json()).toMatchObject({ data: { status: 'approved', finance_status: 3 } });
    // The old approved row was never signed: an operator may confirm a payout made by hand.
    const cryptoPaid = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${approvedCrypto.reply.id}/confirm-payout`,
      { tx_hash: '0xfeed' },
    );
    expect(cryptoPaid.statusCode, cryptoPaid.body).toBe(200);
    expect(cryptoPaid.json()).toMatchObject({ data: { status: 'completed', tx_hash: '0xfeed' } });
    expect((await app.wallet.checkInvariants()).problems).toEqual([]);
  });

  it('refuses steps out of turn on migrated rows: no second cancel, no approval of a paid one', async () => {
    const [, , completedBank] = bank;
    const [, , broadcastCrypto] = crypto;
    if (!completedBank || !broadcastCrypto) throw new Error('rows missing');
    const again = await app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${bankToCancel.id}/cancel`,
      headers: bearer(bankPlayer.token),
    });
    expect(again.statusCode).toBe(409);
    const approvePaid = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${completedBank.id}/approve`,
      {},
    );
    expect(approvePaid.statusCode).toBe(409);
    // A broadcast payout is the signer's: no confirmation by hand.
    const byHand = await asOperator(
      app,
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${broadcastCrypto.reply.id}/confirm-payout`,
      { tx_hash: '0xbeef' },
    );
    expect(byHand.statusCode).toBe(409);
    // Each method's calls answer for their own withdrawals only.
    const crossed = await app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${crypto[0]?.reply.id ?? ''}/cancel`,
      headers: bearer(cryptoPlayer.token),
    });
    expect(crossed.statusCode).toBe(404);
  });
});
