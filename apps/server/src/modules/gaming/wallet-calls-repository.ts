// The provider wallet's bet and win as one statement each (decision 0311): the server-side functions of
// migration 0023 write the ledger transfer, the provider transaction, its round and (for a win) the state
// of its bet, so a call costs one round trip to the database and commits on its own. Calls that arrive
// together are applied by one statement of `gaming_apply_calls` (migration 0033, decision 0314): one
// commit for all, each call in a subtransaction of its own and answered on its own.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { abortedToRun, postgresError, preparedStatement, sqlState, toBigInt } from '../../db/sql';
import type { Transfer, TransferWritten } from '../wallet/service';

/** A bet or a win about to be written: the request's record and the transfer the wallet checked. */
export interface WalletCallWrite {
  readonly providerId: number;
  readonly transactionUuid: string;
  readonly playerId: number;
  readonly fingerprint: string;
  readonly roundClosed: boolean;
  readonly transfer: Transfer;
}

export interface BetWrite extends WalletCallWrite {
  readonly gameCode: string;
  readonly round: string;
}

/** A win is written in its bet's round. */
export interface WinWrite extends WalletCallWrite {
  readonly referenceTransactionUuid: string;
}

/**
 * What the statement did: `ok` with the balance it answered; `recorded` (nothing written) when the
 * transfer id or the transaction_uuid was taken, so the answer comes from the record; for a win, why its
 * bet does not take it (nothing written).
 */
export type WalletCallWritten =
  | {
      readonly status: 'ok';
      readonly balance: bigint;
      /** The player's active bonus met its wagering or lost its balance: the engine settles it next. */
      readonly settleBonus?: boolean;
    }
  | {
      readonly status:
        'recorded' | 'no_bet' | 'bet_rolled_back' | 'bet_currency' | 'max_bet' | 'no_free_round';
    };

/** A free round's bet (`is_free`): no money moves; the reward (a bonus) gives one of its free spins. */
export interface FreeBetWrite {
  readonly providerId: number;
  readonly transactionUuid: string;
  readonly playerId: number;
  readonly fingerprint: string;
  readonly roundClosed: boolean;
  readonly gameCode: string;
  readonly round: string;
  readonly currency: string;
  readonly rewardUuid: string;
  /** The spin's nominal stake in minor units: the award's bet value. */
  readonly value: bigint;
  /** The player's cash account, for the balance answered. */
  readonly cashAccountId: bigint;
}

const placeBetStatement = preparedStatement(
  'gaming_place_bet',
  sql`select status, balance_after from gaming_place_bet(
    ${sql.placeholder('providerId')}::int4, ${sql.placeholder('transactionUuid')}::text,
    ${sql.placeholder('playerId')}::int4, ${sql.placeholder('gameCode')}::text, ${sql.placeholder('round')}::text,
    ${sql.placeholder('roundClosed')}::bool, ${sql.placeholder('currency')}::text, ${sql.placeholder('amount')}::int8,
    ${sql.placeholder('fingerprint')}::text, ${sql.placeholder('transferId')}::text,
    ${sql.placeholder('cashAccountId')}::int8, ${sql.placeholder('houseAccountId')}::int8)`,
);

const payWinStatement = preparedStatement(
  'gaming_pay_win',
  sql`select status, balance_after from gaming_pay_win(
    ${sql.placeholder('providerId')}::int4, ${sql.placeholder('transactionUuid')}::text,
    ${sql.placeholder('playerId')}::int4, ${sql.placeholder('referenceTransactionUuid')}::text,
    ${sql.placeholder('roundClosed')}::bool, ${sql.placeholder('currency')}::text, ${sql.placeholder('amount')}::int8,
    ${sql.placeholder('fingerprint')}::text, ${sql.placeholder('transferId')}::text,
    ${sql.placeholder('cashAccountId')}::int8, ${sql.placeholder('houseAccountId')}::int8)`,
);

const placeFreeBetStatement = preparedStatement(
  'gaming_place_free_bet',
  sql`select status, balance_after from gaming_place_free_bet(
    ${sql.placeholder('providerId')}::int4, ${sql.placeholder('transactionUuid')}::text,
    ${sql.placeholder('playerId')}::int4, ${sql.placeholder('gameCode')}::text, ${sql.placeholder('round')}::text,
    ${sql.placeholder('roundClosed')}::bool, ${sql.placeholder('currency')}::text,
    ${sql.placeholder('fingerprint')}::text, ${sql.placeholder('rewardUuid')}::text,
    ${sql.placeholder('value')}::int8, ${sql.placeholder('cashAccountId')}::int8)`,
);

