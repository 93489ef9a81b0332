// Refer-a-friend outcomes in the back office (decision 1132): every referred player, with the engine's
// decision (paid, or refused with its reason and the signals the two share) or what the referral still
// lacks, and an operator's overturn of a refusal for shared signals, which pays the referrer's reward once
// and is audited in the same transaction. Identity knows who was referred by whom; the engine's
// `referral_rewards` what was decided; the wallet the friend's first deposit and wagering.
import type { AdminReferral, ReferralOutcome } from '@reelvault/contract/calls/backoffice-referrals';
import type { ReferralRefusal, ReferralSignal } from '@reelvault/contract/calls/backoffice-referrals';
import { euroAmountIn, referralReward } from '@reelvault/contract/constants/rewards';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { ReferredPlayer, ReferredPlayerQuery } from '../identity/service';
import type { WalletService } from '../wallet/service';
import * as repository from './referrals-admin-repository';
import { referralRewardGrant } from './referrals-rules';
import type { ReferralRewardRow } from './rewards-repository';
import type { BonusService } from './service';

export interface ReferralsAdminDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission' | 'operatorNames'>;
  readonly bonuses: Pick<BonusService, 'grantBonus'>;
  readonly wallet: Pick<WalletService, 'playerAccounts' | 'firstDeposit' | 'playerWagered'>;
  readonly identity: {
    referredPlayers(
      query: ReferredPlayerQuery,
      offset: number,
      limit: number,
    ): Promise<{ players: ReferredPlayer[]; total: number }>;
  };
}

export interface ReferralListQuery {
  readonly outcome?: ReferralOutcome | undefined;
  readonly referrer?: string | undefined;
  readonly friend?: string | undefined;
  readonly referrerId?: number | undefined;
  readonly friendId?: number | undefined;
  /** UTC days, YYYY-MM-DD, both included. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly page: number;
  readonly perPage: number;
}

const dayMs = 24 * 60 * 60_000;
const money = (amount: bigint, currency: string) => ({
  amount: formatCurrencyAmount(amount, currency),
  currency,
});

export function createReferralsAdmin(dependencies: ReferralsAdminDependencies) {
  const { db, clock, backoffice, bonuses, wallet, identity } = dependencies;

  /** What a referral not decided yet lacks, with the friend's first deposit and wagering since. */
  async function waiting(friendId: number) {
    const deposit = await wallet.firstDeposit(friendId);
    if (!deposit) return { waitingFor: 'qualifying_deposit' as const, deposit: null, wagered: null };
    const minimum = euroAmountIn(referralReward.minFirstDeposit, deposit.currency);
    const since = await wallet.playerWagered(friendId, deposit.at);
    const wagered = since.find((total) => total.currency === deposit.currency)?.wagered ?? 0n;
    const waitingFor =
      deposit.amount < minimum ? 'qualifying_deposit' : wagered < deposit.amount ? 'wagering' : 'next_pass';
    return {
      waitingFor: waitingFor as 'qualifying_deposit' | 'wagering' | 'next_pass',
      deposit: money(deposit.amount, deposit.currency),
      wagered: formatCurrencyAmount(wagered, deposit.currency),
    };
  }

  async function views(players: readonly ReferredPlayer[]): Promise<AdminReferral[]> {
    const decided = await repository.referralsOf(
      db,
      players.map((player) => player.id),
    );
    const overturners = [...decided.values()].flatMap((row) => (row.overturnedBy ? [row.overturnedBy] : []));
    const operators = await backoffice.operatorNames(overturners);
    return Promise.all(
      players.map(async (player) => {
        const row = decided.get(player.id);
        const base = {
          friend: {
            id: player.id,
            username: player.username,
            registered_at: player.registeredAt.toISOString(),
          },
          referrer: player.referrer,
          ref_id: player.refId,
        };
        if (!row) {
          const lacking = await waiting(player.id);
          return {
            ...base,
            outcome: 'waiting' as const,
            reason: null,
            signals: [],
            first_deposit: lacking.deposit,
            waiting_for: lacking.waitingFor,
            wagered: lacking.wagered,
            reward: null,
            decided_at: null,
            overturn: null,
          };
        }
        return { ...base, ...decidedView(row, operators) };
      }),
    );
  }

