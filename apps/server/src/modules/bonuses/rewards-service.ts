// The rewards besides deposit offers, composed (decisions 1120-1123): the daily and weekly cashback, VIP
// levels and their level-up bonuses, refer-a-friend rewards and review claims, and the pass over new play
// that pays level-ups and referrals (players who bet since the last pass).
import type { RewardsDependencies } from './rewards-dependencies';
import * as repository from './rewards-repository';
import { createCashbackService } from './cashback-service';
import { createReferralsService } from './referrals-service';
import { createReviewsService } from './reviews-service';
import { createVipService } from './vip-service';

export type { RewardPlayer, RewardPlayers, RewardsDependencies, RewardsWallet } from './rewards-dependencies';

/** The cursor of the pass over new play. */
export const newPlayCursor = 'vip-and-referrals';
/** Each pass reads again this far before its cursor: a bet committed late, stamped earlier, is not missed. */
export const newPlayOverlapMs = 10 * 60_000;
/** How far back the very first pass looks. */
export const newPlayFirstLookbackMs = 24 * 60 * 60_000;

export function createRewardsService(dependencies: RewardsDependencies) {
  const { db, clock, wallet, log } = dependencies;
  const vip = createVipService(dependencies);
  const referrals = createReferralsService(dependencies);
  return {
    ...vip,
    ...referrals,
    ...createCashbackService(dependencies, vip),
    ...createReviewsService(dependencies),

    /**
     * One pass over new play: every player who bet since the last pass (with an overlap) gets the
     * level-up bonuses their wagering reached and, when they were referred, their referrer's reward
     * decided. Each is idempotent, so the overlap and a pass run twice pay nothing twice.
     */
    async rewardNewPlay(): Promise<{ players: number }> {
      const now = clock.now();
      const position = await repository.cursorPosition(db, newPlayCursor);
      const from = position
        ? new Date(position.getTime() - newPlayOverlapMs)
        : new Date(now.getTime() - newPlayFirstLookbackMs);
      const players = await wallet.bettingPlayers(from, now);
      for (const playerId of players) {
        try {
          await vip.grantLevelUps(playerId);
          await referrals.settleReferral(playerId);
        } catch (error) {
          // One player's failure (logged) leaves the others paid; theirs waits for their next bet.
          log.error({ err: error, playerId }, 'rewarding new play failed for a player');
        }
      }
      await repository.moveCursor(db, newPlayCursor, now);
      return { players: players.length };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
