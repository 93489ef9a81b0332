// Compliance reports and fairness monitoring for the back office (decision 0906): each call checks the
// operator's permission (`reports.read`; `reports.manage` for the thresholds, audited), turns the
// contract's filters into the repositories' ranges and shapes rows in the contract's terms.
import type {
  AmlKind,
  AmlStructuringRowOut,
  AmlThresholdChange,
  AmlThresholdRow,
  AmlTransactionRow,
  FairnessGameRow,
  FairnessStatusCode,
  RgReportDay,
} from '@reelvault/contract/calls/backoffice-monitoring';
import { AmountError, formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { Db } from '../../db/database';
import { validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import { createComplianceRepository, type ThresholdRow } from './compliance-repository';
import { fairnessModelOf } from './fairness-models';
import { createFairnessRepository, type GameTotalsRow } from './fairness-repository';
import { FAIRNESS_Z, fairnessVerdict } from './fairness-statistics';

export interface MonitoringDependencies {
  readonly db: Db;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  readonly now: () => Date;
  /** The in-house studio's provider code: only its rounds ran on the models the band comes from. */
  readonly houseProviderCode: string;
}

/** [from 00:00, the day after to 00:00) in UTC. */
function dayRange(from: string, to: string) {
  return { from: new Date(`${from}T00:00:00Z`), to: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
}

const percent = (fraction: number | null, digits = 4) =>
  fraction === null ? null : (fraction * 100).toFixed(digits);

const statusOrder: Record<FairnessStatusCode, number> = {
  outside_band: 0,
  not_enough_rounds: 1,
  inside_band: 2,
  no_model: 3,
};

const thresholdOut = (row: ThresholdRow): AmlThresholdRow => ({
  currency: row.currency,
  kind: row.kind,
  amount: formatCurrencyAmount(row.amount, row.currency),
  updated_at: row.updatedAt.toISOString(),
});

export interface FairnessQuery {
  readonly status?: FairnessStatusCode | undefined;
  readonly currency?: string | undefined;
  readonly search?: string | undefined;
  readonly minRounds: number;
}

export interface AmlQuery {
  readonly from: string;
  readonly to: string;
  readonly kind?: AmlKind | undefined;
  readonly currency?: string | undefined;
  readonly playerId?: number | undefined;
}

export function createMonitoringService({ db, backoffice, now, houseProviderCode }: MonitoringDependencies) {
  const compliance = createComplianceRepository(db);
  const fairness = createFairnessRepository(db);

  function fairnessRow(row: GameTotalsRow, minRounds: number): FairnessGameRow {
    const house = row.providerCode === houseProviderCode;
    const model = house && row.engine && row.model ? fairnessModelOf(row.engine, row.model) : undefined;
    const verdict = fairnessVerdict(
      { rounds: row.rounds, staked: row.staked, won: row.won, stakeSquares: row.stakeSquares },
      model,
      minRounds,
    );
    const declared = row.declaredRtp === null ? null : Number(row.declaredRtp).toFixed(4);
    return {
      provider: row.providerCode,
      game_code: row.gameCode,
      name: row.name,
      engine: row.engine,
      model: row.model,
      currency: row.currency,
      rounds: Number(row.rounds),
      staked: formatCurrencyAmount(row.staked, row.currency),
      won: formatCurrencyAmount(row.won, row.currency),
      actual_rtp: percent(verdict.actualRtp),
      model_rtp: model ? percent(model.rtp) : declared,
      sigma: model ? model.sigma.toFixed(4) : null,
      band_low: percent(verdict.bandLow),
      band_high: percent(verdict.bandHigh),
      status: verdict.status,
    };
  }

  return {
    async responsibleGambling(admin: AuthenticatedAdmin, query: { from: string; to: string }) {
      backoffice.requirePermission(admin, 'reports.read');
      const range = dayRange(query.from, query.to);
      const rows = await compliance.responsibleGamblingDays(range.from, range.to);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days: RgReportDay[] = [];
      for (let at = range.from.getTime(); at < range.to.getTime(); at += 86_400_000) {
        const date = new Date(at).toISOString().slice(0, 10);
        const row = byDay.get(date);
        days.push({
          date,
          limits_changed: row ? { ...row.limits } : { deposit: 0, loss: 0, wager: 0, session: 0 },
          limit_raises_waiting: row?.limitRaisesWaiting ?? 0,
          cool_downs_started: row?.coolDowns ?? 0,
          self_exclusions_started: row?.selfExclusions ?? 0,
          exclusions_lifted: row?.lifted ?? 0,
          reality_checks_answered: row ? row.realityChecks.continue + row.realityChecks.stop : 0,
          reality_checks_continued: row?.realityChecks.continue ?? 0,
          reality_checks_stopped: row?.realityChecks.stop ?? 0,
        });
      }
      const sum = (pick: (day: RgReportDay) => number) => days.reduce((total, day) => total + pick(day), 0);
      return {
        days,
        totals: {
          limits_changed: {
            deposit: sum((day) => day.limits_changed.deposit),
            loss: sum((day) => day.limits_changed.loss),
            wager: sum((day) => day.limits_changed.wager),
            session: sum((day) => day.limits_changed.session),
          },
          limit_raises_waiting: sum((day) => day.limit_raises_waiting),
          cool_downs_started: sum((day) => day.cool_downs_started),
          self_exclusions_started: sum((day) => day.self_exclusions_started),
          exclusions_lifted: sum((day) => day.exclusions_lifted),
          reality_checks_answered: sum((day) => day.reality_checks_answered),
          reality_checks_continued: sum((day) => day.reality_checks_continued),
          reality_checks_stopped: sum((day) => day.reality_checks_stopped),
        },
      };
    },

    async thresholds(admin: AuthenticatedAdmin): Promise<AmlThresholdRow[]> {
      backoffice.requirePermission(admin, 'reports.read');
      return (await compliance.thresholds()).map(thresholdOut);
    },

    async setThresholds(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      changes: readonly AmlThresholdChange[],
    ): Promise<AmlThresholdRow[]> {
      backoffice.requirePermission(admin, 'reports.manage');
      const amounts = changes.map((change, index) => {
        if (change.amount === null) return null;
        const field = `thresholds.${index}.amount`;
        try {
          const amount = parseCurrencyAmount(change.amount, change.currency);
          if (amount <= 0n) throw validationError({ [field]: ['The amount must be greater than zero.'] });
          return amount;
        } catch (error) {
          if (error instanceof AmountError) {
            throw validationError({
              [field]: [`The amount has more decimals than ${change.currency} allows.`],
            });
          }
          throw error;
        }
      });
      const keys = new Set(changes.map((change) => `${change.currency}|${change.kind}`));
      if (keys.size !== changes.length) {
        throw validationError({ thresholds: ['Each currency and kind may appear once.'] });
      }
      return backoffice.audited(
        admin,
        caller,
        'reports.manage',
        { action: 'aml.thresholds', type: 'aml_thresholds', id: 'all' },
        async (tx) => {
          const repository = createComplianceRepository(tx);
          const before = (await repository.thresholds()).map(thresholdOut);
          for (const [index, change] of changes.entries()) {
            await repository.setThreshold(change.currency, change.kind, amounts[index] ?? null, now());
          }
          const after = (await repository.thresholds()).map(thresholdOut);
          return { before: { thresholds: before }, after: { thresholds: after }, result: after };
        },
      );
    },

    async largeTransactions(
      admin: AuthenticatedAdmin,
      query: AmlQuery,
      page: { page: number; perPage: number } | undefined,
    ): Promise<{ rows: AmlTransactionRow[]; total: number }> {
      backoffice.requirePermission(admin, 'reports.read');
      const range = dayRange(query.from, query.to);
      const { rows, total } = await compliance.largeTransactions(
        { ...range, kind: query.kind, currency: query.currency, playerId: query.playerId },
        page ? { limit: page.perPage, offset: (page.page - 1) * page.perPage } : undefined,
      );
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          player_id: row.playerId,
          currency: row.currency,
          amount: formatCurrencyAmount(row.amount, row.currency),
          threshold: formatCurrencyAmount(row.threshold, row.currency),
          method: row.method,
          state: row.state,
          at: row.at.toISOString(),
        })),
      };
    },

    async structuring(admin: AuthenticatedAdmin, query: AmlQuery): Promise<AmlStructuringRowOut[]> {
      backoffice.requirePermission(admin, 'reports.read');
      const range = dayRange(query.from, query.to);
      const rows = await compliance.structuring({
        ...range,
        kind: query.kind,
        currency: query.currency,
        playerId: query.playerId,
      });
      return rows.map((row) => ({
        player_id: row.playerId,
        kind: row.kind,
        currency: row.currency,
        sum: formatCurrencyAmount(row.sum, row.currency),
        transactions: row.transactions,
        threshold: formatCurrencyAmount(row.threshold, row.currency),
        window_starts_at: row.windowStartsAt.toISOString(),
        window_ends_at: row.windowEndsAt.toISOString(),
      }));
    },

    async fairness(admin: AuthenticatedAdmin, query: FairnessQuery) {
      backoffice.requirePermission(admin, 'reports.read');
      const search = query.search?.toLowerCase();
      const [totals, countedThrough] = await Promise.all([fairness.gameTotals(), fairness.countedThrough()]);
      const rows = totals
        .filter((row) => !query.currency || row.currency === query.currency)
        .filter(
          (row) =>
            !search ||
            row.gameCode.toLowerCase().includes(search) ||
            (row.name ?? '').toLowerCase().includes(search),
        )
        .map((row) => fairnessRow(row, query.minRounds))
        .filter((row) => !query.status || row.status === query.status)
        .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || b.rounds - a.rounds);
      return { rows, z: FAIRNESS_Z, countedThrough: countedThrough?.toISOString() ?? null };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
