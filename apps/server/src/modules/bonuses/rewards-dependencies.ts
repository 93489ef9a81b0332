// What the rewards (cashback, VIP, referrals, reviews) need of the platform and of other modules, handed
// in by rewards-plugin.ts: the ledger's reads and transfers, the bonus engine's grants, and what identity
// knows of players.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { WalletService } from '../wallet/service';
import type { BonusService } from './service';

export interface RewardPlayer {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly status: number;
  /** A cool-down or self-exclusion keeps the player out now. */
  readonly selfExcluded: boolean;
  /** The referrer's username as registration stored it (ref_id). */
  readonly refId: string | null;
  readonly currency: string;
}

export interface RewardPlayers {
  /** `active` unless the player is inactive, closed, self-excluded or cooling down. */
  playStatus(playerId: number): Promise<'active' | 'disabled'>;
  playerRecord(playerId: number): Promise<RewardPlayer | undefined>;
  /** The player registered under `username` (any case). */
  playerIdByUsername(username: string): Promise<number | undefined>;
  /** The player's addresses, each with the other players seen on it (registration, logins, sessions). */
  playerAddresses(
    playerId: number,
  ): Promise<readonly { readonly otherPlayers: readonly { readonly id: number }[] }[]>;
}

export type RewardsWallet = Pick<
  WalletService,
  | 'transfer'
  | 'playerAccounts'
  | 'systemAccount'
  | 'cashPlay'
  | 'bettingPlayers'
  | 'playerWagered'
  | 'firstDeposit'
>;

export interface RewardsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly wallet: RewardsWallet;
  readonly bonuses: Pick<BonusService, 'grantBonus'>;
  readonly players: RewardPlayers;
  readonly log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}
