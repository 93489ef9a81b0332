// Where a visitor came from, kept until they register: the referring player's username (from
// /register/{username} or ?username=) and an affiliate's ids (from /register/{affiliate_id}/{campaign_id},
// where the operator's ad network's visitors are sent as well).
import { browserStorage, storageKeys, type KeyValueStorage } from '@/lib/storage';

export interface ReferralData {
  readonly ref_id?: string;
  readonly affiliate_id?: string;
  readonly campaign_id?: string;
}

/** Ids longer than the contract's 64 characters are not ids: they are not kept. */
const idPattern = /^[^\s]{1,64}$/;

export function storeReferral(username: string, storage: KeyValueStorage = browserStorage): void {
  const value = username.trim();
  if (idPattern.test(value)) storage.set(storageKeys.referralId, value);
}

export function storeAffiliate(
  affiliateId: string,
  campaignId: string,
  storage: KeyValueStorage = browserStorage,
): void {
  if (idPattern.test(affiliateId)) storage.set(storageKeys.affiliateId, affiliateId);
  if (idPattern.test(campaignId)) storage.set(storageKeys.campaignId, campaignId);
}

export function readReferral(storage: KeyValueStorage = browserStorage): ReferralData {
  const ref = storage.get(storageKeys.referralId);
  const affiliate = storage.get(storageKeys.affiliateId);
  const campaign = storage.get(storageKeys.campaignId);
  return {
    ...(ref ? { ref_id: ref } : {}),
    ...(affiliate ? { affiliate_id: affiliate } : {}),
    ...(campaign ? { campaign_id: campaign } : {}),
  };
}

/** After a registration the ids have been used. */
export function forgetReferral(storage: KeyValueStorage = browserStorage): void {
  storage.remove(storageKeys.referralId);
  storage.remove(storageKeys.affiliateId);
  storage.remove(storageKeys.campaignId);
}

/** The operator's ad-network redirect as the site settings give it. */
export interface AdNetworkRedirect {
  readonly utm_source: string;
  readonly path: string;
}

/**
 * Where a visit with `utmSource` goes: the configured affiliate registration path when the source is the
 * ad network's (without regard to case), otherwise nowhere. Only a /register/{affiliate_id}/{campaign_id}
 * path of this site is followed.
 */
export function adNetworkTarget(utmSource: string, adNetwork: AdNetworkRedirect | null): string | null {
  if (!adNetwork || utmSource.trim().toLowerCase() !== adNetwork.utm_source.toLowerCase()) return null;
  return /^\/register\/[^\s/?#]+\/[^\s/?#]+$/.test(adNetwork.path) ? adNetwork.path : null;
}
