// Figures the API and the studio send as decimal strings (an RTP, a house edge, a coin amount), written
// the way the reader's language writes numbers, every decimal kept.

const decimalString = /^-?\d+(\.\d+)?$/;
/** Intl's limit on decimals (a coin has at most 18). */
const maxFractionDigits = 20;

/** `96.50` as `96.50` in English, `96,50` in German; `1234` as `1,234`; anything not a decimal as it is. */
export function formatFigure(bcp47: string, value: string): string {
  const figure = value.trim();
  if (!decimalString.test(figure)) return value;
  const decimals = Math.min(figure.split('.')[1]?.length ?? 0, maxFractionDigits);
  return new Intl.NumberFormat(bcp47, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(figure as `${number}`);
}
