// What the bonus engine's back office is handed (admin-plugin.ts makes it from the app): the database, the
// clock, the back office's permission check and audited changes, the engine's grant and end, the wallet's
// reads of a player's accounts, the adjustments' four-eyes requests and their thresholds.
import type { AdminRakebackPeriod } from '@reelvault/contract/calls/backoffice-bonuses';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { AdjustmentsService, BackofficeService } from '../backoffice/service';
import type { WalletService } from '../wallet/service';
import type { BonusService } from './service';

export interface BonusAdminDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  readonly bonuses: Pick<BonusService, 'grantBonus' | 'endBonus'>;
  readonly wallet: Pick<WalletService, 'playerAccounts' | 'playerBalance'>;
  /** The four-eyes requests a grant above the threshold becomes (decision 0715). */
  readonly adjustments: Pick<AdjustmentsService, 'requestBonusGrant'>;
  /** Minor units per currency up to which one operator's word moves money (ADJUSTMENT_THRESHOLDS). */
  readonly thresholds: Readonly<Record<string, bigint>>;
  /** The player's rakeback periods, latest first (decision 1124). */
  readonly rakeback?: (playerId: number) => Promise<AdminRakebackPeriod[]>;
}
