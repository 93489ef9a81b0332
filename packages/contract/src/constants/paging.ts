// Page sizes, list sizes and width breakpoints of the player site (spec 001, section 9 "Sizes and paging").

/** Games per category row, and the `page_size` of `GET category/{slug}/games`. */
export const categoryRowSize = 24;

export type WidthClass = 'mobile' | 'tablet' | 'ipad' | 'web';

/** A window narrower than each value belongs to that class; from the last one on it is `web`. */
export const widthBreakpoints = { mobile: 550, tablet: 1100, ipad: 1815 } as const;

export function widthClass(width: number): WidthClass {
  if (width < widthBreakpoints.mobile) return 'mobile';
  if (width < widthBreakpoints.tablet) return 'tablet';
  if (width < widthBreakpoints.ipad) return 'ipad';
  return 'web';
}

/** Games per page of a grid, by list and width class. */
export const gridPageSizes = {
  /** The slots directory and category grids. */
  slots: { mobile: 27, tablet: 35, ipad: 48, web: 63 },
  provider: { mobile: 27, tablet: 35, ipad: 48, web: 63 },
  slotFavourites: { mobile: 27, tablet: 30, ipad: 48, web: 56 },
  live: { mobile: 27, tablet: 35, ipad: 54, web: 63 },
} as const satisfies Record<string, Record<WidthClass, number>>;

export type GridList = keyof typeof gridPageSizes;

export function gridPageSize(list: GridList, width: number): number {
  return gridPageSizes[list][widthClass(width)];
}

/** Narrower than this the site uses its mobile layout (bottom bar, search modal). */
export const mobileLayoutBelow = 768;
/** At this width or narrower a game opens on the full-page launcher instead of the play page frame. */
export const launcherMaxWidth = 550;

export const isMobileLayout = (width: number): boolean => width < mobileLayoutBelow;
/** `isMobileLayout` as a media query for `matchMedia`: max-width includes its value, so just under 768. */
export const mobileLayoutQuery = `(max-width: ${mobileLayoutBelow - 0.02}px)`;

export const historyPaging = { perPage: 10, pageLinks: 5 } as const;

export type HistoryKind = 'bets' | 'finance' | 'sessions';
/** How many days back a history shows before the player picks dates. */
export const historyDefaultDays = { bets: 3, finance: 30, sessions: 2 } as const satisfies Record<
  HistoryKind,
  number
>;

export interface HistoryRange {
  /** `YYYY-MM-DD 00:00:00` */
  readonly start: string;
  /** `YYYY-MM-DD 23:59:59` */
  readonly end: string;
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The default range of a history: from `historyDefaultDays[kind]` days before `today` at 00:00:00 to
 * `today` at 23:59:59. `today` is the player's calendar date (`YYYY-MM-DD`), so time zones play no part.
 */
export function defaultHistoryRange(kind: HistoryKind, today: string): HistoryRange {
  const match = calendarDate.exec(today);
  if (!match) throw new Error(`"${today}" is not a YYYY-MM-DD date`);
  const [, year, month, day] = match;
  const start = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) - historyDefaultDays[kind]));
  return { start: `${start.toISOString().slice(0, 10)} 00:00:00`, end: `${today} 23:59:59` };
}

/** The page numbers the pager links to: up to five around the current page, within 1..pages. */
export function pageLinks(current: number, pages: number, count: number = historyPaging.pageLinks): number[] {
  if (pages < 1) return [];
  const first = Math.max(1, Math.min(current - Math.floor(count / 2), pages - count + 1));
  const last = Math.min(pages, first + count - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export const listSizes = {
  favouritesMax: 24,
  recentGamesKept: 50,
  recentGamesShown: 16,
  /** The continue-playing row shows only with at least this many games. */
  continueRowMinimum: 2,
  providerPreviewGames: 10,
  /** A provider card shows its preview only when the provider has more games than this. */
  providerPreviewAbove: 5,
  providerGridRows: 16,
  randomList: 24,
  bannerRowImages: 17,
  otherPromotions: 6,
  promotionShortDescription: 60,
  carouselSlides: 9,
} as const;

/** Search is requested only from this many characters on. */
export const searchMinLength = 3;

export const isSearchable = (keyword: string): boolean => keyword.trim().length >= searchMinLength;

/** The home page's stats strip. */
export const highlightStats = { games: 12283, providers: 118, support: '24/7' } as const;
