// The figures of a promotion backed by a tiered offer (the welcome bonus), filled into its stored texts
// when read (decision 1106): the texts keep the words of each language, the offer keeps the numbers, so
// the page states what the bonus engine pays. A line holding `{tier.…}` is written once per tier.
import { formatMoney } from '@reelvault/contract/money';

/** What the page states of its offer, in one currency (minor units). */
export interface PromotionTerms {
  readonly currency: string;
  /** In the chooser's order, deposits increasing. */
  readonly tiers: readonly { readonly deposit: bigint; readonly bonus: bigint; readonly freeSpins: number }[];
  readonly wageringMultiplier: number;
  /** Null: no maximum bet. */
  readonly maxBet: bigint | null;
  readonly expiryDays: number;
}

/** The offers behind promotion pages, as the content module reads them (the bonus engine answers). */
export interface PromotionOffers {
  /**
   * The terms of the tiered offer behind each of `promotionIds` that has one, in `currency` where the
   * offer has tiers in it, else in the offer's fallback currency.
   */
  termsOf(promotionIds: readonly number[], currency: string): Promise<ReadonlyMap<number, PromotionTerms>>;
}

/** The currency a reader who names none reads the figures in. */
export const defaultPromotionCurrency = 'EUR';

const largest = (values: readonly bigint[]): bigint => values.reduce((a, b) => (b > a ? b : a), 0n);

/** `text` with the offer's placeholders filled for a reader of `bcp47`. */
export function fillOfferFigures(text: string, terms: PromotionTerms, bcp47: string): string {
  const money = (amount: bigint) => formatMoney(bcp47, amount, terms.currency, { whole: true });
  const number = (value: number) => new Intl.NumberFormat(bcp47).format(value);
  const { tiers } = terms;
  const figures: Record<string, string> = {
    min_deposit: money(tiers[0]?.deposit ?? 0n),
    max_bonus: money(largest(tiers.map((tier) => tier.bonus))),
    max_play_with: money(largest(tiers.map((tier) => tier.deposit + tier.bonus))),
    max_free_spins: number(Math.max(0, ...tiers.map((tier) => tier.freeSpins))),
    wagering: number(terms.wageringMultiplier),
    max_bet: terms.maxBet === null ? '—' : money(terms.maxBet),
    expiry_days: number(terms.expiryDays),
  };
  const offerFilled = (line: string) =>
    line.replace(/\{offer\.([a-z_]+)\}/g, (placeholder, name: string) => figures[name] ?? placeholder);
  return text
    .split('\n')
    .flatMap((line) => {
      if (!line.includes('{tier.')) return [offerFilled(line)];
      return tiers.map((tier) => {
        const values: Record<string, string> = {
          deposit: money(tier.deposit),
          bonus: money(tier.bonus),
          play_with: money(tier.deposit + tier.bonus),
          free_spins: number(tier.freeSpins),
        };
        return offerFilled(
          line.replace(/\{tier\.([a-z_]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder),
        );
      });
    })
    .join('\n');
}
