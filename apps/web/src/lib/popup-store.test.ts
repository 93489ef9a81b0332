import { describe, expect, it, vi } from 'vitest';
import { createPopupStore, type PopupId } from './popup-store';

// The registry's names come from app/; the store itself works with any name.
const rg = 'responsible-gambling' as PopupId;
const language = 'language' as PopupId;

describe('popup store', () => {
  it('opens popups in order and opens each at most once', () => {
    const store = createPopupStore();
    store.open(rg);
    store.open(language);
    store.open(rg);
    expect(store.getState().open).toEqual([rg, language]);
    store.close(rg);
    expect(store.getState().open).toEqual([language]);
  });

  it('closes every dialog and alert at once (Escape)', () => {
    const store = createPopupStore();
    store.open(rg);
    store.open(language);
    store.alert({ tone: 'info', title: 'Saved' });
    store.closeAll();
    expect(store.getState()).toEqual({ open: [], alerts: [] });
  });

  it('hides an alert after 6000 ms, not before', () => {
    vi.useFakeTimers();
    try {
      const store = createPopupStore();
      store.alert({ tone: 'error', title: 'Payment failed' });
      vi.advanceTimersByTime(5999);
      expect(store.getState().alerts).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(store.getState().alerts).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a player dismiss an alert early, and keeps the others', () => {
    const store = createPopupStore({ setTimer: () => 0, clearTimer: () => undefined });
    const first = store.alert({ tone: 'info', title: 'First' });
    store.alert({ tone: 'success', title: 'Second' });
    store.dismiss(first);
    expect(store.getState().alerts.map((alert) => alert.title)).toEqual(['Second']);
  });

  it('tells subscribers about changes only', () => {
    const store = createPopupStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.close(rg);
    store.closeAll();
    expect(listener).not.toHaveBeenCalled();
    store.open(rg);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
