// Manual balance adjustments with four eyes (decision 0707). An operator asks for a credit or a debit of a
// player's cash or bonus balance; up to the currency's threshold it is applied at once, above it (or in a
// currency without a threshold) it waits until another operator approves or refuses it. Applying is one
// ledger transfer against the adjustments account, made through the wallet's service, with the
// adjustment row locked and the audit entry written in the same transaction.
import { randomUUID } from 'node:crypto';
import { adminMay, type AdminPermission, type AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdjustmentBalance,
  AdjustmentCategory,
  AdjustmentDirection,
  AdjustmentKind,
  AdjustmentRow,
  AdjustmentStatus,
} from '@reelvault/contract/calls/backoffice-adjustments';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { WalletService } from '../wallet/service';
import type { AdjustmentRecord, AdjustmentsRepository } from './adjustments-repository';
import type { AdminCaller } from './operator-access';

export interface AdjustmentInput {
  readonly id?: string | undefined;
  readonly playerId: number;
  readonly currency: string;
  readonly balance: AdjustmentBalance;
  readonly direction: AdjustmentDirection;
  /** Major units as the API carries them ("25.00"). */
  readonly amount: string;
  readonly category: AdjustmentCategory;
  readonly note: string;
}

/** A bonus granted by hand above the threshold (decision 0715), in the player's currency. */
export interface BonusGrantInput {
  readonly id?: string | undefined;
  readonly playerId: number;
  readonly currency: string;
  readonly amount: string;
  /** The offer whose terms the bonus takes; null: the default terms. */
  readonly offerId: number | null;
  readonly note: string;
}

/** Grants an approved bonus-grant request's bonus through the engine (wagering, maximum bet, expiry). */
export interface BonusGrantApplier {
  grantRequested(
    tx: DbExecutor,
    request: AdjustmentRecord,
  ): Promise<{ transferId: string; before: bigint; after: bigint; bonus: Record<string, unknown> }>;
}

export interface AdjustmentsDependencies {
  readonly repository: AdjustmentsRepository;
  readonly transactor: Transactor;
  readonly clock: Clock;
  readonly wallet: Pick<WalletService, 'adjustPlayerBalance' | 'playerAccounts' | 'balances'>;
  readonly players: { usernames(playerIds: readonly number[]): Promise<Map<number, string>> };
  /** Minor units per currency up to which one operator's word applies an adjustment. */
  readonly thresholds: Readonly<Record<string, bigint>>;
  readonly bonusGrants: BonusGrantApplier;
}

/** Applied at once when within the currency's threshold; a currency without one always waits. */
export function appliesAtOnce(
  thresholds: Readonly<Record<string, bigint>>,
  currency: string,
  amount: bigint,
): boolean {
  const threshold = thresholds[currency];
  return threshold !== undefined && amount <= threshold;
}

function requireAny(role: AdminRole, permissions: readonly AdminPermission[]): void {
  if (!permissions.some((permission) => adminMay(role, permission))) throw new AppError('ADMIN_FORBIDDEN');
}

/** The amount in minor units, or a 422 on `amount` / `currency`. */
export function minorAmount(currency: string, amount: string): bigint {
  const known = findCurrency(currency);
  if (!known) throw validationError({ currency: ['The currency is not valid.'] });
  let minor: bigint;
  try {
    minor = parseCurrencyAmount(amount, known.code);
  } catch {
    throw validationError({
      amount: [`The amount may have at most ${known.exponent} decimals in ${known.code}.`],
    });
  }
  if (minor <= 0n) throw validationError({ amount: ['The amount must be more than zero.'] });
  return minor;
}

const sameRequest = (row: AdjustmentRecord, wanted: AdjustmentRecord) =>
  row.playerId === wanted.playerId &&
  row.currency === wanted.currency &&
  row.balance === wanted.balance &&
  row.direction === wanted.direction &&
  row.amount === wanted.amount &&
  row.category === wanted.category &&
  row.note === wanted.note &&
  row.requestedBy === wanted.requestedBy &&
  row.kind === wanted.kind &&
  row.offerId === wanted.offerId;

