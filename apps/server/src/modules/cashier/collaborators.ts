// What the cashier asks of other modules, as the plugin wires them: the player's details (identity),
// wagering and compliance holds on payments, the crypto deposit addresses, and mails to the player.
import type { DbExecutor } from '../../db/database';
import type { OutgoingMail } from '../notifications/service';
import type { MailRecipient } from './emails';

/** What the cashier needs to know about a player (the identity module answers). */
export interface PlayerDetails {
  readonly username: string;
  readonly email: string;
  readonly name: string | null;
  readonly surname: string | null;
}

export interface PlayerDirectory {
  details(playerId: number): Promise<PlayerDetails>;
}

/** Whether something (a bonus whose wagering is incomplete) keeps a player's money from being withdrawn. */
export interface WithdrawalGate {
  lockReason(playerId: number): Promise<'wagering' | undefined>;
  /**
   * Gives up what keeps the money (the bonus is forfeited, cash untouched), in the withdrawal's own
   * transaction, when the player chose to go on; without it the request is refused.
   */
  release?(tx: DbExecutor, playerId: number): Promise<void>;
}

/** Verification and responsible-gambling rules before money moves (the compliance module); they throw to refuse. */
export interface PaymentComplianceGate {
  checkDeposit(playerId: number, amount: bigint, currency: string): Promise<void>;
  checkWithdrawal(playerId: number): Promise<void>;
}

/** The player's own crypto deposit addresses; the crypto module provides them. */
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

/** A deposit just credited to the player's cash, as the bonus engine weighs it. */
export interface CreditedDeposit {
  readonly playerId: number;
  /** The deposit's id in its module. */
  readonly depositId: string;
  /** Minor units of `currency` (the player's). */
  readonly amount: bigint;
  readonly currency: string;
  /** A crypto deposit may also earn the crypto deposit bonus. */
  readonly channel: 'gateway' | 'crypto';
}

/** The welcome offer as the chooser shows it: its tiers in the player's currency and its terms. */
export interface WelcomeOffered {
  readonly tiers: readonly { deposit: bigint; bonus: bigint; freeSpins: number }[];
  readonly wageringMultiplier: number;
  readonly expiryDays: number;
}

/**
 * The bonus engine's part in deposits (the bonuses module): the welcome tier the player chose waits for
 * the first qualifying deposit, which the credit's transaction grants. A deposit limit is checked on the
 * deposit alone, before; the bonus never counts against it.
 */
export interface DepositBonuses {
  /**
   * The welcome tiers the player is offered now in `currency` (minor units), in the chooser's order; the
   * bonus engine's offer is their one source (decision 1105).
   */
  welcomeTiers(
    executor: DbExecutor,
    player: { playerId: number; currency: string },
  ): Promise<WelcomeOffered | undefined>;
  welcomeTierChosen(
    tx: DbExecutor,
    choice: { playerId: number; currency: string; tier: number | null },
  ): Promise<void>;
  depositCredited(tx: DbExecutor, deposit: CreditedDeposit): Promise<unknown>;
}
