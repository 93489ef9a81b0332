// The media query store: one MediaQueryList per query for the whole page, one listener on it while anyone
// reads it, and every reader told of a change. The browser's MediaQueryList is stood in for by an event
// target with a `matches` (the browser tests use the real one on every page).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryStore } from './use-media-query';

class FakeMediaQueryList extends EventTarget {
  matches = false;
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

let made: Map<string, FakeMediaQueryList>;
let query = 0;
beforeEach(() => {
  made = new Map();
  vi.stubGlobal('window', {
    matchMedia: (text: string) => {
      const list = new FakeMediaQueryList();
      made.set(text, list);
      return list;
    },
  });
  // Each test asks its own question: the stores live for the page, as the page's module does.
  query += 1;
});
afterEach(() => vi.unstubAllGlobals());

describe('mediaQueryStore', () => {
  it('makes one MediaQueryList for a query however many read it', () => {
    const text = `(min-width: ${String(query)}px)`;
    const stores = Array.from({ length: 100 }, () => mediaQueryStore(text));
    expect(new Set(stores).size).toBe(1);
    expect(made.size).toBe(1);
  });

  it('listens once while anyone reads, tells every reader, and stops when the last one leaves', () => {
    const text = `(min-width: ${String(query)}px)`;
    const store = mediaQueryStore(text);
    const list = made.get(text);
    if (!list) throw new Error('no MediaQueryList made');
    const told = [vi.fn(), vi.fn(), vi.fn()];
    const leave = told.map((reader) => store.subscribe(reader));
    expect(list.listeners).toBe(1);

    list.matches = true;
    list.dispatchEvent(new Event('change'));
    expect(store.matches()).toBe(true);
    for (const reader of told) expect(reader).toHaveBeenCalledTimes(1);

    leave[0]?.();
    leave[1]?.();
    expect(list.listeners).toBe(1);
    leave[2]?.();
    expect(list.listeners).toBe(0);
    list.dispatchEvent(new Event('change'));
    for (const reader of told) expect(reader).toHaveBeenCalledTimes(1);
  });
});
