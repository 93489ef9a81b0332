// The cashier: payment methods, gateway deposits credited exactly once, bank withdrawals held in the
// ledger until an operator decides, the welcome tier choice and the buy-crypto redirect.
//
// Money moves only through the wallet service, under ids derived from the cashier's own rows:
// - deposit <id>: hold `deposit:<id>` (clearing -> player, not spendable) while the payer is at the
//   gateway; the credit is `deposit:<id>:credit` (the hold posted, or a transfer of its own when the
//   hold had been voided), which can exist only once; `deposit:<id>:void` releases a failed or expired one;
// - withdrawal <id>: hold `withdrawal:<id>` (player -> clearing) on request; `:post` on approval (the
//   finance history shows Processing until the payout), the payout `withdrawal:<id>:payout` on
//   confirmation; `:void` on rejection or the player's cancel.
// A gateway's notification is never believed: the gateway is asked (`confirm`) before anything moves.
import { createHash, randomUUID } from 'node:crypto';
import type {
  DepositRow as DepositReply,
  PaymentMethod,
  WithdrawalRow as WithdrawalReply,
} from '@reelvault/contract/calls/cashier';
import {
  bankWithdrawalMethodOf,
  paymentMethodTypes,
  payopMethodFor,
  type PaymentMethodType,
} from '@reelvault/contract/constants/cashier';
import { findCryptoCoin } from '@reelvault/contract/constants/crypto';
import { needsVerification, userStatus } from '@reelvault/contract/constants/statuses';
import { welcomeTiersFor } from '@reelvault/contract/constants/welcome-bonus';
import { AmountError, formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf, type Pagination } from '@reelvault/contract/pagination';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { BuyCryptoSettings, PaymentGatewayCode } from '../../config';
import type { Database, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/sql';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import type { OutgoingMail } from '../notifications/service';
import { accountKinds, transferKinds, type WalletService } from '../wallet/service';
import { signedBuyCryptoUrl } from './buy-crypto';
import {
  depositCompletedMail,
  withdrawalApprovedMail,
  withdrawalPaidMail,
  withdrawalRejectedMail,
  type MailRecipient,
} from './emails';
import {
  GatewayUnavailable,
  NotificationRefused,
  type ConfirmedPayment,
  type GatewayCode,
  type IncomingNotification,
  type PaymentGateway,
} from './gateways/gateway';
import * as repository from './repository';
import type { DepositRow, WithdrawalRow, WithdrawalStatus } from './repository';

/** What the cashier needs to know about a player (the identity module answers, wired in app.ts). */
export interface PlayerDetails {
  readonly username: string;
  readonly email: string;
  readonly name: string | null;
  readonly surname: string | null;
}

export interface PlayerDirectory {
  details(playerId: number): Promise<PlayerDetails>;
}

/** Whether something (bonus wagering, later) keeps a player's money from being withdrawn. */
export interface WithdrawalGate {
  lockReason(playerId: number): Promise<'wagering' | undefined>;
}

/** Verification and responsible-gambling rules before money moves (the compliance module); they throw to refuse. */
export interface PaymentComplianceGate {
  checkDeposit(playerId: number, amount: bigint, currency: string): Promise<void>;
  checkWithdrawal(playerId: number): Promise<void>;
}

/** The player's own crypto deposit addresses; the crypto cashier will provide them. */
export interface CryptoAddressBook {
  depositAddress(playerId: number, coin: string, network: string | undefined): Promise<string | undefined>;
}

/** Mails to the player, written in the transaction of the change they report (so they exist once). */
export interface PlayerMailer {
  mailPlayer(
    tx: DbExecutor,
    playerId: number,
    compose: (recipient: MailRecipient) => OutgoingMail,
  ): Promise<void>;
}

export interface CashierSettings {
  readonly publicUrl: string;
  readonly paymentGateway: PaymentGatewayCode;
  readonly paymentGatewayMethods: Readonly<Record<string, PaymentGatewayCode>>;
  readonly depositExpiryMinutes: number;
  readonly withdrawalsPendingMax: number;
  readonly buyCrypto: BuyCryptoSettings | undefined;
}

export interface CashierDependencies {
  readonly database: Database;
  readonly wallet: WalletService;
  readonly players: PlayerDirectory;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly gateways: Partial<Record<GatewayCode, PaymentGateway>>;
  readonly settings: CashierSettings;
  readonly withdrawalGate?: WithdrawalGate;
  readonly cryptoAddresses?: CryptoAddressBook;
  readonly mailer?: PlayerMailer;
  readonly complianceGate?: PaymentComplianceGate;
}

export interface NotificationAnswer {
  /** 200: taken (also a repeat); 400: refused; 503: ask again later. */
  readonly status: 200 | 400 | 503;
  readonly outcome: string;
}

export interface AdminWithdrawal extends WithdrawalReply {
  readonly player: { readonly id: number; readonly username: string };
}

export const depositHoldId = (id: string) => `deposit:${id}`;
export const depositCreditId = (id: string) => `deposit:${id}:credit`;
export const withdrawalHoldId = (id: string) => `withdrawal:${id}`;

/**
 * Notifications whose outcome stands: a repeat of the same body gets the same answer at once. Refusals
 * are not among them: a forged copy must not stand in the way of the genuine notification.
 */
const settledOutcomes = new Set([
  'credited',
  'already_completed',
  'failed',
  'already_closed',
  'ignored_after_completion',
  'pending',
  'mismatch',
  'unknown_deposit',
]);
const refusedOutcomes = new Set([
  'refused_signature',
  'refused_stale',
  'refused_source',
  'malformed',
  'unconfirmed',
]);

const financeStatusOf: Record<WithdrawalStatus, 0 | 1 | 2 | 3> = {
  pending: 0,
  processing: 3,
  completed: 1,
  rejected: 2,
  cancelled: 2,
};

function depositReply(row: DepositRow): DepositReply {
  return {
    id: row.id,
    method: row.method,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

function withdrawalReply(row: WithdrawalRow): WithdrawalReply {
  return {
    id: row.id,
    method: row.method,
    payment_id: row.paymentId,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    status: row.status,
    finance_status: financeStatusOf[row.status],
    iban: row.iban,
    bank_name: row.bankName,
    swift: row.swift,
    account_holder: row.accountHolder,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function adminWithdrawalReply(row: WithdrawalRow): AdminWithdrawal {
  return { ...withdrawalReply(row), player: { id: row.playerId, username: row.playerUsername } };
}

/** Inactive players and players who must verify first may not pay in or out (spec: statuses 2, 6, 7). */
function refuseBlockedPlayer(status: number): void {
  if (status === userStatus.inactive) throw new AppError('CASHIER_INACTIVE_PLAYER');
  if (needsVerification(status)) throw new AppError('CASHIER_VERIFICATION_REQUIRED');
}

function fullName(details: PlayerDetails): string {
  const name = [details.name, details.surname].filter((part) => part && part.trim()).join(' ');
  if (!name) {
    throw new AppError('CASHIER_NAME_REQUIRED', undefined, {
      name: ['Add your name and address to your account before making a payment.'],
    });
  }
  return name;
}

function minorUnits(amount: string, currency: string): bigint {
  try {
    return parseCurrencyAmount(amount, currency);
  } catch (error) {
    if (error instanceof AmountError) {
      throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
    }
    throw error;
  }
}

async function playerCashAccount(wallet: WalletService, executor: DbExecutor, playerId: number) {
  const accounts = await wallet.playerAccounts(executor, playerId);
  if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
  return accounts.cash;
}

/** The clearing account of a payment method in one currency: where gateway money enters the ledger from. */
export const cashierClearingAccount = (
  wallet: WalletService,
  executor: DbExecutor,
  method: string,
  currency: string,
) => wallet.systemAccount(executor, { kind: accountKinds.cashierClearing, reference: method, currency });

/** Holds a gateway deposit's amount for the player while the payer is at the gateway (not spendable). */
export async function holdGatewayDeposit(wallet: WalletService, tx: DbExecutor, deposit: DepositRow) {
  await wallet.hold(tx, {
    id: depositHoldId(deposit.id),
    debitAccountId: (await cashierClearingAccount(wallet, tx, deposit.method, deposit.currency)).id,
    creditAccountId: (await playerCashAccount(wallet, tx, deposit.playerId)).id,
    amount: deposit.amount,
    kind: transferKinds.deposit,
    metadata: { method: deposit.method },
  });
}

/** The credit, at most once: the hold posted, or (hold voided or never made) a transfer of its own. */
export async function creditGatewayDeposit(
  wallet: WalletService,
  tx: DbExecutor,
  deposit: DepositRow,
): Promise<void> {
  const metadata = { method: deposit.method };
  const hold = await wallet.findTransfer(tx, depositHoldId(deposit.id));
  if (hold) {
    try {
      await wallet.postHold(tx, { id: depositCreditId(deposit.id), pendingId: hold.id, metadata });
      return;
    } catch (error) {
      // A voided hold (the deposit had failed or expired first) cannot be posted; credit apart.
      if (!(error instanceof AppError && error.code === 'WALLET_TRANSFER_NOT_PENDING')) throw error;
    }
  }
  await wallet.transfer(tx, {
    id: depositCreditId(deposit.id),
    debitAccountId: (await cashierClearingAccount(wallet, tx, deposit.method, deposit.currency)).id,
    creditAccountId: (await playerCashAccount(wallet, tx, deposit.playerId)).id,
    amount: deposit.amount,
    kind: transferKinds.deposit,
    metadata,
  });
}

export function createCashierService(dependencies: CashierDependencies) {
  const { database, wallet, players, clock, log, settings } = dependencies;
  const db = database.db;
  const withdrawalGate = dependencies.withdrawalGate ?? { lockReason: async () => undefined };
  const cryptoAddresses = dependencies.cryptoAddresses ?? { depositAddress: async () => undefined };
  const mailer: PlayerMailer = dependencies.mailer ?? { mailPlayer: async () => undefined };
  const complianceGate = dependencies.complianceGate ?? {
    checkDeposit: async () => undefined,
    checkWithdrawal: async () => undefined,
  };

  function gatewayFor(methodSlug: string): PaymentGateway | undefined {
    const code = settings.paymentGatewayMethods[methodSlug] ?? settings.paymentGateway;
    return code === 'none' ? undefined : dependencies.gateways[code];
  }

  const playerCash = (executor: DbExecutor, playerId: number) =>
    playerCashAccount(wallet, executor, playerId);
  const clearingAccount = (executor: DbExecutor, method: string, currency: string) =>
    cashierClearingAccount(wallet, executor, method, currency);

  /** Releases a deposit's hold (failed or expired payment); nothing to do when it has none. */
  async function releaseDepositHold(tx: DbExecutor, deposit: DepositRow, reason: string): Promise<void> {
    const hold = await wallet.findTransfer(tx, depositHoldId(deposit.id));
    if (!hold) return;
    await wallet.voidHold(tx, { id: `${hold.id}:void`, pendingId: hold.id, metadata: { reason } });
  }

  const creditDeposit = (tx: DbExecutor, deposit: DepositRow) => creditGatewayDeposit(wallet, tx, deposit);

  /** Applies what the gateway confirmed to the deposit, under the deposit's row lock. */
  async function applyConfirmed(gateway: GatewayCode, confirmed: ConfirmedPayment): Promise<string> {
    return inTransaction(db, async (tx) => {
      const deposit = await repository.findDeposit(tx, confirmed.depositId, { forUpdate: true });
      if (!deposit || deposit.gateway !== gateway) return 'unknown_deposit';
      const now = clock.now();
      if (confirmed.state === 'paid') {
        if (confirmed.amount !== deposit.amount || confirmed.currency !== deposit.currency) {
          log.error(
            { deposit: deposit.id, confirmed: `${confirmed.amount} ${confirmed.currency}` },
            'a gateway confirmed another amount than the deposit: not credited, for review',
          );
          return 'mismatch';
        }
        if (deposit.status === 'completed') return 'already_completed';
        await creditDeposit(tx, deposit);
        await repository.moveDeposit(tx, deposit.id, [deposit.status], {
          status: 'completed',
          gatewayTransaction: confirmed.transactionId,
          completedAt: now,
          updatedAt: now,
        });
        await mailer.mailPlayer(tx, deposit.playerId, (to) =>
          depositCompletedMail(to, deposit, deposit.method),
        );
        return 'credited';
      }
      if (confirmed.state === 'failed') {
        if (deposit.status === 'completed') {
          log.warn({ deposit: deposit.id }, 'a gateway reported a failure for a credited deposit');
          return 'ignored_after_completion';
        }
        if (deposit.status === 'failed' || deposit.status === 'expired') return 'already_closed';
        await releaseDepositHold(tx, deposit, 'failed');
        await repository.moveDeposit(tx, deposit.id, ['created', 'pending'], {
          status: 'failed',
          gatewayTransaction: confirmed.transactionId,
          failureReason: confirmed.reason?.slice(0, 500) ?? 'The payment failed.',
          updatedAt: now,
        });
        return 'failed';
      }
      return 'pending';
    });
  }

  return {
    async paymentMethods(type: PaymentMethodType): Promise<PaymentMethod[]> {
      const rows = await repository.enabledPaymentMethods(db, type);
      // A gateway method needs its gateway, card-to-crypto its provider; without them it is not offered.
      return rows
        .filter((row) => row.kind !== 'gateway' || gatewayFor(row.slug) !== undefined)
        .filter((row) => row.kind !== 'card' || settings.buyCrypto !== undefined)
        .map((row) => ({
          slug: row.slug,
          name: row.name,
          kind: row.kind,
          payment_id: row.paymentId,
          py_id: row.pyId,
        }));
    },

    /** Starts a gateway deposit: the deposit row, the gateway's payment, then the hold; the payer's URL. */
    async startDeposit(
      player: AuthenticatedPlayer,
      input: {
        pyId: number;
        amount: string;
        description?: string | null | undefined;
        method?: string | null | undefined;
      },
    ): Promise<{ url: string; deposit: DepositReply }> {
      refuseBlockedPlayer(player.status);
      const details = await players.details(player.id);
      const payerName = fullName(details);
      const method = payopMethodFor(input.pyId, input.method);
      if (!method) throw validationError({ method: ['The method does not go with this py id.'] });
      const methodRow = await repository.findPaymentMethod(db, paymentMethodTypes.deposit, method.slug);
      const gateway = gatewayFor(method.slug);
      if (!methodRow?.enabled || !gateway) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
      const cash = await playerCash(db, player.id);
      const amount = minorUnits(input.amount, cash.currency);
      await complianceGate.checkDeposit(player.id, amount, cash.currency);
      const now = clock.now();
      const id = randomUUID();
      await repository.insertDeposit(db, {
        id,
        playerId: player.id,
        method: method.slug,
        gateway: gateway.code,
        amount,
        currency: cash.currency,
        status: 'created',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + settings.depositExpiryMinutes * 60_000),
      });
      let started;
      try {
        started = await gateway.startPayment({
          depositId: id,
          amount,
          currency: cash.currency,
          method: method.slug,
          gatewayMethodId: method.pyId,
          description: input.description
            ? `${methodRow.name} deposit ${input.description}`
            : `${methodRow.name} deposit`,
          payer: { email: details.email, name: payerName },
          language: 'en',
          successUrl: `${settings.publicUrl}/pathly/success?deposit=${id}`,
          failUrl: `${settings.publicUrl}/pathly/error?deposit=${id}`,
        });
      } catch (error) {
        log.error(
          { err: error, deposit: id, gateway: gateway.code },
          'the gateway did not start the payment',
        );
        await repository.moveDeposit(db, id, ['created'], {
          status: 'failed',
          failureReason: 'The gateway did not accept the payment.',
          updatedAt: clock.now(),
        });
        throw new AppError('CASHIER_GATEWAY_FAILED');
      }
      const deposit = await inTransaction(db, async (tx) => {
        const moved = await repository.moveDeposit(tx, id, ['created'], {
          status: 'pending',
          gatewayReference: started.reference,
          updatedAt: clock.now(),
        });
        if (!moved) return repository.findDeposit(tx, id);
        await holdGatewayDeposit(wallet, tx, moved);
        return moved;
      });
      if (!deposit) throw new Error(`deposit ${id} vanished`);
      return { url: started.redirectUrl, deposit: depositReply(deposit) };
    },

    async deposit(playerId: number, id: string): Promise<DepositReply> {
      const row = await repository.findDeposit(db, id);
      if (!row || row.playerId !== playerId) throw new AppError('CASHIER_DEPOSIT_NOT_FOUND');
      return depositReply(row);
    },

    /**
     * A gateway's notification: recorded once per body (a repeat gets the first answer), read and
     * authenticated by the gateway's adapter, confirmed with the gateway, then applied.
     */
    async receiveNotification(
      code: GatewayCode,
      incoming: IncomingNotification,
    ): Promise<NotificationAnswer> {
      const gateway = dependencies.gateways[code];
      if (!gateway) return { status: 400, outcome: 'unknown_gateway' };
      const recorded = await repository.recordNotification(db, {
        gateway: code,
        fingerprint: createHash('sha256').update(incoming.body).digest('hex'),
        body: incoming.body.toString('utf8').slice(0, 8000),
        ip: incoming.ip,
        at: clock.now(),
      });
      const answer = (outcome: string): NotificationAnswer => ({
        status: refusedOutcomes.has(outcome) ? 400 : outcome === 'gateway_unavailable' ? 503 : 200,
        outcome,
      });
      if (!recorded.first && settledOutcomes.has(recorded.outcome)) return answer(recorded.outcome);

      const settle = async (outcome: string, detail?: string, depositId?: string) => {
        await repository.settleNotification(db, recorded.id, { outcome, detail, depositId });
        return answer(outcome);
      };
      let claim;
      try {
        claim = gateway.readNotification(incoming);
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        log.warn(
          { gateway: code, ip: incoming.ip, outcome: error.outcome },
          `notification refused: ${error.message}`,
        );
        return settle(error.outcome, error.message);
      }
      let confirmed;
      try {
        confirmed = await gateway.confirm(claim);
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
        log.error({ err: error, gateway: code }, 'the gateway could not confirm a notification');
        return settle('gateway_unavailable', error.message, claim.depositId);
      }
      if (!confirmed) {
        log.warn({ gateway: code, ip: incoming.ip, claim }, 'the gateway does not know the notified payment');
        return settle('unconfirmed', 'The gateway does not know this payment.', claim.depositId);
      }
      const outcome = await applyConfirmed(code, confirmed);
      return settle(
        outcome,
        confirmed.reason,
        repository.isRowId(confirmed.depositId) ? confirmed.depositId : undefined,
      );
    },

    /**
     * Expires open deposits whose time ran out and releases their holds, one transaction each; returns
     * how many. Each row is claimed with SKIP LOCKED: sweepers on several nodes share the work.
     */
    async expireDeposits(limit = 200): Promise<number> {
      const now = clock.now();
      let expired = 0;
      while (expired < limit) {
        const done = await inTransaction(db, async (tx) => {
          const deposit = await repository.claimExpiredDeposit(tx, now);
          if (!deposit) return false;
          await releaseDepositHold(tx, deposit, 'expired');
          await repository.moveDeposit(tx, deposit.id, [deposit.status], {
            status: 'expired',
            updatedAt: now,
          });
          return true;
        });
        if (!done) break;
        expired += 1;
      }
      return expired;
    },

    /** A bank withdrawal request: the amount is held at once; one pending request at a time (configurable). */
    async requestWithdrawal(
      player: AuthenticatedPlayer,
      input: {
        paymentId: number;
        amount: string;
        iban: string;
        bankName?: string | null | undefined;
        swift?: string | null | undefined;
      },
    ): Promise<WithdrawalReply> {
      refuseBlockedPlayer(player.status);
      const details = await players.details(player.id);
      const holder = fullName(details);
      const method = bankWithdrawalMethodOf(input.paymentId);
      const methodRow = method
        ? await repository.findPaymentMethod(db, paymentMethodTypes.withdrawal, method.slug)
        : undefined;
      if (!method || !methodRow?.enabled) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
      if ((await withdrawalGate.lockReason(player.id)) === 'wagering') {
        throw new AppError('CASHIER_WAGERING_REQUIRED');
      }
      await complianceGate.checkWithdrawal(player.id);
      const cash = await playerCash(db, player.id);
      const amount = minorUnits(input.amount, cash.currency);
      const row = await inTransaction(db, async (tx) => {
        await repository.lockPlayerWithdrawals(tx, player.id);
        if (
          (await repository.countPlayerWithdrawals(tx, player.id, 'pending')) >=
          settings.withdrawalsPendingMax
        ) {
          throw new AppError('CASHIER_WITHDRAWAL_PENDING');
        }
        const id = randomUUID();
        const now = clock.now();
        const inserted = await repository.insertWithdrawal(tx, {
          id,
          playerId: player.id,
          playerUsername: details.username,
          method: method.slug,
          paymentId: method.paymentId,
          amount,
          currency: cash.currency,
          status: 'pending',
          iban: input.iban,
          bankName: method.slug === 'wire' ? (input.bankName ?? null) : null,
          swift: method.slug === 'wire' ? (input.swift ?? null) : null,
          accountHolder: holder,
          holdTransferId: withdrawalHoldId(id),
          createdAt: now,
          updatedAt: now,
        });
        await wallet.hold(tx, {
          id: withdrawalHoldId(id),
          debitAccountId: cash.id,
          creditAccountId: (await clearingAccount(tx, method.slug, cash.currency)).id,
          amount,
          kind: transferKinds.withdrawal,
          metadata: { method: method.slug },
        });
        return inserted;
      });
      return withdrawalReply(row);
    },

    async playerWithdrawals(playerId: number, status?: WithdrawalStatus): Promise<WithdrawalReply[]> {
      return (await repository.playerWithdrawals(db, playerId, status, 20)).map(withdrawalReply);
    },

    /** The player takes back a pending request: the hold is voided. */
    async cancelWithdrawal(player: AuthenticatedPlayer, id: string): Promise<WithdrawalReply> {
      const row = await inTransaction(db, async (tx) => {
        const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
        if (!withdrawal || withdrawal.playerId !== player.id)
          throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
        if (withdrawal.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
        await wallet.voidHold(tx, {
          id: `${withdrawal.holdTransferId}:void`,
          pendingId: withdrawal.holdTransferId,
          metadata: { reason: 'cancelled' },
        });
        return repository.updateWithdrawal(tx, id, { status: 'cancelled', updatedAt: clock.now() });
      });
      return withdrawalReply(row);
    },

    // Back office: each call takes the caller's transaction, so that the decision and its audit entry
    // commit together.

    async withdrawalsByStatus(
      status: WithdrawalStatus,
      page: number,
      perPage: number,
    ): Promise<{ data: AdminWithdrawal[]; pagination: Pagination }> {
      const { rows, total } = await repository.withdrawalsByStatus(db, status, (page - 1) * perPage, perPage);
      return { data: rows.map(adminWithdrawalReply), pagination: paginationOf(total, page, perPage) };
    },

    /** The withdrawal, locked until the caller's transaction ends. */
    async lockWithdrawal(tx: DbExecutor, id: string): Promise<AdminWithdrawal> {
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      return adminWithdrawalReply(row);
    },

    /** Approval: the hold is posted, the payout is under way (Processing). */
    async approveWithdrawal(tx: DbExecutor, id: string, operatorId: number): Promise<AdminWithdrawal> {
      const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!withdrawal) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      if (withdrawal.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
      await wallet.postHold(tx, {
        id: `${withdrawal.holdTransferId}:post`,
        pendingId: withdrawal.holdTransferId,
        awaitsPayout: true,
        metadata: { method: withdrawal.method },
      });
      await mailer.mailPlayer(tx, withdrawal.playerId, (to) => withdrawalApprovedMail(to, withdrawal));
      return adminWithdrawalReply(
        await repository.updateWithdrawal(tx, id, {
          status: 'processing',
          decidedBy: operatorId,
          updatedAt: clock.now(),
        }),
      );
    },

    /** The bank paid it out: the money leaves the clearing account for the method's payouts (Completed). */
    async confirmPayout(
      tx: DbExecutor,
      id: string,
      operatorId: number,
      reference: string | undefined,
    ): Promise<AdminWithdrawal> {
      const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!withdrawal) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      if (withdrawal.status !== 'processing') throw new AppError('CASHIER_WITHDRAWAL_STATE');
      const payouts = await wallet.systemAccount(tx, {
        kind: accountKinds.cashierPayouts,
        reference: withdrawal.method,
        currency: withdrawal.currency,
      });
      await wallet.settlePayout(tx, {
        pendingId: withdrawal.holdTransferId,
        payoutAccountId: payouts.id,
        metadata: { method: withdrawal.method, ...(reference ? { reference } : {}) },
      });
      await mailer.mailPlayer(tx, withdrawal.playerId, (to) =>
        withdrawalPaidMail(to, withdrawal, withdrawal.iban),
      );
      return adminWithdrawalReply(
        await repository.updateWithdrawal(tx, id, {
          status: 'completed',
          payoutReference: reference ?? null,
          decidedBy: operatorId,
          updatedAt: clock.now(),
        }),
      );
    },

    /** Rejection with a reason: the hold is voided and the money is the player's again. */
    async rejectWithdrawal(
      tx: DbExecutor,
      id: string,
      operatorId: number,
      reason: string,
    ): Promise<AdminWithdrawal> {
      const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!withdrawal) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      if (withdrawal.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
      await wallet.voidHold(tx, {
        id: `${withdrawal.holdTransferId}:void`,
        pendingId: withdrawal.holdTransferId,
        metadata: { reason: 'rejected' },
      });
      await mailer.mailPlayer(tx, withdrawal.playerId, (to) =>
        withdrawalRejectedMail(to, withdrawal, reason),
      );
      return adminWithdrawalReply(
        await repository.updateWithdrawal(tx, id, {
          status: 'rejected',
          reason,
          decidedBy: operatorId,
          updatedAt: clock.now(),
        }),
      );
    },

    async welcomeTier(player: AuthenticatedPlayer) {
      const choice = await repository.findWelcomeChoice(db, player.id);
      if (!choice) return { state: 'open' as const, tier: null, currency: player.currency, chosen_at: null };
      return {
        state: choice.tier === null ? ('skipped' as const) : ('chosen' as const),
        tier: choice.tier,
        currency: choice.currency,
        chosen_at: choice.chosenAt.toISOString(),
      };
    },

    /** Stores the tier chosen in the cashier (null: skipped) with the tier's figures as shown. */
    async chooseWelcomeTier(player: AuthenticatedPlayer, tier: number | null) {
      const shown = tier === null ? undefined : welcomeTiersFor(player.currency)[tier];
      if (tier !== null && !shown) throw validationError({ tier: ['The tier does not exist.'] });
      const saved = await repository.saveWelcomeChoice(db, {
        playerId: player.id,
        tier,
        currency: player.currency,
        deposit: shown?.deposit ?? null,
        playWith: shown?.playWith ?? null,
        freeSpins: shown?.freeSpins ?? null,
        chosenAt: clock.now(),
      });
      return {
        state: saved.tier === null ? ('skipped' as const) : ('chosen' as const),
        tier: saved.tier,
        currency: saved.currency,
        chosen_at: saved.chosenAt.toISOString(),
      };
    },

    /** The signed card-to-crypto page paying into the player's own deposit address. */
    async buyCrypto(
      player: AuthenticatedPlayer,
      input: { coin: string; network?: string | null | undefined },
    ) {
      refuseBlockedPlayer(player.status);
      if (!settings.buyCrypto) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
      const coin = findCryptoCoin(input.coin);
      if (!coin?.enabled) throw validationError({ coin: ['The coin is not offered.'] });
      const address = await cryptoAddresses.depositAddress(player.id, coin.code, input.network ?? undefined);
      if (!address) throw new AppError('CASHIER_CRYPTO_ADDRESS_REQUIRED');
      return {
        url: signedBuyCryptoUrl(settings.buyCrypto, {
          coin: coin.code,
          address,
          currency: player.currency,
          customerId: `rv-${player.id}`,
        }),
        address,
        coin: coin.code,
      };
    },
  };
}

export type CashierService = ReturnType<typeof createCashierService>;
