// localStorage that never throws: private modes and full quotas make it fail, and a failed write must not
// break the page. Tests pass a Map-backed store instead.
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const browserStorage: KeyValueStorage = {
  get(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // The choice then lasts only for this page view.
    }
  },
  remove(key) {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** Keys the web app keeps in localStorage, in one place so none is written twice under two names. */
export const storageKeys = {
  language: 'reelvault.language',
  token: 'reelvault.token',
  /** Username of the player who referred this visitor (/register/{username} or ?username=). */
  referralId: 'reelvault.referralId',
  /** From /register/{affiliate_id}/{campaign_id}; sent with the registration. */
  affiliateId: 'reelvault.affiliateId',
  campaignId: 'reelvault.campaignId',
  /** Set by a successful registration; the cashier opens the deposit dialog after the spec's 500 ms. */
  openDepositAfterSignup: 'openDepositAfterSignup',
  /** Games the player stayed on for 10 s, latest first (the spec's local recentGames). */
  recentGames: 'recentGames',
} as const;
