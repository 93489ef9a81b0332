// HTTP of the aggregators in the back office (decisions 0808, 0721): the list, a catalogue sync on demand
// and the reconciliation of a day (JSON, or CSV with `format=csv`). Permissions: `catalogue.read`,
// `catalogue.manage`, `reports.read`. An aggregator that cannot be reached or refuses the call is a 503
// whose reason is logged, never answered.
import { walletAmountDecimal } from '@reelvault/contract/money';
import { routes } from '@reelvault/contract/routes';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { csvFileName, csvReply, type CsvColumn } from '../../http/csv';
import { AggregatorError } from './adapter';
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

/** Wallet units as the currency's decimal amount, exactly (1.50000 for 150000). */
const amountOf = (units: bigint | null) => (units === null ? null : walletAmountDecimal(units));

/** A reconciliation difference as a CSV line: which list it is in, then the entry. */
type DifferenceLine = ReconciliationEntry & { readonly difference: string };

const differenceColumns: readonly CsvColumn<DifferenceLine>[] = [
  { header: 'difference', value: (line) => line.difference },
  { header: 'transaction_uuid', value: (line) => line.transactionUuid },
  { header: 'kind', value: (line) => line.kind },
  { header: 'user', value: (line) => line.user },
  { header: 'round', value: (line) => line.round },
  { header: 'currency', value: (line) => line.currency },
  { header: 'reported', value: (line) => amountOf(line.reported) },
  { header: 'booked', value: (line) => amountOf(line.booked) },
];

/** Runs a call to the aggregator; its failure becomes the 503 the back office words, its reason logged. */
async function atAggregator<T>(log: FastifyBaseLogger, code: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AggregatorError)) throw error;
    log.warn({ aggregator: code, status: error.status, reason: error.reason }, 'aggregator call failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The aggregator could not be reached or refused the call.');
  }
}

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
          last_sync_failed_at: row.lastSyncFailedAt ? row.lastSyncFailedAt.toISOString() : null,
          last_sync_outcome: row.lastSyncOutcome,
          game_count: row.gameCount,
        })),
      };
    });

    contractRoute(app, routes.adminSyncAggregator, async ({ request, params }) => {
      const admin = requireAdmin(request);
      requirePermission(admin, 'catalogue.manage');
      // The sync calls the aggregator and writes in transactions of its own; its audit entry follows it.
      const synced = await atAggregator(request.log, params.code, () => service.syncCatalogue(params.code));
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

    contractRoute(app, routes.adminReconcileAggregator, async ({ request, reply, params, query }) => {
      requirePermission(requireAdmin(request), 'reports.read');
      const result = await atAggregator(request.log, params.code, () =>
        service.reconcile(params.code, query.date),
      );
      if (query.format === 'csv') {
        const lines: DifferenceLine[] = [
          ...result.missing.map((entry) => ({ ...entry, difference: 'missing' })),
          ...result.extra.map((entry) => ({ ...entry, difference: 'extra' })),
          ...result.amountDifferences.map((entry) => ({ ...entry, difference: 'amount' })),
        ];
        return csvReply(
          reply,
          csvFileName('reconciliation', result.aggregator, result.day),
          differenceColumns,
          lines,
        );
      }
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
