// What the back office reads of a player's payments at the cashier (decision 0709): gateway deposits and
// withdrawals of every method, newest first. Crypto deposits are the crypto module's.
import type { DbExecutor } from '../../db/database';
import * as repository from './backoffice-repository';

export type { PaymentRecord } from './backoffice-repository';

export function createBackofficeReads(db: DbExecutor) {
  return {
    /** The player's newest `limit` payments (of one type, or both), each source newest first; and the count. */
    playerPayments: (playerId: number, type: 'deposit' | 'withdrawal' | undefined, limit: number) =>
      repository.playerPayments(db, playerId, type, limit),
  };
}
