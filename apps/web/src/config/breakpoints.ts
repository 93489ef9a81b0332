// Width breakpoints of the spec (001, section 9 "Sizes and paging": under 550, under 1100, under 1815;
// mobile threshold 768). Stand-in for `@reelvault/contract/constants/breakpoints` until that lands.
// styles.css declares the same values as Tailwind breakpoints (sm 550, md 768, lg 1100, xl 1815).
export const breakpoints = {
  phone: 550,
  mobile: 768,
  tablet: 1100,
  desktop: 1815,
} as const;

/** Under this width the shell is "mobile": bottom bar, language chooser as a popup. */
export const mobileQuery = `(max-width: ${breakpoints.mobile - 0.02}px)`;