export function createAdjustmentsService(dependencies: AdjustmentsDependencies) {
  const { repository, transactor, clock, wallet } = dependencies;
  const db = transactor.db;

  function balanceTooLow(available: bigint, currency: string): AppError {
    const text = `The player can spend ${formatCurrencyAmount(available, currency)} ${currency} of this balance.`;
    return new AppError('ADJUSTMENT_BALANCE_TOO_LOW', undefined, { amount: [text] });
  }

  /** The player's account the adjustment moves, with what it holds now. */
  async function accountOf(tx: DbExecutor, row: Pick<AdjustmentRecord, 'playerId' | 'balance' | 'currency'>) {
    const accounts = await wallet.playerAccounts(tx, row.playerId);
    if (!accounts) throw new AppError('AUTH_PLAYER_NOT_FOUND');
    const account = row.balance === 'bonus' ? accounts.bonus : accounts.cash;
    if (account.currency !== row.currency) {
      throw validationError({ currency: [`The player's balance is in ${account.currency}.`] });
    }
    const [balance] = await wallet.balances(tx, [account]);
    return { account, available: balance?.available ?? 0n };
  }

  /** Moves the money; what the player can spend before and after (a bonus grant: its bonus too). */
  async function apply(
    tx: DbExecutor,
    row: AdjustmentRecord,
  ): Promise<{ transferId: string; before: bigint; after: bigint; bonus?: Record<string, unknown> }> {
    if (row.kind === 'bonus_grant') return dependencies.bonusGrants.grantRequested(tx, row);
    const { available } = await accountOf(tx, row);
    if (row.direction === 'debit' && available < row.amount) throw balanceTooLow(available, row.currency);
    try {
      const outcome = await wallet.adjustPlayerBalance(tx, {
        adjustmentId: row.id,
        playerId: row.playerId,
        currency: row.currency,
        balance: row.balance === 'bonus' ? 'bonus' : 'cash',
        direction: row.direction === 'debit' ? 'debit' : 'credit',
        amount: row.amount,
        category: row.category,
      });
      const after = outcome.balances.find((item) => item.currency === row.currency)?.available;
      return { transferId: outcome.transfer.id, before: available, after: after ?? available };
    } catch (error) {
      // The ledger's own floor: a concurrent bet spent the money after the check above.
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        throw balanceTooLow(available, row.currency);
      }
      throw error;
    }
  }

  async function audit(
    tx: DbExecutor,
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    action: string,
    row: AdjustmentRecord,
    facts: { before: Record<string, unknown>; after: Record<string, unknown> },
  ): Promise<void> {
    await repository.insertAudit(tx, {
      adminId: admin.id,
      action,
      // On the player's trail, so that the player's page shows it; the adjustment's id is in the entry.
      targetType: 'player',
      targetId: String(row.playerId),
      before: facts.before,
      after: facts.after,
      ip: caller.ip,
      createdAt: clock.now(),
    });
  }

  const summary = (row: AdjustmentRecord) => ({
    adjustment_id: row.id,
    status: row.status,
    balance: row.balance,
    direction: row.direction,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    category: row.category,
    note: row.note,
    ...(row.decisionReason ? { reason: row.decisionReason } : {}),
    ...(row.transferId ? { transfer_id: row.transferId } : {}),
    ...(row.kind === 'balance' ? {} : { kind: row.kind, offer_id: row.offerId }),
  });

  async function rowsOf(records: readonly AdjustmentRecord[]): Promise<AdjustmentRow[]> {
    const operatorIds = records.flatMap((row) => [
      row.requestedBy,
      ...(row.decidedBy ? [row.decidedBy] : []),
    ]);
    const [operators, usernames] = await Promise.all([
      repository.operatorsByIds(db, operatorIds),
      dependencies.players.usernames([...new Set(records.map((row) => row.playerId))]),
    ]);
    const operator = (id: number) => {
      const found = operators.get(id);
      if (!found) throw new Error(`operator ${id} of an adjustment does not exist`);
      return { id: found.id, email: found.email, role: found.role as AdminRole };
    };
    return records.map((row) => ({
      id: row.id,
      player: { id: row.playerId, username: usernames.get(row.playerId) ?? '' },
      currency: row.currency,
      balance: row.balance as AdjustmentBalance,
      direction: row.direction as AdjustmentDirection,
      amount: formatCurrencyAmount(row.amount, row.currency),
      category: row.category as AdjustmentCategory,
      note: row.note,
      status: row.status as AdjustmentStatus,
      requested_by: operator(row.requestedBy),
      requested_at: row.requestedAt.toISOString(),
      decided_by: row.decidedBy ? operator(row.decidedBy) : null,
      decided_at: row.decidedAt?.toISOString() ?? null,
      decision_reason: row.decisionReason,
      transfer_id: row.transferId,
      kind: row.kind as AdjustmentKind,
      offer_id: row.offerId,
    }));
  }

  async function rowOf(record: AdjustmentRecord): Promise<AdjustmentRow> {
    const [row] = await rowsOf([record]);
    if (!row) throw new Error('an adjustment row was lost');
    return row;
  }

  /** The pending adjustment `id`, locked, that `admin` may decide. */
  async function decidable(tx: DbExecutor, admin: AuthenticatedAdmin, id: string): Promise<AdjustmentRecord> {
    const row = await repository.findAdjustment(tx, id, { lock: true });
    if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
    if (row.requestedBy === admin.id) throw new AppError('ADJUSTMENT_OWN_REQUEST');
    if (row.status !== 'pending') throw new AppError('ADJUSTMENT_DECIDED');
    return row;
  }

  /** Records a request and, for a balance adjustment within the threshold, applies it at once. */
  async function request(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    input: AdjustmentInput & { readonly kind: AdjustmentKind; readonly offerId: number | null },
  ) {
    const currency = input.currency.toUpperCase();
    const amount = minorAmount(currency, input.amount);
    const now = clock.now();
    const wanted: AdjustmentRecord = {
      id: input.id ?? randomUUID(),
      playerId: input.playerId,
      currency,
      balance: input.balance,
      direction: input.direction,
      amount,
      category: input.category,
      note: input.note,
      status: 'pending',
      requestedBy: admin.id,
      requestedAt: now,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      transferId: null,
      kind: input.kind,
      offerId: input.offerId,
    };
    const outcome = await transactor.run(async (tx) => {
      const { available } = await accountOf(tx, wanted);
      if (wanted.direction === 'debit' && available < amount) throw balanceTooLow(available, currency);
      const inserted = await repository.insertAdjustment(tx, wanted);
      if (!inserted) {
        const first = await repository.findAdjustment(tx, wanted.id);
        if (!first || !sameRequest(first, wanted)) throw new AppError('ADJUSTMENT_ID_CONFLICT');
        return { record: first, created: false };
      }
      if (input.kind === 'bonus_grant' || !appliesAtOnce(dependencies.thresholds, currency, amount)) {
        await audit(tx, admin, caller, 'adjustment.request', inserted, {
          before: { available: formatCurrencyAmount(available, currency) },
          after: summary(inserted),
        });
        return { record: inserted, created: true };
      }
      const moved = await apply(tx, inserted);
      const applied = await repository.decideAdjustment(tx, inserted.id, {
        status: 'applied',
        decidedBy: null,
        decidedAt: now,
        decisionReason: null,
        transferId: moved.transferId,
      });
      await audit(tx, admin, caller, 'adjustment.apply', applied, {
        before: { available: formatCurrencyAmount(moved.before, currency) },
        after: { ...summary(applied), available: formatCurrencyAmount(moved.after, currency) },
      });
      return { record: applied, created: true };
    });
    return { adjustment: await rowOf(outcome.record), created: outcome.created };
  }

  return {
    /**
     * Asks for an adjustment: applied at once within the threshold, else pending. A repeat of the same
     * `id` with the same content answers the first request (`created: false`); other content is a 409.
     */
    async requestAdjustment(admin: AuthenticatedAdmin, caller: AdminCaller, input: AdjustmentInput) {
      requireAny(admin.role, ['adjustments.request']);
      return request(admin, caller, { ...input, kind: 'balance', offerId: null });
    },

    /**
     * Asks for a bonus above the threshold (decision 0715): always pending, whatever its amount; the
     * approval grants it as a bonus with its terms. The caller checks the grant's permission and amount.
     */
    async requestBonusGrant(admin: AuthenticatedAdmin, caller: AdminCaller, input: BonusGrantInput) {
      return request(admin, caller, {
        ...input,
        balance: 'bonus',
        direction: 'credit',
        category: 'promotion',
        kind: 'bonus_grant',
      });
    },

    /** A second operator's approval: the transfer is made once, whoever else approves at the same time. */
    async approveAdjustment(admin: AuthenticatedAdmin, caller: AdminCaller, id: string) {
      requireAny(admin.role, ['adjustments.decide']);
      const record = await transactor.run(async (tx) => {
        const row = await decidable(tx, admin, id);
        const moved = await apply(tx, row);
        const applied = await repository.decideAdjustment(tx, id, {
          status: 'applied',
          decidedBy: admin.id,
          decidedAt: clock.now(),
          decisionReason: null,
          transferId: moved.transferId,
        });
        await audit(tx, admin, caller, 'adjustment.approve', applied, {
          before: { ...summary(row), available: formatCurrencyAmount(moved.before, row.currency) },
          after: {
            ...summary(applied),
            available: formatCurrencyAmount(moved.after, row.currency),
            ...(moved.bonus ? { bonus: moved.bonus } : {}),
          },
        });
        return applied;
      });
      return rowOf(record);
    },

    /** A second operator's refusal, with a reason: nothing moves. */
    async refuseAdjustment(admin: AuthenticatedAdmin, caller: AdminCaller, id: string, reason: string) {
      requireAny(admin.role, ['adjustments.decide']);
      const record = await transactor.run(async (tx) => {
        const row = await decidable(tx, admin, id);
        const refused = await repository.decideAdjustment(tx, id, {
          status: 'refused',
          decidedBy: admin.id,
          decidedAt: clock.now(),
          decisionReason: reason,
          transferId: null,
        });
        await audit(tx, admin, caller, 'adjustment.refuse', refused, {
          before: summary(row),
          after: summary(refused),
        });
        return refused;
      });
      return rowOf(record);
    },

    async adjustments(
      admin: AuthenticatedAdmin,
      query: { status: AdjustmentStatus; playerId?: number | undefined; page: number; perPage: number },
    ) {
      requireAny(admin.role, ['adjustments.request', 'adjustments.decide']);
      const { rows, total } = await repository.adjustmentsPage(
        db,
        { status: query.status, playerId: query.playerId },
        (query.page - 1) * query.perPage,
        query.perPage,
      );
      return { data: await rowsOf(rows), pagination: paginationOf(total, query.page, query.perPage) };
    },

    /** Adjustments waiting for a second operator (the dashboard's queue). */
    adjustmentsWaiting: () => repository.countAdjustments(db, 'pending'),
  };
}

export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
