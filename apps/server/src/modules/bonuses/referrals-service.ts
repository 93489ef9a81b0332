// Refer a friend (decision 1122): the referrer a friend's ref_id names receives the reward (EUR 50 or its
// equivalent, as a bonus) once the friend's first deposit of at least EUR 20 is credited and wagered once
// over; decided once per friend, paid or refused for good (for shared signals among others), and the
// outcome kept for the back office. A referrer who may not receive bonuses now is paid on a later pass.
import { euroAmountIn, referralReward } from '@reelvault/contract/constants/rewards';
import { inTransaction } from '../../db/sql';
import { referralDecision, referralRewardGrant, sharedSignals, type SharedSignal } from './referrals-rules';
import type { RewardsDependencies } from './rewards-dependencies';
import * as repository from './rewards-repository';

export function createReferralsService(dependencies: RewardsDependencies) {
  const { db, clock, wallet, bonuses, players } = dependencies;

  return {
    /** Decides the friend's referral if it can be decided now; returns the outcome, or `wait`. */
    async settleReferral(referredId: number): Promise<'paid' | 'refused' | 'wait'> {
      const decided = await repository.referralOf(db, referredId);
      if (decided) return decided.outcome;
      const friend = await players.playerRecord(referredId);
      const refId = friend?.refId?.trim();
      if (!friend || !refId) return 'wait';
      const referrerId = await players.playerIdByUsername(refId);
      const deposit = await wallet.firstDeposit(referredId);
      const minFirstDeposit = euroAmountIn(
        referralReward.minFirstDeposit,
        deposit?.currency ?? friend.currency,
      );
      const qualifying =
        referrerId !== undefined && deposit !== undefined && deposit.amount >= minFirstDeposit;
      const referrer = qualifying ? await players.playerRecord(referrerId) : undefined;
      let signals: SharedSignal[] = [];
      let wagered = 0n;
      if (referrer && deposit) {
        signals = sharedSignals({
          referrer: { id: referrer.id, email: referrer.email },
          referred: { email: friend.email, addresses: await players.playerAddresses(referredId) },
        });
        const since = await wallet.playerWagered(referredId, deposit.at);
        wagered = since.find((total) => total.currency === deposit.currency)?.wagered ?? 0n;
      }
      const decision = referralDecision({
        referredId,
        referrerId: referrerId === undefined || (qualifying && !referrer) ? undefined : referrerId,
        firstDeposit: deposit?.amount,
        minFirstDeposit,
        wageredSinceDeposit: wagered,
        signals,
      });
      if (decision.kind === 'wait') return 'wait';
      const facts = {
        referredId,
        referrerId: referrerId ?? null,
        signals,
        firstDeposit: deposit?.amount ?? null,
        depositCurrency: deposit?.currency ?? null,
        createdAt: clock.now(),
      };
      if (decision.kind === 'refuse') {
        await repository.insertReferral(db, { ...facts, outcome: 'refused', reason: decision.reason });
        return 'refused';
      }
      if (!referrer || (await players.playStatus(referrer.id)) !== 'active') return 'wait';
      const accounts = await wallet.playerAccounts(db, referrer.id);
      if (!accounts) return 'wait';
      const reward = referralRewardGrant(
        { friendId: referredId, referrerId: referrer.id, currency: accounts.cash.currency },
        clock.now(),
      );
      const paid = await inTransaction(db, async (tx) => {
        const first = await repository.insertReferral(tx, {
          ...facts,
          outcome: 'paid',
          currency: reward.currency,
          amount: reward.amount,
          grantId: reward.grantId,
        });
        if (!first) return false;
        await bonuses.grantBonus(tx, reward);
        return true;
      });
      return paid ? 'paid' : ((await repository.referralOf(db, referredId))?.outcome ?? 'wait');
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
