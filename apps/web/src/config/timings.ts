// Timings of the spec (001, section 9 "Timings") that the shell uses. Stand-in for
// `@reelvault/contract/constants/timings` until that lands; the names follow the spec's wording.

/** "preloader 1 s (another reading 3 s)": the shorter reading, so the preloader never holds a player up. */
export const preloaderMs = 1000;

/** "Alerts and popups auto-hide 6000 ms": applies to alerts; dialogs wait for the player. */
export const alertAutoHideMs = 6000;

/** Not in the spec: how long a hero slide stays before the next one (WCAG 2.2.2 allows pausing it). */
export const heroSlideMs = 6000;

/** Not in the spec: how long the search waits after the last keystroke before it asks the server. */
export const searchDebounceMs = 300;
