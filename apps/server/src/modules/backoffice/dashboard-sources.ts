// Where the dashboard's figures come from (decision 0710): the wallet's ledger reads, the identity
// module's registrations, and each queue from the module that owns it, all through their services. The
// modules registered after the back office (compliance, crypto, cashier) are reached at call time.
import type { FastifyInstance } from 'fastify';
import type { AdjustmentsService } from './adjustments-service';
import type { DashboardSources } from './dashboard-service';

/** Withdrawals waiting for an operator's decision: requested, in either method. */
const waitingStates = ['requested'] as const;

export function dashboardSources(
  app: FastifyInstance,
  adjustments: Pick<AdjustmentsService, 'adjustmentsWaiting'>,
): DashboardSources {
  return {
    // The reports' hourly aggregates and the ledger's last hours (decision 0720); registered after the
    // back office, so reached at call time.
    ledgerFigures: (from, to) => app.reports.ledgerFigures(from, to),
    firstDeposits: (from, to) => app.reports.firstDeposits(from, to),
    registrations: (from, to) => app.identity.registrations(from, to),
    ledgerCheck: () => app.wallet.checkInvariants(),
    // The bonus engine's back office registers after the back office: reached at call time.
    bonusFigures: (from, to) => app.bonusAdmin.costFigures(from, to),
    async queues() {
      const { withdrawals } = app.cashier;
      const [documents, bank, crypto, adjustmentsWaiting, belowMinimum] = await Promise.all([
        app.compliance.documentsWaiting(),
        withdrawals.queueOf('bank', waitingStates, 1, 1),
        withdrawals.queueOf('crypto', waitingStates, 1, 1),
        adjustments.adjustmentsWaiting(),
        app.crypto.cashier.depositsByStatus('below_minimum', 1, 1),
      ]);
      return {
        documentsWaiting: documents,
        withdrawalsWaiting: bank.total + crypto.total,
        adjustmentsWaiting,
        cryptoBelowMinimum: belowMinimum.total,
      };
    },
  };
}
