// The page's games drawn against their bands: for each game with a model, the band as a bar from its low
// to its high bound, the model's RTP and the actual RTP as points. For eyes only: the table beside it
// carries the same figures for screen readers and keyboards.
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import type { FairnessRow } from '../api/fairness';

export default function BandChart({ rows }: { readonly rows: readonly FairnessRow[] }) {
  const { t } = useTranslation();
  const data = rows
    .filter((row) => row.band_low !== null && row.band_high !== null && row.actual_rtp !== null)
    .map((row) => ({
      game: `${row.name ?? row.game_code} (${row.currency})`,
      band: [Number(row.band_low), Number(row.band_high)],
      model: Number(row.model_rtp),
      actual: Number(row.actual_rtp),
    }));
  if (data.length === 0) return null;
  const percent = (value: unknown) => `${Number(value).toFixed(2)} %`;
  return (
    <figure className="fairness-chart">
      <figcaption>{t('fairness.chart')}</figcaption>
      <div aria-hidden="true">
        <ComposedChart
          data={data}
          responsive
          accessibilityLayer={false}
          style={{ inlineSize: '100%', blockSize: 300 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="game" />
          <YAxis tickFormatter={percent} width={72} domain={['auto', 'auto']} />
          <Tooltip
            formatter={(value) => (Array.isArray(value) ? value.map(percent).join(' – ') : percent(value))}
          />
          <Legend />
          <Bar dataKey="band" name={t('fairness.columns.band')} fill="#a5d8ff" />
          <Scatter dataKey="model" name={t('fairness.columns.model')} fill="#2b8a3e" />
          <Scatter dataKey="actual" name={t('fairness.columns.actual')} fill="#e03131" />
        </ComposedChart>
      </div>
    </figure>
  );
}
