// Every delay and interval of the spec's "Timings" paragraph (spec 001, section 9), in milliseconds.
// Where the spec gives two readings the choice is recorded in docs/decisions/0010-timings.md.
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

export const timings = {
  /** Alerts and popups hide themselves after this. */
  alertAutoHide: 6 * second,
  balanceRefresh: 30 * second,
  sessionRefresh: 120 * second,
  /** The shell's preloader (the other reading says 1 s). */
  preloader: 3 * second,
  initialLoading: 2 * second,
  redeemActivation: 2 * second,
  kycSuccess: 2 * second,
  stepLoader: 1.5 * second,
  onboardingVerifying: 7 * second,
  depositRedirect: 1 * second,
  cardRedirect: 2 * second,
  copyTooltip: 2 * second,
  /** After a registration, before the deposit popup opens (the other reading says 1 s). */
  depositPopupAfterSignup: 500,
  /** Time on a game page before the game joins the recent games. */
  recentGameSaved: 10 * second,
  providerCardLoader: 1500,
  liveCardLoader: 600,
  selfExclusionButtonLock: 10 * minute,
  coolDown: 24 * hour,
  onlinePlayersChange: 10 * second,
  liveBetsRow: 2 * second,
  /** Not in the spec: how long a hero slide stays before the next one (WCAG 2.2.2 lets it be paused). */
  heroSlide: 6 * second,
  /** Not in the spec: how long the game search waits after the last keystroke before it asks the server. */
  searchDebounce: 300,
} as const satisfies Record<string, number>;

export type Timing = keyof typeof timings;

/** The fake online player count: between min and max, moving at most `step` every `timings.onlinePlayersChange`. */
export const onlinePlayerCount = { min: 700, max: 900, step: 15 } as const;

/** The live bets board adds a row every `timings.liveBetsRow` and keeps this many. */
export const liveBetsRows = 8;
