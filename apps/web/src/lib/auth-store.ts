// The session token of the logged-in player, kept in localStorage (the spec's client does the same) and
// observable, so that the header re-renders on login and logout. Logging in comes with the identity work;
// this store is what the API client reads the token from and what a 401 clears.
import { useSyncExternalStore } from 'react';
import { browserStorage, storageKeys, type KeyValueStorage } from './storage';

export interface AuthStore {
  getToken(): string | null;
  setToken(token: string): void;
  /** Logs out on this device: forgets the token and tells every subscriber. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createAuthStore(storage: KeyValueStorage): AuthStore {
  let token = storage.get(storageKeys.token);
  const listeners = new Set<() => void>();
  const update = (next: string | null) => {
    if (next === token) return;
    token = next;
    for (const listener of listeners) listener();
  };
  return {
    getToken: () => token,
    setToken(next) {
      storage.set(storageKeys.token, next);
      update(next);
    },
    clear() {
      storage.remove(storageKeys.token);
      update(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authStore = createAuthStore(browserStorage);

// A logout in another tab logs this tab out too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== storageKeys.token) return;
  if (event.newValue === null) authStore.clear();
  else authStore.setToken(event.newValue);
});

export function useAuthToken(): string | null {
  return useSyncExternalStore(authStore.subscribe, authStore.getToken, authStore.getToken);
}
