// The cashier: payment methods, gateway deposits credited exactly once (deposits-service.ts), withdrawals
// of every method in one lifecycle held in the ledger until an operator decides (withdrawals-service.ts,
// with the method adapters of withdrawal-methods.ts), the welcome tier choice and the buy-crypto redirect.
// This file is what other modules import: it composes the concerns into one `CashierService`.
import type { PaymentMethod, WithdrawalRow as WithdrawalReply } from '@reelvault/contract/calls/cashier';
import type { PaymentMethodType, WithdrawalStatus } from '@reelvault/contract/constants/cashier';
import { findCryptoCoin } from '@reelvault/contract/constants/crypto';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf, type Pagination } from '@reelvault/contract/pagination';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { BuyCryptoSettings, PaymentGatewayCode } from '../../config-payments';
import type { Database, DbExecutor } from '../../db/database';
import { sqlTransactor, type Transactor } from '../../db/transactor';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import type { WalletService } from '../wallet/service';
import { createBackofficeReads } from './backoffice-reads';
import { createWithdrawalQueueReads } from './withdrawal-queue-reads';
import { signedBuyCryptoUrl } from './buy-crypto';
import type {
  CryptoAddressBook,
  DepositBonuses,
  PaymentComplianceGate,
  PlayerDirectory,
  PlayerMailer,
  WithdrawalGate,
} from './collaborators';
import { createDepositsService } from './deposits-service';
import { methodsInCurrency, paymentMethodReply } from './method-settings';
import * as settingsRepository from './method-settings-repository';
import type { GatewayCode, PaymentGateway } from './gateways/gateway';
import * as sqlRepository from './repository';
import type { WithdrawalKind, WithdrawalRow } from './repository';
import { refuseBlockedPlayer } from './rules';
import { finalStates, statesNamed, withdrawalStates, type WithdrawalState } from './withdrawal-lifecycle';
import {
  bankStatusNames,
  createBankWithdrawalMethod,
  type AdminBankReply,
  type BankWithdrawalInput,
  type WithdrawalMethod,
} from './withdrawal-methods';
import { createWithdrawalsService, type WithdrawalRequestOptions } from './withdrawals-service';

export type {
  CreditedDeposit,
  CryptoAddressBook,
  DepositBonuses,
  PaymentComplianceGate,
  PlayerDetails,
  PlayerDirectory,
  PlayerMailer,
  WithdrawalGate,
} from './collaborators';
export {
  cashierClearingAccount,
  creditGatewayDeposit,
  depositCreditId,
  depositHoldId,
  holdGatewayDeposit,
  type NotificationAnswer,
} from './deposits-service';
export {
  financeStatusOf,
  nextState,
  statesNamed,
  withdrawalStates,
  type StatusNames,
  type WithdrawalActor,
  type WithdrawalState,
} from './withdrawal-lifecycle';
export type {
  AdminCryptoReply,
  CryptoWithdrawalInput,
  MethodTypes,
  PreparedWithdrawal,
  WithdrawalMethod,
} from './withdrawal-methods';
export {
  withdrawalHoldId,
  type ConfirmedPayout,
  type Decided,
  type PlayerWithdrawal,
  type QueuedWithdrawal,
} from './withdrawals-service';
export type { WithdrawalKind, WithdrawalRow };
export type { PaymentRecord } from './backoffice-reads';
export type { QueuedWithdrawalView } from './withdrawal-queue-reads';

/** The cashier's SQL, as its services use it (unit tests pass in-memory ones). */
export type CashierRepository = typeof sqlRepository;

export interface CashierSettings {
  readonly publicUrl: string;
  /** The addresses players use, PUBLIC_URL first: a gateway returns the player to the one they left from. */
  readonly siteAddresses: readonly [string, ...string[]];
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
  /** The bonus engine's part in deposits; none when it is not plugged in. */
  readonly depositBonuses?: DepositBonuses;
  /** Withdrawal methods other modules provide (the crypto module's); the bank's is the cashier's own. */
  readonly withdrawalMethods?: { readonly crypto?: WithdrawalMethod<'crypto'> };
  readonly repository?: CashierRepository;
  readonly transactor?: Transactor;
}

export type AdminWithdrawal = AdminBankReply;

/**
 * The lifecycle rows of these withdrawals, read on `executor`: for tools that hold only a database (the
 * crypto payouts' reconciliation), where no cashier service is made.
 */
export const withdrawalRecords = (executor: DbExecutor, ids: readonly string[]): Promise<WithdrawalRow[]> =>
  sqlRepository.findWithdrawals(executor, ids);

