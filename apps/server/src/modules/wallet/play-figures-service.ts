// The ledger's figures the rewards read (decisions 1120-1122): cash play per player over a period, who
// bet in a window, a player's wagering and first deposit. The SQL is play-figures-repository.ts.
import type { DbExecutor } from '../../db/database';
import * as sqlPlayFigures from './play-figures-repository';

export type { CashPlayRow } from './play-figures-repository';

export function createPlayFiguresService(db: DbExecutor, repository: typeof sqlPlayFigures = sqlPlayFigures) {
  return {
    /** Per player: cash bets, cash wins and cash refunds over [from, to) (the cashback's net loss). */
    cashPlay: (from: Date, to: Date) => repository.cashPlay(db, from, to),
    /** Players who bet from cash or bonus in [from, to). */
    bettingPlayers: (from: Date, to: Date) => repository.bettingPlayers(db, from, to),
    /** Bets less refunds from the player's cash and bonus accounts, since `since` or ever, per currency. */
    playerWagered: (playerId: number, since?: Date) => repository.playerWagered(db, playerId, since),
    /** The player's first deposit credited to cash. */
    firstDeposit: (playerId: number) => repository.firstDeposit(db, playerId),
  };
}
