// HTTP of the compliance reports and fairness monitoring (decision 0906): each report answers JSON, or
// with `format=csv` every row of its filters as CSV through the shared helper (http/csv.ts).
import type {
  AmlStructuringRowOut,
  AmlTransactionRow,
  FairnessGameRow,
  RgReportDay,
} from '@reelvault/contract/calls/backoffice-monitoring';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { csvFileName, csvReply, type CsvColumn } from '../../http/csv';
import type { AdminCaller } from '../backoffice/service';
import type { MonitoringService } from './monitoring-service';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const rgColumns: CsvColumn<RgReportDay>[] = [
  { header: 'date', value: (row) => row.date },
  { header: 'deposit_limits_changed', value: (row) => row.limits_changed.deposit },
  { header: 'loss_limits_changed', value: (row) => row.limits_changed.loss },
  { header: 'wager_limits_changed', value: (row) => row.limits_changed.wager },
  { header: 'session_limits_changed', value: (row) => row.limits_changed.session },
  { header: 'limit_raises_waiting', value: (row) => row.limit_raises_waiting },
  { header: 'cool_downs_started', value: (row) => row.cool_downs_started },
  { header: 'self_exclusions_started', value: (row) => row.self_exclusions_started },
  { header: 'exclusions_lifted', value: (row) => row.exclusions_lifted },
  { header: 'reality_checks_answered', value: (row) => row.reality_checks_answered },
  { header: 'reality_checks_continued', value: (row) => row.reality_checks_continued },
  { header: 'reality_checks_stopped', value: (row) => row.reality_checks_stopped },
];

const transactionColumns: CsvColumn<AmlTransactionRow>[] = [
  { header: 'at', value: (row) => row.at },
  { header: 'kind', value: (row) => row.kind },
  { header: 'player_id', value: (row) => row.player_id },
  { header: 'currency', value: (row) => row.currency },
  { header: 'amount', value: (row) => row.amount },
  { header: 'threshold', value: (row) => row.threshold },
  { header: 'method', value: (row) => row.method },
  { header: 'state', value: (row) => row.state },
  { header: 'id', value: (row) => row.id },
];

const structuringColumns: CsvColumn<AmlStructuringRowOut>[] = [
  { header: 'player_id', value: (row) => row.player_id },
  { header: 'kind', value: (row) => row.kind },
  { header: 'currency', value: (row) => row.currency },
  { header: 'sum', value: (row) => row.sum },
  { header: 'transactions', value: (row) => row.transactions },
  { header: 'threshold', value: (row) => row.threshold },
  { header: 'window_starts_at', value: (row) => row.window_starts_at },
  { header: 'window_ends_at', value: (row) => row.window_ends_at },
];

const fairnessColumns: CsvColumn<FairnessGameRow>[] = [
  { header: 'provider', value: (row) => row.provider },
  { header: 'game_code', value: (row) => row.game_code },
  { header: 'name', value: (row) => row.name },
  { header: 'engine', value: (row) => row.engine },
  { header: 'model', value: (row) => row.model },
  { header: 'currency', value: (row) => row.currency },
  { header: 'rounds', value: (row) => row.rounds },
  { header: 'staked', value: (row) => row.staked },
  { header: 'won', value: (row) => row.won },
  { header: 'actual_rtp_percent', value: (row) => row.actual_rtp },
  { header: 'model_rtp_percent', value: (row) => row.model_rtp },
  { header: 'sigma', value: (row) => row.sigma },
  { header: 'band_low_percent', value: (row) => row.band_low },
  { header: 'band_high_percent', value: (row) => row.band_high },
  { header: 'status', value: (row) => row.status },
];

function pagination(total: number, page: number, perPage: number) {
  return { total, page, pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage };
}

export function monitoringRoutes(service: MonitoringService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminResponsibleGamblingReport, async ({ query, request, reply }) => {
      const report = await service.responsibleGambling(requireAdmin(request), query);
      if (query.format === 'csv') {
        return csvReply(
          reply,
          csvFileName('responsible-gambling', query.from, query.to),
          rgColumns,
          report.days,
        );
      }
      return { data: report };
    });

    contractRoute(app, routes.adminAmlThresholds, async ({ request }) => ({
      data: await service.thresholds(requireAdmin(request)),
    }));

    contractRoute(app, routes.adminSetAmlThresholds, async ({ body, request }) => ({
      data: await service.setThresholds(requireAdmin(request), callerOf(request), body.thresholds),
    }));

    contractRoute(app, routes.adminAmlTransactions, async ({ query, request, reply }) => {
      const filter = {
        from: query.from,
        to: query.to,
        kind: query.kind,
        currency: query.currency,
        playerId: query.player_id,
      };
      const csv = query.format === 'csv';
      const page = csv ? undefined : { page: query.page, perPage: query.per_page };
      const { rows, total } = await service.largeTransactions(requireAdmin(request), filter, page);
      if (csv) {
        return csvReply(
          reply,
          csvFileName('aml-transactions', query.from, query.to),
          transactionColumns,
          rows,
        );
      }
      return { data: rows, pagination: pagination(total, query.page, query.per_page) };
    });

    contractRoute(app, routes.adminAmlStructuring, async ({ query, request, reply }) => {
      const rows = await service.structuring(requireAdmin(request), {
        from: query.from,
        to: query.to,
        kind: query.kind,
        currency: query.currency,
        playerId: query.player_id,
      });
      if (query.format === 'csv') {
        return csvReply(
          reply,
          csvFileName('aml-structuring', query.from, query.to),
          structuringColumns,
          rows,
        );
      }
      return { data: rows };
    });

    contractRoute(app, routes.adminFairness, async ({ query, request, reply }) => {
      const report = await service.fairness(requireAdmin(request), {
        status: query.status,
        currency: query.currency,
        search: query.search,
        minRounds: query.min_rounds,
      });
      if (query.format === 'csv') {
        return csvReply(reply, csvFileName('fairness', query.currency), fairnessColumns, report.rows);
      }
      const start = (query.page - 1) * query.per_page;
      return {
        data: report.rows.slice(start, start + query.per_page),
        pagination: pagination(report.rows.length, query.page, query.per_page),
        z: report.z,
        min_rounds: query.min_rounds,
        counted_through: report.countedThrough,
      };
    });
  };
}
