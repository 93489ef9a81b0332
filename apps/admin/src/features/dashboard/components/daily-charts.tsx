// A currency's days drawn with Recharts: play (bets, wins, GGR) and cash flow (deposits, withdrawals).
// The drawing is for eyes only; screen readers and keyboards get the same figures as a table beside it.
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipPayloadEntry,
  type TooltipValueType,
} from 'recharts';
import { interfaceLanguage } from '../../../i18n/i18n';
import type { DashboardCurrencyRow, DashboardDay } from '../api/dashboard';
import { formatDay } from '../utils/format-day';

const charted = ['bets', 'wins', 'ggr', 'deposits', 'withdrawals'] as const;
type Charted = (typeof charted)[number];

/** A decimal figure as a number, for the drawing's scale only: every figure a reader sees is the string. */
function plotted(day: DashboardDay) {
  const point: Record<string, number | string> = { date: day.date };
  for (const figure of charted) point[figure] = Number(day[figure]);
  return point;
}

export default function DailyCharts({ row }: { readonly row: DashboardCurrencyRow }) {
  const { t } = useTranslation();
  const language = interfaceLanguage();
  const data = row.days.map(plotted);
  const byDate = new Map(row.days.map((entry) => [entry.date, entry]));
  // The tooltip shows the reply's own decimal string, not the number drawn (an ETH figure keeps its digits).
  const money = (value: TooltipValueType | undefined, _name: unknown, item: TooltipPayloadEntry) => {
    const payload: unknown = item.payload;
    const date = typeof payload === 'object' && payload !== null && 'date' in payload ? payload.date : '';
    const entry = byDate.get(String(date));
    const figure = charted.find((key) => key === item.dataKey);
    const text = entry && figure ? entry[figure] : String(value ?? 0);
    return formatMoney(language, text, row.currency);
  };
  const axisMoney = (value: number) => formatMoney(language, String(value), row.currency, { whole: true });
  const day = (value: string) => formatDay(value, language);
  const name = (figure: Charted) => t(`dashboard.figures.${figure}`);
  const chartProps = {
    data,
    responsive: true,
    accessibilityLayer: false,
    style: { inlineSize: '100%', blockSize: 260 },
    margin: { top: 8, right: 8, bottom: 8, left: 8 },
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="date" tickFormatter={day} />
      <YAxis tickFormatter={axisMoney} width={96} />
      <Tooltip formatter={money} labelFormatter={(label) => day(String(label))} />
      <Legend />
    </>
  );
  return (
    <div className="dashboard-charts">
      <figure>
        <figcaption>{t('dashboard.chart.play')}</figcaption>
        <div aria-hidden="true">
          <ComposedChart {...chartProps}>
            {axes}
            <Bar dataKey="bets" name={name('bets')} fill="#3b5bdb" />
            <Bar dataKey="wins" name={name('wins')} fill="#f08c00" />
            <Line dataKey="ggr" name={name('ggr')} stroke="#2b8a3e" strokeWidth={2} type="monotone" />
          </ComposedChart>
        </div>
      </figure>
      <figure>
        <figcaption>{t('dashboard.chart.cash')}</figcaption>
        <div aria-hidden="true">
          <BarChart {...chartProps}>
            {axes}
            <Bar dataKey="deposits" name={name('deposits')} fill="#2b8a3e" />
            <Bar dataKey="withdrawals" name={name('withdrawals')} fill="#c92a2a" />
          </BarChart>
        </div>
      </figure>
      <table className="visually-hidden">
        <caption>{t('dashboard.chart.tableCaption', { currency: row.currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chart.day')}</th>
            {charted.map((figure) => (
              <th key={figure} scope="col">
                {name(figure)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row.days.map((entry) => (
            <tr key={entry.date}>
              <th scope="row">{day(entry.date)}</th>
              {charted.map((figure) => (
                <td key={figure}>{formatMoney(language, entry[figure], row.currency)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
