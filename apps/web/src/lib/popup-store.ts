// The popup host's state: which dialogs are open (in the order they opened) and which alerts show.
// Any component opens a popup by name with `usePopups().open('responsible-gambling')`; Escape closes them
// all (spec: "Escape closes all popups"); alerts hide by themselves after the spec's 6000 ms.
import { useSyncExternalStore } from 'react';
import { timings } from '@reelvault/contract/constants/timings';

/**
 * The popups that exist, by name. The app's popup registry (app/popup-registry.tsx) adds its names by
 * declaration merging, so `open()` accepts exactly the popups the host can show.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PopupRegistry {}

export type PopupId = keyof PopupRegistry & string;

export type AlertTone = 'info' | 'success' | 'error';

export interface Alert {
  readonly key: number;
  readonly tone: AlertTone;
  readonly title: string;
  readonly text?: string;
}

export interface PopupState {
  readonly open: readonly PopupId[];
  readonly alerts: readonly Alert[];
}

export interface PopupStore {
  getState(): PopupState;
  subscribe(listener: () => void): () => void;
  open(id: PopupId): void;
  close(id: PopupId): void;
  /** Closes every dialog and every alert. */
  closeAll(): void;
  alert(alert: Omit<Alert, 'key'>): number;
  dismiss(key: number): void;
}

export interface PopupStoreOptions {
  readonly autoHideMs?: number;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

export function createPopupStore(options: PopupStoreOptions = {}): PopupStore {
  const autoHideMs = options.autoHideMs ?? timings.alertAutoHide;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: PopupState = { open: [], alerts: [] };
  let nextKey = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const set = (next: PopupState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const forgetTimer = (key: number) => {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimer(timer);
    timers.delete(key);
  };

  const store: PopupStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(id) {
      if (state.open.includes(id)) return;
      set({ ...state, open: [...state.open, id] });
    },
    close(id) {
      if (!state.open.includes(id)) return;
      set({ ...state, open: state.open.filter((open) => open !== id) });
    },
    closeAll() {
      if (state.open.length === 0 && state.alerts.length === 0) return;
      for (const key of timers.keys()) forgetTimer(key);
      set({ open: [], alerts: [] });
    },
    alert(alert) {
      const key = nextKey++;
      set({ ...state, alerts: [...state.alerts, { ...alert, key }] });
      timers.set(
        key,
        setTimer(() => store.dismiss(key), autoHideMs),
      );
      return key;
    },
    dismiss(key) {
      forgetTimer(key);
      if (!state.alerts.some((alert) => alert.key === key)) return;
      set({ ...state, alerts: state.alerts.filter((alert) => alert.key !== key) });
    },
  };
  return store;
}

/** The site's one popup store. */
export const popupStore = createPopupStore();

export interface PopupActions {
  open: PopupStore['open'];
  close: PopupStore['close'];
  closeAll: PopupStore['closeAll'];
  alert: PopupStore['alert'];
  dismiss: PopupStore['dismiss'];
}

const actions: PopupActions = {
  open: popupStore.open,
  close: popupStore.close,
  closeAll: popupStore.closeAll,
  alert: popupStore.alert,
  dismiss: popupStore.dismiss,
};

/** Opens and closes popups from any component; the functions never change identity. */
export function usePopups(): PopupActions {
  return actions;
}

export function usePopupState(): PopupState {
  return useSyncExternalStore(popupStore.subscribe, popupStore.getState);
}
