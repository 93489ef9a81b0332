// One currency's figures over the period: money in and out, play and revenue (the contract's money
// formatter, in the currency), players; then its days as charts.
import { formatMoney } from '@reelvault/contract/money';
import { Fragment, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguage } from '../../../i18n/i18n';
import type { DashboardCurrencyRow } from '../api/dashboard';

// The charting library is the heaviest part of the screen: it loads after the figures are shown.
const DailyCharts = lazy(() => import('./daily-charts'));

export const moneyFigures = ['deposits', 'withdrawals', 'bets', 'rollbacks', 'wins', 'ggr'] as const;
export const playerFigures = ['new_players', 'first_time_depositors', 'active_players'] as const;
/** The bonus engine's figures (decision 0714), when the server sends them. */
export const bonusFigures = ['grants', 'conversions', 'forfeits', 'cashback', 'bonus_cost', 'ngr'] as const;

export function CurrencyFigures({ row }: { readonly row: DashboardCurrencyRow }) {
  const { t } = useTranslation();
  const language = interfaceLanguage();
  const count = new Intl.NumberFormat(language);
  const titleId = `dashboard-${row.currency}`;
  return (
    <section className="dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{row.currency}</h2>
      <dl className="facts">
        {moneyFigures.map((figure) => (
          <Fragment key={figure}>
            <dt>{t(`dashboard.figures.${figure}`)}</dt>
            <dd>{formatMoney(language, row.totals[figure], row.currency)}</dd>
          </Fragment>
        ))}
        {row.bonuses
          ? bonusFigures.map((figure) => (
              <Fragment key={figure}>
                <dt>{t(`dashboard.figures.${figure}`)}</dt>
                <dd>{formatMoney(language, row.bonuses?.[figure] ?? '0', row.currency)}</dd>
              </Fragment>
            ))
          : null}
        {playerFigures.map((figure) => (
          <Fragment key={figure}>
            <dt>{t(`dashboard.figures.${figure}`)}</dt>
            <dd>{count.format(row.totals[figure])}</dd>
          </Fragment>
        ))}
      </dl>
      {row.days.length > 1 ? (
        <Suspense fallback={<p className="muted">{t('dashboard.chartLoading')}</p>}>
          <DailyCharts row={row} />
        </Suspense>
      ) : null}
    </section>
  );
}
