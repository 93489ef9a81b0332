// Deposits through the payment gateways: the deposit row, the gateway's payment page, the hold while the
// payer is there, and the credit exactly once when the gateway confirms it.
//
// Money moves only through the wallet service, under ids derived from the deposit's row: hold
// `deposit:<id>` (clearing -> player, not spendable) while the payer is at the gateway; the credit is
// `deposit:<id>:credit` (the hold posted, or a transfer of its own when the hold had been voided), which
// can exist only once; `deposit:<id>:void` releases a failed or expired one. A gateway's notification is
// never believed: the gateway is asked (`confirm`) before anything moves.
import { createHash, randomUUID } from 'node:crypto';
import type { DepositRow as DepositReply } from '@reelvault/contract/calls/cashier';
import { paymentMethodTypes, payopMethodFor } from '@reelvault/contract/constants/cashier';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { siteAddressFor } from '../../http/site-address';
import { accountKinds, transferKinds, type WalletService } from '../wallet/service';
import type { DepositBonuses, PaymentComplianceGate, PlayerDirectory, PlayerMailer } from './collaborators';
import { depositCompletedMail } from './emails';
import {
  GatewayUnavailable,
  NotificationRefused,
  type ConfirmedPayment,
  type GatewayCode,
  type IncomingNotification,
  type PaymentGateway,
} from './gateways/gateway';
import { amountWithinLimits } from './method-settings-repository';
import type * as sqlRepository from './repository';
import type { DepositRow } from './repository';
import { fullName, playerCashAccount, refuseBlockedPlayer } from './rules';

export type DepositsRepository = Pick<
  typeof sqlRepository,
  | 'findPaymentMethod'
  | 'insertDeposit'
  | 'findDeposit'
  | 'moveDeposit'
  | 'claimExpiredDeposit'
  | 'recordNotification'
  | 'settleNotification'
  | 'isRowId'
>;

export interface DepositsDependencies {
  readonly repository: DepositsRepository;
  readonly transactor: Transactor;
  readonly wallet: WalletService;
  readonly players: PlayerDirectory;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly gatewayFor: (methodSlug: string) => PaymentGateway | undefined;
  readonly gateways: Partial<Record<GatewayCode, PaymentGateway>>;
  readonly settings: {
    readonly siteAddresses: readonly [string, ...string[]];
    readonly depositExpiryMinutes: number;
  };
  readonly mailer: PlayerMailer;
  readonly complianceGate: PaymentComplianceGate;
  readonly depositBonuses: Pick<DepositBonuses, 'depositCredited'>;
}

export interface NotificationAnswer {
  /** 200: taken (also a repeat); 400: refused; 503: ask again later. */
  readonly status: 200 | 400 | 503;
  readonly outcome: string;
}

export const depositHoldId = (id: string) => `deposit:${id}`;
export const depositCreditId = (id: string) => `deposit:${id}:credit`;
/**
 * Notifications whose outcome stands: a repeat of the same body gets the same answer at once. Refusals
 * are not among them: a forged copy must not block the genuine notification.
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

/** The clearing account of a payment method in one currency: where gateway money enters the ledger from. */
export const cashierClearingAccount = (
  wallet: Pick<WalletService, 'systemAccount'>,
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

export function createDepositsService(dependencies: DepositsDependencies) {
  const { repository, transactor, wallet, players, clock, log, settings, mailer, complianceGate } =
    dependencies;
  const { depositBonuses, gatewayFor } = dependencies;
  const playerCash = (executor: DbExecutor, playerId: number) =>
    playerCashAccount(wallet, executor, playerId);

  /** Releases a deposit's hold (failed or expired payment); nothing to do when it has none. */
  async function releaseDepositHold(tx: DbExecutor, deposit: DepositRow, reason: string): Promise<void> {
    const hold = await wallet.findTransfer(tx, depositHoldId(deposit.id));
    if (!hold) return;
    await wallet.voidHold(tx, { id: `${hold.id}:void`, pendingId: hold.id, metadata: { reason } });
  }

  const creditDeposit = (tx: DbExecutor, deposit: DepositRow) => creditGatewayDeposit(wallet, tx, deposit);

  /** Applies what the gateway confirmed to the deposit, under the deposit's row lock. */
  async function applyConfirmed(gateway: GatewayCode, confirmed: ConfirmedPayment): Promise<string> {
    return transactor.run(async (tx) => {
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
        // In the credit's transaction: the deposit's bonus (a waiting welcome or promo claim) exists once.
        await depositBonuses.depositCredited(tx, {
          playerId: deposit.playerId,
          depositId: deposit.id,
          amount: deposit.amount,
          currency: deposit.currency,
          channel: 'gateway',
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
    /** Starts a gateway deposit: the deposit row, the gateway's payment, then the hold; the payer's URL. */
    async startDeposit(
      player: AuthenticatedPlayer,
      input: {
        pyId: number;
        amount: string;
        description?: string | null | undefined;
        method?: string | null | undefined;
        /** The Origin of the player's page: the configured site address they return to. */
        origin?: string | undefined;
      },
    ): Promise<{ url: string; deposit: DepositReply }> {
      refuseBlockedPlayer(player.status);
      const details = await players.details(player.id);
      const payerName = fullName(details);
      const method = payopMethodFor(input.pyId, input.method);
      if (!method) throw validationError({ method: ['The method does not go with this py id.'] });
      const methodRow = await repository.findPaymentMethod(
        transactor.db,
        paymentMethodTypes.deposit,
        method.slug,
      );
      const gateway = gatewayFor(method.slug);
      if (!methodRow?.enabled || !gateway) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
      const cash = await playerCash(transactor.db, player.id);
      const amount = await amountWithinLimits(transactor.db, methodRow, input.amount, cash.currency);
      await complianceGate.checkDeposit(player.id, amount, cash.currency);
      const now = clock.now();
      const id = randomUUID();
      await repository.insertDeposit(transactor.db, {
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
      const site = siteAddressFor(input.origin, settings.siteAddresses);
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
          successUrl: `${site}/pathly/success?deposit=${id}`,
          failUrl: `${site}/pathly/error?deposit=${id}`,
        });
      } catch (error) {
        log.error(
          { err: error, deposit: id, gateway: gateway.code },
          'the gateway did not start the payment',
        );
        await repository.moveDeposit(transactor.db, id, ['created'], {
          status: 'failed',
          failureReason: 'The gateway did not accept the payment.',
          updatedAt: clock.now(),
        });
        throw new AppError('CASHIER_GATEWAY_FAILED');
      }
      const deposit = await transactor.run(async (tx) => {
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
      const row = await repository.findDeposit(transactor.db, id);
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
      const recorded = await repository.recordNotification(transactor.db, {
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
        await repository.settleNotification(transactor.db, recorded.id, { outcome, detail, depositId });
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
        const done = await transactor.run(async (tx) => {
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
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
