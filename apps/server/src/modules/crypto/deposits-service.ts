// Crypto deposits: the payments the chain watchers report, each recorded once, held for the player while
// it gathers its confirmations and credited exactly once when it has them.
//
// Money moves only through the wallet service, under ids derived from the payment's row:
// - first seen, above the minimum: hold `crypto-deposit:<id>` (crypto clearing -> player, not spendable),
//   in the player's currency at the rate of that moment (rate, source and time kept on the row);
// - confirmations reached: the hold posted as `crypto-deposit:<id>:credit`, which can exist only once;
// - dropped by a re-organisation before that: `crypto-deposit:<id>:void`, and the row is `removed`;
// - below the minimum: no hold; the row waits for an operator (credit or dismiss, with a note).
import { randomUUID } from 'node:crypto';
import { confirmationsFor, findCryptoCoin } from '@reelvault/contract/constants/crypto';
import { currencyOf } from '@reelvault/contract/constants/currencies';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/sql';
import { AppError, validationError } from '../../http/app-error';
import type { DepositBonuses } from '../cashier/service';
import { accountKinds, transferKinds, type WalletService } from '../wallet/service';
import { fromUnits, toUnits, type CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';
import { convert, RateUnavailable, type RateProvider } from './rates';
import * as repository from './repository';
import type { CryptoDepositRow } from './repository';
import { cryptoMethod } from './withdrawal-method';
import { inProcessTopics, type Topic } from '../../shared-state/topics';

export const cryptoHoldId = (id: string) => `crypto-deposit:${id}`;
export const cryptoCreditId = (id: string) => `crypto-deposit:${id}:credit`;

/** A payment a watcher saw on chain, to one of the watched addresses. */
export interface ObservedPayment {
  readonly asset: CryptoAsset;
  readonly txHash: string;
  readonly outputIndex: number;
  /** As stored in crypto_addresses. */
  readonly address: string;
  readonly amount: bigint;
  /** Undefined while the payment waits in the mempool. */
  readonly blockNumber: bigint | undefined;
  readonly blockHash: string | undefined;
}

/** Where a recorded payment stands on the chain now; undefined: the chain no longer has it. */
export interface Inclusion {
  readonly blockNumber: bigint | undefined;
  readonly blockHash: string | undefined;
}

export interface CryptoDepositEvent {
  readonly playerId: number;
  readonly deposit: ReturnType<typeof depositReply>;
}

export interface CryptoDepositsDependencies {
  readonly database: Database;
  readonly wallet: WalletService;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly rates: RateProvider;
  /** The bonus engine's part in a credited deposit (a waiting claim, the crypto deposit bonus). */
  readonly depositBonuses?: Pick<DepositBonuses, 'depositCredited'>;
  /** Where deposit updates go: to the players' pages on every node (decision 0026); this process's memory unless given. */
  readonly depositEvents?: Topic<CryptoDepositEvent>;
}

export function depositReply(row: CryptoDepositRow) {
  return {
    id: row.id,
    coin: row.coin,
    network: row.network,
    tx_hash: row.txHash,
    address: row.address,
    coin_amount: fromUnits(row.coinAmount, row.coinDecimals),
    amount: row.amount === null ? null : formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    rate: row.rate,
    rate_source: row.rateSource,
    rate_at: row.rateAt?.toISOString() ?? null,
    confirmations: Math.min(row.confirmations, row.requiredConfirmations),
    required_confirmations: row.requiredConfirmations,
    status: row.status,
    note: row.note,
    first_seen_at: row.firstSeenAt.toISOString(),
    credited_at: row.creditedAt?.toISOString() ?? null,
  };
}

export function createCryptoDeposits(dependencies: CryptoDepositsDependencies) {
  const { database, wallet, clock, log, rates } = dependencies;
  const db = database.db;
  const events = dependencies.depositEvents ?? inProcessTopics().topic<CryptoDepositEvent>('crypto-deposits');

  function publish(row: CryptoDepositRow): void {
    events.publish({ playerId: row.playerId, deposit: depositReply(row) });
  }

  async function playerCash(executor: DbExecutor, playerId: number) {
    const accounts = await wallet.playerAccounts(executor, playerId);
    if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    return accounts.cash;
  }

  function minimumUnits(asset: CryptoAsset): bigint {
    const coin = findCryptoCoin(asset.coin);
    if (!coin) throw new Error(`unknown coin ${asset.coin}`);
    return toUnits(coin.minDeposit, asset.decimals);
  }

  async function quote(coin: string, currency: string) {
    try {
      return await rates.rate(coin, currency);
    } catch (error) {
      if (!(error instanceof RateUnavailable)) throw error;
      log.error({ err: error }, 'no exchange rate: the payment waits for one');
      return undefined;
    }
  }

  /** The credit of a payment that has reached its confirmations, under the row's lock. */
  async function credit(
    tx: DbExecutor,
    row: CryptoDepositRow,
    confirmations: number,
  ): Promise<CryptoDepositRow> {
    let priced = row;
    if (row.amount === null) {
      const quoted = await quote(row.coin, row.currency);
      if (!quoted) return repository.updateDeposit(tx, row.id, { confirmations, updatedAt: clock.now() });
      priced = await repository.updateDeposit(tx, row.id, {
        amount: convert(row.coinAmount, row.coinDecimals, quoted.rate, currencyOf(row.currency).exponent),
        rate: quoted.rate,
        rateSource: quoted.source,
        rateAt: quoted.at,
      });
    }
    const amount = priced.amount ?? 0n;
    const metadata = { method: cryptoMethod, coin: row.coin, network: row.network, tx: row.txHash };
    const hold = await wallet.findTransfer(tx, cryptoHoldId(row.id));
    if (hold && hold.phase === 'pending') {
      await wallet.postHold(tx, { id: cryptoCreditId(row.id), pendingId: hold.id, metadata });
    } else if (amount > 0n) {
      await wallet.transfer(tx, {
        id: cryptoCreditId(row.id),
        debitAccountId: (await clearing(tx, row.currency)).id,
        creditAccountId: (await playerCash(tx, row.playerId)).id,
        amount,
        kind: transferKinds.deposit,
        metadata,
      });
    }
    const now = clock.now();
    const credited = await repository.updateDeposit(tx, row.id, {
      status: 'credited',
      confirmations,
      creditedAt: now,
      updatedAt: now,
    });
    // In the credit's transaction: the deposit's bonus exists once, whatever the watcher repeats.
    if (amount > 0n) {
      await dependencies.depositBonuses?.depositCredited(tx, {
        playerId: row.playerId,
        depositId: row.id,
        amount,
        currency: row.currency,
        channel: 'crypto',
      });
    }
    return credited;
  }

  const clearing = (executor: DbExecutor, currency: string) =>
    wallet.systemAccount(executor, { kind: accountKinds.cashierClearing, reference: cryptoMethod, currency });

  /** Records one observed payment (once), with its hold when it is above the minimum. */
  async function record(payment: ObservedPayment, playerId: number, tip: bigint): Promise<void> {
    const { asset } = payment;
    const existing = await repository.findDepositByOutput(
      db,
      asset.chain,
      payment.txHash,
      payment.outputIndex,
    );
    if (existing && existing.status !== 'removed') return;
    const cash = await playerCash(db, playerId);
    const required = confirmationsFor(asset.network);
    const belowMinimum = payment.amount < minimumUnits(asset);
    const quoted = await quote(asset.coin, cash.currency);
    const amount = quoted
      ? convert(payment.amount, asset.decimals, quoted.rate, currencyOf(cash.currency).exponent)
      : null;
    const confirmations = payment.blockNumber === undefined ? 0 : Number(tip - payment.blockNumber + 1n);
    const now = clock.now();
    const row = await inTransaction(db, async (tx) => {
      let inserted: CryptoDepositRow | undefined;
      const fields = {
        playerId,
        coinAmount: payment.amount,
        coinDecimals: asset.decimals,
        blockNumber: payment.blockNumber ?? null,
        blockHash: payment.blockHash ?? null,
        confirmations,
        requiredConfirmations: required,
        status: belowMinimum ? ('below_minimum' as const) : ('pending' as const),
        amount,
        currency: cash.currency,
        rate: quoted?.rate ?? null,
        rateSource: quoted?.source ?? null,
        rateAt: quoted?.at ?? null,
        note: null,
        firstSeenAt: now,
        creditedAt: null,
        updatedAt: now,
      };
      if (existing) {
        // Seen before, removed by a re-organisation, and now mined again: it starts over, with a new hold.
        const locked = await repository.findDeposit(tx, existing.id, { forUpdate: true });
        if (!locked || locked.status !== 'removed') return undefined;
        inserted = await repository.updateDeposit(tx, existing.id, fields);
      } else {
        inserted = await repository.insertDepositOnce(tx, {
          id: randomUUID(),
          chain: asset.chain,
          network: asset.network,
          coin: asset.coin,
          txHash: payment.txHash,
          outputIndex: payment.outputIndex,
          address: payment.address,
          ...fields,
        });
      }
      if (!inserted) return undefined;
      // A payment mined again after its removal has no hold (its first one was voided): the credit is
      // then a transfer of its own, under the same credit id.
      if (!existing && !belowMinimum && amount !== null && amount > 0n) {
        await wallet.hold(tx, {
          id: cryptoHoldId(inserted.id),
          debitAccountId: (await clearing(tx, cash.currency)).id,
          creditAccountId: cash.id,
          amount,
          kind: transferKinds.deposit,
          metadata: { method: cryptoMethod, coin: asset.coin, network: asset.network, tx: payment.txHash },
        });
      }
      if (!belowMinimum && confirmations >= required) return credit(tx, inserted, confirmations);
      return inserted;
    });
    if (row) {
      log.info(
        { deposit: row.id, chain: asset.chain, tx: payment.txHash, status: row.status },
        'crypto payment recorded',
      );
      publish(row);
    }
  }

  return {
    async playerDeposits(playerId: number) {
      return (await repository.playerDeposits(db, playerId, 20)).map(depositReply);
    },

    /** Live deposit updates (server-sent events); returns the unsubscribe. */
    subscribe(listener: (event: CryptoDepositEvent) => void): () => void {
      return events.subscribe(listener);
    },

    /** Records what a scan found (each payment once). */
    async recordPayments(
      payments: readonly (ObservedPayment & { readonly playerId: number })[],
      tip: bigint,
    ): Promise<void> {
      for (const payment of payments) await record(payment, payment.playerId, tip);
    },

    /**
     * Follows every open payment on a chain: its confirmations rise to the credit, or the chain no
     * longer has it (a re-organisation) and it is removed, its hold voided.
     */
    async followOpenPayments(
      chain: CryptoChain,
      tip: bigint,
      inclusion: (row: CryptoDepositRow) => Promise<Inclusion | undefined>,
    ): Promise<void> {
      for (const open of await repository.openDeposits(db, chain)) {
        const where = await inclusion(open);
        const changed = await inTransaction(db, async (tx) => {
          const row = await repository.findDeposit(tx, open.id, { forUpdate: true });
          if (!row || (row.status !== 'pending' && row.status !== 'below_minimum')) return undefined;
          const now = clock.now();
          if (!where) {
            if (row.status === 'pending') {
              const hold = await wallet.findTransfer(tx, cryptoHoldId(row.id));
              if (hold && hold.phase === 'pending') {
                await wallet.voidHold(tx, {
                  id: `${hold.id}:void`,
                  pendingId: hold.id,
                  metadata: { reason: 'removed from the chain' },
                });
              }
            }
            return repository.updateDeposit(tx, row.id, {
              status: 'removed',
              note: 'The chain dropped this payment (re-organisation) before it was credited.',
              updatedAt: now,
            });
          }
          const confirmations = where.blockNumber === undefined ? 0 : Number(tip - where.blockNumber + 1n);
          if (row.status === 'pending' && confirmations >= row.requiredConfirmations) {
            return credit(tx, row, confirmations);
          }
          if (confirmations === row.confirmations && where.blockHash === (row.blockHash ?? undefined)) {
            return undefined;
          }
          return repository.updateDeposit(tx, row.id, {
            confirmations,
            blockNumber: where.blockNumber ?? null,
            blockHash: where.blockHash ?? null,
            updatedAt: now,
          });
        });
        if (changed) {
          if (changed.status === 'removed') {
            log.warn(
              { deposit: changed.id, tx: changed.txHash },
              'a re-organisation removed a crypto payment',
            );
          }
          publish(changed);
        }
      }
    },

    async depositsByStatus(status: repository.CryptoDepositStatus, page: number, perPage: number) {
      const { rows, total } = await repository.depositsByStatus(db, status, (page - 1) * perPage, perPage);
      return { rows: rows.map((row) => ({ ...depositReply(row), player_id: row.playerId })), total };
    },

    /**
     * An operator's decision on a payment below the minimum: `credit` books it to the player at the rate
     * recorded when it was seen; `dismiss` leaves it uncredited (returned to the sender, or kept under the
     * terms). Either way the row says who and why; in the caller's transaction, for the audit log.
     */
    async resolveBelowMinimum(
      tx: DbExecutor,
      id: string,
      operatorId: number,
      action: 'credit' | 'dismiss',
      note: string,
    ) {
      const row = await repository.findDeposit(tx, id, { forUpdate: true });
      if (!row) throw new AppError('CASHIER_DEPOSIT_NOT_FOUND');
      if (row.status !== 'below_minimum') throw new AppError('CASHIER_DEPOSIT_STATE');
      if (row.confirmations < row.requiredConfirmations) throw new AppError('CASHIER_DEPOSIT_STATE');
      if (action === 'credit') {
        if (row.amount === null || row.amount <= 0n)
          throw validationError({ action: ['The payment has no value to credit.'] });
        await wallet.transfer(tx, {
          id: cryptoCreditId(row.id),
          debitAccountId: (await clearing(tx, row.currency)).id,
          creditAccountId: (await playerCash(tx, row.playerId)).id,
          amount: row.amount,
          kind: transferKinds.deposit,
          metadata: {
            method: cryptoMethod,
            coin: row.coin,
            network: row.network,
            tx: row.txHash,
            resolvedBy: operatorId,
          },
        });
      }
      const now = clock.now();
      const updated = await repository.updateDeposit(tx, row.id, {
        status: 'resolved',
        note: `${action === 'credit' ? 'Credited' : 'Not credited'} by an operator: ${note}`,
        resolvedBy: operatorId,
        ...(action === 'credit' ? { creditedAt: now } : {}),
        updatedAt: now,
      });
      return { before: depositReply(row), after: depositReply(updated), row: updated };
    },

    published: publish,
  };
}

export type CryptoDeposits = ReturnType<typeof createCryptoDeposits>;
