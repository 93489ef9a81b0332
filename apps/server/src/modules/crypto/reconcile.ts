// Payout reconciliation of an EVM hot wallet: every nonce the hot wallet has used on the chain (0..n-1,
// n its mined transaction count) must belong to exactly one stored payout with the same hash, paying the
// stored recipient the stored amount. A nonce no stored payout explains is a transfer Reelvault did not
// make (or whose record was lost): it is located by scanning the blocks between its neighbours and
// reported, as "paid twice" when it pays a stored withdrawal's recipient that withdrawal's amount again.
// Used by `npm run crypto:reconcile` and by the tests.
import type { DbExecutor } from '../../db/database';
import { withdrawalRecords, withdrawalRecordsInStates } from '../cashier/service';
import type { AssetTable } from './assets';
import { jsonRpcClient } from './chains/json-rpc';
import type { CryptoChain } from './derivation';
import {
  assetOf,
  describe,
  paymentOf,
  pays,
  signerOf,
  type RpcTransaction,
  type StoredPayout,
} from './reconcile-payments';
import * as repository from './repository';
import type { CryptoWithdrawalDetailsRow } from './repository';

export type ReconcileProblemKind =
  | 'unknown_transfer'
  | 'paid_twice'
  | 'missing_on_chain'
  | 'nonce_shared'
  | 'wrong_payment'
  | 'reverted'
  | 'unknown_pending';

export interface ReconcileProblem {
  readonly kind: ReconcileProblemKind;
  readonly message: string;
  readonly nonce?: bigint;
  readonly txHash?: string;
  readonly withdrawalId?: string;
}

export interface PayoutReconciliation {
  readonly chain: CryptoChain;
  readonly hotWallet: string;
  /** The hot wallet's mined transaction count: nonces 0..sent-1 are used. */
  readonly sent: bigint;
  /** Stored payouts found on the chain as stored. */
  readonly matched: number;
  /** Stored payouts not mined yet, at nonces the chain has not reached. */
  readonly waiting: number;
  readonly problems: readonly ReconcileProblem[];
}

export interface ReconcileOptions {
  readonly executor: DbExecutor;
  readonly chain: Extract<CryptoChain, 'ethereum' | 'bsc'>;
  readonly rpcUrl: string;
  readonly hotWallet: string;
  readonly assets: AssetTable;
  /** Where a search for an unexplained nonce starts when no lower nonce is explained (default 0). */
  readonly fromBlock?: bigint;
  /** The most blocks one search reads (default 20 000); beyond it the transfer is reported unlocated. */
  readonly maxScanBlocks?: bigint;
}

/** Stored payouts with their withdrawal's id and lifecycle state (the cashier's). */
async function storedPayouts(
  executor: DbExecutor,
  details: readonly CryptoWithdrawalDetailsRow[],
): Promise<StoredPayout[]> {
  const states = new Map(
    (
      await withdrawalRecords(
        executor,
        details.map((row) => row.withdrawalId),
      )
    ).map((row) => [row.id, row.status]),
  );
  return details.flatMap((row) => {
    const status = states.get(row.withdrawalId);
    return status ? [{ ...row, id: row.withdrawalId, status }] : [];
  });
}

