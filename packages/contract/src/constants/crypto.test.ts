import { describe, expect, it } from 'vitest';
import { parseCurrencyAmount } from '../money';
import {
  acceptsWithdrawalNetwork,
  confirmationsFor,
  cryptoCoins,
  cryptoNetworks,
  DEFAULT_CONFIRMATIONS,
  enabledCryptoCoins,
  findCryptoCoin,
  findCryptoNetwork,
} from './crypto';
import { currencyOf } from './currencies';

describe('crypto table', () => {
  it('offers BTC, ETH, USDT, LTC, USDC and TRX, and keeps XRP and BCH switched off', () => {
    expect(enabledCryptoCoins.map((coin) => coin.code)).toEqual(['BTC', 'ETH', 'USDT', 'LTC', 'USDC', 'TRX']);
    expect(findCryptoCoin('XRP')?.enabled).toBe(false);
    expect(findCryptoCoin('BCH')?.enabled).toBe(false);
  });

  it('reads every minimum deposit as a positive amount of the coin', () => {
    for (const coin of cryptoCoins) {
      expect(currencyOf(coin.code).kind).toBe('crypto');
      expect(parseCurrencyAmount(coin.minDeposit, coin.code)).toBeGreaterThan(0n);
    }
    expect(parseCurrencyAmount(findCryptoCoin('btc')?.minDeposit ?? '', 'BTC')).toBe(1700n);
    expect(findCryptoCoin('XRP')?.minDeposit).toBe('10');
    expect(findCryptoCoin('BCH')?.minDeposit).toBe('0.001');
  });

  it('gives every network an offered coin uses its own confirmations', () => {
    for (const coin of enabledCryptoCoins) {
      for (const code of [...coin.networks, ...coin.withdrawalNetworks]) {
        const network = findCryptoNetwork(code);
        expect(network, `${coin.code} on ${code}`).toBeDefined();
        expect(network?.confirmations, `${coin.code} on ${code}`).toBeGreaterThan(0);
      }
    }
  });

  it("keeps the spec's confirmations and falls back to 30", () => {
    expect(confirmationsFor('BTC')).toBe(3);
    expect(confirmationsFor('ERC20')).toBe(2);
    expect(confirmationsFor('bsc')).toBe(2);
    expect(confirmationsFor('LTC')).toBe(1);
    expect(confirmationsFor('TRX')).toBe(1);
    expect(DEFAULT_CONFIRMATIONS).toBe(30);
    expect(confirmationsFor('XRP')).toBe(30);
    expect(confirmationsFor('NOPE')).toBe(30);
  });

  it('has unique network codes with a full name for each', () => {
    expect(new Set(cryptoNetworks.map((network) => network.code)).size).toBe(cryptoNetworks.length);
    expect(findCryptoNetwork('ERC20')?.name).toBe('Ethereum (ERC20)');
    expect(findCryptoNetwork('BSC')?.name).toBe('BNB Smart Chain (BEP20)');
  });

  it('names each network once: a withdrawal network of a coin is one of its listed networks', () => {
    for (const coin of cryptoCoins) {
      for (const code of coin.withdrawalNetworks) {
        expect(coin.networks as readonly string[], `${coin.code} on ${code}`).toContain(code);
      }
    }
    expect(findCryptoCoin('ETH')?.networks).toEqual(['ERC20', 'BSC']);
    expect(findCryptoNetwork('ETH')).toBeUndefined();
  });

  it('accepts ETH and USDT withdrawals to ERC20 addresses only', () => {
    expect(acceptsWithdrawalNetwork('ETH', 'ERC20')).toBe(true);
    expect(acceptsWithdrawalNetwork('ETH', 'BSC')).toBe(false);
    expect(acceptsWithdrawalNetwork('USDT', 'erc20')).toBe(true);
    expect(acceptsWithdrawalNetwork('USDT', 'TRC20')).toBe(false);
    expect(acceptsWithdrawalNetwork('BTC', 'BTC')).toBe(true);
    expect(acceptsWithdrawalNetwork('XRP', 'XRP')).toBe(false);
    expect(acceptsWithdrawalNetwork('DOGE', 'BTC')).toBe(false);
  });
});
