// Games and money, the gaming module's public face: game providers with their keys and the game sessions
// the launch opens (sessions-service.ts), the provider wallet API's bet, win, rollback, balance and user
// info on top of the ledger (provider-wallet-service.ts), and the player's game history
// (history-service.ts).
import type { Database } from '../../db/database';
import type { DbExecutor } from '../../db/database';
import { sqlTransactor, type Transactor } from '../../db/transactor';
import { createBackofficeReads } from './backoffice-reads';
import { playSince } from './recent-play-repository';
import { providerTransactionsBetween } from './provider-day-reads';
import { cashWagersByGame, type WagerWindow } from './wager-figures-repository';
import { createHistoryService, houseProviderCode } from './history-service';
import { keptKeyPair, keyFiles } from './keys';
import { createProviderWalletService } from './provider-wallet-service';
import * as sqlRepository from './repository';
import type { GamingRepository } from './repository';
import { createSessionsService } from './sessions-service';
import type { BatchSettings } from './wallet-call-batches';
import { openPlayerGate, type BonusSettlement, type GamingWallet, type PlayerGate } from './wallet-rules';

export { houseProviderCode, roundStatus } from './history-service';
export type { GameHistory, GameHistoryEntry, HistoryQuery } from './history-service';
export type { PlayerRoundRow, RoundTransactionRow } from './backoffice-reads';
export type { ProviderTransactionEntry } from './provider-day-reads';
export type { OpenedGameSession } from './sessions-service';
export type { GameWagerRow, WagerWindow } from './wager-figures-repository';
export { openPlayerGate, playerIdOf, transactionFingerprint, walletUser } from './wallet-rules';
export type { BonusSettlement, GameProvider, GamingWallet, PlayerGate, WalletOutcome } from './wallet-rules';
// What an aggregator's adapter and its free rounds use of the wallet API's conventions (decision 0808).
export { minorToWire } from './amounts';
export { createFreeSpinAwards, type FreeRoundsAward, type FreeRoundsProvider } from './free-rounds';
export { publicKeyPem, signBody, verifyBody } from './signatures';

export interface GamingOptions {
  readonly sessionTtlMinutes: number;
  readonly playerGate?: PlayerGate;
  readonly now?: () => Date;
  /** Default: the module's SQL (repository.ts). */
  readonly repository?: GamingRepository;
  /** Default: transactions on `database`. */
  readonly transactor?: Transactor;
  /** The bonus engine's settlement after bets and wins (conversion when wagering completes, loss at zero). */
  readonly bonuses?: BonusSettlement;
  /** Group commit of bets and wins (decision 0314); default: at most 32 calls a statement, no wait. */
  readonly walletBatches?: BatchSettings;
}

export function createGamingService(database: Database, wallet: GamingWallet, options: GamingOptions) {
  const repository = options.repository ?? sqlRepository;
  const transactor = options.transactor ?? sqlTransactor(database.db);
  const now = options.now ?? (() => new Date());
  return {
    database,
    ...createSessionsService({
      repository,
      transactor,
      wallet,
      now,
      sessionTtlMinutes: options.sessionTtlMinutes,
    }),
    ...createProviderWalletService({
      repository,
      transactor,
      wallet,
      gate: options.playerGate ?? openPlayerGate,
      now,
      ...(options.bonuses ? { bonuses: options.bonuses } : {}),
      ...(options.walletBatches ? { batches: options.walletBatches } : {}),
    }),
    ...createHistoryService({ repository, transactor, now }),
    ...createBackofficeReads(transactor.db),
    /** The back office's withdrawal queue: bets, wins and rounds per currency since `since` (decision 0713). */
    playerPlaySince: (playerId: number, since: Date) => playSince(transactor.db, playerId, since),
    /** A provider's recorded wallet transactions in [from, to): the aggregators' reconciliation (0808). */
    providerTransactionsBetween: (providerCode: string, from: Date, to: Date) =>
      providerTransactionsBetween(transactor.db, providerCode, from, to),
    /** The rakeback's read (decision 1124): cash bets and refunds per window of play and game. */
    cashWagersByGame: (windows: readonly WagerWindow[]) => cashWagersByGame(transactor.db, windows),
  };
}

export type GamingService = ReturnType<typeof createGamingService>;

/**
 * Demo seed: registers the in-house studio (code `house`) with a key pair kept in DATA_DIR/keys, where
 * the studio's game server reads its private key.
 */
export async function seedHouseStudio(executor: DbExecutor, dataDir: string): Promise<void> {
  const pair = await keptKeyPair(dataDir, keyFiles.housePrivate, keyFiles.housePublic);
  await sqlRepository.upsertProvider(executor, {
    code: houseProviderCode,
    name: 'Reelvault Studio',
    publicKey: pair.publicKeyPem,
  });
}
