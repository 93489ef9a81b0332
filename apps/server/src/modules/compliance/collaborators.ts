// What the compliance module needs of other modules (their services, wired where the module is made) and
// what it tells them: identity's player facts and standing, the wallet's money flows, exclusion listeners.
import type { DbExecutor } from '../../db/database';
import type { CallerContext, VerificationDetailsInput, VerificationSubject } from '../identity/service';
import type { WalletService } from '../wallet/service';

/** What the compliance module needs of the identity module. */
export interface ComplianceIdentity {
  verificationSubject(playerId: number, executor?: DbExecutor): Promise<VerificationSubject>;
  setVerificationStanding(
    executor: DbExecutor,
    playerId: number,
    standing: { status?: number; playerStatus?: number },
  ): Promise<void>;
  fillVerificationDetails(
    playerId: number,
    input: VerificationDetailsInput,
    caller: CallerContext,
    locked: boolean,
  ): Promise<void>;
  excludeFromPlay(
    executor: DbExecutor,
    playerId: number,
    until: Date | null,
  ): Promise<{ until: Date | null; sessionsEnded: number }>;
  /** Ends a time-limited exclusion before its end (an operator's decision, decision 0712). */
  liftExclusion(executor: DbExecutor, playerId: number): Promise<void>;
}

/** What the compliance module reads of the ledger: a player's bets, wins, refunds and deposits. */
export type ComplianceWallet = Pick<WalletService, 'playerFlows'>;

/** Told when a player excludes themselves, in the same transaction (the bonus engine cancels bonuses). */
export type ExclusionListener = (executor: DbExecutor, playerId: number, until: Date | null) => Promise<void>;

export interface ComplianceSettings {
  readonly realityCheckMinutes: number;
  /** Cumulative credited deposits (minor units, per currency) from which withdrawals need full verification. */
  readonly withdrawalVerificationThresholds: Readonly<Record<string, bigint>>;
}
