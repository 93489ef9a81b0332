// Live network fees of EVM payouts: the gas a payout uses (21 000 for a native transfer, 65 000 for an
// ERC-20 transfer) at the fee per gas the node asks for now — ethers' getFeeData, i.e. the latest base fee
// doubled plus the suggested priority fee (eth_maxPriorityFeePerGas, eth_feeHistory's block) on an
// EIP-1559 chain, eth_gasPrice otherwise. The fee is in the chain's coin; a token payout's fee is
// converted into the token at the rate provider's rates. Without an answer (no endpoint, node down, no
// rate) the caller keeps the fixed table.
import { JsonRpcProvider } from 'ethers';
import type { CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';
import type { RateProvider } from './rates';

export const payoutGas = { native: 21_000n, token: 65_000n } as const;

const nativeCoin: Partial<Record<CryptoChain, { coin: string; decimals: number }>> = {
  ethereum: { coin: 'ETH', decimals: 18 },
  bsc: { coin: 'BNB', decimals: 18 },
};

export interface NetworkFeeEstimator {
  /** The fee in the asset's units, or undefined when no live estimate can be made. */
  fee(asset: CryptoAsset, currency: string): Promise<bigint | undefined>;
}

/** Rates as integers scaled by 10^12 ("2760" -> 2760 * 10^12). */
function scaled(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 10n ** 12n + BigInt(fraction.padEnd(12, '0').slice(0, 12) || '0');
}

export function createEvmFeeEstimator(options: {
  readonly endpoints: Partial<Record<CryptoChain, string>>;
  readonly rates: RateProvider;
  readonly onError?: (error: unknown, chain: CryptoChain) => void;
}): NetworkFeeEstimator {
  const providers = new Map<CryptoChain, JsonRpcProvider>();
  const provider = (chain: CryptoChain, url: string) => {
    let existing = providers.get(chain);
    if (!existing) {
      // No answer cache (ethers keeps each for 250 ms by default): a fee asked right after a block
      // must be that block's, not the one before.
      existing = new JsonRpcProvider(url, undefined, {
        staticNetwork: true,
        polling: false,
        cacheTimeout: -1,
      });
      providers.set(chain, existing);
    }
    return existing;
  };
  return {
    async fee(asset, currency) {
      const native = nativeCoin[asset.chain];
      const url = options.endpoints[asset.chain];
      if (!native || !url) return undefined;
      try {
        const data = await provider(asset.chain, url).getFeeData();
        const perGas = data.maxFeePerGas ?? data.gasPrice;
        if (perGas === null) return undefined;
        if (!asset.contract) return payoutGas.native * perGas;
        // A token payout: the gas in the chain's coin, at its rate, in the token.
        const inNative = payoutGas.token * perGas;
        const [nativeRate, tokenRate] = await Promise.all([
          options.rates.rate(native.coin, currency),
          options.rates.rate(asset.coin, currency),
        ]);
        const tokenScaled = scaled(tokenRate.rate);
        if (tokenScaled === 0n) return undefined;
        const numerator = inNative * scaled(nativeRate.rate) * 10n ** BigInt(asset.decimals);
        const denominator = tokenScaled * 10n ** BigInt(native.decimals);
        // Rounded up: the fee never falls short of the gas.
        return (numerator + denominator - 1n) / denominator;
      } catch (error) {
        options.onError?.(error, asset.chain);
        return undefined;
      }
    },
  };
}
