// The cashier's SQL: payment methods, deposits and gateway notifications, withdrawals of every method (the
// lifecycle) with the bank's details, welcome tier choices and the sandbox gateway's payments. Money
// itself is moved by the wallet service, never here.
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  bankWithdrawalDetails,
  deposits,
  gatewayNotifications,
  paymentMethods,
  sandboxPayments,
  welcomeTierChoices,
  withdrawals,
} from './schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type BankDetailsRow = typeof bankWithdrawalDetails.$inferSelect;
export type WithdrawalState = WithdrawalRow['status'];
export type WithdrawalKind = WithdrawalRow['kind'];
export type WelcomeChoiceRow = typeof welcomeTierChoices.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type DepositStatus = DepositRow['status'];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from outside (a gateway's notification) may be anything; only a uuid can name one of our rows. */
export const isRowId = (id: string): boolean => uuidPattern.test(id);

// Payment methods

export async function enabledPaymentMethods(executor: DbExecutor, type: number): Promise<PaymentMethodRow[]> {
  return executor
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.type, type), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export async function findPaymentMethod(
  executor: DbExecutor,
  type: number,
  slug: string,
): Promise<PaymentMethodRow | undefined> {
  const rows = await executor
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.type, type), eq(paymentMethods.slug, slug)));
  return rows[0];
}

// Deposits

export async function insertDeposit(executor: DbExecutor, row: NewDeposit): Promise<DepositRow> {
  const [inserted] = await executor.insert(deposits).values(row).returning();
  if (!inserted) throw new Error('the deposit was not recorded');
  return inserted;
}

