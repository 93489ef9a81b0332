// The crypto cashier's SQL: addresses, observed payments, watcher cursors and crypto withdrawals' details. Money is
// moved by the wallet service, never here.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  cryptoAddresses,
  cryptoDeposits,
  cryptoHotWalletTransfers,
  cryptoWatchCursors,
  cryptoWithdrawalDetails,
} from './schema';

export type CryptoAddressRow = typeof cryptoAddresses.$inferSelect;
export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;
export type NewCryptoDeposit = typeof cryptoDeposits.$inferInsert;
export type CryptoDepositStatus = CryptoDepositRow['status'];
export type CryptoWithdrawalDetailsRow = typeof cryptoWithdrawalDetails.$inferSelect;
export type NewCryptoWithdrawalDetails = typeof cryptoWithdrawalDetails.$inferInsert;
export type HotWalletTransferRow = typeof cryptoHotWalletTransfers.$inferSelect;

// Addresses

export async function findAddress(
  executor: DbExecutor,
  playerId: number,
  chain: string,
): Promise<CryptoAddressRow | undefined> {
  const rows = await executor
    .select()
    .from(cryptoAddresses)
    .where(and(eq(cryptoAddresses.playerId, playerId), eq(cryptoAddresses.chain, chain)));
  return rows[0];
}

/** Stores the address unless the player has one on the chain already; returns the stored one. */
export async function saveAddress(
  executor: DbExecutor,
  row: typeof cryptoAddresses.$inferInsert,
): Promise<CryptoAddressRow> {
  await executor
    .insert(cryptoAddresses)
    .values(row)
    .onConflictDoNothing({
      target: [cryptoAddresses.playerId, cryptoAddresses.chain],
    });
  const stored = await findAddress(executor, row.playerId, row.chain);
  if (!stored) throw new Error(`the ${row.chain} address of player ${row.playerId} was not stored`);
  return stored;
}

export async function addressesOnChain(executor: DbExecutor, chain: string): Promise<CryptoAddressRow[]> {
  return executor.select().from(cryptoAddresses).where(eq(cryptoAddresses.chain, chain));
}

// Deposits

/** Records a payment the first time it is seen; a repeat changes nothing and answers undefined. */
export async function insertDepositOnce(
  executor: DbExecutor,
  row: NewCryptoDeposit,
): Promise<CryptoDepositRow | undefined> {
  const rows = await executor
    .insert(cryptoDeposits)
    .values(row)
    .onConflictDoNothing({
      target: [cryptoDeposits.chain, cryptoDeposits.txHash, cryptoDeposits.outputIndex],
    })
    .returning();
  return rows[0];
}

export async function findDeposit(
  executor: DbExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CryptoDepositRow | undefined> {
  const query = executor.select().from(cryptoDeposits).where(eq(cryptoDeposits.id, id));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function findDepositByOutput(
  executor: DbExecutor,
  chain: string,
  txHash: string,
  outputIndex: number,
): Promise<CryptoDepositRow | undefined> {
  const rows = await executor
    .select()
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.chain, chain),
        eq(cryptoDeposits.txHash, txHash),
        eq(cryptoDeposits.outputIndex, outputIndex),
      ),
    );
  return rows[0];
}

/** Payments on a chain still to follow: pending ones, and small ones not yet as deep as a credit would be. */
export async function openDeposits(executor: DbExecutor, chain: string): Promise<CryptoDepositRow[]> {
  return executor
    .select()
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.chain, chain),
        sql`(${cryptoDeposits.status} = 'pending' or (${cryptoDeposits.status} = 'below_minimum' and ${cryptoDeposits.confirmations} < ${cryptoDeposits.requiredConfirmations}))`,
      ),
    )
    .orderBy(asc(cryptoDeposits.firstSeenAt));
}

export async function updateDeposit(
  executor: DbExecutor,
  id: string,
  patch: Partial<Omit<NewCryptoDeposit, 'id'>>,
): Promise<CryptoDepositRow> {
  const [row] = await executor.update(cryptoDeposits).set(patch).where(eq(cryptoDeposits.id, id)).returning();
  if (!row) throw new Error(`crypto deposit ${id} vanished`);
  return row;
}

export async function playerDeposits(
  executor: DbExecutor,
  playerId: number,
  limit: number,
): Promise<CryptoDepositRow[]> {
  return executor
    .select()
    .from(cryptoDeposits)
    .where(and(eq(cryptoDeposits.playerId, playerId), sql`${cryptoDeposits.status} <> 'removed'`))
    .orderBy(desc(cryptoDeposits.firstSeenAt))
    .limit(limit);
}

export async function depositsByStatus(
  executor: DbExecutor,
  status: CryptoDepositStatus,
  offset: number,
  limit: number,
): Promise<{ rows: CryptoDepositRow[]; total: number }> {
  const rows = await executor
    .select()
    .from(cryptoDeposits)
    .where(eq(cryptoDeposits.status, status))
    .orderBy(asc(cryptoDeposits.firstSeenAt))
    .offset(offset)
    .limit(limit);
  const [total] = await executor
    .select({ n: count() })
    .from(cryptoDeposits)
    .where(eq(cryptoDeposits.status, status));
  return { rows, total: total?.n ?? 0 };
}

// Watcher cursors

