// HTTP of the payout reconciliation's findings in the back office (decision 0713): the list, and the
// acknowledgement with a note, written to the audit log in the same transaction.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { BackofficeService } from '../backoffice/service';
import type { FindingsService } from './findings-service';

export function findingsRoutes(findings: FindingsService, backoffice: BackofficeService, clock: Clock) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminReconciliationFindings, async ({ query, request }) => {
      backoffice.requirePermission(requireAdmin(request), 'deposits.resolve');
      return findings.reconciliationFindings(query.state, query.page, query.per_page);
    });
    contractRoute(app, routes.adminAcknowledgeFinding, async ({ params, body, request }) => {
      const admin = requireAdmin(request);
      const data = await backoffice.auditedDecision(
        admin,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        'deposits.resolve',
        { action: 'crypto_finding.acknowledge', type: 'crypto_finding', id: String(params.id) },
        (tx) => findings.acknowledgeFinding(tx, params.id, admin.id, body.note, clock.now()),
      );
      return { message: 'The finding is acknowledged.', data };
    });
  };
}
