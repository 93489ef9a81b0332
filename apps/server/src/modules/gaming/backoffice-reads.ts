// What the back office reads of a player's play (decision 0709): their rounds, and one round with the
// bets, wins and rollbacks its studio sent.
import type { DbExecutor } from '../../db/database';
import * as repository from './backoffice-repository';

export type { PlayerRoundRow, RoundTransactionRow } from './backoffice-repository';

export function createBackofficeReads(db: DbExecutor) {
  return {
    /** The player's rounds at every studio, newest first. */
    playerRounds: (playerId: number, offset: number, limit: number) =>
      repository.roundsPage(db, playerId, offset, limit),

    /** One of the player's rounds with its wallet transactions; undefined when it is not theirs. */
    playerRound: (playerId: number, roundId: string) =>
      repository.roundWithTransactions(db, playerId, roundId),
  };
}