export async function findCursor(executor: DbExecutor, chain: string) {
  const rows = await executor.select().from(cryptoWatchCursors).where(eq(cryptoWatchCursors.chain, chain));
  return rows[0];
}

export async function saveCursor(
  executor: DbExecutor,
  chain: string,
  lastBlock: bigint,
  lastBlockHash: string | null,
  at: Date,
): Promise<void> {
  await executor
    .insert(cryptoWatchCursors)
    .values({ chain, lastBlock, lastBlockHash, updatedAt: at })
    .onConflictDoUpdate({
      target: cryptoWatchCursors.chain,
      set: { lastBlock, lastBlockHash, updatedAt: at },
    });
}

// Withdrawals: what a crypto withdrawal adds to the cashier's (its lifecycle is the cashier's)

export async function insertWithdrawalDetails(
  executor: DbExecutor,
  row: NewCryptoWithdrawalDetails,
): Promise<void> {
  await executor.insert(cryptoWithdrawalDetails).values(row);
}

export async function findWithdrawalDetails(
  executor: DbExecutor,
  withdrawalId: string,
): Promise<CryptoWithdrawalDetailsRow | undefined> {
  const rows = await executor
    .select()
    .from(cryptoWithdrawalDetails)
    .where(eq(cryptoWithdrawalDetails.withdrawalId, withdrawalId));
  return rows[0];
}

/** The details of these withdrawals, by withdrawal id. */
export async function withdrawalDetails(
  executor: DbExecutor,
  withdrawalIds: readonly string[],
): Promise<Map<string, CryptoWithdrawalDetailsRow>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(cryptoWithdrawalDetails)
    .where(inArray(cryptoWithdrawalDetails.withdrawalId, [...withdrawalIds]));
  return new Map(rows.map((row) => [row.withdrawalId, row]));
}

export async function updateWithdrawalDetails(
  executor: DbExecutor,
  withdrawalId: string,
  patch: Partial<Omit<NewCryptoWithdrawalDetails, 'withdrawalId'>>,
): Promise<CryptoWithdrawalDetailsRow> {
  const [row] = await executor
    .update(cryptoWithdrawalDetails)
    .set(patch)
    .where(eq(cryptoWithdrawalDetails.withdrawalId, withdrawalId))
    .returning();
  if (!row) throw new Error(`crypto withdrawal ${withdrawalId} has no details`);
  return row;
}

// Payout nonces

/**
 * Serialises nonce allocation for one hot wallet on one chain across every node, until the transaction
 * ends (two-key advisory lock: a constant for payout nonces, the chain).
 */
export async function lockPayoutNonces(tx: DbExecutor, chain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7002, hashtext(${chain}))`);
}

/**
 * The highest nonce a stored payout of the hot wallet holds on the chain (rows stored before the signer's
 * address was recorded count as the hot wallet's), or undefined before its first payout.
 */
export async function highestPayoutNonce(
  executor: DbExecutor,
  chain: string,
  fromAddress: string,
): Promise<bigint | undefined> {
  const [row] = await executor
    .select({ nonce: sql<string | null>`max(${cryptoWithdrawalDetails.nonce})::text` })
    .from(cryptoWithdrawalDetails)
    .where(
      and(
        eq(cryptoWithdrawalDetails.chain, chain),
        sql`(${cryptoWithdrawalDetails.fromAddress} = ${fromAddress} or ${cryptoWithdrawalDetails.fromAddress} is null)`,
        sql`${cryptoWithdrawalDetails.nonce} is not null`,
      ),
    );
  return row?.nonce === null || row?.nonce === undefined ? undefined : BigInt(row.nonce);
}

/** Every signed payout on a chain (with its nonce), in nonce order. */
export async function signedPayouts(
  executor: DbExecutor,
  chain: string,
): Promise<CryptoWithdrawalDetailsRow[]> {
  return executor
    .select()
    .from(cryptoWithdrawalDetails)
    .where(and(eq(cryptoWithdrawalDetails.chain, chain), sql`${cryptoWithdrawalDetails.nonce} is not null`))
    .orderBy(asc(cryptoWithdrawalDetails.nonce), asc(cryptoWithdrawalDetails.withdrawalId));
}

/** The hot wallet's transactions an operator recorded as explained (not payouts), in nonce order. */
export async function acknowledgedTransfers(
  executor: DbExecutor,
  chain: string,
  fromAddress: string,
): Promise<HotWalletTransferRow[]> {
  return executor
    .select()
    .from(cryptoHotWalletTransfers)
    .where(
      and(
        eq(cryptoHotWalletTransfers.chain, chain),
        sql`lower(${cryptoHotWalletTransfers.fromAddress}) = ${fromAddress.toLowerCase()}`,
      ),
    )
    .orderBy(asc(cryptoHotWalletTransfers.nonce));
}

/** Records an explained transaction of the hot wallet; false when its nonce is recorded already. */
export async function acknowledgeTransfer(
  executor: DbExecutor,
  row: typeof cryptoHotWalletTransfers.$inferInsert,
): Promise<boolean> {
  const inserted = await executor
    .insert(cryptoHotWalletTransfers)
    .values({ ...row, fromAddress: row.fromAddress.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: cryptoHotWalletTransfers.id });
  return inserted.length > 0;
}