  function decidedView(
    row: ReferralRewardRow,
    operators: ReadonlyMap<number, { readonly id: number; readonly email: string }>,
  ) {
    const operator = row.overturnedBy === null ? undefined : operators.get(row.overturnedBy);
    return {
      outcome: row.outcome,
      reason: row.reason as ReferralRefusal | null,
      signals: row.signals as ReferralSignal[],
      first_deposit:
        row.firstDeposit !== null && row.depositCurrency !== null
          ? money(row.firstDeposit, row.depositCurrency)
          : null,
      waiting_for: null,
      wagered: null,
      reward: row.amount !== null && row.currency !== null ? money(row.amount, row.currency) : null,
      decided_at: row.createdAt.toISOString(),
      overturn:
        row.overturnedAt !== null && row.overturnReason !== null && operator
          ? {
              by: { id: operator.id, email: operator.email },
              reason: row.overturnReason,
              at: row.overturnedAt.toISOString(),
            }
          : null,
    };
  }

  async function page(query: ReferralListQuery) {
    const friendIds =
      query.outcome === undefined
        ? undefined
        : query.outcome === 'waiting'
          ? { only: false, ids: await repository.decidedFriendIds(db) }
          : { only: true, ids: await repository.decidedFriendIds(db, query.outcome) };
    const { players, total } = await identity.referredPlayers(
      {
        friend: query.friend,
        referrer: query.referrer,
        friendId: query.friendId,
        referrerId: query.referrerId,
        from: query.from === undefined ? undefined : new Date(`${query.from}T00:00:00Z`),
        before: query.to === undefined ? undefined : new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs),
        friendIds,
      },
      (query.page - 1) * query.perPage,
      query.perPage,
    );
    return {
      data: await views(players),
      pagination: paginationOf(total, query.page, query.perPage),
    };
  }

  async function referralOf(friendId: number): Promise<AdminReferral> {
    const { data } = await page({ friendId, page: 1, perPage: 1 });
    const [found] = data;
    if (!found) throw new AppError('NOT_FOUND', 'This player was not referred by anyone.');
    return found;
  }

  return {
    async referrals(admin: AuthenticatedAdmin, query: ReferralListQuery) {
      backoffice.requirePermission(admin, 'bonuses.read');
      return page(query);
    },

    /**
     * Overturns a refusal for shared signals: the referrer's reward (EUR 50 or its equivalent, a bonus
     * with the default terms) is granted and the referral marked paid, with the row locked, in the
     * transaction of the audit entry; anything else, or a second overturn, is REFERRAL_NOT_OVERTURNABLE.
     */
    async overturn(admin: AuthenticatedAdmin, caller: AdminCaller, friendId: number, reason: string) {
      backoffice.requirePermission(admin, 'bonuses.manage');
      const current = await referralOf(friendId);
      if (current.outcome !== 'refused' || current.reason !== 'shared_signals' || !current.referrer) {
        throw new AppError('REFERRAL_NOT_OVERTURNABLE');
      }
      const referrerId = current.referrer.id;
      await backoffice.audited(
        admin,
        caller,
        'bonuses.manage',
        // On the referrer's trail: the player who is paid.
        { action: 'referral.overturn', type: 'player', id: String(referrerId) },
        async (tx) => {
          const row = await repository.lockReferral(tx, friendId);
          if (!row || row.outcome !== 'refused' || row.reason !== 'shared_signals') {
            throw new AppError('REFERRAL_NOT_OVERTURNABLE');
          }
          const accounts = await wallet.playerAccounts(tx, referrerId);
          if (!accounts) throw new AppError('AUTH_PLAYER_NOT_FOUND');
          const reward = referralRewardGrant(
            { friendId, referrerId, currency: accounts.cash.currency },
            clock.now(),
          );
          const { currency, amount } = reward;
          const bonus = await bonuses.grantBonus(tx, reward);
          await repository.overturnReferral(tx, friendId, {
            currency,
            amount,
            grantId: reward.grantId,
            overturnedBy: admin.id,
            overturnedAt: clock.now(),
            overturnReason: reason,
          });
          return {
            before: { friend_id: friendId, outcome: row.outcome, reason: row.reason, signals: row.signals },
            after: {
              friend_id: friendId,
              outcome: 'paid',
              reward: formatCurrencyAmount(amount, currency),
              currency,
              bonus_id: String(bonus.id),
              bonus_status: bonus.status,
              reason,
            },
            result: null,
          };
        },
      );
      return referralOf(friendId);
    },
  };
}

export type ReferralsAdmin = ReturnType<typeof createReferralsAdmin>;
