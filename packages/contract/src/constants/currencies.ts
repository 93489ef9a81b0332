// Currencies of the spec (section 9 "Currencies" and the crypto table): code, symbol, exponent (minor
// units per major unit as a power of ten) and the spec's numeric id where it gives one.
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  /** Digits after the decimal point: EUR 2, JPY 0, BTC 8, ETH 18, USDT 6. */
  readonly exponent: number;
  /** The spec's numeric id (first reading: 1 TRY, 2 USD, 3 EUR, 4 GBP, 6 CAD, 7 AUD, 8 JPY). */
  readonly numericId: number;
  readonly kind: 'fiat' | 'crypto';
}

const fiat = (code: string, name: string, symbol: string, numericId: number, exponent = 2): Currency => ({
  code,
  name,
  symbol,
  exponent,
  numericId,
  kind: 'fiat',
});
const crypto = (code: string, name: string, exponent: number, numericId: number): Currency => ({
  code,
  name,
  symbol: code,
  exponent,
  numericId,
  kind: 'crypto',
});

export const currencies = [
  fiat('TRY', 'Turkish lira', '₺', 1),
  fiat('USD', 'US dollar', '$', 2),
  fiat('EUR', 'Euro', '€', 3),
  fiat('GBP', 'Pound sterling', '£', 4),
  fiat('CAD', 'Canadian dollar', '$', 6),
  fiat('AUD', 'Australian dollar', '$', 7),
  fiat('JPY', 'Japanese yen', '¥', 8, 0),
  fiat('AED', 'UAE dirham', 'د.إ', 9),
  fiat('BRL', 'Brazilian real', 'R$', 10),
  fiat('CHF', 'Swiss franc', 'Fr', 11),
  fiat('CNY', 'Chinese yuan', '¥', 12),
  fiat('GEL', 'Georgian lari', '₾', 13),
  fiat('INR', 'Indian rupee', '₹', 14),
  fiat('NOK', 'Norwegian krone', 'Kr', 15),
  fiat('NZD', 'New Zealand dollar', '$', 16),
  fiat('PLN', 'Polish zloty', 'zł', 17),
  fiat('SEK', 'Swedish krona', 'Kr', 18),
  fiat('SGD', 'Singapore dollar', '$', 19),
  crypto('BTC', 'Bitcoin', 8, 101),
  crypto('ETH', 'Ether', 18, 102),
  crypto('USDT', 'Tether USD', 6, 103),
  crypto('USDC', 'USD Coin', 6, 104),
  crypto('LTC', 'Litecoin', 8, 105),
  crypto('TRX', 'Tron', 6, 106),
  // In the spec's second crypto table only; listed so amounts in them can be read (see constants/crypto).
  crypto('XRP', 'XRP', 6, 107),
  crypto('BCH', 'Bitcoin Cash', 8, 108),
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof currencies)[number]['code'];

/** The currencies a player may register with, in the spec's order; EUR is the default. */
export const registrationCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'AED',
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'GEL',
  'INR',
  'JPY',
  'NOK',
  'NZD',
  'PLN',
  'SEK',
  'SGD',
  'TRY',
] as const satisfies readonly CurrencyCode[];
export type RegistrationCurrency = (typeof registrationCurrencies)[number];
export const defaultRegistrationCurrency: RegistrationCurrency = 'EUR';
/** The symbol shown where a currency has none of its own. */
export const defaultCurrencySymbol = '$';

const byCode = new Map<string, Currency>(currencies.map((currency) => [currency.code, currency]));

export function findCurrency(code: string): Currency | undefined {
  return byCode.get(code.toUpperCase());
}

export function currencyOf(code: string): Currency {
  const currency = findCurrency(code);
  if (!currency) throw new Error(`Unknown currency ${code}`);
  return currency;
}

const byNumericId = new Map<number, Currency>(currencies.map((currency) => [currency.numericId, currency]));

/** A user's currency may arrive as the spec's numeric id; 5 (a dollar in both readings) is unassigned. */
export function findCurrencyByNumericId(numericId: number): Currency | undefined {
  return byNumericId.get(numericId);
}

export function currencySymbol(code: string | null | undefined): string {
  return (code && findCurrency(code)?.symbol) || defaultCurrencySymbol;
}
