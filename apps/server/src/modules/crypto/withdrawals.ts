// Crypto withdrawals as the crypto calls and the back office's crypto routes see them: each call is a step
// of the cashier's one withdrawal lifecycle for the crypto method (decision 0308), through the cashier's
// service; the adapter (withdrawal-method.ts) checks and prices the request, payouts.ts signs, broadcasts
// and follows the payout.
//
// Ledger ids (the cashier's, as for every method): hold `withdrawal:<id>` (player -> crypto clearing) on
// request; `:post` on approval; the payout `withdrawal:<id>:payout` when the chain has mined it (or an
// operator confirmed a payout made by hand); `:void` on rejection or the player's cancel.
import type { CryptoWithdrawalRow } from '@reelvault/contract/calls/crypto';
import type { DbExecutor } from '../../db/database';
import type { AuthenticatedPlayer } from '../../http/auth';
import { statesNamed, type CashierService } from '../cashier/service';
import type { CryptoPayouts } from './payouts';
import { cryptoStatusNames, type CryptoWithdrawalMethod } from './withdrawal-method';

export { UnknownHotWalletTransactions } from './payouts';
export { networkFees } from './withdrawal-method';

type CryptoStatus = CryptoWithdrawalRow['status'];

export interface CryptoWithdrawalsDependencies {
  /** The cashier's withdrawal lifecycle. */
  readonly lifecycle: CashierService['withdrawals'];
  readonly method: Pick<CryptoWithdrawalMethod, 'quote'>;
  readonly payouts: CryptoPayouts;
}

export function createCryptoWithdrawals(dependencies: CryptoWithdrawalsDependencies) {
  const { lifecycle, method, payouts } = dependencies;
  return {
    quote: method.quote,

    /** The request: the address checked, the amount converted at the quoted rate and held at once. */
    request: (
      player: AuthenticatedPlayer,
      input: { coin: string; network: string; amount: string; address: string },
      options: { forfeitBonus?: boolean | undefined } = {},
    ) => lifecycle.request('crypto', player, input, options),

    playerWithdrawals: (playerId: number) => lifecycle.playerWithdrawalsOf('crypto', playerId),

    /** The player takes back a pending request: the hold is voided. */
    cancel: (player: AuthenticatedPlayer, id: string) => lifecycle.cancel('crypto', player, id),

    withdrawalsByStatus: (status: CryptoStatus, page: number, perPage: number) =>
      lifecycle.queueOf('crypto', statesNamed(cryptoStatusNames, status), page, perPage),

    adminRow: (id: string) => lifecycle.adminView('crypto', id),

    /** Approval (in the back office's transaction): the hold is posted and the payout is due. */
    approve: (tx: DbExecutor, id: string, operatorId: number) =>
      lifecycle.approve('crypto', tx, id, operatorId),

    reject: (tx: DbExecutor, id: string, operatorId: number, reason: string) =>
      lifecycle.reject('crypto', tx, id, operatorId, reason),

    /**
     * A payout made outside the signer (a chain it does not sign for): the operator gives its transaction
     * hash, and the hold leaves the clearing account for the crypto payouts account (Completed).
     */
    async confirmManualPayout(tx: DbExecutor, id: string, operatorId: number, txHash: string) {
      const { before } = await lifecycle.confirmPaid(
        'crypto',
        tx,
        id,
        { kind: 'operator', id: operatorId },
        { reference: txHash, metadata: { tx: txHash } },
      );
      await payouts.recordManualPayout(tx, id, txHash);
      return { before, after: await lifecycle.lock('crypto', tx, id) };
    },

    broadcastApproved: payouts.broadcastApproved,
    followPayouts: payouts.followPayouts,
  };
}

export type CryptoWithdrawals = ReturnType<typeof createCryptoWithdrawals>;