const refusals = [
  'recorded',
  'no_bet',
  'bet_rolled_back',
  'bet_currency',
  'max_bet',
  'no_free_round',
] as const;

function written(rows: readonly Record<string, unknown>[]): TransferWritten<WalletCallWritten> {
  const status = rows[0]?.status;
  if (status === 'ok' || status === 'ok_settle') {
    const balance = toBigInt(rows[0]?.balance_after);
    return { applied: true, result: { status: 'ok', balance, settleBonus: status === 'ok_settle' } };
  }
  const refusal = refusals.find((known) => known === status);
  if (!refusal) throw new Error(`unexpected outcome of a wallet call's statement: ${String(status)}`);
  return { applied: false, result: { status: refusal } };
}

/** The transaction_uuid was recorded first (a rollback's placeholder, or a racing request): undone whole. */
function recordedFirst(error: unknown): boolean {
  const facts = postgresError(error);
  return facts?.code === sqlState.uniqueViolation && facts.constraint === 'provider_transactions_once';
}

/** As often as `inTransaction` runs a transaction again that PostgreSQL aborted to break a deadlock. */
const attempts = 5;

/**
 * Runs a wallet call's one statement and reads its outcome: `recorded` when another request recorded the
 * same transaction_uuid first (the statement undone whole), and the statement again when PostgreSQL
 * aborted it to break a deadlock.
 */
export async function runWalletStatement<Result>(
  statement: (executor: DbExecutor, values: Record<string, unknown>) => Promise<Record<string, unknown>[]>,
  executor: DbExecutor,
  values: Record<string, unknown>,
  read: (rows: readonly Record<string, unknown>[]) => Result,
  recorded: Result,
): Promise<Result> {
  // Inside a caller's transaction (the one-call spin) a failed statement aborts it: the caller retries.
  const tries = 'rollback' in executor ? 1 : attempts;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return read(await statement(executor, values));
    } catch (error) {
      if (recordedFirst(error)) return recorded;
      // Every write is keyed, so running the statement again is safe.
      if (!abortedToRun(error) || attempt >= tries) throw error;
    }
  }
}

function run(
  statement: typeof placeBetStatement,
  executor: DbExecutor,
  values: Record<string, unknown>,
): Promise<TransferWritten<WalletCallWritten>> {
  return runWalletStatement(statement, executor, values, written, {
    applied: false,
    result: { status: 'recorded' },
  });
}

function commonValues(call: WalletCallWrite) {
  const { transfer } = call;
  return {
    providerId: call.providerId,
    transactionUuid: call.transactionUuid,
    playerId: call.playerId,
    roundClosed: call.roundClosed,
    currency: transfer.currency,
    amount: transfer.amount.toString(),
    fingerprint: call.fingerprint,
    transferId: transfer.id,
  };
}

/** A bet's whole write: the stake from the player's cash account (the transfer's debit side). */
export function placeBet(executor: DbExecutor, bet: BetWrite): Promise<TransferWritten<WalletCallWritten>> {
  return run(placeBetStatement, executor, {
    ...commonValues(bet),
    gameCode: bet.gameCode,
    round: bet.round,
    cashAccountId: bet.transfer.debitAccountId.toString(),
    houseAccountId: bet.transfer.creditAccountId.toString(),
  });
}

/**
 * A free round's bet in one statement (`gaming_place_free_bet`, migration 0027): one of the bonus's free
 * spins used up under its row lock and the bet recorded with amount 0, or `no_free_round` (nothing written).
 */
export async function placeFreeBet(executor: DbExecutor, bet: FreeBetWrite): Promise<WalletCallWritten> {
  const written = await run(placeFreeBetStatement, executor, {
    providerId: bet.providerId,
    transactionUuid: bet.transactionUuid,
    playerId: bet.playerId,
    gameCode: bet.gameCode,
    round: bet.round,
    roundClosed: bet.roundClosed,
    currency: bet.currency,
    fingerprint: bet.fingerprint,
    rewardUuid: bet.rewardUuid,
    value: bet.value.toString(),
    cashAccountId: bet.cashAccountId.toString(),
  });
  return written.result;
}

