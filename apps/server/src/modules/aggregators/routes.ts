// HTTP of the aggregators in the back office (decision 0808): the list, a catalogue sync on demand and
// the reconciliation of a day. Permissions: `catalogue.read`, `catalogue.manage`, `reports.read`.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { ReconciliationEntry } from './reconcile';
import type { BackofficeService } from '../backoffice/service';
import type { AggregatorsService } from './service';

export interface AggregatorRouteDependencies {
  readonly service: AggregatorsService;
  readonly backoffice: Pick<BackofficeService, 'requirePermission' | 'audited'>;
}

const entryOut = (entry: ReconciliationEntry) => ({
  transaction_uuid: entry.transactionUuid,
  kind: entry.kind,
  user: entry.user,
  round: entry.round,
  currency: entry.currency,
  reported: entry.reported === null ? null : entry.reported.toString(),
  booked: entry.booked === null ? null : entry.booked.toString(),
});

export function aggregatorRoutes({ service, backoffice }: AggregatorRouteDependencies) {
  const { requirePermission } = backoffice;
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminAggregators, async ({ request }) => {
      requirePermission(requireAdmin(request), 'catalogue.read');
      return {
        data: (await service.list()).map((row) => ({
          code: row.code,
          kind: row.kind,
          name: row.name,
          base_url: row.baseUrl,
          operator_id: row.operatorId,
          image_hosts: [...row.imageHosts],
          last_sync_at: row.lastSyncAt ? row.lastSyncAt.toISOString() : null,
        })),
      };
    });

    contractRoute(app, routes.adminSyncAggregator, async ({ request, params }) => {
      const admin = requireAdmin(request);
      requirePermission(admin, 'catalogue.manage');
      // The sync calls the aggregator and writes in transactions of its own; its audit entry follows it.
      const synced = await service.syncCatalogue(params.code);
      const report = await backoffice.audited(
        admin,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        'catalogue.manage',
        { action: 'aggregator.sync', type: 'aggregator', id: params.code },
        async () => ({ before: null, after: { ...synced, skipped: synced.skipped.length }, result: synced }),
      );
      return {
        message: 'The catalogue is synced with the aggregator.',
        data: { ...report, skipped: [...report.skipped] },
      };
    });

    contractRoute(app, routes.adminReconcileAggregator, async ({ request, params, query }) => {
      requirePermission(requireAdmin(request), 'reports.read');
      const result = await service.reconcile(params.code, query.date);
      return {
        data: {
          aggregator: result.aggregator,
          day: result.day,
          reported_count: result.reportedCount,
          booked_count: result.bookedCount,
          missing: result.missing.map(entryOut),
          extra: result.extra.map(entryOut),
          amount_differences: result.amountDifferences.map(entryOut),
        },
      };
    });
  };
}
