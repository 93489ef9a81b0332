// What the back office reads of a player's crypto payments (decision 0709): payments seen on the player's
// addresses, and the coin, network, address and hash of crypto withdrawals.
import type { DbExecutor } from '../../db/database';
import * as repository from './backoffice-repository';

export type { CryptoPaymentRecord } from './backoffice-repository';

export function createBackofficeReads(db: DbExecutor) {
  return {
    /** The newest `limit` crypto deposits of the player, and how many there are. */
    playerCryptoDeposits: (playerId: number, limit: number) =>
      repository.playerCryptoDeposits(db, playerId, limit),
    /** Coin, network, address, amounts and payout hash of crypto withdrawals, by withdrawal id. */
    cryptoWithdrawalFacts: (ids: readonly string[]) => repository.cryptoWithdrawalFacts(db, ids),
  };
}
