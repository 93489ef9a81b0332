// The VIP programme and cashback as the texts state them (spec 001, section 9 "VIP and cashback texts").
// Amounts are decimal strings in euros.
import { parseAmount } from '../money';

export interface VipTier {
  readonly key: string;
  readonly name: string;
  /** Total wagered from which the tier applies. */
  readonly wagerThreshold: string;
  readonly weeklyCashbackPercent: number;
  /** Bonus credited on reaching the tier. */
  readonly levelUpBonus: string;
}

export const vipTiers = [
  { key: 'bronze', name: 'Bronze', wagerThreshold: '100000', weeklyCashbackPercent: 5, levelUpBonus: '100' },
  { key: 'silver', name: 'Silver', wagerThreshold: '250000', weeklyCashbackPercent: 10, levelUpBonus: '250' },
  { key: 'gold', name: 'Gold', wagerThreshold: '500000', weeklyCashbackPercent: 15, levelUpBonus: '500' },
  {
    key: 'diamond',
    name: 'Diamond',
    wagerThreshold: '2500000',
    weeklyCashbackPercent: 20,
    levelUpBonus: '1000',
  },
  {
    key: 'platinum',
    name: 'Platinum',
    wagerThreshold: '25000000',
    weeklyCashbackPercent: 25,
    levelUpBonus: '5000',
  },
] as const satisfies readonly VipTier[];

export type VipTierKey = (typeof vipTiers)[number]['key'];

export const vipCurrency = 'EUR';

/** Daily cashback, without a cap (some texts say 15-20%; 15 is the figure the home page shows). */
export const dailyCashbackPercent = 15;

/** The highest tier whose threshold `wagered` (euros, up to two decimals) has reached; undefined below Bronze. */
export function vipTierFor(wagered: string): VipTier | undefined {
  const cents = parseAmount(wagered, 2);
  return vipTiers.findLast((tier) => cents >= parseAmount(tier.wagerThreshold, 2));
}
