// Live network fees against a real local Ethereum dev chain (ganache, started and stopped here): the fee
// of a native payout is 21 000 gas at the chain's max fee per gas (twice the latest base fee plus the
// priority fee, as eth_getBlockByNumber and eth_maxPriorityFeePerGas say); a token payout's is 65 000 gas
// of ether converted into the token at the rates, rounded up; no endpoint, a node that does not answer or
// a missing rate give no estimate (the fixed table then applies).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevChain, type DevChain } from '../../../test/chain/dev-chain';
import type { CryptoAsset } from './assets';
import { createEvmFeeEstimator, payoutGas } from './fees';
import { staticRateProvider } from './rates';

let chain: DevChain;
const now = () => new Date('2026-11-21T08:00:00Z');
const rates = staticRateProvider({ 'ETH/EUR': '2760', 'USDT/EUR': '0.92' }, 'static', now);
const eth: CryptoAsset = {
  coin: 'ETH',
  network: 'ERC20',
  chain: 'ethereum',
  contract: undefined,
  decimals: 18,
};
const usdt: CryptoAsset = {
  coin: 'USDT',
  network: 'ERC20',
  chain: 'ethereum',
  contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  decimals: 6,
};

beforeAll(async () => {
  chain = await startDevChain();
}, 60_000);

afterAll(async () => {
  await chain.close();
});

async function maxFeePerGas(): Promise<bigint> {
  const block = (await chain.provider.send('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas: string;
  };
  const priority = BigInt((await chain.provider.send('eth_maxPriorityFeePerGas', [])) as string);
  return 2n * BigInt(block.baseFeePerGas) + priority;
}

describe('the live EVM network fee', () => {
  it('prices a native payout at 21 000 gas and a token payout at 65 000 gas in the token', async () => {
    const fees = createEvmFeeEstimator({ endpoints: { ethereum: chain.url }, rates });
    const perGas = await maxFeePerGas();
    expect(perGas).toBeGreaterThan(0n);
    expect(await fees.fee(eth, 'EUR')).toBe(payoutGas.native * perGas);

    // wei * 2760 / 0.92 / 10^18 * 10^6, rounded up.
    const wei = payoutGas.token * perGas;
    const numerator = wei * 2760n * 100n * 10n ** 6n;
    const denominator = 92n * 10n ** 18n;
    expect(await fees.fee(usdt, 'EUR')).toBe((numerator + denominator - 1n) / denominator);
  });

  it('follows the chain: the fee falls as empty blocks lower the base fee', async () => {
    const fees = createEvmFeeEstimator({ endpoints: { ethereum: chain.url }, rates });
    const before = await fees.fee(eth, 'EUR');
    await chain.mine(20);
    const after = await fees.fee(eth, 'EUR');
    expect(after).toBe(payoutGas.native * (await maxFeePerGas()));
    expect(after).toBeLessThan(before ?? 0n);
  });

  it('gives no estimate without an endpoint, a rate or an answering node', async () => {
    const errors: unknown[] = [];
    expect(await createEvmFeeEstimator({ endpoints: {}, rates }).fee(eth, 'EUR')).toBeUndefined();
    const noRate = createEvmFeeEstimator({
      endpoints: { ethereum: chain.url },
      rates: staticRateProvider({ 'USDT/EUR': '0.92' }, 'static', now),
      onError: (error) => errors.push(error),
    });
    expect(await noRate.fee(usdt, 'EUR')).toBeUndefined();
    const down = createEvmFeeEstimator({
      endpoints: { ethereum: 'http://127.0.0.1:9' },
      rates,
      onError: (error) => errors.push(error),
    });
    expect(await down.fee(eth, 'EUR')).toBeUndefined();
    expect(errors).toHaveLength(2);
  });
});
