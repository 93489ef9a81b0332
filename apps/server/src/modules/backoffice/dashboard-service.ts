// The back office's dashboard (decision 0710): the figures of a period per currency and per UTC day, read
// from the ledger (wallet), the players (identity) and the queues of the modules that own them, each
// through its service, when asked; the arithmetic is dashboard-figures.ts.
import type { DashboardPeriod } from '@reelvault/contract/calls/backoffice-dashboard';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import { adminMay } from '@reelvault/contract/calls/backoffice';
import type { RegistrationsRow } from '../identity/service';
import type { LedgerReport } from '../wallet/service';
import {
  dashboardRange,
  withBonusFigures,
  type BonusFiguresRow,
  type FirstDepositsRow,
  type LedgerFiguresRow,
} from './dashboard-figures';

export interface DashboardQueues {
  readonly documentsWaiting: number;
  readonly withdrawalsWaiting: number;
  readonly adjustmentsWaiting: number;
  readonly cryptoBelowMinimum: number;
}

/** What the dashboard reads, each from the module that owns it (the unit tests pass fixed rows). */
export interface DashboardSources {
  ledgerFigures(from: Date, to: Date): Promise<LedgerFiguresRow[]>;
  firstDeposits(from: Date, to: Date): Promise<FirstDepositsRow[]>;
  registrations(from: Date, to: Date): Promise<RegistrationsRow[]>;
  queues(): Promise<DashboardQueues>;
  /** The wallet's invariant check over every account (what `npm run ledger:check` runs). */
  ledgerCheck(): Promise<LedgerReport>;
  /** The bonus engine's money per currency over the period (decision 0714). */
  bonusFigures?(from: Date, to: Date): Promise<BonusFiguresRow[]>;
}

export function createDashboardService(dependencies: { sources: DashboardSources; clock: Clock }) {
  const { sources, clock } = dependencies;
  return {
    async dashboard(
      admin: AuthenticatedAdmin,
      query: { period: DashboardPeriod; from?: string | undefined; to?: string | undefined },
    ) {
      if (!adminMay(admin.role, 'dashboard.read')) throw new AppError('ADMIN_FORBIDDEN');
      const range = dashboardRange(query, clock.now());
      const [ledger, firstDeposits, registrations, queues, bonuses] = await Promise.all([
        sources.ledgerFigures(range.startsAt, range.endsAt),
        sources.firstDeposits(range.startsAt, range.endsAt),
        sources.registrations(range.startsAt, range.endsAt),
        sources.queues(),
        sources.bonusFigures?.(range.startsAt, range.endsAt),
      ]);
      return {
        period: {
          from: range.from,
          to: range.to,
          starts_at: range.startsAt.toISOString(),
          ends_at: range.endsAt.toISOString(),
          time_zone: 'UTC' as const,
        },
        currencies: withBonusFigures(range.days, { ledger, firstDeposits, registrations }, bonuses),
        queues: {
          documents_waiting: queues.documentsWaiting,
          withdrawals_waiting: queues.withdrawalsWaiting,
          adjustments_waiting: queues.adjustmentsWaiting,
          crypto_below_minimum: queues.cryptoBelowMinimum,
        },
      };
    },

    /** The ledger's invariants as `npm run ledger:check` checks them, without stopping the server. */
    async ledgerCheck(admin: AuthenticatedAdmin) {
      if (!adminMay(admin.role, 'dashboard.read')) throw new AppError('ADMIN_FORBIDDEN');
      const report = await sources.ledgerCheck();
      return {
        ok: report.ok,
        accounts: report.accounts,
        checked_at: clock.now().toISOString(),
        problems: report.problems.map((problem) => ({
          message: problem.message,
          account_id: problem.accountId?.toString() ?? null,
          transfer_id: problem.transferId ?? null,
          currency: problem.currency ?? null,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
