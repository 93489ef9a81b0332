// The VIP programme (decision 1121): a player's level from cumulative wagering (bets less refunds, cash
// and bonus, in euro equivalents), the level-up bonus granted once per level reached (a jump grants each
// level it crosses), and the player's VIP call. Levels are recorded as they are paid, and a level once
// reached stays.
import type { VipTier } from '@reelvault/contract/constants/vip';
import { euroAmountIn, euroCentsOf } from '@reelvault/contract/constants/rewards';
import { inTransaction } from '../../db/sql';
import type { RewardsDependencies } from './rewards-dependencies';
import * as repository from './rewards-repository';
import { defaultOfferTerms, termsOf } from './wagering';
import { higherLevel, levelsReached, levelUpGrantId, tierByKey, vipProgress } from './vip-rules';

export function createVipService(dependencies: RewardsDependencies) {
  const { db, clock, wallet, bonuses, players } = dependencies;

  /** Cumulative wagering in euro cents, every currency the player has accounts in. */
  async function wageredCents(playerId: number): Promise<bigint> {
    const totals = await wallet.playerWagered(playerId);
    return totals.reduce((sum, total) => sum + euroCentsOf(total.wagered, total.currency), 0n);
  }

  /** The highest level recorded for the player. */
  async function recordedLevel(playerId: number): Promise<VipTier | undefined> {
    const rows = await repository.vipLevelsOf(db, playerId);
    return rows.reduce<VipTier | undefined>(
      (held, row) => higherLevel(held, tierByKey(row.level)),
      undefined,
    );
  }

  return {
    /** The level whose weekly cashback applies: the wagering's, or a higher one reached before. */
    async heldLevel(playerId: number): Promise<VipTier | undefined> {
      const [recorded, cents] = await Promise.all([recordedLevel(playerId), wageredCents(playerId)]);
      return vipProgress(cents, recorded).level;
    },

    /**
     * Records each level the player's wagering reached and has not been paid for, granting its level-up
     * bonus (in the player's currency) with it; nothing for a player who may not receive bonuses now
     * (the next pass after they play again pays it). Returns the levels newly granted.
     */
    async grantLevelUps(playerId: number): Promise<string[]> {
      const cents = await wageredCents(playerId);
      const reached = levelsReached(cents);
      if (reached.length === 0) return [];
      const recorded = new Set((await repository.vipLevelsOf(db, playerId)).map((row) => row.level));
      const missing = reached.filter((tier) => !recorded.has(tier.key));
      if (missing.length === 0) return [];
      if ((await players.playStatus(playerId)) !== 'active') return [];
      const accounts = await wallet.playerAccounts(db, playerId);
      if (!accounts) return [];
      const currency = accounts.cash.currency;
      const granted: string[] = [];
      for (const tier of missing) {
        const amount = euroAmountIn(tier.levelUpBonus, currency);
        const grantId = levelUpGrantId(playerId, tier.key);
        const inserted = await inTransaction(db, async (tx) => {
          const now = clock.now();
          const first = await repository.insertVipLevel(tx, {
            playerId,
            level: tier.key,
            wageredCents: cents,
            currency,
            bonus: amount,
            grantId,
            reachedAt: now,
          });
          if (!first) return false;
          await bonuses.grantBonus(tx, {
            grantId,
            playerId,
            currency,
            amount,
            source: 'vip_level_up',
            terms: termsOf(defaultOfferTerms, currency, { bonus: amount }, now),
          });
          return true;
        });
        if (inserted) granted.push(tier.key);
      }
      return granted;
    },

    /** `GET /api/user/vip`: the level, the next one, progress and what the level pays. */
    async vipStatus(playerId: number) {
      const [recorded, cents] = await Promise.all([recordedLevel(playerId), wageredCents(playerId)]);
      const { level, next, progress } = vipProgress(cents, recorded);
      return { level, next, progress, wageredCents: cents };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
