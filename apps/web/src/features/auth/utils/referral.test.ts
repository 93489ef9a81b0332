import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../lib/storage';
import { forgetReferral, readReferral, storeAffiliate, storeReferral } from './referral';

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
