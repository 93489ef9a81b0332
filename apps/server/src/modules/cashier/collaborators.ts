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

/** Whether something (bonus wagering, later) keeps a player's money from being withdrawn. */
export interface WithdrawalGate {
  lockReason(playerId: number): Promise<'wagering' | undefined>;
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