/** A win's whole write: the win to the player's cash account (the transfer's credit side). */
export function payWin(executor: DbExecutor, win: WinWrite): Promise<TransferWritten<WalletCallWritten>> {
  return run(payWinStatement, executor, {
    ...commonValues(win),
    referenceTransactionUuid: win.referenceTransactionUuid,
    cashAccountId: win.transfer.creditAccountId.toString(),
    houseAccountId: win.transfer.debitAccountId.toString(),
  });
}

/** A wallet call as the batch statement applies it (decision 0314). */
export type BatchedCall =
  | { readonly kind: 'bet'; readonly bet: BetWrite }
  | { readonly kind: 'free_bet'; readonly bet: FreeBetWrite }
  | { readonly kind: 'win'; readonly win: WinWrite }
  /** The studio's one-call spin (decision 0312): the bet and its win, both or neither. */
  | { readonly kind: 'bet_win'; readonly bet: BetWrite; readonly win: WinWrite }
  | { readonly kind: 'free_bet_win'; readonly bet: FreeBetWrite; readonly win: WinWrite };

/** The player a batched call is of: a batch applies calls in player order (decision 0314). */
export function playerOfCall(call: BatchedCall): number {
  return call.kind === 'win' ? call.win.playerId : call.bet.playerId;
}

/**
 * What a batch did with one of its calls: what the one-call statement would have answered, or the error it
 * would have failed with (its subtransaction undone, the other calls applied).
 */
export type BatchedOutcome = { readonly written: WalletCallWritten } | { readonly error: unknown };

/**
 * A call of a batch that failed alone, as PostgreSQL reported it: `postgresError` reads it as it reads a
 * driver's error.
 */
export class CallFailed extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly constraint: string | undefined,
  ) {
    super(message);
    this.name = 'CallFailed';
  }
}

const columns = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;

const applyCallsStatement = preparedStatement(
  'gaming_apply_calls',
  sql`select call_index, call_status, call_balance, failure_code, failure_constraint, failure_message
    from gaming_apply_calls(${columns('kinds', 'text')}, ${columns('providerIds', 'int4')},
      ${columns('transactionUuids', 'text')}, ${columns('playerIds', 'int4')}, ${columns('gameCodes', 'text')},
      ${columns('rounds', 'text')}, ${columns('roundsClosed', 'bool')}, ${columns('currencies', 'text')},
      ${columns('amounts', 'int8')}, ${columns('fingerprints', 'text')}, ${columns('transferIds', 'text')},
      ${columns('cashAccountIds', 'int8')}, ${columns('houseAccountIds', 'int8')}, ${columns('references', 'text')},
      ${columns('values', 'int8')}, ${columns('winTransactionUuids', 'text')}, ${columns('winAmounts', 'int8')},
      ${columns('winFingerprints', 'text')}, ${columns('winTransferIds', 'text')})`,
);

/** One call's values in the batch statement's columns (migration 0033): null where its kind has none. */
interface CallColumns {
  readonly kind: BatchedCall['kind'];
  readonly providerId: number;
  readonly transactionUuid: string;
  readonly playerId: number;
  readonly gameCode: string | null;
  readonly round: string | null;
  readonly roundClosed: boolean;
  readonly currency: string;
  readonly amount: string | null;
  readonly fingerprint: string;
  readonly transferId: string | null;
  readonly cashAccountId: string;
  readonly houseAccountId: string | null;
  readonly reference: string | null;
  readonly value: string | null;
  readonly winTransactionUuid: string | null;
  readonly winAmount: string | null;
  readonly winFingerprint: string | null;
  readonly winTransferId: string | null;
}

const unused = {
  gameCode: null,
  round: null,
  amount: null,
  transferId: null,
  houseAccountId: null,
  reference: null,
  value: null,
  winTransactionUuid: null,
  winAmount: null,
  winFingerprint: null,
  winTransferId: null,
} as const;

/** The call's own provider transaction: a bet's, or a separate win's. */
function own(write: WalletCallWrite | FreeBetWrite) {
  const { providerId, transactionUuid, playerId, fingerprint, roundClosed } = write;
  return { providerId, transactionUuid, playerId, fingerprint, roundClosed };
}

/** A bet's stake moves from the player's cash account (the debit side) to the house. */
function betColumns(bet: BetWrite) {
  return {
    gameCode: bet.gameCode,
    round: bet.round,
    currency: bet.transfer.currency,
    amount: bet.transfer.amount.toString(),
    transferId: bet.transfer.id,
    cashAccountId: bet.transfer.debitAccountId.toString(),
    houseAccountId: bet.transfer.creditAccountId.toString(),
  };
}

