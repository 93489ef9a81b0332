// Exchange rates from a coin into the player's currency. Embedded mode and development use a configured
// static table; production names its source (a static table the operator keeps, or CoinGecko's public
// simple-price API). Every conversion records the rate, its source and its time on the deposit.
import { LRUCache } from 'lru-cache';
import { fromUnits, toUnits } from './assets';

export interface QuotedRate {
  /** Units of `currency` for one whole coin, as a decimal string. */
  readonly rate: string;
  readonly source: string;
  readonly at: Date;
}

export interface RateProvider {
  rate(coin: string, currency: string): Promise<QuotedRate>;
}

export class RateUnavailable extends Error {
  constructor(coin: string, currency: string, reason: string) {
    super(`no ${coin}/${currency} rate: ${reason}`);
    this.name = 'RateUnavailable';
  }
}

/** Demo prices in US dollars, and each fiat currency per US dollar (embedded mode only). */
export const demoUsdPrices: Readonly<Record<string, string>> = {
  BTC: '65000',
  ETH: '3000',
  USDT: '1',
  USDC: '1',
  LTC: '80',
  TRX: '0.12',
};
export const demoUnitsPerUsd: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  TRY: '34',
  CAD: '1.37',
  AUD: '1.52',
  JPY: '150',
  AED: '3.6725',
  BRL: '5.4',
  CHF: '0.88',
  CNY: '7.2',
  GEL: '2.7',
  INR: '84',
  NOK: '10.8',
  NZD: '1.66',
  PLN: '4',
  SEK: '10.6',
  SGD: '1.34',
};

const rateScale = 12;

/** Decimal multiply of two rates, kept to 12 decimals (rounded down). */
function multiply(a: string, b: string): string {
  return fromUnits((toUnits(a, rateScale) * toUnits(b, rateScale)) / 10n ** BigInt(rateScale), rateScale);
}

/** `BTC/EUR=60000,ETH/EUR=2800` -> pairs; a table of the operator's own. */
export function parseRateTable(text: string): Record<string, string> {
  const table: Record<string, string> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [, coin, currency, rate] =
      /^([A-Za-z]{2,6})\/([A-Za-z]{3})=(\d+(?:\.\d{1,12})?)$/.exec(entry) ?? [];
    if (!coin || !currency || !rate) throw new Error(`"${entry}" is not COIN/CURRENCY=rate`);
    table[`${coin.toUpperCase()}/${currency.toUpperCase()}`] = rate;
  }
  return table;
}

/** The demo table: every coin against every fiat currency, through the dollar. */
export function demoRateTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const [coin, usd] of Object.entries(demoUsdPrices)) {
    for (const [currency, perUsd] of Object.entries(demoUnitsPerUsd)) {
      table[`${coin}/${currency}`] = multiply(usd, perUsd);
    }
  }
  return table;
}

export function staticRateProvider(
  table: Readonly<Record<string, string>>,
  source: string,
  now: () => Date,
): RateProvider {
  return {
    async rate(coin, currency) {
      if (coin.toUpperCase() === currency.toUpperCase()) return { rate: '1', source, at: now() };
      const rate = table[`${coin.toUpperCase()}/${currency.toUpperCase()}`];
      if (!rate) throw new RateUnavailable(coin, currency, 'not in the table');
      return { rate, source, at: now() };
    },
  };
}

/** CoinGecko's ids of the cashier's coins. */
const coingeckoIds: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  USDT: 'tether',
  USDC: 'usd-coin',
  LTC: 'litecoin',
  TRX: 'tron',
};

const rateCacheMs = 60_000;

/**
 * CoinGecko's `/simple/price` (https://docs.coingecko.com/reference/simple-price), cached for a minute per
 * pair; an API key is sent when configured.
 */
export function coingeckoRateProvider(options: {
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly now: () => Date;
  readonly fetch?: typeof fetch;
}): RateProvider {
  // Timed by the cashier's clock, read afresh on every look-up (no resolution cache), so a test's clock
  // expires a quote as the real one would.
  const cache = new LRUCache<string, QuotedRate>({
    max: 1_000,
    ttl: rateCacheMs,
    ttlResolution: 0,
    perf: { now: () => options.now().getTime() },
  });
  const fetcher = options.fetch ?? fetch;
  return {
    async rate(coin, currency) {
      const key = `${coin.toUpperCase()}/${currency.toUpperCase()}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const id = coingeckoIds[coin.toUpperCase()];
      if (!id) throw new RateUnavailable(coin, currency, 'CoinGecko has no id for it');
      const vs = currency.toLowerCase();
      const url = `${options.baseUrl.replace(/\/+$/, '')}/simple/price?ids=${id}&vs_currencies=${vs}&precision=full`;
      let body: unknown;
      try {
        const response = await fetcher(url, {
          headers: {
            accept: 'application/json',
            ...(options.apiKey ? { 'x-cg-pro-api-key': options.apiKey } : {}),
          },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw new RateUnavailable(coin, currency, `CoinGecko: ${(error as Error).message}`);
      }
      const value = (body as Record<string, Record<string, unknown>> | null)?.[id]?.[vs];
      if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
        throw new RateUnavailable(coin, currency, 'CoinGecko gave no price');
      }
      const rate = value.toFixed(rateScale).replace(/\.?0+$/, '');
      const quoted = { rate, source: 'coingecko', at: options.now() };
      cache.set(key, quoted);
      return quoted;
    },
  };
}

/**
 * `units` of a coin with `decimals` on-chain decimals, in minor units of a currency with `exponent`, at
 * `rate` (rounded down: the player is never credited a fraction the operator did not receive).
 */
export function convert(units: bigint, decimals: number, rate: string, exponent: number): bigint {
  const scaledRate = toUnits(rate, rateScale);
  return (
    (units * scaledRate * 10n ** BigInt(exponent)) / (10n ** BigInt(decimals) * 10n ** BigInt(rateScale))
  );
}