export async function reconcileEvmPayouts(options: ReconcileOptions): Promise<PayoutReconciliation> {
  const { chain, assets } = options;
  const call = jsonRpcClient(options.rpcUrl);
  const hotWallet = options.hotWallet.toLowerCase();
  const problems: ReconcileProblem[] = [];
  const quantity = (value: bigint) => `0x${value.toString(16)}`;

  const sent = BigInt(await call<string>('eth_getTransactionCount', [hotWallet, 'latest']));
  const pendingCount = BigInt(await call<string>('eth_getTransactionCount', [hotWallet, 'pending']));
  const rows = await storedPayouts(
    options.executor,
    (await repository.signedPayouts(options.executor, chain)).filter((row) => signerOf(row) === hotWallet),
  );

  // Approved withdrawals not signed yet: an unknown transfer may be paying one of them.
  const approved = await withdrawalRecordsInStates(options.executor, 'crypto', ['approved'], 1000);
  const unsigned = (
    await storedPayouts(options.executor, [
      ...(
        await repository.withdrawalDetails(
          options.executor,
          approved.map((row) => row.id),
        )
      ).values(),
    ])
  ).filter((row) => row.chain === chain && !row.signedTransaction);

  const byNonce = new Map<bigint, StoredPayout[]>();
  for (const row of rows) {
    const nonce = row.nonce ?? -1n;
    byNonce.set(nonce, [...(byNonce.get(nonce) ?? []), row]);
  }
  for (const [nonce, shared] of byNonce) {
    if (shared.length > 1) {
      problems.push({
        kind: 'nonce_shared',
        nonce,
        message: `nonce ${nonce} is held by ${shared.length} stored payouts (${shared.map((row) => row.id).join(', ')}): at most one can be mined`,
      });
    }
  }

  // Nonces explained by a stored payout mined as stored, with the block it was mined in.
  const explained = new Map<bigint, bigint>();
  let matched = 0;
  let waiting = 0;
  for (const row of rows) {
    const nonce = row.nonce ?? -1n;
    const hash = row.txHash ?? '';
    const mined = await call<RpcTransaction | null>('eth_getTransactionByHash', [hash]);
    const receipt = mined?.blockNumber
      ? await call<{ status: string; blockNumber: string } | null>('eth_getTransactionReceipt', [hash])
      : null;
    if (!mined || !receipt) {
      if (nonce < sent) {
        problems.push({
          kind: 'missing_on_chain',
          nonce,
          txHash: hash,
          withdrawalId: row.id,
          message: `stored payout of withdrawal ${row.id} (nonce ${nonce}, ${hash}) is not on the chain, and another transaction took its nonce`,
        });
      } else if (row.status === 'paid') {
        problems.push({
          kind: 'missing_on_chain',
          nonce,
          txHash: hash,
          withdrawalId: row.id,
          message: `withdrawal ${row.id} is completed but its payout ${hash} is not on the chain`,
        });
      } else {
        waiting += 1;
      }
      continue;
    }
    const payment = paymentOf({ to: mined.to, value: BigInt(mined.value), data: mined.input });
    if (
      mined.from.toLowerCase() !== hotWallet ||
      BigInt(mined.nonce) !== nonce ||
      !payment ||
      !pays(row, assetOf(assets, row), payment)
    ) {
      problems.push({
        kind: 'wrong_payment',
        nonce,
        txHash: hash,
        withdrawalId: row.id,
        message: `payout ${hash} of withdrawal ${row.id} pays ${describe(payment, assets.onChain(chain))} from ${mined.from} at nonce ${BigInt(mined.nonce)}; stored: ${row.coinAmount} units to ${row.address} at nonce ${nonce}`,
      });
    }
    explained.set(nonce, BigInt(receipt.blockNumber));
    if (receipt.status !== '0x1') {
      problems.push({
        kind: 'reverted',
        nonce,
        txHash: hash,
        withdrawalId: row.id,
        message: `payout ${hash} of withdrawal ${row.id} was reverted by the chain: nothing was paid`,
      });
    } else {
      matched += 1;
    }
  }

  // Transfers an operator recorded as explained count as used nonces when the chain has them as recorded.
  for (const transfer of await repository.acknowledgedTransfers(options.executor, chain, hotWallet)) {
    if (explained.has(transfer.nonce)) continue;
    const mined = await call<RpcTransaction | null>('eth_getTransactionByHash', [transfer.txHash]);
    if (
      mined?.blockNumber &&
      BigInt(mined.nonce) === transfer.nonce &&
      mined.from.toLowerCase() === hotWallet
    ) {
      explained.set(transfer.nonce, BigInt(mined.blockNumber));
    }
  }

  // Every used nonce no stored payout explains: find the transaction that used it.
  const unexplained: bigint[] = [];
  for (let nonce = 0n; nonce < sent; nonce += 1n) if (!explained.has(nonce)) unexplained.push(nonce);
  if (unexplained.length > 0) {
    const tip = BigInt(await call<string>('eth_blockNumber'));
    const limit = options.maxScanBlocks ?? 20_000n;
    const found = new Map<bigint, RpcTransaction>();
    // Every hot-wallet transaction seen, with its block: a stored payout's hash in a second block is
    // the same signed payout executed again (a dev chain's fault, ganache's; never a real chain's).
    const seen: { hash: string; block: bigint }[] = [];
    const searched = new Map<bigint, readonly [bigint, bigint]>();
    const scanned = new Set<bigint>();
    for (const nonce of unexplained) {
      if (found.has(nonce)) continue;
      // From the block of the second-nearest explained nonce below (the nearest one's payout may have
      // been executed again, its receipt moved to the later block) to the nearest explained one above.
      const below = [...explained]
        .filter(([known]) => known < nonce)
        .sort(([a], [b]) => (a < b ? 1 : -1))
        .map(([, block]) => block);
      let low = below[1] ?? options.fromBlock ?? 0n;
      let high = tip;
      for (const [known, block] of explained) if (known > nonce && block < high) high = block;
      if (high - low + 1n > limit) low = high - limit + 1n;
      searched.set(nonce, [low, high]);
      for (let height = low; height <= high && !found.has(nonce); height += 1n) {
        if (scanned.has(height)) continue;
        scanned.add(height);
        const block = await call<{ transactions: RpcTransaction[] } | null>('eth_getBlockByNumber', [
          quantity(height),
          true,
        ]);
        for (const transaction of block?.transactions ?? []) {
          if (transaction.from.toLowerCase() !== hotWallet) continue;
          seen.push({ hash: transaction.hash.toLowerCase(), block: height });
          if (!rows.some((row) => row.txHash?.toLowerCase() === transaction.hash.toLowerCase()))
            found.set(BigInt(transaction.nonce), transaction);
        }
      }
    }
    let reExecuted = 0;
    for (const row of rows) {
      const block = explained.get(row.nonce ?? -1n);
      for (const entry of seen) {
        if (entry.hash !== row.txHash?.toLowerCase() || entry.block === block) continue;
        reExecuted += 1;
        problems.push({
          kind: 'paid_twice',
          ...(row.nonce === null ? {} : { nonce: row.nonce }),
          ...(row.txHash === null ? {} : { txHash: row.txHash }),
          withdrawalId: row.id,
          message: `the chain executed payout ${row.txHash ?? ''} of withdrawal ${row.id} again in block ${entry.block} (first in block ${block ?? 'unknown'}): the payee was paid twice`,
        });
      }
    }
    for (const nonce of unexplained) {
      const transaction = found.get(nonce);
      if (!transaction && reExecuted > 0) {
        // This nonce went to a payout executed again, reported above.
        reExecuted -= 1;
        continue;
      }
      if (!transaction) {
        const [low, high] = searched.get(nonce) ?? [0n, tip];
        problems.push({
          kind: 'unknown_transfer',
          nonce,
          message: `nonce ${nonce} was used by a transaction no stored payout explains (not found in blocks ${low}..${high})`,
        });
        continue;
      }
      const payment = paymentOf({
        to: transaction.to,
        value: BigInt(transaction.value),
        data: transaction.input,
      });
      const described = describe(payment, assets.onChain(chain));
      const paid = payment
        ? rows.find((row) => explained.has(row.nonce ?? -1n) && pays(row, assetOf(assets, row), payment))
        : undefined;
      const due = payment
        ? [...rows, ...unsigned].find(
            (row) => !explained.has(row.nonce ?? -1n) && pays(row, assetOf(assets, row), payment),
          )
        : undefined;
      if (paid) {
        problems.push({
          kind: 'paid_twice',
          nonce,
          txHash: transaction.hash,
          withdrawalId: paid.id,
          message: `transaction ${transaction.hash} (nonce ${nonce}) pays withdrawal ${paid.id} again: ${described}; its stored payout is ${paid.txHash ?? 'none'}`,
        });
      } else {
        problems.push({
          kind: 'unknown_transfer',
          nonce,
          txHash: transaction.hash,
          ...(due ? { withdrawalId: due.id } : {}),
          message: `transaction ${transaction.hash} (nonce ${nonce}) is not a stored payout: ${described}${due ? `; it pays what withdrawal ${due.id} awaits, which must not be paid again` : ''}`,
        });
      }
    }
  }

  // Transactions the node holds unmined beyond every stored payout.
  const storedNext = rows.reduce(
    (next, row) => ((row.nonce ?? -1n) >= next ? (row.nonce ?? -1n) + 1n : next),
    0n,
  );
  const known = storedNext > sent ? storedNext : sent;
  if (pendingCount > known) {
    problems.push({
      kind: 'unknown_pending',
      nonce: known,
      message: `the node holds ${pendingCount - known} unmined transaction(s) of the hot wallet from nonce ${known} that no stored payout explains`,
    });
  }

  return { chain, hotWallet: options.hotWallet, sent, matched, waiting, problems };
}