function freeBetColumns(bet: FreeBetWrite) {
  return {
    gameCode: bet.gameCode,
    round: bet.round,
    currency: bet.currency,
    cashAccountId: bet.cashAccountId.toString(),
    reference: bet.rewardUuid,
    value: bet.value.toString(),
  };
}

/** The win of a one-call spin, on the spin's bet; its `round_closed` is the spin's. */
function spinWinColumns(win: WinWrite) {
  return {
    roundClosed: win.roundClosed,
    houseAccountId: win.transfer.debitAccountId.toString(),
    winTransactionUuid: win.transactionUuid,
    winAmount: win.transfer.amount.toString(),
    winFingerprint: win.fingerprint,
    winTransferId: win.transfer.id,
  };
}

function callColumns(call: BatchedCall): CallColumns {
  switch (call.kind) {
    case 'bet':
      return { ...unused, kind: call.kind, ...own(call.bet), ...betColumns(call.bet) };
    case 'free_bet':
      return { ...unused, kind: call.kind, ...own(call.bet), ...freeBetColumns(call.bet) };
    case 'win':
      // A win moves from the house (the debit side) to the player's cash account.
      return {
        ...unused,
        kind: call.kind,
        ...own(call.win),
        currency: call.win.transfer.currency,
        amount: call.win.transfer.amount.toString(),
        transferId: call.win.transfer.id,
        cashAccountId: call.win.transfer.creditAccountId.toString(),
        houseAccountId: call.win.transfer.debitAccountId.toString(),
        reference: call.win.referenceTransactionUuid,
      };
    case 'bet_win':
      return {
        ...unused,
        kind: call.kind,
        ...own(call.bet),
        ...betColumns(call.bet),
        ...spinWinColumns(call.win),
      };
    case 'free_bet_win':
      return {
        ...unused,
        kind: call.kind,
        ...own(call.bet),
        ...freeBetColumns(call.bet),
        ...spinWinColumns(call.win),
      };
  }
}

function batchValues(calls: readonly BatchedCall[]): Record<string, unknown[]> {
  const rows = calls.map(callColumns);
  const column = (key: keyof CallColumns) => rows.map((row) => row[key]);
  return {
    kinds: column('kind'),
    providerIds: column('providerId'),
    transactionUuids: column('transactionUuid'),
    playerIds: column('playerId'),
    gameCodes: column('gameCode'),
    rounds: column('round'),
    roundsClosed: column('roundClosed'),
    currencies: column('currency'),
    amounts: column('amount'),
    fingerprints: column('fingerprint'),
    transferIds: column('transferId'),
    cashAccountIds: column('cashAccountId'),
    houseAccountIds: column('houseAccountId'),
    references: column('reference'),
    values: column('value'),
    winTransactionUuids: column('winTransactionUuid'),
    winAmounts: column('winAmount'),
    winFingerprints: column('winFingerprint'),
    winTransferIds: column('winTransferId'),
  };
}

function batchedOutcome(row: Record<string, unknown>): BatchedOutcome {
  if (row.call_status !== 'failed') {
    return { written: written([{ status: row.call_status, balance_after: row.call_balance }]).result };
  }
  const constraint =
    typeof row.failure_constraint === 'string' && row.failure_constraint !== ''
      ? row.failure_constraint
      : undefined;
  const error = new CallFailed(String(row.failure_message), String(row.failure_code), constraint);
  // As the one-call statement: a record already there under this transaction_uuid answers from it.
  return recordedFirst(error) ? { written: { status: 'recorded' } } : { error };
}

/**
 * Applies `calls` in one statement, so in one transaction and one commit, in the order given (the
 * caller orders them by player, decision 0314): each in a subtransaction of its own, answered one outcome
 * each in that order. A deadlock or serialization failure aborts the whole statement, which then wrote
 * nothing and runs again, as the one-call statements do.
 */
export async function applyCalls(
  executor: DbExecutor,
  calls: readonly BatchedCall[],
): Promise<BatchedOutcome[]> {
  const values = batchValues(calls);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const rows = await applyCallsStatement(executor, values);
      if (rows.length !== calls.length) {
        throw new Error(`the batch statement answered ${rows.length} of ${calls.length} wallet calls`);
      }
      return rows.map(batchedOutcome);
    } catch (error) {
      if (!abortedToRun(error) || attempt >= attempts) throw error;
    }
  }
}
