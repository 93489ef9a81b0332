// Crypto withdrawals: the same hold, approval and audit flow as bank withdrawals, then a payout signed by
// the hot-wallet signer and broadcast. The signed transaction is stored before its first broadcast, so a
// failed or doubtful broadcast is retried with the same bytes (same hash, same nonce) and reconciled by
// its hash; nothing is ever refunded automatically once approved.
//
// Ledger ids: hold `withdrawal:<id>` (player -> crypto clearing) on request; `:post` on approval; the
// payout `withdrawal:<id>:payout` when the chain has mined it; `:void` on rejection.
import { randomUUID } from 'node:crypto';
import { acceptsWithdrawalNetwork, findCryptoCoin } from '@reelvault/contract/constants/crypto';
import { withdrawalAmountProblem } from '@reelvault/contract/constants/cashier';
import { currencyOf } from '@reelvault/contract/constants/currencies';
import { needsVerification, userStatus } from '@reelvault/contract/constants/statuses';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/sql';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { accountKinds, transferKinds, type WalletService } from '../wallet/service';
import { countPlayerWithdrawals, lockPlayerWithdrawals } from '../cashier/repository';
import { isValidAddress } from './address-rules';
import { fromUnits, toUnits, type AssetTable, type CryptoAsset } from './assets';
import type { NetworkFeeEstimator } from './fees';
import { RateUnavailable, type RateProvider } from './rates';
import * as repository from './repository';
import type { CryptoWithdrawalRow, CryptoWithdrawalStatus } from './repository';
import { cryptoMethod } from './service';
import type { CryptoChain } from './derivation';
import type { PayoutSigner } from './signer';

/**
 * The network fee deducted from a payout, per coin and network, in the coin (shown before the request),
 * where no live estimate is made (fees.ts: EVM chains with an endpoint).
 */
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

export const networkFees: Readonly<Record<string, string>> = {
  'BTC/BTC': '0.0001',
  'ETH/ERC20': '0.0005',
  'USDT/ERC20': '3',
  'USDC/ERC20': '3',
  'USDC/SOL': '0.5',
  'USDC/BSC': '0.5',
  'LTC/LTC': '0.001',
  'TRX/TRX': '1',
};

const financeStatusOf: Record<CryptoWithdrawalStatus, 0 | 1 | 2 | 3> = {
  pending: 0,
  approved: 3,
  broadcast: 3,
  completed: 1,
  rejected: 2,
  cancelled: 2,
};

