// The chain watchers' pass. One watcher per chain family runs in one process at a time: it holds a
// PostgreSQL advisory lock for as long as it runs, and a process that cannot take it stays idle and tries
// again later (plugins/single-instance.ts). Each tick scans the blocks after the stored cursor in batches (payments first, then the
// cursor, so a watcher killed mid-scan scans that batch again and the unique payment rows keep it from
// counting twice), rewinds when the cursor's block is no longer on the chain, then follows every open
// payment to its credit or its removal.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { SingleInstanceWorker } from '../../plugins/single-instance';
import type { CryptoChain, KeyFamily } from './derivation';
import { keyFamilyOf } from './derivation';
import * as repository from './repository';
import type { CryptoDepositRow } from './repository';
import type { CryptoCashier, Inclusion, ObservedPayment } from './service';

export interface WatchedAddress {
  readonly playerId: number;
  readonly address: string;
}

export type ScannedPayment = ObservedPayment & { readonly playerId: number };

export interface ChainScanner {
  readonly chain: CryptoChain;
  /** The form addresses are compared in (EVM: lower case). */
  normalise(address: string): string;
  /** The newest block the watcher may read (TRON: solidified, Solana: finalized). */
  tip(): Promise<bigint>;
  /** The hash of a block on the chain as it is now; undefined when there is none. */
  blockHash(height: bigint): Promise<string | undefined>;
  /** Payments to watched addresses in blocks from..to (inclusive). */
  scan(from: bigint, to: bigint, watched: ReadonlyMap<string, WatchedAddress>): Promise<ScannedPayment[]>;
  /** Where a recorded payment is now; undefined when the chain no longer has it. */
  inclusion(row: CryptoDepositRow): Promise<Inclusion | undefined>;
}

export interface WatcherSettings {
  /** Where a chain's first scan starts: this many blocks below the tip. */
  readonly startLookback: bigint;
  /** How far back a watcher goes when its cursor's block was replaced. */
  readonly reorgDepth: bigint;
  /** Blocks per scan batch (and per cursor save). */
  readonly batchSize: bigint;
}

export const defaultWatcherSettings: WatcherSettings = {
  startLookback: 100n,
  reorgDepth: 64n,
  batchSize: 50n,
};

/** The advisory lock key of a chain family's watcher ("rv-crypto" plus the family's number). */
export function watcherLockKey(family: KeyFamily): bigint {
  const families: Record<KeyFamily, bigint> = { bitcoin: 1n, litecoin: 2n, evm: 3n, tron: 4n, solana: 5n };
  return 0x72762d63727970n * 16n + families[family];
}

export interface ScanSummary {
  readonly from: bigint;
  readonly to: bigint;
  readonly tip: bigint;
  readonly payments: number;
  readonly rewound: boolean;
}

/** One pass over a chain: new blocks, then the open payments. */
export async function scanOnce(
  scanner: ChainScanner,
  cashier: CryptoCashier,
  database: Database,
  clock: Clock,
  settings: WatcherSettings = defaultWatcherSettings,
  interrupt?: { afterBatch?: (to: bigint) => void },
): Promise<ScanSummary> {
  const db = database.db;
  const { chain } = scanner;
  const tip = await scanner.tip();
  const cursor = await repository.findCursor(db, chain);
  let from = cursor ? cursor.lastBlock + 1n : tip - settings.startLookback + 1n;
  if (from < 0n) from = 0n;
  let rewound = false;
  if (cursor?.lastBlockHash) {
    const now = await scanner.blockHash(cursor.lastBlock);
    if (now !== cursor.lastBlockHash) {
      rewound = true;
      from = cursor.lastBlock - settings.reorgDepth;
      if (from < 0n) from = 0n;
    }
  }
  const start = from;
  let found = 0;
  const watched = await cashier.watchedAddresses(chain, (address) => scanner.normalise(address));
  if (watched.size > 0) {
    while (from <= tip) {
      let to = from + settings.batchSize - 1n;
      if (to > tip) to = tip;
      const payments = await scanner.scan(from, to, watched);
      await cashier.recordPayments(payments, tip);
      found += payments.length;
      await repository.saveCursor(db, chain, to, (await scanner.blockHash(to)) ?? null, clock.now());
      interrupt?.afterBatch?.(to);
      from = to + 1n;
    }
  } else if (tip >= 0n) {
    // Nobody to watch yet: keep up with the chain without reading it.
    await repository.saveCursor(db, chain, tip, (await scanner.blockHash(tip)) ?? null, clock.now());
  }
  await cashier.followOpenPayments(chain, tip, (row) => scanner.inclusion(row));
  return { from: start, to: tip, tip, payments: found, rewound };
}

/**
 * A chain family's watcher: a pass scans each of its chains, every `intervalMs`, in the one process (of
 * every node) that holds the family's lock (plugins/single-instance.ts).
 */
export function chainWatcher(options: {
  readonly family: KeyFamily;
  readonly scanners: readonly ChainScanner[];
  readonly cashier: CryptoCashier;
  readonly database: Database;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly intervalMs: number;
  readonly settings?: WatcherSettings;
}): SingleInstanceWorker {
  const { family, scanners, cashier, database, clock, log } = options;
  return {
    name: `crypto-watcher-${family}`,
    lockKey: watcherLockKey(family),
    intervalMs: options.intervalMs,
    failure: 'crypto watcher failed',
    async pass() {
      for (const scanner of scanners) {
        try {
          const summary = await scanOnce(scanner, cashier, database, clock, options.settings);
          if (summary.rewound) log.warn({ chain: scanner.chain }, 'the chain re-organised: scanning again');
        } catch (error) {
          log.error({ err: error, chain: scanner.chain }, 'crypto watcher scan failed; it tries again');
        }
      }
    },
  };
}

export { keyFamilyOf };
