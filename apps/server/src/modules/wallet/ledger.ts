// The ledger's vocabulary: account and transfer kinds, the shapes its calls take and answer, and the pure
// rules every concern of the service shares (what a transfer does to the totals, when a replay is the same
// transfer). Other modules import these through service.ts.
import type { AccountRow, AccountTotals, TotalsDelta, TransferRow } from './repository';
import { payoutSuffix } from './repository';
import type { TransferMetadata, TransferPhase } from './schema';

/** Account kinds the platform uses today. Kinds are data: a later module opens accounts of new kinds. */
export const accountKinds = {
  playerCash: 'player_cash',
  playerBonus: 'player_bonus',
  /** Per game provider (reference: provider code): bets in, wins and refunds out. */
  houseRevenue: 'house_revenue',
  /** Per payment method (reference: method code): deposits come from it, withdrawals go to it. */
  cashierClearing: 'cashier_clearing',
  /** Per payment method (reference: method code): what was paid out to players' banks and wallets. */
  cashierPayouts: 'cashier_payouts',
  bonusExpense: 'bonus_expense',
  fees: 'fees',
  /** Manual corrections by the operator, each one a transfer of its own. */
  adjustments: 'adjustments',
} as const;

/** Transfer kinds in use; like account kinds they are data. */
export const transferKinds = {
  bet: 'bet',
  win: 'win',
  refund: 'refund',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  /** A posted withdrawal leaving the clearing account once the payment provider confirmed the payout. */
  payout: 'payout',
  bonusGrant: 'bonus_grant',
  bonusForfeit: 'bonus_forfeit',
  /** A bonus's balance to the player's cash once its wagering is met. */
  bonusConversion: 'bonus_conversion',
  fee: 'fee',
  adjustment: 'adjustment',
  /** Cashback paid as cash from bonus expense (decision 1120). */
  cashback: 'cashback',
  /** A free round's win: bonus money from bonus expense into the player's bonus account (decision 1113). */
  freeSpinWin: 'free_spin_win',
  /** Rakeback paid as cash from bonus expense (decision 1124). */
  rakeback: 'rakeback',
} as const;

export interface LedgerAccount {
  readonly id: bigint;
  readonly kind: string;
  readonly playerId: number | null;
  readonly reference: string;
  readonly currency: string;
  readonly tracksBalance: boolean;
  readonly debitsMustNotExceedCredits: boolean;
}

export interface Balance extends AccountTotals {
  readonly currency: string;
  /** Posted credits less posted and held debits: what the owner can spend. */
  readonly available: bigint;
}

export interface PlayerAccounts {
  readonly cash: LedgerAccount;
  readonly bonus: LedgerAccount;
}

export interface PlayerBalance {
  readonly currency: string;
  readonly cash: bigint;
  readonly bonus: bigint;
}

export interface TransferRequest {
  /** The idempotency key, namespaced by the caller (`bet:<provider>:<uuid>`, `deposit:<payment id>`). */
  readonly id: string;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly kind: string;
  readonly metadata?: TransferMetadata;
}

export interface ResolveHoldRequest {
  readonly id: string;
  readonly pendingId: string;
  /** For a post: how much of the hold to post (the whole hold when unset); the rest is released. */
  readonly amount?: bigint;
  readonly metadata?: TransferMetadata;
  /**
   * For a post: the money still has to reach the owner's bank or wallet. The finance history shows the
   * hold as Processing until `settlePayout` records the payout.
   */
  readonly awaitsPayout?: boolean;
}

export interface SettlePayoutRequest {
  /** The posted hold whose payout was confirmed. */
  readonly pendingId: string;
  /** Where the money goes: the payouts account of the method. */
  readonly payoutAccountId: bigint;
  readonly metadata?: TransferMetadata;
}

export interface Transfer {
  readonly id: string;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly currency: string;
  readonly kind: string;
  readonly phase: TransferPhase;
  readonly pendingId: string | null;
  readonly metadata: TransferMetadata;
}

export interface TransferOutcome {
  readonly transfer: Transfer;
  /** False when this id had already been applied: the answer is the first one's, nothing moved again. */
  readonly created: boolean;
  /** Balances after the transfer of the accounts that track one (the player's side). */
  readonly balances: Balance[];
}

/** The id of the payout transfer of a hold: one payout per hold, whatever the retries. */
export function payoutTransferId(pendingId: string): string {
  return `${pendingId}${payoutSuffix}`;
}

export function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.playerId,
    reference: row.reference,
    currency: row.currency,
    tracksBalance: row.tracksBalance,
    debitsMustNotExceedCredits: row.debitsMustNotExceedCredits,
  };
}

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    amount: row.amount,
    currency: row.currency,
    kind: row.kind,
    phase: row.phase,
    pendingId: row.pendingId,
    metadata: row.metadata,
  };
}

function canonicalMetadata(metadata: TransferMetadata): string {
  return JSON.stringify(
    Object.keys(metadata)
      .sort()
      .map((key) => [key, metadata[key]]),
  );
}

/** A replayed id is the same transfer only when everything it says matches (metadata in any key order). */
export function sameTransfer(a: Transfer, b: Transfer): boolean {
  return (
    a.debitAccountId === b.debitAccountId &&
    a.creditAccountId === b.creditAccountId &&
    a.amount === b.amount &&
    a.currency === b.currency &&
    a.kind === b.kind &&
    a.phase === b.phase &&
    a.pendingId === b.pendingId &&
    canonicalMetadata(a.metadata) === canonicalMetadata(b.metadata)
  );
}

export function availableOf(totals: AccountTotals): bigint {
  return totals.creditsPosted - totals.debitsPosted - totals.debitsPending;
}

export function balanceOf(totals: AccountTotals, currency: string): Balance {
  return { ...totals, currency, available: availableOf(totals) };
}

const zero = 0n;

/**
 * What a transfer does to the totals of its two accounts: the same amount on the debit side of one and
 * the credit side of the other, so every transfer balances. Resolving a hold takes `heldAmount` out of
 * the pending totals and, for a post, adds what is posted.
 */
export function transferDeltas(
  phase: TransferPhase,
  debitAccountId: bigint,
  creditAccountId: bigint,
  amount: bigint,
  heldAmount: bigint = zero,
): TotalsDelta[] {
  const debitsPending = phase === 'pending' ? amount : phase === 'posted' ? zero : -heldAmount;
  const posted = phase === 'posted' || phase === 'post' ? amount : zero;
  return [
    {
      accountId: debitAccountId,
      debitsPending,
      debitsPosted: posted,
      creditsPending: zero,
      creditsPosted: zero,
    },
    {
      accountId: creditAccountId,
      debitsPending: zero,
      debitsPosted: zero,
      creditsPending: debitsPending,
      creditsPosted: posted,
    },
  ];
}
