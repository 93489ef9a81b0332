// Manual adjustments of a player's balance by the back office (decision 0707): one posted transfer between
// the player's cash or bonus account and the adjustments system account of the currency, whose id comes
// from the adjustment's, so that an adjustment moves money at most once however often it is applied.
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AccountsService } from './accounts-service';
import { accountKinds, transferKinds, type TransferOutcome, type TransferRequest } from './ledger';
import type { createTransfersService } from './transfers-service';

export interface PlayerAdjustment {
  /** The back office's adjustment id (a UUID): the transfer's id is derived from it. */
  readonly adjustmentId: string;
  readonly playerId: number;
  readonly currency: string;
  readonly balance: 'cash' | 'bonus';
  readonly direction: 'credit' | 'debit';
  /** Minor units, more than zero. */
  readonly amount: bigint;
  /** Why, in a word of the back office's list (goodwill, correction, ...). */
  readonly category: string;
}

/** The ledger transfer of an adjustment: one per adjustment. */
export function adjustmentTransferId(adjustmentId: string): string {
  return `adjustment:${adjustmentId}`;
}

type Transfers = Pick<ReturnType<typeof createTransfersService>, 'transfer'>;
type Accounts = Pick<AccountsService, 'playerAccounts' | 'systemAccount'>;

export function createAdjustmentsService(accounts: Accounts, transfers: Transfers) {
  return {
    /**
     * Credits or debits the player's balance against the adjustments account, in the caller's
     * transaction. A debit larger than what the player can spend is refused by the ledger
     * (`WALLET_INSUFFICIENT_FUNDS`); a player without accounts in `currency` is `WALLET_ACCOUNT_NOT_FOUND`.
     */
    async adjustPlayerBalance(executor: DbExecutor, adjustment: PlayerAdjustment): Promise<TransferOutcome> {
      if (adjustment.amount <= 0n) throw new AppError('WALLET_INVALID_TRANSFER');
      const owned = await accounts.playerAccounts(executor, adjustment.playerId);
      const player = owned?.[adjustment.balance];
      if (!player || player.currency !== adjustment.currency.toUpperCase()) {
        throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
      }
      const house = await accounts.systemAccount(executor, {
        kind: accountKinds.adjustments,
        currency: player.currency,
      });
      const credit = adjustment.direction === 'credit';
      const request: TransferRequest = {
        id: adjustmentTransferId(adjustment.adjustmentId),
        debitAccountId: credit ? house.id : player.id,
        creditAccountId: credit ? player.id : house.id,
        amount: adjustment.amount,
        kind: transferKinds.adjustment,
        metadata: {
          adjustment: adjustment.adjustmentId,
          balance: adjustment.balance,
          direction: adjustment.direction,
          category: adjustment.category,
        },
      };
      return transfers.transfer(executor, request);
    },
  };
}