function withdrawalReply(row: CryptoWithdrawalRow) {
  return {
    id: row.id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    coin_amount: fromUnits(row.coinAmount, row.coinDecimals),
    network_fee: fromUnits(row.networkFee, row.coinDecimals),
    rate: row.rate,
    rate_source: row.rateSource,
    rate_at: row.rateAt.toISOString(),
    status: row.status,
    finance_status: financeStatusOf[row.status],
    tx_hash: row.txHash,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function adminReply(row: CryptoWithdrawalRow) {
  return {
    ...withdrawalReply(row),
    player: { id: row.playerId, username: row.playerUsername },
    nonce: row.nonce === null ? null : row.nonce.toString(),
    broadcast_attempts: row.broadcastAttempts,
    last_error: row.lastError,
  };
}

export interface CryptoPayoutDependencies {
  readonly database: Database;
  readonly wallet: WalletService;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly assets: AssetTable;
  readonly rates: RateProvider;
  readonly signer: PayoutSigner | undefined;
  /** Live network fees (EVM chains with an endpoint); the fixed table where it has no answer. */
  readonly fees?: NetworkFeeEstimator;
  readonly withdrawalsPendingMax: number;
  readonly usernameOf: (playerId: number) => Promise<string>;
}

export function createCryptoPayouts(dependencies: CryptoPayoutDependencies) {
  const { database, wallet, clock, log, assets, rates, signer, fees } = dependencies;
  const db = database.db;

  /** The asset a withdrawal pays out, on a network of the coin that takes withdrawals. */
  function withdrawalAsset(coin: string, network: string): CryptoAsset {
    if (!acceptsWithdrawalNetwork(coin, network)) {
      throw validationError({
        network: [`${coin.toUpperCase()} withdrawals do not go to ${network.toUpperCase()} addresses.`],
      });
    }
    const asset = assets.find(coin, network);
    if (!asset) throw new AppError('CASHIER_CRYPTO_UNAVAILABLE');
    return asset;
  }

  async function priced(
    player: AuthenticatedPlayer,
    input: { coin: string; network: string; amount: string },
  ) {
    const asset = withdrawalAsset(input.coin, input.network);
    const problem = withdrawalAmountProblem(input.amount, 'crypto');
    if (problem) {
      throw validationError({
        amount: [
          problem === 'below_minimum'
            ? 'The amount is below the minimum withdrawal.'
            : problem === 'above_maximum'
              ? 'The amount is above the maximum per request.'
              : 'The amount is not valid.',
        ],
      });
    }
    const accounts = await wallet.playerAccounts(db, player.id);
    if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    const currency = accounts.cash.currency;
    let amount: bigint;
    try {
      amount = parseCurrencyAmount(input.amount, currency);
    } catch {
      throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
    }
    let quoted;
    try {
      quoted = await rates.rate(asset.coin, currency);
    } catch (error) {
      if (error instanceof RateUnavailable) throw new AppError('CASHIER_CRYPTO_RATE_UNAVAILABLE');
      throw error;
    }
    const exponent = currencyOf(currency).exponent;
    const scaledRate = toUnits(quoted.rate, 12);
    // Coin units for the amount, rounded down: amount / rate.
    const gross =
      (amount * 10n ** BigInt(asset.decimals) * 10n ** 12n) / (scaledRate * 10n ** BigInt(exponent));
    const fee =
      (await fees?.fee(asset, currency)) ??
      toUnits(networkFees[`${asset.coin}/${asset.network}`] ?? '0', asset.decimals);
    const payout = gross - fee;
    if (payout <= 0n) throw validationError({ amount: ['The amount does not cover the network fee.'] });
    return { asset, currency, amount, quoted, fee, payout, cash: accounts.cash };
  }

  const clearing = (executor: DbExecutor, currency: string) =>
    wallet.systemAccount(executor, { kind: accountKinds.cashierClearing, reference: cryptoMethod, currency });

  /**
   * Signs an approved payout once and stores the signed bytes, hash, hot wallet and nonce in the same
   * transaction; nothing is broadcast before that commits. The nonce is the next after the highest stored
   * one, chosen under a per-chain lock that every node shares (and a unique index behind it), so no two
   * payouts share a nonce and a payout signed but never stored (a crash, a rolled-back transaction) leaves
   * its nonce to the next one. When the hot wallet has sent more transactions than Reelvault stored, one
   * of them is not Reelvault's (or its record was lost): nothing more is signed until an operator
   * reconciles (`npm run crypto:reconcile`), since a lost record could mean that payout is already paid.
   */
  async function signAndStore(id: string): Promise<CryptoWithdrawalRow | undefined> {
    return inTransaction(db, async (tx) => {
      const peek = await repository.findWithdrawal(tx, id);
      if (!peek || !signer) return peek;
      await repository.lockPayoutNonces(tx, peek.chain);
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row || row.status !== 'approved' || row.signedTransaction) return row;
      const chain = row.chain as CryptoChain;
      const asset = withdrawalAsset(row.coin, row.network);
      const from = signer.addressOn(chain);
      // After the highest stored payout, and after any transfer an operator recorded as explained.
      let nonce = ((await repository.highestPayoutNonce(tx, row.chain, from)) ?? -1n) + 1n;
      for (const transfer of await repository.acknowledgedTransfers(tx, row.chain, from)) {
        if (transfer.nonce >= nonce) nonce = transfer.nonce + 1n;
      }
      const sent = await signer.transactionCount(chain, 'pending');
      if (sent > nonce) throw new UnknownHotWalletTransactions(chain, from, nonce, sent);
      const signed = await signer.sign({ asset, to: row.address, amount: row.coinAmount, nonce });
      if (signed.nonce !== nonce) throw new Error(`the signer used nonce ${signed.nonce}, not ${nonce}`);
      return repository.updateWithdrawal(tx, id, {
        txHash: signed.txHash,
        nonce: signed.nonce,
        fromAddress: signed.from,
        signedTransaction: signed.raw,
        updatedAt: clock.now(),
      });
    });
  }

  /**
   * A signed payout that the chain can no longer mine: the hot wallet's nonce went past it (another
   * transaction took it) and the chain does not know its hash. It is left for an operator, never signed
   * again by itself: the transaction that took its nonce may be a payment of this same withdrawal.
   */
  async function nonceTaken(row: CryptoWithdrawalRow): Promise<boolean> {
    if (!signer || row.nonce === null || !row.txHash) return false;
    const chain = row.chain as CryptoChain;
    if ((await signer.transactionCount(chain, 'latest')) <= row.nonce) return false;
    return (await signer.state(chain, row.txHash)) === 'unknown';
  }

  async function flagNonceTaken(executor: DbExecutor, row: CryptoWithdrawalRow): Promise<void> {
    if (row.lastError === nonceTakenError) return;
    await repository.updateWithdrawalIf(executor, row.id, row.status, {
      lastError: nonceTakenError,
      updatedAt: clock.now(),
    });
    log.error(
      { withdrawal: row.id, chain: row.chain, nonce: row.nonce?.toString(), tx: row.txHash },
      'another transaction took the nonce of a crypto payout: for an operator (npm run crypto:reconcile)',
    );
  }

  /**
   * Sends a stored payout's signed bytes to the node, holding the payout's row lock, and only when the node
   * does not know them yet (neither pending nor mined). Identical bytes cannot be mined twice on a real
   * chain, but the ganache dev chain mines a rebroadcast of a mined transaction again and pays the payee
   * twice; and two senders that both checked before either sent would both send. Under the lock, one
   * sender at a time checks and sends, on every node.
   */
  async function sendStored(id: string): Promise<void> {
    if (!signer) return;
    await inTransaction(db, async (tx) => {
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row?.signedTransaction || !row.txHash) return;
      if (row.status !== 'approved' && row.status !== 'broadcast') return;
      const chain = row.chain as CryptoChain;
      let failure: unknown;
      try {
        if ((await signer.state(chain, row.txHash)) === 'unknown') {
          if (await nonceTaken(row)) {
            await flagNonceTaken(tx, row);
            return;
          }
          await signer.broadcast(chain, row.signedTransaction);
        }
      } catch (error) {
        failure = error ?? new Error('the broadcast failed');
      }
      if (failure === undefined) {
        if (row.status === 'approved') {
          await repository.updateWithdrawal(tx, id, {
            status: 'broadcast',
            broadcastAttempts: row.broadcastAttempts + 1,
            lastError: null,
            updatedAt: clock.now(),
          });
        }
        return;
      }
      if (row.status === 'approved') {
        await repository.updateWithdrawal(tx, id, {
          broadcastAttempts: row.broadcastAttempts + 1,
          lastError: `broadcast: ${(failure as Error).message}`.slice(0, 500),
          updatedAt: clock.now(),
        });
      }
      log.error({ err: failure, withdrawal: id }, 'broadcasting a crypto payout failed; it is tried again');
    });
  }

  return {
    async quote(player: AuthenticatedPlayer, input: { coin: string; network: string; amount: string }) {
      const priced_ = await priced(player, input);
      return {
        coin: priced_.asset.coin,
        network: input.network.toUpperCase(),
        amount: formatCurrencyAmount(priced_.amount, priced_.currency),
        currency: priced_.currency,
        coin_amount: fromUnits(priced_.payout, priced_.asset.decimals),
        network_fee: fromUnits(priced_.fee, priced_.asset.decimals),
        rate: priced_.quoted.rate,
        rate_source: priced_.quoted.source,
      };
    },

    /** The request: the address checked, the amount converted at the quoted rate and held at once. */
    async request(
      player: AuthenticatedPlayer,
      input: { coin: string; network: string; amount: string; address: string },
    ) {
      if (player.status === userStatus.inactive) throw new AppError('CASHIER_INACTIVE_PLAYER');
      if (needsVerification(player.status)) throw new AppError('CASHIER_VERIFICATION_REQUIRED');
      const address = input.address.trim();
      if (!isValidAddress(input.network, address)) {
        throw validationError({ address: [`This is not a valid ${input.network.toUpperCase()} address.`] });
      }
      const priced_ = await priced(player, input);
      const username = await dependencies.usernameOf(player.id);
      const row = await inTransaction(db, async (tx) => {
        await lockPlayerWithdrawals(tx, player.id);
        // Bank and crypto requests count together against the limit of waiting requests.
        const waiting =
          (await repository.countPlayerPending(tx, player.id)) +
          (await countPlayerWithdrawals(tx, player.id, 'pending'));
        if (waiting >= dependencies.withdrawalsPendingMax) throw new AppError('CASHIER_WITHDRAWAL_PENDING');
        const id = randomUUID();
        const now = clock.now();
        const inserted = await repository.insertWithdrawal(tx, {
          id,
          playerId: player.id,
          playerUsername: username,
          coin: priced_.asset.coin,
          network: input.network.toUpperCase(),
          chain: priced_.asset.chain,
          address,
          amount: priced_.amount,
          currency: priced_.currency,
          coinAmount: priced_.payout,
          coinDecimals: priced_.asset.decimals,
          networkFee: priced_.fee,
          rate: priced_.quoted.rate,
          rateSource: priced_.quoted.source,
          rateAt: priced_.quoted.at,
          status: 'pending',
          holdTransferId: `withdrawal:${id}`,
          createdAt: now,
          updatedAt: now,
        });
        await wallet.hold(tx, {
          id: `withdrawal:${id}`,
          debitAccountId: priced_.cash.id,
          creditAccountId: (await clearing(tx, priced_.currency)).id,
          amount: priced_.amount,
          kind: transferKinds.withdrawal,
          metadata: { method: cryptoMethod, coin: priced_.asset.coin, network: input.network.toUpperCase() },
        });
        return inserted;
      });
      return withdrawalReply(row);
    },

    async playerWithdrawals(playerId: number) {
      return (await repository.playerWithdrawals(db, playerId, 20)).map(withdrawalReply);
    },

    /** The player takes back a pending request: the hold is voided. */
    async cancel(player: AuthenticatedPlayer, id: string) {
      const row = await inTransaction(db, async (tx) => {
        const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
        if (!withdrawal || withdrawal.playerId !== player.id)
          throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
        if (withdrawal.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
        await wallet.voidHold(tx, {
          id: `${withdrawal.holdTransferId}:void`,
          pendingId: withdrawal.holdTransferId,
          metadata: { reason: 'cancelled' },
        });
        return repository.updateWithdrawal(tx, id, { status: 'cancelled', updatedAt: clock.now() });
      });
      return withdrawalReply(row);
    },

    async withdrawalsByStatus(status: CryptoWithdrawalStatus, page: number, perPage: number) {
      const { rows, total } = await repository.withdrawalsPage(db, status, (page - 1) * perPage, perPage);
      return { rows: rows.map(adminReply), total };
    },

    async adminRow(id: string) {
      const row = await repository.findWithdrawal(db, id);
      return row ? adminReply(row) : undefined;
    },

    /** Approval (in the back office's transaction): the hold is posted and the payout is due. */
    async approve(tx: DbExecutor, id: string, operatorId: number) {
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
      await wallet.postHold(tx, {
        id: `${row.holdTransferId}:post`,
        pendingId: row.holdTransferId,
        awaitsPayout: true,
        metadata: { method: cryptoMethod },
      });
      const updated = await repository.updateWithdrawal(tx, id, {
        status: 'approved',
        decidedBy: operatorId,
        updatedAt: clock.now(),
      });
      return { before: adminReply(row), after: adminReply(updated) };
    },

    /**
     * A payout made outside the signer (a chain it does not sign for): the operator gives its transaction
     * hash, and the hold leaves the clearing account for the crypto payouts account (Completed).
     */
    async confirmManualPayout(tx: DbExecutor, id: string, operatorId: number, txHash: string) {
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      // On a chain the signer pays, a payment by hand could cross the signer's own: two payments.
      if (row.status !== 'approved' || row.signedTransaction || signer?.supports(row.chain as CryptoChain))
        throw new AppError('CASHIER_WITHDRAWAL_STATE');
      const payouts = await wallet.systemAccount(tx, {
        kind: accountKinds.cashierPayouts,
        reference: cryptoMethod,
        currency: row.currency,
      });
      await wallet.settlePayout(tx, {
        pendingId: row.holdTransferId,
        payoutAccountId: payouts.id,
        metadata: { method: cryptoMethod, tx: txHash },
      });
      const updated = await repository.updateWithdrawal(tx, id, {
        status: 'completed',
        txHash,
        decidedBy: operatorId,
        updatedAt: clock.now(),
      });
      return { before: adminReply(row), after: adminReply(updated) };
    },

    async reject(tx: DbExecutor, id: string, operatorId: number, reason: string) {
      const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
      if (!row) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
      if (row.status !== 'pending') throw new AppError('CASHIER_WITHDRAWAL_STATE');
      await wallet.voidHold(tx, {
        id: `${row.holdTransferId}:void`,
        pendingId: row.holdTransferId,
        metadata: { reason: 'rejected' },
      });
      const updated = await repository.updateWithdrawal(tx, id, {
        status: 'rejected',
        reason,
        decidedBy: operatorId,
        updatedAt: clock.now(),
      });
      return { before: adminReply(row), after: adminReply(updated) };
    },

    /**
     * Signs (once) and broadcasts an approved payout. A failure leaves it approved with the error and the
     * attempt counted; `followPayouts` tries again with the same signed bytes.
     */
    async broadcastApproved(id: string): Promise<void> {
      if (!signer) return;
      const current = await repository.findWithdrawal(db, id);
      if (
        !current ||
        current.status !== 'approved' ||
        !signer.supports(current.chain as CryptoAsset['chain'])
      )
        return;
      let row: CryptoWithdrawalRow | undefined;
      try {
        row = await signAndStore(id);
      } catch (error) {
        await repository.updateWithdrawalIf(db, id, 'approved', {
          broadcastAttempts: current.broadcastAttempts + 1,
          lastError: `signing: ${(error as Error).message}`.slice(0, 500),
          updatedAt: clock.now(),
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
      if (!row?.signedTransaction || row.status !== 'approved') return;
      await sendStored(id);
    },

    /**
     * Follows payouts: approved ones are (re)broadcast; broadcast ones are completed once mined (the
     * payout leaves the clearing account), rebroadcast when the node lost them, and left for an operator
     * with the error when the chain rejected them or another transaction took their nonce.
     */
    async followPayouts(): Promise<void> {
      if (!signer) return;
      for (const row of await repository.withdrawalsWithStatus(db, ['approved', 'broadcast'], 100)) {
        const chain = row.chain as CryptoAsset['chain'];
        if (!signer.supports(chain)) continue;
        if (row.status === 'approved') {
          await this.broadcastApproved(row.id);
          continue;
        }
        if (!row.txHash || !row.signedTransaction) continue;
        const state = await signer.state(chain, row.txHash);
        if (state === 'unknown') {
          await sendStored(row.id);
        } else if (state === 'failed') {
          if (row.lastError !== 'the chain reverted the payout') {
            await repository.updateWithdrawalIf(db, row.id, 'broadcast', {
              lastError: 'the chain reverted the payout',
              updatedAt: clock.now(),
            });
            log.error(
              { withdrawal: row.id, tx: row.txHash },
              'a crypto payout was reverted: for an operator',
            );
          }
        } else if (state === 'mined') {
          await inTransaction(db, async (tx) => {
            const locked = await repository.findWithdrawal(tx, row.id, { forUpdate: true });
            if (!locked || locked.status !== 'broadcast') return;
            const payouts = await wallet.systemAccount(tx, {
              kind: accountKinds.cashierPayouts,
              reference: cryptoMethod,
              currency: locked.currency,
            });
            await wallet.settlePayout(tx, {
              pendingId: locked.holdTransferId,
              payoutAccountId: payouts.id,
              metadata: { method: cryptoMethod, tx: locked.txHash ?? '' },
            });
            await repository.updateWithdrawal(tx, row.id, {
              status: 'completed',
              lastError: null,
              updatedAt: clock.now(),
            });
          });
        }
      }
    },

    coinOf: (code: string) => findCryptoCoin(code),
  };
}

export type CryptoPayouts = ReturnType<typeof createCryptoPayouts>;