/** Withdrawals of a method in some states, oldest first, read on `executor` (as `withdrawalRecords`). */
export const withdrawalRecordsInStates = async (
  executor: DbExecutor,
  kind: WithdrawalKind,
  states: readonly WithdrawalState[],
  limit: number,
): Promise<WithdrawalRow[]> =>
  (await sqlRepository.withdrawalQueue(executor, { kind, states }, 0, limit)).rows;

/** The lifecycle states of a status name of the bank's calls. */
const bankStates = (status: WithdrawalStatus | undefined): WithdrawalState[] | undefined =>
  status ? statesNamed(bankStatusNames, status) : undefined;

export function createCashierService(dependencies: CashierDependencies) {
  const { wallet, players, clock, log, settings } = dependencies;
  const repository = dependencies.repository ?? sqlRepository;
  const transactor = dependencies.transactor ?? sqlTransactor(dependencies.database.db);
  const db = transactor.db;
  const withdrawalGate = dependencies.withdrawalGate ?? { lockReason: async () => undefined };
  const cryptoAddresses = dependencies.cryptoAddresses ?? { depositAddress: async () => undefined };
  const mailer: PlayerMailer = dependencies.mailer ?? { mailPlayer: async () => undefined };
  const complianceGate = dependencies.complianceGate ?? {
    checkDeposit: async () => undefined,
    checkWithdrawal: async () => undefined,
  };
  const depositBonuses: DepositBonuses = dependencies.depositBonuses ?? {
    welcomeTiers: async () => undefined,
    welcomeTierChosen: async () => undefined,
    depositCredited: async () => undefined,
  };

  /** The welcome tiers offered to `player` now and their terms, in major units as the chooser shows them. */
  async function welcomeTiersOf(executor: DbExecutor, player: AuthenticatedPlayer) {
    const offered = await depositBonuses.welcomeTiers(executor, {
      playerId: player.id,
      currency: player.currency,
    });
    const tiers = (offered?.tiers ?? []).map((tier) => ({
      deposit: formatCurrencyAmount(tier.deposit, player.currency),
      play_with: formatCurrencyAmount(tier.deposit + tier.bonus, player.currency),
      free_spins: tier.freeSpins,
    }));
    const terms = offered ? { wagering: offered.wageringMultiplier, expiry_days: offered.expiryDays } : null;
    return { tiers, terms };
  }

  function gatewayFor(methodSlug: string): PaymentGateway | undefined {
    const code = settings.paymentGatewayMethods[methodSlug] ?? settings.paymentGateway;
    return code === 'none' ? undefined : dependencies.gateways[code];
  }

  const deposits = createDepositsService({
    repository,
    transactor,
    wallet,
    players,
    clock,
    log,
    gatewayFor,
    gateways: dependencies.gateways,
    settings,
    mailer,
    complianceGate,
    depositBonuses,
  });
  const bank = createBankWithdrawalMethod({
    repository,
    methodSetting: settingsRepository.methodSettingOf,
    db,
    wallet,
    players,
    complianceGate,
    mailer,
  });
  const withdrawals = createWithdrawalsService({
    repository,
    transactor,
    wallet,
    clock,
    methods: { bank, ...dependencies.withdrawalMethods },
    pendingMax: settings.withdrawalsPendingMax,
    withdrawalGate,
  });

  return {
    ...deposits,
    ...createBackofficeReads(db),
    ...createWithdrawalQueueReads({ repository, db, methods: { bank, ...dependencies.withdrawalMethods } }),

    /** Every method's withdrawals: request, lists, cancel, queue, decisions and payouts, by kind. */
    withdrawals,

    /** The gateway a gateway method is paid through, if one is configured for it. */
    gatewayCodeFor: (methodSlug: string): GatewayCode | undefined => gatewayFor(methodSlug)?.code,

    /**
     * The methods offered to a player of `currency`: switched on site-wide and in the currency, in the
     * operator's order for the currency, with the currency's limits (decision 0717).
     */
    async paymentMethods(type: PaymentMethodType, currency: string): Promise<PaymentMethod[]> {
      const [rows, saved] = await Promise.all([
        repository.enabledPaymentMethods(db, type),
        settingsRepository.settingsOf(db, currency, { type }),
      ]);
      // A gateway method needs its gateway, card-to-crypto its provider; without them it is not offered.
      return methodsInCurrency(rows, saved, currency)
        .filter((setting) => setting.enabled)
        .filter(({ method }) => method.kind !== 'gateway' || gatewayFor(method.slug) !== undefined)
        .filter(({ method }) => method.kind !== 'card' || settings.buyCrypto !== undefined)
        .map(paymentMethodReply);
    },

    // The bank's calls (SEPA, wire), in the shapes the spec's client and the back office know.

    /** A bank withdrawal request: the amount is held at once; one pending request at a time (configurable). */
    requestWithdrawal: (
      player: AuthenticatedPlayer,
      input: BankWithdrawalInput,
      options: WithdrawalRequestOptions = {},
    ): Promise<WithdrawalReply> => withdrawals.request('bank', player, input, options),

    playerWithdrawals: (playerId: number, status?: WithdrawalStatus): Promise<WithdrawalReply[]> =>
      withdrawals.playerWithdrawalsOf('bank', playerId, bankStates(status)),

    /** The player takes back a pending request: the hold is voided. */
    cancelWithdrawal: (player: AuthenticatedPlayer, id: string): Promise<WithdrawalReply> =>
      withdrawals.cancel('bank', player, id),

    // Back office: each call takes the caller's transaction, so that the decision and its audit entry
    // commit together.

    async withdrawalsByStatus(
      status: WithdrawalStatus,
      page: number,
      perPage: number,
    ): Promise<{ data: AdminWithdrawal[]; pagination: Pagination }> {
      const states = bankStates(status) ?? [...withdrawalStates];
      const { rows, total } = await withdrawals.queueOf('bank', states, page, perPage);
      return { data: rows, pagination: paginationOf(total, page, perPage) };
    },

    /**
     * The player's withdrawals of every method not settled yet (requested, approved, paying), read in the
     * caller's transaction under the player's withdrawal lock: a request being made at the same moment is
     * either seen here or waits until the caller's transaction ends.
     */
    async unsettledWithdrawals(tx: DbExecutor, playerId: number): Promise<WithdrawalRow[]> {
      await repository.lockPlayerWithdrawals(tx, playerId);
      const unsettled = withdrawalStates.filter((state) => !finalStates.includes(state));
      return repository.playerWithdrawals(tx, playerId, { states: unsettled }, 20);
    },

    /** The withdrawal, locked until the caller's transaction ends. */
    lockWithdrawal: (tx: DbExecutor, id: string): Promise<AdminWithdrawal> =>
      withdrawals.lock('bank', tx, id),

    /** Approval: the hold is posted, the payout is under way (Processing). */
    approveWithdrawal: async (tx: DbExecutor, id: string, operatorId: number): Promise<AdminWithdrawal> =>
      (await withdrawals.approve('bank', tx, id, operatorId)).after,

    /** The bank paid it out: the money leaves the clearing account for the method's payouts (Completed). */
    async confirmPayout(
      tx: DbExecutor,
      id: string,
      operatorId: number,
      reference: string | undefined,
    ): Promise<AdminWithdrawal> {
      const decided = await withdrawals.confirmPaid(
        'bank',
        tx,
        id,
        { kind: 'operator', id: operatorId },
        { reference, metadata: reference ? { reference } : {} },
      );
      return decided.after;
    },

    /** Rejection with a reason: the hold is voided and the money is the player's again. */
    rejectWithdrawal: async (
      tx: DbExecutor,
      id: string,
      operatorId: number,
      reason: string,
    ): Promise<AdminWithdrawal> => (await withdrawals.reject('bank', tx, id, operatorId, reason)).after,

    async welcomeTier(player: AuthenticatedPlayer) {
      const [choice, offered] = await Promise.all([
        repository.findWelcomeChoice(db, player.id),
        welcomeTiersOf(db, player),
      ]);
      if (!choice) {
        return { state: 'open' as const, tier: null, currency: player.currency, chosen_at: null, ...offered };
      }
      return {
        state: choice.tier === null ? ('skipped' as const) : ('chosen' as const),
        tier: choice.tier,
        currency: choice.currency,
        chosen_at: choice.chosenAt.toISOString(),
        ...offered,
      };
    },

    /**
     * Stores the tier chosen in the cashier (null: skipped) with the tier's figures as shown; the bonus
     * engine keeps it as the claim the first qualifying deposit grants.
     */
    async chooseWelcomeTier(player: AuthenticatedPlayer, tier: number | null) {
      const { saved, offered } = await transactor.run(async (tx) => {
        const offered = await welcomeTiersOf(tx, player);
        const shown = tier === null ? undefined : offered.tiers[tier];
        if (tier !== null && !shown) throw validationError({ tier: ['The tier does not exist.'] });
        const row = await repository.saveWelcomeChoice(tx, {
          playerId: player.id,
          tier,
          currency: player.currency,
          deposit: shown?.deposit ?? null,
          playWith: shown?.play_with ?? null,
          freeSpins: shown?.free_spins ?? null,
          chosenAt: clock.now(),
        });
        await depositBonuses.welcomeTierChosen(tx, { playerId: player.id, currency: player.currency, tier });
        return { saved: row, offered };
      });
      return {
        state: saved.tier === null ? ('skipped' as const) : ('chosen' as const),
        tier: saved.tier,
        currency: saved.currency,
        chosen_at: saved.chosenAt.toISOString(),
        ...offered,
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
