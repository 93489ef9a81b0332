// A gold bar filled to `value` percent (0-100): wagering toward a bonus's conversion, wagering toward the
// next VIP level. `valueText` is what assistive technology reads instead of the bare percent.
export function ProgressBar({
  label,
  value,
  valueText,
}: {
  label: string;
  value: number;
  valueText?: string;
}) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2.5 overflow-hidden rounded-full bg-night-700"
    >
      <div className="h-full rounded-full bg-gold-400" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
