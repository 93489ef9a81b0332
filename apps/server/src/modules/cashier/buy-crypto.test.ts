import { describe, expect, it } from 'vitest';
import { querySignature, signedBuyCryptoUrl } from './buy-crypto';

describe('buy-crypto redirect', () => {
  const settings = { url: 'https://buy.example.test/widget?theme=dark', apiKey: 'pk_live', secret: 's3cret' };
  const order = { coin: 'BTC', address: 'bc1qexampleaddress', currency: 'EUR', customerId: 'rv-42' };

  it('signs the whole query string, which the provider can check', () => {
    const url = new URL(signedBuyCryptoUrl(settings, order));
    expect(url.origin + url.pathname).toBe('https://buy.example.test/widget');
    expect(url.searchParams.get('walletAddress')).toBe('bc1qexampleaddress');
    expect(url.searchParams.get('currencyCode')).toBe('btc');
    expect(url.searchParams.get('theme')).toBe('dark');
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.delete('signature');
    expect(querySignature('s3cret', url.search)).toBe(signature);
  });

  it('gives another signature when the address is swapped', () => {
    const genuine = new URL(signedBuyCryptoUrl(settings, order));
    const signature = genuine.searchParams.get('signature') ?? '';
    genuine.searchParams.delete('signature');
    genuine.searchParams.set('walletAddress', 'bc1qattacker');
    expect(querySignature('s3cret', genuine.search)).not.toBe(signature);
  });
});
