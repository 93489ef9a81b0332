import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money';
import { vipTierFor, vipTiers } from './vip';

describe('VIP tiers', () => {
  it('rise in threshold, cashback and level-up bonus', () => {
    for (const [i, tier] of vipTiers.entries()) {
      const previous = vipTiers[i - 1];
      if (!previous) continue;
      expect(parseAmount(tier.wagerThreshold, 2)).toBeGreaterThan(parseAmount(previous.wagerThreshold, 2));
      expect(tier.weeklyCashbackPercent).toBeGreaterThan(previous.weeklyCashbackPercent);
      expect(parseAmount(tier.levelUpBonus, 2)).toBeGreaterThan(parseAmount(previous.levelUpBonus, 2));
    }
  });

  it('place a player by the total wagered', () => {
    expect(vipTierFor('99999.99')).toBeUndefined();
    expect(vipTierFor('100000')?.name).toBe('Bronze');
    expect(vipTierFor('2499999.99')?.name).toBe('Gold');
    expect(vipTierFor('2500000.00')?.name).toBe('Diamond');
    expect(vipTierFor('90000000')?.name).toBe('Platinum');
  });
});
