import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/storage';
import { adNetworkTarget, forgetReferral, readReferral, storeAffiliate, storeReferral } from './referral';

describe('referral ids', () => {
  it('keeps the referring player and the affiliate ids until the registration uses them', () => {
    const storage = memoryStorage();
    storeReferral(' nikos ', storage);
    storeAffiliate('aff-77', 'spring', storage);
    expect(readReferral(storage)).toEqual({ ref_id: 'nikos', affiliate_id: 'aff-77', campaign_id: 'spring' });
    forgetReferral(storage);
    expect(readReferral(storage)).toEqual({});
  });

  it('keeps nothing that cannot be an id', () => {
    const storage = memoryStorage();
    storeReferral('', storage);
    storeReferral('x'.repeat(65), storage);
    storeAffiliate('two words', 'c', storage);
    expect(readReferral(storage)).toEqual({ campaign_id: 'c' });
  });
});

describe('the ad-network redirect', () => {
  const coinzilla = { utm_source: 'coinzilla', path: '/register/aff-9/spring' };

  it("sends the ad network's visitors to the affiliate registration path", () => {
    expect(adNetworkTarget('coinzilla', coinzilla)).toBe('/register/aff-9/spring');
    expect(adNetworkTarget('CoinZilla', coinzilla)).toBe('/register/aff-9/spring');
  });

  it('leaves other sources, an unset redirect and a path elsewhere alone', () => {
    expect(adNetworkTarget('newsletter', coinzilla)).toBeNull();
    expect(adNetworkTarget('coinzilla', null)).toBeNull();
    expect(
      adNetworkTarget('coinzilla', { utm_source: 'coinzilla', path: '//evil.example/register/1/2' }),
    ).toBeNull();
  });
});
