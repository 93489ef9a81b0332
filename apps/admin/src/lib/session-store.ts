// The operator's session token, kept in sessionStorage: it lives as long as the tab, never in
// localStorage (a shared machine's next user must not find it) and never in a URL.
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  clear(): void;
}

const tokenKey = 'reelvault_admin_session';

/** A store over a Storage (sessionStorage in the browser); a failing storage keeps the token in memory. */
export function createSessionStore(storage: Storage | undefined): SessionStore {
  let fallback: string | null = null;
  return {
    getToken() {
      try {
        return storage?.getItem(tokenKey) ?? fallback;
      } catch {
        return fallback;
      }
    },
    setToken(token) {
      fallback = token;
      try {
        storage?.setItem(tokenKey, token);
      } catch {
        // The token then lasts only for this page view.
      }
    },
    clear() {
      fallback = null;
      try {
        storage?.removeItem(tokenKey);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
