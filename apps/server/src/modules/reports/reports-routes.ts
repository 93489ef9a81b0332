// HTTP of the back office's reports under /api/admin/reports (decision 0720): thin handlers over the
// reports service; `format=csv` answers every row and the totals as a CSV file instead of a JSON page.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { csvFileName, csvReply, type CsvColumn } from '../../http/csv';
import type { Report, ReportsService } from './reports-service';

/** A line of a report's CSV: a row, or a currency's totals under the key `Total`. */
type ReportLine<Row, Totals> = Row | (Totals & { key: string; label: string });

/** Every row, then one `Total` line per currency, as the CSV answer of `reply`. */
function csvOf<Row, Totals>(
  reply: FastifyReply,
  name: readonly (string | undefined)[],
  report: Report<Row, Totals>,
  columns: readonly CsvColumn<ReportLine<Row, Totals>>[],
): never {
  const lines: ReportLine<Row, Totals>[] = [
    ...report.rows,
    ...report.totals.map((total) => ({ ...total, key: 'Total', label: '' })),
  ];
  return csvReply(reply, csvFileName(...name, report.period.from, report.period.to), columns, lines);
}

export function reportsRoutes(service: ReportsService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminRevenueReport, async ({ query, request, reply }) => {
      const report = await service.revenue(requireAdmin(request), query);
      if (query.format === 'csv') {
        return csvOf(reply, ['revenue', query.group_by], report, [
          { header: query.group_by, value: (row) => row.key },
          { header: 'name', value: (row) => row.label },
          { header: 'currency', value: (row) => row.currency },
          { header: 'bets', value: (row) => row.bets },
          { header: 'wins', value: (row) => row.wins },
          { header: 'rollbacks', value: (row) => row.refunds },
          { header: 'ggr', value: (row) => row.ggr },
          { header: 'bonus_cost', value: (row) => row.bonus_cost },
          { header: 'ngr', value: (row) => row.ngr },
          { header: 'bets_placed', value: (row) => row.bet_count },
          { header: 'players', value: (row) => row.players },
        ]);
      }
      return { data: [...report.page], totals: [...report.totals], period: report.period, meta: report.meta };
    });

    contractRoute(app, routes.adminPaymentsReport, async ({ query, request, reply }) => {
      const report = await service.payments(requireAdmin(request), query);
      if (query.format === 'csv') {
        return csvOf(reply, ['payments', query.group_by], report, [
          { header: query.group_by, value: (row) => row.key },
          { header: 'currency', value: (row) => row.currency },
          { header: 'deposits', value: (row) => row.deposits },
          { header: 'deposit_count', value: (row) => row.deposit_count },
          { header: 'withdrawals', value: (row) => row.withdrawals },
          { header: 'withdrawal_count', value: (row) => row.withdrawal_count },
          { header: 'net', value: (row) => row.net },
        ]);
      }
      return { data: [...report.page], totals: [...report.totals], period: report.period, meta: report.meta };
    });

    contractRoute(app, routes.adminRegistrationsReport, async ({ query, request, reply }) => {
      const report = await service.registrations(requireAdmin(request), query);
      if (query.format === 'csv') {
        return csvOf(reply, ['registrations'], report, [
          { header: 'day', value: (row) => row.key },
          { header: 'currency', value: (row) => row.currency },
          { header: 'registrations', value: (row) => row.registrations },
          { header: 'first_depositors', value: (row) => row.first_depositors },
          { header: 'converted', value: (row) => row.converted },
          { header: 'conversion_percent', value: (row) => row.conversion },
        ]);
      }
      return { data: [...report.page], totals: [...report.totals], period: report.period, meta: report.meta };
    });
  };
}
