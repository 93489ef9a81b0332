// The welcome promotion (page 1) states what the bonus engine pays (decisions 1105, 1106): its texts hold
// no figure of their own, it is linked to the seed's welcome offer, and filled from that offer's tiers it
// states in every language exactly the tiers' figures (each tier's deposit, play-with and free spins, the
// lowest deposit, the largest bonus and free spins) and the offer's terms, and no other number.
import { defaultMaxBet, defaultMaxBetEur } from '@reelvault/contract/constants/bonus-terms';
import { locales, localeOf } from '@reelvault/contract/constants/locales';
import { formatMoney, parseCurrencyAmount } from '@reelvault/contract/money';
import { describe, expect, it } from 'vitest';
import { defaultOfferTerms } from '../../modules/bonuses/service';
import { fillOfferFigures, type PromotionTerms } from '../../modules/content/service';
import { demoBonusOffers } from '../bonus-offers';
import { demoPromotions } from './promotions';

const promotion = demoPromotions.find((entry) => entry.id === 1);
const { welcome } = demoBonusOffers(new Date('2026-11-27T00:00:00Z'), 'house-slot');

/** The terms the page is filled with: the seeded welcome offer's, in `currency`. */
function paidTerms(currency: string): PromotionTerms {
  const tiers = welcome.tiers?.[currency] ?? [];
  return {
    currency,
    tiers: tiers.map((tier) => ({
      deposit: BigInt(tier.deposit),
      bonus: BigInt(tier.bonus),
      freeSpins: tier.free_spins,
    })),
    wageringMultiplier: defaultOfferTerms.wageringMultiplier,
    maxBet: parseCurrencyAmount(defaultMaxBet[currency] ?? defaultMaxBetEur, currency),
    expiryDays: defaultOfferTerms.expiryDays,
  };
}

/** Checks that `text` states `figures` in this order and no other digit; the first figure missing. */
function statesOnly(text: string, figures: readonly string[]): string | undefined {
  let rest = text;
  for (const figure of figures) {
    const at = rest.indexOf(figure);
    if (at < 0) return `missing ${figure}`;
    if (/\d/.test(rest.slice(0, at))) return `a figure of its own before ${figure}: ${rest.slice(0, at)}`;
    rest = rest.slice(at + figure.length);
  }
  return /\d/.test(rest) ? `a figure of its own: ${rest}` : undefined;
}

describe('the welcome promotion', () => {
  it('is the page of the welcome offer, and its texts write no figure themselves', () => {
    expect(welcome.promotionId).toBe(promotion?.id);
    const texts = Object.entries(promotion?.texts ?? {});
    expect(texts.map(([code]) => code).sort()).toEqual(locales.map((locale) => locale.code).sort());
    for (const [code, text] of texts) {
      expect(`${text?.title}\n${text?.details}`, code).not.toMatch(/\d/);
    }
  });

  it.each(['EUR', 'USD', 'TRY', 'JPY'])(
    'states the paid %s tiers and terms in every language',
    (currency) => {
      const terms = paidTerms(currency);
      expect(terms.tiers.length).toBeGreaterThan(0);
      for (const [code, text] of Object.entries(promotion?.texts ?? {})) {
        const { bcp47 } = localeOf(code);
        const money = (amount: bigint) => formatMoney(bcp47, amount, currency, { whole: true });
        const number = (value: number) => new Intl.NumberFormat(bcp47).format(value);
        const largestBonus = terms.tiers.reduce((max, tier) => (tier.bonus > max ? tier.bonus : max), 0n);
        const mostSpins = Math.max(...terms.tiers.map((tier) => tier.freeSpins));
        const title = fillOfferFigures(text?.title ?? '', terms, bcp47);
        const details = fillOfferFigures(text?.details ?? '', terms, bcp47);
        expect(`${title}${details}`, code).not.toMatch(/[{}]/);
        expect(statesOnly(title, [money(largestBonus), number(mostSpins)]), `${code} title`).toBeUndefined();
        const expected = [
          money(largestBonus),
          number(mostSpins),
          ...terms.tiers.flatMap((tier) => [
            money(tier.deposit),
            money(tier.deposit + tier.bonus),
            number(tier.freeSpins),
          ]),
          money(terms.tiers[0]?.deposit ?? 0n),
          number(terms.wageringMultiplier),
          money(terms.maxBet ?? 0n),
          number(terms.expiryDays),
        ];
        expect(statesOnly(details, expected), `${code} details`).toBeUndefined();
      }
    },
  );

  it('reads in English as a player sees it', () => {
    const details = fillOfferFigures(promotion?.texts.en?.details ?? '', paidTerms('EUR'), 'en');
    expect(fillOfferFigures(promotion?.texts.en?.title ?? '', paidTerms('EUR'), 'en')).toBe(
      'Welcome Bonus: up to €52,500 + 500 Free Spins',
    );
    expect(details).toContain('- Deposit €75: play with €180 + 15 free spins\n');
    expect(details).toContain('- Deposit €9,500: play with €62,000 + 500 free spins\n');
    expect(details).toContain('- Minimum first deposit: €75\n');
  });
});
