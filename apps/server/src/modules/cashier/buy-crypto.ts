// The buy-crypto redirect: the card-to-crypto provider's page with the coin, the player's deposit address
// and our API key in the query, signed with HMAC-SHA256 over the query string (leading "?" included,
// base64), as card-to-crypto widgets check it, so nobody can swap the address on the way.
import { createHmac } from 'node:crypto';
import type { BuyCryptoSettings } from '../../config-payments';

export interface BuyCryptoOrder {
  readonly coin: string;
  readonly address: string;
  /** The fiat currency the player pays in. */
  readonly currency: string;
  /** Our reference of the player at the provider. */
  readonly customerId: string;
}

export function querySignature(secret: string, search: string): string {
  return createHmac('sha256', secret).update(search, 'utf8').digest('base64');
}

export function signedBuyCryptoUrl(settings: BuyCryptoSettings, order: BuyCryptoOrder): string {
  const url = new URL(settings.url);
  url.searchParams.set('apiKey', settings.apiKey);
  url.searchParams.set('currencyCode', order.coin.toLowerCase());
  url.searchParams.set('walletAddress', order.address);
  url.searchParams.set('baseCurrencyCode', order.currency.toLowerCase());
  url.searchParams.set('externalCustomerId', order.customerId);
  url.searchParams.set('signature', querySignature(settings.secret, url.search));
  return url.toString();
}