export async function findDeposit(
  executor: DbExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DepositRow | undefined> {
  if (!isRowId(id)) return undefined;
  const query = executor.select().from(deposits).where(eq(deposits.id, id));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

/** Moves a deposit on only from one of `from`; undefined when it had moved on already. */
export async function moveDeposit(
  executor: DbExecutor,
  id: string,
  from: readonly DepositStatus[],
  patch: Partial<Omit<NewDeposit, 'id'>>,
): Promise<DepositRow | undefined> {
  const rows = await executor
    .update(deposits)
    .set(patch)
    .where(and(eq(deposits.id, id), inArray(deposits.status, [...from])))
    .returning();
  return rows[0];
}

/**
 * Claims the oldest open deposit (created or pending) whose time ran out, locked until the transaction
 * ends. Rows another transaction holds (a sweeper on another node, a notification being applied) are
 * skipped, so several API nodes can sweep at once without waiting on or repeating each other.
 */
export async function claimExpiredDeposit(tx: DbExecutor, now: Date): Promise<DepositRow | undefined> {
  const rows = await tx
    .select()
    .from(deposits)
    .where(and(inArray(deposits.status, ['created', 'pending']), lte(deposits.expiresAt, now)))
    .orderBy(asc(deposits.expiresAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

// Gateway notifications

export interface RecordedNotification {
  readonly id: bigint;
  readonly outcome: string;
  /** False when the same body had come before. */
  readonly first: boolean;
}

/** Records a notification once per gateway and body; a repeat is counted and gets the first one's row. */
export async function recordNotification(
  executor: DbExecutor,
  notification: { gateway: string; fingerprint: string; body: string; ip: string; at: Date },
): Promise<RecordedNotification> {
  const inserted = await executor
    .insert(gatewayNotifications)
    .values({
      gateway: notification.gateway,
      fingerprint: notification.fingerprint,
      body: notification.body,
      ip: notification.ip,
      outcome: 'received',
      firstReceivedAt: notification.at,
      lastReceivedAt: notification.at,
    })
    .onConflictDoNothing()
    .returning({ id: gatewayNotifications.id, outcome: gatewayNotifications.outcome });
  if (inserted[0]) return { ...inserted[0], first: true };
  const [repeated] = await executor
    .update(gatewayNotifications)
    .set({ timesReceived: sql`${gatewayNotifications.timesReceived} + 1`, lastReceivedAt: notification.at })
    .where(
      and(
        eq(gatewayNotifications.gateway, notification.gateway),
        eq(gatewayNotifications.fingerprint, notification.fingerprint),
      ),
    )
    .returning({ id: gatewayNotifications.id, outcome: gatewayNotifications.outcome });
  if (!repeated) throw new Error('the notification was neither recorded nor found');
  return { ...repeated, first: false };
}

export async function settleNotification(
  executor: DbExecutor,
  id: bigint,
  outcome: { outcome: string; detail?: string | undefined; depositId?: string | undefined },
): Promise<void> {
  await executor
    .update(gatewayNotifications)
    .set({
      outcome: outcome.outcome,
      detail: outcome.detail?.slice(0, 1000) ?? null,
      ...(outcome.depositId ? { depositId: outcome.depositId } : {}),
    })
    .where(eq(gatewayNotifications.id, id));
}

export async function notificationsOf(executor: DbExecutor, gateway: string) {
  return executor
    .select()
    .from(gatewayNotifications)
    .where(eq(gatewayNotifications.gateway, gateway))
    .orderBy(asc(gatewayNotifications.id));
}

// Withdrawals

/** Serializes a player's withdrawal requests until the end of the transaction. */
export async function lockPlayerWithdrawals(tx: DbExecutor, playerId: number): Promise<void> {
  // Two-key advisory lock: (a constant for withdrawals, the player).
  await tx.execute(sql`select pg_advisory_xact_lock(7001, ${playerId}::int4)`);
}

/** The player's withdrawals in a state, every method together. */
export async function countPlayerWithdrawals(
  executor: DbExecutor,
  playerId: number,
  state: WithdrawalState,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.status, state)));
  return Number(row?.n ?? 0);
}

export async function insertWithdrawal(executor: DbExecutor, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [inserted] = await executor.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('the withdrawal was not recorded');
  return inserted;
}

export async function findWithdrawal(
  executor: DbExecutor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  if (!isRowId(id)) return undefined;
  const query = executor.select().from(withdrawals).where(eq(withdrawals.id, id));
  const rows = options.forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateWithdrawal(
  executor: DbExecutor,
  id: string,
  patch: Partial<Omit<NewWithdrawal, 'id' | 'kind'>>,
): Promise<WithdrawalRow> {
  const [row] = await executor.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

/** These withdrawals (those that exist), in no order. */
export async function findWithdrawals(
  executor: DbExecutor,
  ids: readonly string[],
): Promise<WithdrawalRow[]> {
  const valid = ids.filter(isRowId);
  if (valid.length === 0) return [];
  return executor.select().from(withdrawals).where(inArray(withdrawals.id, valid));
}

/** Which withdrawals a list shows: one method's or all, in some states or all. */
export interface WithdrawalFilter {
  readonly kind?: WithdrawalKind | undefined;
  readonly states?: readonly WithdrawalState[] | undefined;
}

function filterOf(filter: WithdrawalFilter, playerId?: number) {
  return and(
    playerId === undefined ? undefined : eq(withdrawals.playerId, playerId),
    filter.kind ? eq(withdrawals.kind, filter.kind) : undefined,
    filter.states ? inArray(withdrawals.status, [...filter.states]) : undefined,
  );
}

/** The player's latest withdrawals, newest first. */
export async function playerWithdrawals(
  executor: DbExecutor,
  playerId: number,
  filter: WithdrawalFilter,
  limit: number,
): Promise<WithdrawalRow[]> {
  if (filter.states?.length === 0) return [];
  return executor
    .select()
    .from(withdrawals)
    .where(filterOf(filter, playerId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The back office's queue: withdrawals by state, oldest first, a page of them and how many in all. */
export async function withdrawalQueue(
  executor: DbExecutor,
  filter: WithdrawalFilter,
  offset: number,
  limit: number,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  if (filter.states?.length === 0) return { rows: [], total: 0 };
  const rows = await executor
    .select()
    .from(withdrawals)
    .where(filterOf(filter))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor.select({ n: count() }).from(withdrawals).where(filterOf(filter));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function insertBankDetails(executor: DbExecutor, row: BankDetailsRow): Promise<void> {
  await executor.insert(bankWithdrawalDetails).values(row);
}

/** The bank details of these withdrawals, by withdrawal id. */
export async function bankDetails(
  executor: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, BankDetailsRow>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(bankWithdrawalDetails)
    .where(inArray(bankWithdrawalDetails.withdrawalId, [...ids]));
  return new Map(rows.map((row) => [row.withdrawalId, row]));
}

// Welcome tier

export async function findWelcomeChoice(
  executor: DbExecutor,
  playerId: number,
): Promise<WelcomeChoiceRow | undefined> {
  const rows = await executor
    .select()
    .from(welcomeTierChoices)
    .where(eq(welcomeTierChoices.playerId, playerId));
  return rows[0];
}

export async function saveWelcomeChoice(
  executor: DbExecutor,
  row: typeof welcomeTierChoices.$inferInsert,
): Promise<WelcomeChoiceRow> {
  const { playerId: _playerId, ...changes } = row;
  const [saved] = await executor
    .insert(welcomeTierChoices)
    .values(row)
    .onConflictDoUpdate({ target: welcomeTierChoices.playerId, set: changes })
    .returning();
  if (!saved) throw new Error('the welcome tier choice was not saved');
  return saved;
}

// The sandbox gateway

export async function insertSandboxPayment(
  executor: DbExecutor,
  row: typeof sandboxPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  const [inserted] = await executor.insert(sandboxPayments).values(row).returning();
  if (!inserted) throw new Error('the sandbox payment was not recorded');
  return inserted;
}

export async function findSandboxPayment(
  executor: DbExecutor,
  id: string,
): Promise<SandboxPaymentRow | undefined> {
  if (!isRowId(id)) return undefined;
  const rows = await executor.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return rows[0];
}

/** The payer's decision, taken once: a second click finds the first decision. */
export async function decideSandboxPayment(
  executor: DbExecutor,
  id: string,
  status: 'approved' | 'declined',
  at: Date,
): Promise<SandboxPaymentRow | undefined> {
  await executor
    .update(sandboxPayments)
    .set({ status, decidedAt: at })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')));
  return findSandboxPayment(executor, id);
}
