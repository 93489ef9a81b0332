// One report's page of rows drawn with Recharts: a bar per group for the report's main figures, in one
// currency (the filter's, or the first of the totals). For eyes only: the table beside it holds the same
// figures for screen readers and keyboards.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportColumn, ReportKind } from '../api/reports';

/** What each report draws (the reply's field names). */
export const chartedFigures: Record<ReportKind, readonly ReportColumn[]> = {
  revenue: ['bets', 'wins', 'ggr'],
  payments: ['deposits', 'withdrawals'],
  registrations: ['registrations', 'first_depositors'],
};

const colours = ['#3b5bdb', '#f08c00', '#2b8a3e'];

export default function ReportChart(props: {
  readonly report: ReportKind;
  readonly currency: string;
  readonly rows: readonly Record<string, unknown>[];
}) {
  const { t } = useTranslation();
  const figures = chartedFigures[props.report];
  // The drawing's scale only: every figure a reader sees is the reply's own string.
  const data = props.rows
    .filter((row) => row.currency === props.currency)
    .map((row) => {
      const point: Record<string, number | string> = { key: String(row.key) };
      for (const figure of figures) point[figure] = Number(row[figure] ?? 0);
      return point;
    });
  return (
    <figure className="report-chart">
      <figcaption>{t('reports.chart', { currency: props.currency })}</figcaption>
      <div aria-hidden="true">
        <BarChart
          data={data}
          responsive
          accessibilityLayer={false}
          style={{ inlineSize: '100%', blockSize: 260 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="key" />
          <YAxis width={96} />
          <Tooltip />
          <Legend />
          {figures.map((figure, index) => (
            <Bar key={figure} dataKey={figure} name={t(`reports.columns.${figure}`)} fill={colours[index]} />
          ))}
        </BarChart>
      </div>
    </figure>
  );
}
