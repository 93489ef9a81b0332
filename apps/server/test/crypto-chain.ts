// An app on a local Ethereum dev chain (ganache, started and stopped by the test file) with a real ERC-20
// token deployed on it, for the crypto module's chain tests: scans by hand, the players' addresses, their
// deposits as they see them, and the chain's fees.
import { cryptoDepositRow } from '@reelvault/contract/calls/crypto';
import { parseUnits } from 'ethers';
import { afterAll, beforeAll, expect } from 'vitest';
import { scanOnce, type ChainScanner } from '../src/modules/crypto/watcher';
import { startDevChain, type DevChain } from './chain/dev-chain';
import { createTestApp, type TestApp } from './helper';
import { bearer, type TestPlayer } from './players';

export function useEvmApp() {
  let chain: DevChain;
  let token: string;
  let testApp: TestApp & { close(): Promise<void> };
  let scanner: ChainScanner;
  const app = () => testApp.app;

  async function scan(options: { batchSize?: bigint; afterBatch?: (to: bigint) => void } = {}) {
    return scanOnce(
      scanner,
      app().crypto.cashier,
      testApp.database,
      { now: () => new Date() },
      { startLookback: 1000n, reorgDepth: 64n, batchSize: options.batchSize ?? 50n },
      options.afterBatch ? { afterBatch: options.afterBatch } : undefined,
    );
  }

  async function depositsOf(player: TestPlayer) {
    const response = await app().inject({
      method: 'GET',
      url: '/api/account/crypto-deposits',
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: unknown[] }).data.map((row) => cryptoDepositRow.parse(row));
  }

  /** The chain's max fee per gas now, from the raw calls: twice the latest base fee plus the priority fee. */
  async function maxFeePerGas(): Promise<bigint> {
    const block = (await chain.provider.send('eth_getBlockByNumber', ['latest', false])) as {
      baseFeePerGas: string;
    };
    const priority = BigInt((await chain.provider.send('eth_maxPriorityFeePerGas', [])) as string);
    return 2n * BigInt(block.baseFeePerGas) + priority;
  }

  async function addressOf(player: TestPlayer, coin: string, network: string): Promise<string> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/account/crypto/${coin}/networks/${network}`,
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { address: string } }).data.address;
  }

  beforeAll(async () => {
    chain = await startDevChain();
    token = await chain.deployToken('Tether USD', 'USDT', 6, parseUnits('1000000', 6));
    testApp = await createTestApp({
      CRYPTO_ETHEREUM_RPC_URL: chain.url,
      CRYPTO_TOKEN_CONTRACTS: `USDT/ERC20=${token}:6`,
      // The background watcher stays out of the way: these tests scan by hand.
      CRYPTO_WATCH_INTERVAL_SECONDS: '3600',
    });
    const found = app().crypto.scanners.find((entry) => entry.chain === 'ethereum');
    if (!found) throw new Error('no Ethereum scanner');
    scanner = found;
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    await chain?.close();
  });

  return {
    app,
    chain: () => chain,
    token: () => token,
    testApp: () => testApp,
    scanner: () => scanner,
    scan,
    depositsOf,
    maxFeePerGas,
    addressOf,
  };
}
