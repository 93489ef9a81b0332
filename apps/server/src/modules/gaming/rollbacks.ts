// Rollbacks of the provider wallet, one statement each (decision 0317): a bet refunded at most once (the
// refund's ledger id comes from the bet; a part the bonus balance paid goes back by the bonus's state,
// decision 1102), a rollback that arrives before its bet recorded so that the late bet is refused, a repeat
// answered OK without moving money, and a bet that a win settled kept by the house (decision 0307).
import type { RollbackRequest, WalletApiStatus } from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import type { PlayerAccounts } from '../wallet/service';
import type { GamingRepository } from './repository';
import type { RollbackWritten } from './rollback-repository';
import type { RecordedCall, WalletAnswers } from './wallet-answers';
import { rollbackOfSettledBet, type GamingWallet, type WalletOutcome } from './wallet-rules';

export interface RollbackDependencies {
  readonly db: DbExecutor;
  readonly repository: Pick<GamingRepository, 'rollBackBet'>;
  readonly wallet: Pick<GamingWallet, 'balanceChanges'>;
  readonly answers: WalletAnswers;
}

/** Why a rollback's reference is not a bet it rolls back, as the provider is told. */
const refusals: Record<
  Exclude<RollbackWritten['status'], 'ok' | 'ok_empty' | 'recorded'>,
  WalletApiStatus
> = {
  no_bet: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  bet_currency: 'RS_ERROR_WRONG_CURRENCY',
  bet_settled: rollbackOfSettledBet,
};

export function createRollbacks(dependencies: RollbackDependencies) {
  const { db, repository, wallet, answers } = dependencies;

  return {
    async rollback(
      call: RecordedCall,
      accounts: PlayerAccounts,
      request: RollbackRequest,
    ): Promise<WalletOutcome> {
      const written = await repository.rollBackBet(db, {
        providerId: call.provider.id,
        transactionUuid: call.transactionUuid,
        playerId: call.playerId,
        referenceTransactionUuid: request.reference_transaction_uuid,
        gameCode: request.game_code,
        round: request.round,
        roundClosed: request.round_closed ?? false,
        currency: accounts.cash.currency,
        fingerprint: call.fingerprint,
        cashAccountId: accounts.cash.id,
      });
      switch (written.status) {
        case 'ok':
        case 'ok_empty':
          // The statement committed on its own: the player's open pages hear of the refund now.
          if (written.refunded > 0n) wallet.balanceChanges.publish(call.playerId);
          return { status: 'RS_OK', balance: written.balance, currency: accounts.cash.currency };
        case 'recorded':
          return (await answers.answerRecorded(call)) ?? answers.refuse('RS_ERROR_UNKNOWN', call.playerId);
        default:
          return answers.refuseUnlessRecorded(refusals[written.status], call);
      }
    },
  };
}
