import { describe, expect, it } from 'vitest';
import { createAssetTable, fromUnits, parseTokenContracts, toUnits } from './assets';
import {
  coingeckoRateProvider,
  convert,
  demoRateTable,
  parseRateTable,
  RateUnavailable,
  staticRateProvider,
} from './rates';

const now = () => new Date('2026-11-21T08:00:00Z');

describe('crypto amounts and rates', () => {
  it('reads and writes coin amounts in on-chain units', () => {
    expect(toUnits('0.000017', 8)).toBe(1700n);
    expect(toUnits('1', 18)).toBe(10n ** 18n);
    expect(fromUnits(5_000_000_000_000_000n, 18)).toBe('0.005');
    expect(fromUnits(50_000_000n, 6)).toBe('50');
    expect(() => toUnits('0.0000001', 6)).toThrow(/more than 6 decimals/);
  });

  it('converts into the player currency rounding down, whatever the token decimals', () => {
    // 0.01 ETH at 2760 EUR = 27.60 EUR; 50 USDT with 6 and with 18 decimals at 0.92 = 46.00 EUR.
    expect(convert(10n ** 16n, 18, '2760', 2)).toBe(2760n);
    expect(convert(50_000_000n, 6, '0.92', 2)).toBe(4600n);
    expect(convert(50n * 10n ** 18n, 18, '0.92', 2)).toBe(4600n);
    expect(convert(1n, 8, '65000', 2)).toBe(0n);
    expect(convert(100_000n, 8, '60000', 0)).toBe(60n);
  });

  it('keeps a static table, and refuses a pair it does not have', async () => {
    const rates = staticRateProvider(parseRateTable('BTC/EUR=60000, eth/eur=2800.5'), 'static', now);
    expect(await rates.rate('ETH', 'EUR')).toEqual({ rate: '2800.5', source: 'static', at: now() });
    await expect(rates.rate('BTC', 'USD')).rejects.toBeInstanceOf(RateUnavailable);
    expect(() => parseRateTable('BTC=1')).toThrow();
    expect(demoRateTable()['ETH/EUR']).toBe('2760');
  });

  it("reads CoinGecko's simple price answer", async () => {
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ bitcoin: { eur: 61234.5 } }), { status: 200 });
    }) as unknown as typeof fetch;
    const rates = coingeckoRateProvider({
      baseUrl: 'https://api.example/v3',
      apiKey: undefined,
      now,
      fetch: fetcher,
    });
    expect(await rates.rate('BTC', 'EUR')).toMatchObject({ rate: '61234.5', source: 'coingecko' });
    await rates.rate('BTC', 'EUR');
    expect(asked).toEqual([
      'https://api.example/v3/simple/price?ids=bitcoin&vs_currencies=eur&precision=full',
    ]);
    await expect(rates.rate('BTC', 'USD')).rejects.toBeInstanceOf(RateUnavailable);
  });

  it("keeps a CoinGecko quote for a minute of the cashier's clock, then asks again", async () => {
    let clock = new Date('2026-11-21T08:00:00Z').getTime();
    let price = 61_000;
    let asked = 0;
    const fetcher = (async () => {
      asked += 1;
      return new Response(JSON.stringify({ bitcoin: { eur: price } }), { status: 200 });
    }) as unknown as typeof fetch;
    const rates = coingeckoRateProvider({
      baseUrl: 'https://api.example/v3',
      apiKey: undefined,
      now: () => new Date(clock),
      fetch: fetcher,
    });
    expect((await rates.rate('BTC', 'EUR')).rate).toBe('61000');
    price = 62_000;
    clock += 60_000;
    expect((await rates.rate('btc', 'eur')).rate).toBe('61000');
    clock += 1;
    expect((await rates.rate('BTC', 'EUR')).rate).toBe('62000');
    expect(asked).toBe(2);
  });

  it('replaces token contracts only for tokens the cashier offers', () => {
    const table = createAssetTable(parseTokenContracts('USDT/ERC20=0xabc:6'));
    expect(table.find('usdt', 'erc20')).toMatchObject({ chain: 'ethereum', contract: '0xabc', decimals: 6 });
    expect(table.find('USDT', 'BSC')).toMatchObject({ chain: 'bsc', decimals: 18 });
    expect(() => createAssetTable(parseTokenContracts('ETH/ERC20=0xabc'))).toThrow(/own coin/);
    expect(() => createAssetTable(parseTokenContracts('DOGE/ERC20=0xabc'))).toThrow(/not a token/);
  });
});
