// The one withdrawal queue of the back office (decision 0713): bank and crypto withdrawals oldest first,
// each with what an operator weighs before deciding, read from the modules that own it through their
// services: the player's verification (compliance), money in and out to date (the wallet's ledger),
// the last 7 days of play (gaming) and the other players seen on the player's addresses (identity).
import type { WithdrawalQueueRow, WithdrawalQueueState } from '@reelvault/contract/calls/backoffice-queues';
import type { AdminPermission } from '@reelvault/contract/calls/backoffice';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { CashierService, QueuedWithdrawalView } from '../cashier/service';
import type { ComplianceService } from '../compliance/service';
import type { GamingService } from '../gaming/service';
import type { IdentityService } from '../identity/service';
import type { WalletService } from '../wallet/service';

/** How far back "recent play" reaches. */
export const recentPlayDays = 7;
/** How many of the players seen on the same addresses a row names (the count is of all of them). */
export const sharedPlayersShown = 5;

export interface QueueDependencies {
  readonly requirePermission: (admin: AuthenticatedAdmin, permission: AdminPermission) => void;
  readonly clock: Clock;
  readonly cashier: Pick<CashierService, 'withdrawalQueueView'>;
  readonly wallet: Pick<WalletService, 'playerMoneyTotals'>;
  readonly gaming: Pick<GamingService, 'playerPlaySince'>;
  readonly compliance: Pick<ComplianceService, 'verificationStatus'>;
  readonly identity: Pick<IdentityService, 'playerAddresses'>;
}

/** An IBAN with only its country, check digits and last four characters shown. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return `${compact.slice(0, 2)}**`;
  return `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}

function destinationOf(queued: QueuedWithdrawalView): WithdrawalQueueRow['destination'] {
  if (queued.kind === 'bank') {
    const { view } = queued;
    return {
      type: 'bank',
      iban_masked: maskIban(view.iban),
      account_holder: view.account_holder,
      bank_name: view.bank_name,
      swift: view.swift,
    };
  }
  const { view } = queued;
  return {
    type: 'crypto',
    address: view.address,
    network: view.network,
    coin: view.coin,
    coin_amount: view.coin_amount,
  };
}

export function createQueueService(dependencies: QueueDependencies) {
  const { requirePermission, clock, cashier, wallet, gaming, compliance, identity } = dependencies;

  /** What the queue shows of a player beside each of their withdrawals (read once per player per page). */
  async function playerContext(playerId: number, since: Date) {
    const [verification, totals, play, addresses] = [
      await compliance.verificationStatus(playerId),
      await wallet.playerMoneyTotals(playerId),
      await gaming.playerPlaySince(playerId, since),
      await identity.playerAddresses(playerId),
    ];
    const others = new Map<number, string>();
    for (const address of addresses) {
      for (const other of address.otherPlayers) others.set(other.id, other.username);
    }
    return {
      verification: {
        status: verification.status,
        player_status: verification.player_status,
        level: verification.level,
      },
      to_date: totals.map((total) => ({
        currency: total.currency,
        deposited: formatCurrencyAmount(total.deposited, total.currency),
        withdrawn: formatCurrencyAmount(total.withdrawn, total.currency),
      })),
      recent_play: {
        since: since.toISOString(),
        by_currency: play.map((entry) => ({
          currency: entry.currency,
          bets: formatCurrencyAmount(entry.bets, entry.currency),
          wins: formatCurrencyAmount(entry.wins, entry.currency),
          rounds: entry.rounds,
        })),
      },
      shared_addresses: {
        count: others.size,
        players: [...others]
          .sort(([a], [b]) => a - b)
          .slice(0, sharedPlayersShown)
          .map(([id, username]) => ({ id, username })),
      },
    };
  }

  return {
    async withdrawalQueue(
      admin: AuthenticatedAdmin,
      query: {
        status: WithdrawalQueueState;
        method?: 'bank' | 'crypto' | undefined;
        page: number;
        perPage: number;
      },
    ) {
      requirePermission(admin, 'withdrawals.read');
      const { rows, total } = await cashier.withdrawalQueueView(
        [query.status],
        query.method,
        query.page,
        query.perPage,
      );
      const since = new Date(clock.now().getTime() - recentPlayDays * 24 * 3600 * 1000);
      const contexts = new Map<number, Awaited<ReturnType<typeof playerContext>>>();
      for (const { row } of rows) {
        if (!contexts.has(row.playerId)) contexts.set(row.playerId, await playerContext(row.playerId, since));
      }
      const data = rows.map((queued): WithdrawalQueueRow => {
        const { row } = queued;
        const context = contexts.get(row.playerId);
        if (!context) throw new Error(`no context for player ${row.playerId}`);
        const { verification, ...rest } = context;
        return {
          id: row.id,
          method: queued.kind,
          method_name: row.method,
          amount: formatCurrencyAmount(row.amount, row.currency),
          currency: row.currency,
          status: row.status,
          destination: destinationOf(queued),
          reason: row.reason,
          payout_reference: row.payoutReference,
          requested_at: row.createdAt.toISOString(),
          player: { id: row.playerId, username: row.playerUsername, verification },
          ...rest,
        };
      });
      return { data, pagination: paginationOf(total, query.page, query.perPage) };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
