// Builds the crypto cashier from the configuration: key sources (the demo wallet outside production),
// token contracts, the rate provider, a scanner per configured chain endpoint, the payout signer, and the
// watchers, which run from the app's start to its close in one process of all.
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { CashierService, DepositBonuses } from '../cashier/service';
import type { WalletService } from '../wallet/service';
import { createAssetTable, parseTokenContracts } from './assets';
import { createEsploraScanner } from './chains/esplora';
import { createEvmScanner } from './chains/evm';
import { createSolanaScanner } from './chains/solana';
import { createTronScanner } from './chains/tron';
import { createAddressDeriver, keyFamilyOf, type CryptoChain, type KeyFamily } from './derivation';
import {
  demoWalletFrom,
  existingDemoWallet,
  keptDemoWallet,
  resolveKeySources,
  type DemoWallet,
} from './keys';
import { coingeckoRateProvider, demoRateTable, parseRateTable, staticRateProvider } from './rates';
import { createCryptoCashier, type CryptoDepositEvent } from './service';
import { createEvmFeeEstimator } from './fees';
import { createDemoEvmSigner } from './signer';
import { chainWatcher, watcherLockKey, type ChainScanner } from './watcher';
import { createCryptoPayouts } from './payouts';
import { createCryptoWithdrawalMethod } from './withdrawal-method';
import { createCryptoWithdrawals } from './withdrawals';
import type { Topic } from '../../shared-state/topics';

/** The advisory lock key of the payout follower (next to the watchers' keys). */
export const payoutFollowerLockKey = watcherLockKey('solana') + 1n;

export interface CryptoModuleOptions {
  readonly config: Config;
  readonly database: Database;
  readonly wallet: WalletService;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly usernameOf: (playerId: number) => Promise<string>;
  /**
   * The cashier's withdrawal lifecycle, which crypto withdrawals go through (its service, registered after
   * this module: read when called, see plugins/late-bound.ts).
   */
  readonly withdrawals: CashierService['withdrawals'];
  /** The bonus engine's part in a credited deposit. */
  readonly depositBonuses?: Pick<DepositBonuses, 'depositCredited'>;
  /** Deposit updates to the players' pages on every node (decision 0026). */
  readonly depositEvents?: Topic<CryptoDepositEvent>;
  /** Tests: the demo wallet's mnemonic (otherwise kept in DATA_DIR, or in tests one found there or a throwaway one). */
  readonly demoMnemonic?: string;
}

async function demoWalletFor(options: CryptoModuleOptions): Promise<DemoWallet | undefined> {
  if (!options.config.crypto.demoWallet) return undefined;
  if (options.demoMnemonic) return demoWalletFrom(options.demoMnemonic);
  if (options.config.env === 'test') {
    // A throwaway wallet, unless the test put one in DATA_DIR (the browser tests fund its hot wallet).
    return (
      (await existingDemoWallet(options.config.dataDir)) ?? demoWalletFrom(generateMnemonic(wordlist, 256))
    );
  }
  return keptDemoWallet(options.config.dataDir);
}

export async function createCryptoModule(options: CryptoModuleOptions) {
  const { config, database, wallet, clock, log } = options;
  const settings = config.crypto;
  const demo = await demoWalletFor(options);
  const deriver = createAddressDeriver(await resolveKeySources(settings, demo));
  const assets = createAssetTable(parseTokenContracts(settings.tokenContracts));
  const rates =
    settings.rateSource === 'coingecko'
      ? coingeckoRateProvider({
          baseUrl: settings.coingecko.url,
          apiKey: settings.coingecko.apiKey,
          now: () => clock.now(),
        })
      : settings.rates
        ? staticRateProvider(parseRateTable(settings.rates), 'static', () => clock.now())
        : staticRateProvider(demoRateTable(), 'demo-static', () => clock.now());
  const cashier = createCryptoCashier({
    database,
    wallet,
    clock,
    log,
    deriver,
    assets,
    rates,
    ...(options.depositBonuses ? { depositBonuses: options.depositBonuses } : {}),
    ...(options.depositEvents ? { depositEvents: options.depositEvents } : {}),
  });

  const scanners: ChainScanner[] = [];
  const endpoints = settings.endpoints;
  for (const chain of ['ethereum', 'bsc'] as const) {
    const url = endpoints[chain];
    if (url) scanners.push(createEvmScanner({ chain, rpcUrl: url, assets }));
  }
  for (const chain of ['bitcoin', 'litecoin'] as const) {
    const url = endpoints[chain];
    if (url) scanners.push(createEsploraScanner({ chain, baseUrl: url, assets }));
  }
  if (endpoints.tron) scanners.push(createTronScanner({ baseUrl: endpoints.tron, assets }));
  if (endpoints.solana) scanners.push(createSolanaScanner({ rpcUrl: endpoints.solana, assets }));
  for (const chain of ['bitcoin', 'litecoin', 'ethereum', 'bsc', 'tron', 'solana'] as const) {
    if (deriver.has(chain) && !endpoints[chain]) {
      log.warn({ chain }, 'crypto deposits on this chain are offered but not watched: set its endpoint');
    }
  }

  const signer = demo ? createDemoEvmSigner({ seed: demo.seed, endpoints }) : undefined;
  const withdrawal = createCryptoWithdrawalMethod({
    db: database.db,
    wallet,
    assets,
    rates,
    signer,
    fees: createEvmFeeEstimator({
      endpoints,
      rates,
      onError: (error, chain) =>
        log.warn({ err: error, chain }, 'no live network fee: the fixed fee is used'),
    }),
    usernameOf: options.usernameOf,
  });
  const payouts = createCryptoWithdrawals({
    lifecycle: options.withdrawals,
    method: withdrawal,
    payouts: createCryptoPayouts({
      database,
      log,
      signer,
      method: withdrawal,
      lifecycle: options.withdrawals,
    }),
  });

  /**
   * Runs one watcher per chain family with an endpoint, and the payout follower, each in one process of
   * all (the one holding its lock), from the app's start to its close.
   */
  function start(app: FastifyInstance): void {
    const byFamily = new Map<KeyFamily, ChainScanner[]>();
    for (const scanner of scanners) {
      const family = keyFamilyOf(scanner.chain as CryptoChain);
      byFamily.set(family, [...(byFamily.get(family) ?? []), scanner]);
    }
    for (const [family, familyScanners] of byFamily) {
      app.singleInstance.run(
        chainWatcher({
          family,
          scanners: familyScanners,
          cashier,
          database,
          clock,
          log,
          intervalMs: settings.watchIntervalMs,
        }),
      );
    }
    if (signer) {
      app.singleInstance.run({
        name: 'crypto-payout-follower',
        lockKey: payoutFollowerLockKey,
        intervalMs: settings.watchIntervalMs,
        pass: () => payouts.followPayouts(),
        failure: 'following crypto payouts failed',
      });
    }
  }

  return {
    cashier,
    payouts,
    /** The crypto withdrawal method, the cashier's adapter for it. */
    withdrawalMethod: withdrawal.method,
    deriver,
    assets,
    scanners,
    signer,
    demo,
    start,
  };
}

export type CryptoModule = Awaited<ReturnType<typeof createCryptoModule>>;
