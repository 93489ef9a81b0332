// Crypto payouts: once the cashier's lifecycle has an approved crypto withdrawal, its payout is signed by
// the hot-wallet signer and broadcast (the withdrawal is then paying), and the follower completes it when
// the chain has mined it (paid). The signed transaction is stored before its first broadcast, so a failed
// or doubtful broadcast is retried with the same bytes (same hash, same nonce) and reconciled by its hash;
// nothing is ever refunded automatically once approved. The lifecycle's steps (and the ledger moves that go
// with them) are the cashier's, through its service; what is stored here is the payout transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/sql';
import type { CashierService, WithdrawalRow, WithdrawalState } from '../cashier/service';
import type { CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';
import * as repository from './repository';
import type { CryptoWithdrawalDetailsRow } from './repository';
import type { PayoutSigner } from './signer';
import type { CryptoWithdrawalMethod } from './withdrawal-method';

/** Signing stops: the hot wallet sent more transactions than Reelvault stored payouts for. */
export class UnknownHotWalletTransactions extends Error {
  constructor(
    readonly chain: CryptoChain,
    readonly address: string,
    readonly expected: bigint,
    readonly sent: bigint,
  ) {
    super(
      `the hot wallet ${address} on ${chain} has sent ${sent} transaction(s) but Reelvault stored payouts for ${expected}: run npm run crypto:reconcile`,
    );
    this.name = 'UnknownHotWalletTransactions';
  }
}

const nonceTakenError =
  "another transaction took this payout's nonce: it cannot be mined (npm run crypto:reconcile)";
const revertedError = 'the chain reverted the payout';

/** The cashier's withdrawal lifecycle, as the payouts use it. */
export type CryptoLifecycle = Pick<
  CashierService['withdrawals'],
  'record' | 'inStates' | 'startPayout' | 'confirmPaid'
>;

export interface CryptoPayoutDependencies {
  readonly database: Database;
  readonly log: FastifyBaseLogger;
  readonly signer: PayoutSigner | undefined;
  readonly method: Pick<CryptoWithdrawalMethod, 'withdrawalAsset'>;
  readonly lifecycle: CryptoLifecycle;
}

interface Payout {
  readonly record: WithdrawalRow;
  readonly details: CryptoWithdrawalDetailsRow;
}

export function createCryptoPayouts(dependencies: CryptoPayoutDependencies) {
  const { database, log, signer, lifecycle } = dependencies;
  const db = database.db;

  /** A crypto withdrawal's state and payout, locked (the lifecycle row) when asked in a transaction. */
  async function payoutOf(executor: DbExecutor, id: string, lock = false): Promise<Payout | undefined> {
    const record = await lifecycle.record(executor, id, { forUpdate: lock });
    if (!record || record.kind !== 'crypto') return undefined;
    const details = await repository.findWithdrawalDetails(executor, id);
    return details ? { record, details } : undefined;
  }

  /** Notes a failed attempt on the payout, unless the withdrawal has left `state` meanwhile. */
  async function noteFailure(
    id: string,
    state: WithdrawalState,
    patch: { broadcastAttempts?: number; lastError: string },
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const payout = await payoutOf(tx, id, true);
      if (payout?.record.status !== state) return;
      await repository.updateWithdrawalDetails(tx, id, patch);
    });
  }

  /**
   * Signs an approved payout once and stores the signed bytes, hash, hot wallet and nonce in the same
   * transaction; nothing is broadcast before that commits. The nonce is the next after the highest stored
   * one, chosen under a per-chain lock that every node shares (and a unique index behind it), so no two
   * payouts share a nonce and a payout signed but never stored (a crash, a rolled-back transaction) leaves
   * its nonce to the next one. When the hot wallet has sent more transactions than Reelvault stored, one
   * of them is not Reelvault's (or its record was lost): nothing more is signed until an operator
   * reconciles (`npm run crypto:reconcile`), since a lost record could mean that payout is already paid.
   */
  async function signAndStore(id: string): Promise<Payout | undefined> {
    return inTransaction(db, async (tx) => {
      const peek = await repository.findWithdrawalDetails(tx, id);
      if (!peek || !signer) return undefined;
      await repository.lockPayoutNonces(tx, peek.chain);
      const payout = await payoutOf(tx, id, true);
      if (!payout || payout.record.status !== 'approved' || payout.details.signedTransaction) return payout;
      const { details } = payout;
      const chain = details.chain as CryptoChain;
      const asset = dependencies.method.withdrawalAsset(details.coin, details.network);
      const from = signer.addressOn(chain);
      // After the highest stored payout, and after any transfer an operator recorded as explained.
      let nonce = ((await repository.highestPayoutNonce(tx, details.chain, from)) ?? -1n) + 1n;
      for (const transfer of await repository.acknowledgedTransfers(tx, details.chain, from)) {
        if (transfer.nonce >= nonce) nonce = transfer.nonce + 1n;
      }
      const sent = await signer.transactionCount(chain, 'pending');
      if (sent > nonce) throw new UnknownHotWalletTransactions(chain, from, nonce, sent);
      const signed = await signer.sign({ asset, to: details.address, amount: details.coinAmount, nonce });
      if (signed.nonce !== nonce) throw new Error(`the signer used nonce ${signed.nonce}, not ${nonce}`);
      const stored = await repository.updateWithdrawalDetails(tx, id, {
        txHash: signed.txHash,
        nonce: signed.nonce,
        fromAddress: signed.from,
        signedTransaction: signed.raw,
      });
      return { record: payout.record, details: stored };
    });
  }

  /**
   * A signed payout that the chain can no longer mine: the hot wallet's nonce went past it (another
   * transaction took it) and the chain does not know its hash. It is left for an operator, never signed
   * again by itself: the transaction that took its nonce may be a payment of this same withdrawal.
   */
  async function nonceTaken(details: CryptoWithdrawalDetailsRow): Promise<boolean> {
    if (!signer || details.nonce === null || !details.txHash) return false;
    const chain = details.chain as CryptoChain;
    if ((await signer.transactionCount(chain, 'latest')) <= details.nonce) return false;
    return (await signer.state(chain, details.txHash)) === 'unknown';
  }

  async function flagNonceTaken(tx: DbExecutor, details: CryptoWithdrawalDetailsRow): Promise<void> {
    if (details.lastError === nonceTakenError) return;
    await repository.updateWithdrawalDetails(tx, details.withdrawalId, { lastError: nonceTakenError });
    log.error(
      {
        withdrawal: details.withdrawalId,
        chain: details.chain,
        nonce: details.nonce?.toString(),
        tx: details.txHash,
      },
      'another transaction took the nonce of a crypto payout: for an operator (npm run crypto:reconcile)',
    );
  }

  /**
   * Sends a stored payout's signed bytes to the node, holding the withdrawal's row lock, and only when the
   * node does not know them yet (neither pending nor mined). Identical bytes cannot be mined twice on a
   * real chain, but the ganache dev chain mines a rebroadcast of a mined transaction again and pays the
   * payee twice; and two senders that both checked before either sent would both send. Under the lock, one
   * sender at a time checks and sends, on every node. The first broadcast makes the withdrawal paying.
   */
  async function sendStored(id: string): Promise<void> {
    if (!signer) return;
    await inTransaction(db, async (tx) => {
      const payout = await payoutOf(tx, id, true);
      if (!payout?.details.signedTransaction || !payout.details.txHash) return;
      const { record, details } = payout;
      if (record.status !== 'approved' && record.status !== 'paying') return;
      const chain = details.chain as CryptoChain;
      let failure: unknown;
      try {
        if ((await signer.state(chain, payout.details.txHash)) === 'unknown') {
          if (await nonceTaken(details)) {
            await flagNonceTaken(tx, details);
            return;
          }
          await signer.broadcast(chain, payout.details.signedTransaction);
        }
      } catch (error) {
        failure = error ?? new Error('the broadcast failed');
      }
      if (record.status !== 'approved') {
        if (failure !== undefined) {
          log.error(
            { err: failure, withdrawal: id },
            'broadcasting a crypto payout failed; it is tried again',
          );
        }
        return;
      }
      if (failure === undefined) {
        await lifecycle.startPayout('crypto', tx, id);
        await repository.updateWithdrawalDetails(tx, id, {
          broadcastAttempts: details.broadcastAttempts + 1,
          lastError: null,
        });
        return;
      }
      await repository.updateWithdrawalDetails(tx, id, {
        broadcastAttempts: details.broadcastAttempts + 1,
        lastError: `broadcast: ${(failure as Error).message}`.slice(0, 500),
      });
      log.error({ err: failure, withdrawal: id }, 'broadcasting a crypto payout failed; it is tried again');
    });
  }

  /** A mined payout: the cashier completes the withdrawal (the money leaves the clearing account). */
  async function complete(id: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const payout = await payoutOf(tx, id, true);
      if (payout?.record.status !== 'paying') return;
      const hash = payout.details.txHash ?? '';
      await lifecycle.confirmPaid(
        'crypto',
        tx,
        id,
        { kind: 'payout' },
        { reference: hash, metadata: { tx: hash } },
      );
      await repository.updateWithdrawalDetails(tx, id, { lastError: null });
    });
  }

  /**
   * Signs (once) and broadcasts an approved payout. A failure leaves it approved with the error and the
   * attempt counted; `followPayouts` tries again with the same signed bytes.
   */
  async function broadcastApproved(id: string): Promise<void> {
    if (!signer) return;
    const current = await payoutOf(db, id);
    if (
      !current ||
      current.record.status !== 'approved' ||
      !signer.supports(current.details.chain as CryptoAsset['chain'])
    )
      return;
    let payout: Payout | undefined;
    try {
      payout = await signAndStore(id);
    } catch (error) {
      await noteFailure(id, 'approved', {
        broadcastAttempts: current.details.broadcastAttempts + 1,
        lastError: `signing: ${(error as Error).message}`.slice(0, 500),
      });
      if (error instanceof UnknownHotWalletTransactions) {
        log.error(
          { err: error, withdrawal: id, chain: error.chain, hotWallet: error.address },
          'the hot wallet sent transactions Reelvault did not store: no payout is signed until an operator reconciles (npm run crypto:reconcile)',
        );
      } else {
        log.error({ err: error, withdrawal: id }, 'signing a crypto payout failed; it is tried again');
      }
      return;
    }
    if (!payout?.details.signedTransaction || payout.record.status !== 'approved') return;
    await sendStored(id);
  }

  return {
    broadcastApproved,

    /** The hash of a payout an operator made by hand (the withdrawal confirmed paid in `tx`). */
    recordManualPayout: async (tx: DbExecutor, id: string, txHash: string): Promise<void> => {
      await repository.updateWithdrawalDetails(tx, id, { txHash });
    },

    /**
     * Follows payouts: approved ones are (re)broadcast; paying ones are completed once mined (the payout
     * leaves the clearing account), rebroadcast when the node lost them, and left for an operator with the
     * error when the chain rejected them or another transaction took their nonce.
     */
    async followPayouts(): Promise<void> {
      if (!signer) return;
      const records = await lifecycle.inStates('crypto', ['approved', 'paying'], 100);
      const details = await repository.withdrawalDetails(
        db,
        records.map((record) => record.id),
      );
      for (const record of records) {
        const payout = details.get(record.id);
        if (!payout) continue;
        const chain = payout.chain as CryptoAsset['chain'];
        if (!signer.supports(chain)) continue;
        if (record.status === 'approved') {
          await broadcastApproved(record.id);
          continue;
        }
        if (!payout.txHash || !payout.signedTransaction) continue;
        const state = await signer.state(chain, payout.txHash);
        if (state === 'unknown') {
          await sendStored(record.id);
        } else if (state === 'failed') {
          if (payout.lastError !== revertedError) {
            await noteFailure(record.id, 'paying', { lastError: revertedError });
            log.error(
              { withdrawal: record.id, tx: payout.txHash },
              'a crypto payout was reverted: for an operator',
            );
          }
        } else if (state === 'mined') {
          await complete(record.id);
        }
      }
    },
  };
}

export type CryptoPayouts = ReturnType<typeof createCryptoPayouts>;
