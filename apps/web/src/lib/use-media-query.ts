// Whether a CSS media query matches, following changes (window resize, a changed motion preference). One
// MediaQueryList per query for the whole page, with one listener that tells every component reading it:
// a lobby's hundred cards ask the same question, and a MediaQueryList made and watched per card and per
// render was a measurable share of a phone's main-thread time (decision record 1012).
import { useSyncExternalStore } from 'react';

export interface QueryStore {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly matches: () => boolean;
}

const stores = new Map<string, QueryStore>();

/** The page's one store for `query`: its MediaQueryList, watched while anyone reads it. */
export function mediaQueryStore(query: string): QueryStore {
  const known = stores.get(query);
  if (known) return known;
  const list = window.matchMedia(query);
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: QueryStore = {
    subscribe: (onChange) => {
      if (listeners.size === 0) list.addEventListener('change', notify);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) list.removeEventListener('change', notify);
      };
    },
    matches: () => list.matches,
  };
  stores.set(query, store);
  return store;
}

export function useMediaQuery(query: string): boolean {
  const store = mediaQueryStore(query);
  return useSyncExternalStore(store.subscribe, store.matches);
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
