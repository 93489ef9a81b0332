// What differs by withdrawal method sits behind a method adapter (decision 0308): the request's own checks
// and price (IBAN and name for a bank, address rules and a quote for crypto), the method's details next to
// the withdrawal, the names its calls give the states, and what it refuses or tells the player. The
// lifecycle itself (states, hold, cancel, approve, reject, payout) is the withdrawals service's, once for
// all methods. The bank adapter is here; the crypto module provides the crypto one through its service.
import type { WithdrawalRow as BankReply } from '@reelvault/contract/calls/cashier';
import type { CryptoWithdrawalRow as CryptoReply } from '@reelvault/contract/calls/crypto';
import { bankWithdrawalMethodOf, paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import type { WithdrawalStatus as BankStatus } from '@reelvault/contract/constants/cashier';
import { AppError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import type { DbExecutor } from '../../db/database';
import type { WalletService } from '../wallet/service';
import { withdrawalApprovedMail, withdrawalPaidMail, withdrawalRejectedMail } from './emails';
import { fullName, minorUnits, playerCashAccount } from './rules';
import { checkedAmount, defaultSetting, type MethodSettingReader } from './method-settings';
import type { BankDetailsRow, WithdrawalKind, WithdrawalRow } from './repository';
import type * as sqlRepository from './repository';
import type { PaymentComplianceGate, PlayerDirectory, PlayerMailer } from './collaborators';
import { financeStatusOf, type StatusNames, type WithdrawalState } from './withdrawal-lifecycle';
import { formatCurrencyAmount } from '@reelvault/contract/money';

export type { WithdrawalKind, WithdrawalRow };

export interface BankWithdrawalInput {
  readonly paymentId: number;
  readonly amount: string;
  readonly iban: string;
  readonly bankName?: string | null | undefined;
  readonly swift?: string | null | undefined;
}

export interface CryptoWithdrawalInput {
  readonly coin: string;
  readonly network: string;
  readonly amount: string;
  readonly address: string;
}

export type CryptoStatus = CryptoReply['status'];

interface WithPlayer {
  readonly player: { readonly id: number; readonly username: string };
}

export type AdminBankReply = BankReply & WithPlayer;
export type AdminCryptoReply = CryptoReply &
  WithPlayer & {
    readonly nonce: string | null;
    readonly broadcast_attempts: number;
    readonly last_error: string | null;
  };

/** Each method's request, replies and status names, as the contract's calls have them. */
export interface MethodTypes {
  bank: { input: BankWithdrawalInput; reply: BankReply; admin: AdminBankReply; status: BankStatus };
  crypto: { input: CryptoWithdrawalInput; reply: CryptoReply; admin: AdminCryptoReply; status: CryptoStatus };
}

/** A request checked and priced by its method, ready to be recorded and held. */
export interface PreparedWithdrawal {
  /** The method's slug (sepa, wire, crypto): the clearing and payouts accounts' reference. */
  readonly method: string;
  readonly username: string;
  /** In the player's currency, minor units: what is held. */
  readonly amount: bigint;
  readonly currency: string;
  /** The player's cash account, which the hold debits. */
  readonly cashAccountId: bigint;
  readonly holdMetadata: Readonly<Record<string, string>>;
  /** Records the method's details of the withdrawal, in the request's transaction. */
  saveDetails(tx: DbExecutor, withdrawalId: string): Promise<void>;
}

export type NotifiedStep = 'approved' | 'paid' | 'rejected';

export interface WithdrawalMethod<K extends WithdrawalKind> {
  readonly kind: K;
  /** The names the method's calls give the states. */
  readonly statusNames: StatusNames<MethodTypes[K]['status']>;
  /** The method's checks and price; throws to refuse. */
  prepare(player: AuthenticatedPlayer, input: MethodTypes[K]['input']): Promise<PreparedWithdrawal>;
  /** The player's view of withdrawals of this method, in order. */
  replies(executor: DbExecutor, rows: readonly WithdrawalRow[]): Promise<MethodTypes[K]['reply'][]>;
  /** The back office's view, in order. */
  adminReplies(executor: DbExecutor, rows: readonly WithdrawalRow[]): Promise<MethodTypes[K]['admin'][]>;
  /** Refuses an operator's confirmation of a payout the method makes by itself (throws). */
  checkManualPayout?(executor: DbExecutor, row: WithdrawalRow): Promise<void>;
  /** Tells the player of an operator's step, in that step's transaction. */
  notify?(tx: DbExecutor, row: WithdrawalRow, step: NotifiedStep): Promise<void>;
}

export type WithdrawalMethods = { readonly [K in WithdrawalKind]?: WithdrawalMethod<K> };

/** The bank's names of the states (an approved bank payout is Processing until the bank's confirmation). */
export const bankStatusNames: StatusNames<BankStatus> = {
  requested: 'pending',
  approved: 'processing',
  paying: 'processing',
  paid: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

export type BankRepository = Pick<
  typeof sqlRepository,
  'findPaymentMethod' | 'insertBankDetails' | 'bankDetails'
>;

export interface BankMethodDependencies {
  readonly repository: BankRepository;
  /** The method's switch and limits in the player's currency; without it, the defaults (decision 0717). */
  readonly methodSetting?: MethodSettingReader;
  readonly db: DbExecutor;
  readonly wallet: Pick<WalletService, 'playerAccounts'>;
  readonly players: PlayerDirectory;
  readonly complianceGate: PaymentComplianceGate;
  readonly mailer: PlayerMailer;
}

function bankReply(row: WithdrawalRow, details: BankDetailsRow | undefined): BankReply {
  if (!details) throw new Error(`bank withdrawal ${row.id} has no details`);
  const state: WithdrawalState = row.status;
  return {
    id: row.id,
    method: row.method,
    payment_id: details.paymentId,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    status: bankStatusNames[state],
    finance_status: financeStatusOf[state],
    iban: details.iban,
    bank_name: details.bankName,
    swift: details.swift,
    account_holder: details.accountHolder,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** SEPA and wire: the holder's name from the profile, the method switched on, no wagering or compliance hold. */
export function createBankWithdrawalMethod(dependencies: BankMethodDependencies): WithdrawalMethod<'bank'> {
  const { repository, db, wallet, players, complianceGate, mailer } = dependencies;
  const methodSetting: MethodSettingReader =
    dependencies.methodSetting ?? (async (_executor, method, currency) => defaultSetting(method, currency));
  const detailsOf = (executor: DbExecutor, rows: readonly WithdrawalRow[]) =>
    repository.bankDetails(
      executor,
      rows.map((row) => row.id),
    );
  return {
    kind: 'bank',
    statusNames: bankStatusNames,

    async prepare(player, input) {
      const details = await players.details(player.id);
      const holder = fullName(details);
      const method = bankWithdrawalMethodOf(input.paymentId);
      const methodRow = method
        ? await repository.findPaymentMethod(db, paymentMethodTypes.withdrawal, method.slug)
        : undefined;
      if (!method || !methodRow?.enabled) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
      const cash = await playerCashAccount(wallet, db, player.id);
      const amount = minorUnits(input.amount, cash.currency);
      // The method's limits in the player's currency come before the compliance checks, as the
      // contract's limits did (a 422 on the amount is the form's to show).
      checkedAmount(await methodSetting(db, methodRow, cash.currency), amount);
      await complianceGate.checkWithdrawal(player.id);
      return {
        method: method.slug,
        username: details.username,
        amount,
        currency: cash.currency,
        cashAccountId: cash.id,
        holdMetadata: { method: method.slug },
        saveDetails: (tx, withdrawalId) =>
          repository.insertBankDetails(tx, {
            withdrawalId,
            paymentId: method.paymentId,
            iban: input.iban,
            bankName: method.slug === 'wire' ? (input.bankName ?? null) : null,
            swift: method.slug === 'wire' ? (input.swift ?? null) : null,
            accountHolder: holder,
          }),
      };
    },

    async replies(executor, rows) {
      const details = await detailsOf(executor, rows);
      return rows.map((row) => bankReply(row, details.get(row.id)));
    },

    async adminReplies(executor, rows) {
      const details = await detailsOf(executor, rows);
      return rows.map((row) => ({
        ...bankReply(row, details.get(row.id)),
        player: { id: row.playerId, username: row.playerUsername },
      }));
    },

    async notify(tx, row, step) {
      if (step === 'approved') {
        await mailer.mailPlayer(tx, row.playerId, (to) => withdrawalApprovedMail(to, row));
      } else if (step === 'rejected') {
        await mailer.mailPlayer(tx, row.playerId, (to) => withdrawalRejectedMail(to, row, row.reason ?? ''));
      } else {
        const iban = (await repository.bankDetails(tx, [row.id])).get(row.id)?.iban ?? '';
        await mailer.mailPlayer(tx, row.playerId, (to) => withdrawalPaidMail(to, row, iban));
      }
    },
  };
}
