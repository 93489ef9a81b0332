// The cashier's static crypto table (spec 001, section 9 "Crypto table"): coins, their minimum deposit
// (decimal strings in the coin's major unit) and the networks each coin is accepted on, with the
// confirmations a deposit needs before it is credited. Each network has one name, used by the lists,
// deposits and withdrawals alike: Ethereum is ERC20 for ether too (decision 0806).
import type { CurrencyCode } from './currencies';

/** Where none is given, a deposit waits for this many confirmations. */
export const DEFAULT_CONFIRMATIONS = 30;

export type ChainFamily = 'bitcoin' | 'evm' | 'tron' | 'solana' | 'xrpl';

export interface CryptoNetwork {
  /** The short name the network list shows. */
  readonly code: string;
  /** The full name the network list shows under it. */
  readonly name: string;
  readonly family: ChainFamily;
  /** Confirmations before a deposit is credited; unset means DEFAULT_CONFIRMATIONS. */
  readonly confirmations?: number;
}

export const cryptoNetworks = [
  { code: 'BTC', name: 'Bitcoin', family: 'bitcoin', confirmations: 3 },
  { code: 'ERC20', name: 'Ethereum (ERC20)', family: 'evm', confirmations: 2 },
  { code: 'TRC20', name: 'Tron (TRC20)', family: 'tron', confirmations: 2 },
  { code: 'SOL', name: 'Solana', family: 'solana', confirmations: 2 },
  { code: 'BSC', name: 'BNB Smart Chain (BEP20)', family: 'evm', confirmations: 2 },
  { code: 'LTC', name: 'Litecoin', family: 'bitcoin', confirmations: 1 },
  { code: 'TRX', name: 'Tron (TRX)', family: 'tron', confirmations: 1 },
  // The networks of the other table's coins; the spec gives no confirmations for them.
  { code: 'XRP', name: 'XRP Ledger', family: 'xrpl' },
  { code: 'BCH', name: 'Bitcoin Cash', family: 'bitcoin' },
] as const satisfies readonly CryptoNetwork[];

export type CryptoNetworkCode = (typeof cryptoNetworks)[number]['code'];

export interface CryptoCoin {
  readonly code: CurrencyCode;
  readonly minDeposit: string;
  /** Deposit networks, in the order the network list shows them. */
  readonly networks: readonly CryptoNetworkCode[];
  /** Networks whose addresses a withdrawal accepts. */
  readonly withdrawalNetworks: readonly CryptoNetworkCode[];
  /** Offered in the cashier. XRP and BCH appear only in the spec's other table. */
  readonly enabled: boolean;
}

export const cryptoCoins = [
  { code: 'BTC', minDeposit: '0.000017', networks: ['BTC'], withdrawalNetworks: ['BTC'], enabled: true },
  // "ETH and USDT withdrawals accept ERC20 addresses only." The table's "ETH" network of ether is that
  // same Ethereum network, so it carries the name the rule uses.
  {
    code: 'ETH',
    minDeposit: '0.005',
    networks: ['ERC20', 'BSC'],
    withdrawalNetworks: ['ERC20'],
    enabled: true,
  },
  {
    code: 'USDT',
    minDeposit: '1',
    networks: ['ERC20', 'TRC20', 'SOL', 'BSC'],
    withdrawalNetworks: ['ERC20'],
    enabled: true,
  },
  { code: 'LTC', minDeposit: '0.01', networks: ['LTC'], withdrawalNetworks: ['LTC'], enabled: true },
  {
    code: 'USDC',
    minDeposit: '1',
    networks: ['ERC20', 'SOL', 'BSC'],
    withdrawalNetworks: ['ERC20', 'SOL', 'BSC'],
    enabled: true,
  },
  { code: 'TRX', minDeposit: '1', networks: ['TRX'], withdrawalNetworks: ['TRX'], enabled: true },
  { code: 'XRP', minDeposit: '10', networks: ['XRP'], withdrawalNetworks: ['XRP'], enabled: false },
  { code: 'BCH', minDeposit: '0.001', networks: ['BCH'], withdrawalNetworks: ['BCH'], enabled: false },
] as const satisfies readonly CryptoCoin[];

export type CryptoCoinCode = (typeof cryptoCoins)[number]['code'];

/** The coins the cashier offers, in the spec's order. */
export const enabledCryptoCoins: readonly CryptoCoin[] = cryptoCoins.filter((coin) => coin.enabled);

const coinsByCode = new Map<string, CryptoCoin>(cryptoCoins.map((coin) => [coin.code, coin]));
const networksByCode = new Map<string, CryptoNetwork>(
  cryptoNetworks.map((network) => [network.code, network]),
);

export function findCryptoCoin(code: string): CryptoCoin | undefined {
  return coinsByCode.get(code.toUpperCase());
}

export function findCryptoNetwork(code: string): CryptoNetwork | undefined {
  return networksByCode.get(code.toUpperCase());
}

/** Confirmations a deposit on this network needs; DEFAULT_CONFIRMATIONS where the table gives none. */
export function confirmationsFor(network: string): number {
  return findCryptoNetwork(network)?.confirmations ?? DEFAULT_CONFIRMATIONS;
}

/** Whether the cashier accepts a withdrawal of `coin` to an address on `network`. */
export function acceptsWithdrawalNetwork(coin: string, network: string): boolean {
  const entry = findCryptoCoin(coin);
  return !!entry?.enabled && entry.withdrawalNetworks.some((code) => code === network.toUpperCase());
}
