// What each (coin, network) of the spec's crypto table is on chain: the chain it runs on, native or a token
// (contract or mint), and its on-chain decimals. Token contracts default to the public mainnet ones and
// can be replaced per network by configuration (CRYPTO_TOKEN_CONTRACTS), as the tests do for their own.
import {
  enabledCryptoCoins,
  findCryptoNetwork,
  type cryptoNetworks,
} from '@reelvault/contract/constants/crypto';
import type { CryptoChain } from './derivation';

export interface CryptoAsset {
  readonly coin: string;
  readonly network: string;
  readonly chain: CryptoChain;
  /** Native coin of the chain, or a token: ERC-20/BEP-20 contract, TRC-20 contract, SPL mint. */
  readonly contract: string | undefined;
  readonly decimals: number;
}

/** The chain each network's payments arrive on. */
export const chainOfNetwork: Record<(typeof cryptoNetworks)[number]['code'], CryptoChain | undefined> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  ERC20: 'ethereum',
  BSC: 'bsc',
  TRC20: 'tron',
  TRX: 'tron',
  SOL: 'solana',
  XRP: undefined,
  BCH: undefined,
};

const defaultAssets: readonly CryptoAsset[] = [
  { coin: 'BTC', network: 'BTC', chain: 'bitcoin', contract: undefined, decimals: 8 },
  { coin: 'ETH', network: 'ERC20', chain: 'ethereum', contract: undefined, decimals: 18 },
  // Binance-Peg Ethereum on BNB Smart Chain.
  {
    coin: 'ETH',
    network: 'BSC',
    chain: 'bsc',
    contract: '0x2170Ed0880ac9A755fd29B2688956BD959F933F8',
    decimals: 18,
  },
  {
    coin: 'USDT',
    network: 'ERC20',
    chain: 'ethereum',
    contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    decimals: 6,
  },
  {
    coin: 'USDT',
    network: 'TRC20',
    chain: 'tron',
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    decimals: 6,
  },
  {
    coin: 'USDT',
    network: 'SOL',
    chain: 'solana',
    contract: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    decimals: 6,
  },
  {
    coin: 'USDT',
    network: 'BSC',
    chain: 'bsc',
    contract: '0x55d398326f99059fF775485246999027B3197955',
    decimals: 18,
  },
  { coin: 'LTC', network: 'LTC', chain: 'litecoin', contract: undefined, decimals: 8 },
  {
    coin: 'USDC',
    network: 'ERC20',
    chain: 'ethereum',
    contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    decimals: 6,
  },
  {
    coin: 'USDC',
    network: 'SOL',
    chain: 'solana',
    contract: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    decimals: 6,
  },
  {
    coin: 'USDC',
    network: 'BSC',
    chain: 'bsc',
    contract: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
    decimals: 18,
  },
  { coin: 'TRX', network: 'TRX', chain: 'tron', contract: undefined, decimals: 6 },
];

/** `USDT/ERC20=0x…:6, USDC/SOL=EPj…` -> replacements of the default token contracts. */
export function parseTokenContracts(
  text: string | undefined,
): Record<string, { contract: string; decimals?: number }> {
  const result: Record<string, { contract: string; decimals?: number }> = {};
  for (const entry of (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z]+)\/([A-Za-z0-9]+)=([A-Za-z0-9]+)(?::(\d{1,2}))?$/.exec(entry);
    const [, coin, network, contract, decimals] = match ?? [];
    if (!coin || !network || !contract) throw new Error(`"${entry}" is not COIN/NETWORK=contract[:decimals]`);
    result[`${coin.toUpperCase()}/${network.toUpperCase()}`] = {
      contract,
      ...(decimals ? { decimals: Number(decimals) } : {}),
    };
  }
  return result;
}

export interface AssetTable {
  find(coin: string, network: string): CryptoAsset | undefined;
  /** Every asset the cashier offers on a chain. */
  onChain(chain: CryptoChain): readonly CryptoAsset[];
  all(): readonly CryptoAsset[];
}

export function createAssetTable(
  overrides: Record<string, { contract: string; decimals?: number }> = {},
): AssetTable {
  const offered = new Set(
    enabledCryptoCoins.flatMap((coin) => coin.networks.map((network) => `${coin.code}/${network}`)),
  );
  const assets = defaultAssets
    .filter((asset) => offered.has(`${asset.coin}/${asset.network}`))
    .map((asset) => {
      const override = overrides[`${asset.coin}/${asset.network}`];
      if (!override) return asset;
      if (!asset.contract) throw new Error(`${asset.coin} on ${asset.network} is the chain's own coin`);
      return { ...asset, contract: override.contract, decimals: override.decimals ?? asset.decimals };
    });
  for (const key of Object.keys(overrides)) {
    if (!assets.some((asset) => `${asset.coin}/${asset.network}` === key)) {
      throw new Error(`${key} is not a token the cashier offers`);
    }
  }
  return {
    find(coin, network) {
      const code = findCryptoNetwork(network)?.code;
      return assets.find((asset) => asset.coin === coin.toUpperCase() && asset.network === code);
    },
    onChain: (chain) => assets.filter((asset) => asset.chain === chain),
    all: () => assets,
  };
}

/** "12.5" in units of 10^-decimals, or an error for more decimals than that. */
export function toUnits(amount: string, decimals: number): bigint {
  const [, whole, fraction = ''] = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim()) ?? [];
  if (whole === undefined) throw new Error(`"${amount}" is not a decimal amount`);
  if (fraction.length > decimals) throw new Error(`"${amount}" has more than ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Units of 10^-decimals as a decimal string without trailing zeros ("0.005"). */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