/** The report's lines, as the command prints them. */
export function reconciliationLines(result: PayoutReconciliation): string[] {
  const lines = [
    `${result.chain}, hot wallet ${result.hotWallet}: ${result.sent} transaction(s) sent, ${result.matched} stored payout(s) matched, ${result.waiting} waiting`,
  ];
  for (const problem of result.problems) {
    lines.push(`  ${problem.kind.split('_').join(' ').toUpperCase()}: ${problem.message}`);
  }
  return lines;
}

/** The hot wallets stored payouts on a chain were signed by. */
export async function storedHotWallets(executor: DbExecutor, chain: CryptoChain): Promise<string[]> {
  const wallets = new Set<string>();
  for (const row of await repository.signedPayouts(executor, chain)) {
    const signer = signerOf(row);
    if (signer) wallets.add(signer);
  }
  return [...wallets];
}

/**
 * Records a transaction of a hot wallet that reconciliation reported and an operator explained: it must be
 * mined and sent by one of `hotWallets`; its nonce then counts as used. Answers what was recorded.
 */
export async function acknowledgeHotWalletTransfer(options: {
  readonly executor: DbExecutor;
  readonly chain: CryptoChain;
  readonly rpcUrl: string;
  readonly hotWallets: readonly string[];
  readonly txHash: string;
  readonly note: string;
  readonly at: Date;
}): Promise<{ readonly recorded: boolean; readonly nonce: bigint; readonly from: string } | undefined> {
  const call = jsonRpcClient(options.rpcUrl);
  const mined = await call<RpcTransaction | null>('eth_getTransactionByHash', [options.txHash]);
  if (!mined?.blockNumber) return undefined;
  const from = mined.from.toLowerCase();
  if (!options.hotWallets.some((wallet) => wallet.toLowerCase() === from)) return undefined;
  const nonce = BigInt(mined.nonce);
  const recorded = await repository.acknowledgeTransfer(options.executor, {
    chain: options.chain,
    fromAddress: from,
    nonce,
    txHash: mined.hash,
    note: options.note,
    createdAt: options.at,
  });
  return { recorded, nonce, from };
}
