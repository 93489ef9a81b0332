// Ledger helpers for tests: a database of the test file's own, players with accounts and money on them.
// Players are plain integer ids to the wallet; these helpers make the player's row as identity keeps it
// (so the wallet API's player checks find an active player) without the cost of a real registration.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DbExecutor } from '../src/db/database';
import { users } from '../src/modules/identity/schema';
import { accountKinds, transferKinds, type WalletService } from '../src/modules/wallet/service';
import { createTestDatabase, type TestDatabase } from './helper';

/** Registers beforeAll/afterAll; the returned object is filled before the tests run. */
export function useTestDatabase(): { readonly database: Database } {
  const holder: { current?: TestDatabase } = {};
  beforeAll(async () => {
    holder.current = await createTestDatabase();
  });
  afterAll(async () => {
    await holder.current?.drop();
  });
  return {
    get database() {
      if (!holder.current) throw new Error('useTestDatabase: used before beforeAll ran');
      return holder.current.database;
    },
  };
}

/** An active player's row, made directly: it has no usable password, so nobody can log in as it. */
export async function newPlayerId(db: DbExecutor, currency = 'EUR'): Promise<number> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 16);
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      username: `p${tag}`,
      email: `p${tag}@players.test`,
      passwordHash: '!',
      currency,
      ageConfirmedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the player row was not made');
  return row.id;
}

/** Credits the player's cash account from the cashier clearing account of `method`, as a deposit does. */
export async function deposit(
  wallet: WalletService,
  playerId: number,
  amount: bigint,
  options: { currency?: string; method?: string; id?: string; executor?: DbExecutor } = {},
) {
  const db = options.executor ?? wallet.database.db;
  const accounts = await wallet.openPlayerAccounts(db, { id: playerId, currency: options.currency ?? 'EUR' });
  const clearing = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: options.method ?? 'sandbox',
    currency: accounts.cash.currency,
  });
  return wallet.transfer(db, {
    id: options.id ?? `deposit:test:${randomUUID()}`,
    debitAccountId: clearing.id,
    creditAccountId: accounts.cash.id,
    amount,
    kind: transferKinds.deposit,
    metadata: { method: options.method ?? 'sandbox' },
  });
}

/** A player with cash and bonus accounts and `amount` minor units of cash. */
export async function fundedPlayer(wallet: WalletService, amount: bigint, currency = 'EUR') {
  const playerId = await newPlayerId(wallet.database.db, currency);
  const accounts = await wallet.openPlayerAccounts(wallet.database.db, { id: playerId, currency });
  if (amount > 0n) await deposit(wallet, playerId, amount, { currency });
  return { playerId, accounts };
}

/**
 * A withdrawal hold on the player's cash towards a method's clearing account, then posted (approved: money
 * out), voided (rejected) or left waiting.
 */
export async function withdrawalHold(
  wallet: WalletService,
  playerId: number,
  amount: bigint,
  options: { currency: string; outcome: 'post' | 'void' | 'wait'; method?: string },
) {
  const db = wallet.database.db;
  const accounts = await wallet.playerAccounts(db, playerId);
  if (!accounts) throw new Error('no accounts');
  const method = options.method ?? 'sepa';
  const clearing = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: method,
    currency: options.currency,
  });
  const id = `withdrawal:test:${randomUUID()}`;
  await wallet.hold(db, {
    id,
    debitAccountId: accounts.cash.id,
    creditAccountId: clearing.id,
    amount,
    kind: transferKinds.withdrawal,
    metadata: { method },
  });
  if (options.outcome === 'post')
    await wallet.postHold(db, { id: `${id}:post`, pendingId: id, metadata: { method } });
  if (options.outcome === 'void') await wallet.voidHold(db, { id: `${id}:void`, pendingId: id });
}
