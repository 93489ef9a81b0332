// One of the player's rakeback periods on the bonuses page (decision 1124): its rate of the house edge,
// until when it runs, what it has earned so far and what has been paid to the cash balance.
import type { RakebackPeriodReply } from '@reelvault/contract/calls/bonuses';
import { formatMoney } from '@reelvault/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';
import { percentText } from '@/features/bonuses/utils/bonus-terms';

export function RakebackCard({ rakeback }: { rakeback: RakebackPeriodReply }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const money = (amount: string) => formatMoney(locale.bcp47, amount, rakeback.currency);
  const figures = [
    {
      label: t('bonuses.rakeback.rateLabel'),
      value: t('bonuses.rakeback.rate', { percent: percentText(locale.bcp47, rakeback.percent) }),
    },
    { label: t('bonuses.rakeback.until'), value: formatDateTime(locale.bcp47, rakeback.ends_at) },
    { label: t('bonuses.rakeback.accrued'), value: money(rakeback.accrued) },
    { label: t('bonuses.rakeback.paid'), value: money(rakeback.paid) },
  ];
  return (
    <article
      aria-labelledby={titleId}
      data-rakeback-id={rakeback.id}
      className="flex flex-col gap-4 rounded-2xl border border-night-700 bg-night-900 p-5"
    >
      <h3 id={titleId} className="text-lg font-bold text-ink">
        {rakeback.title}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-muted">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
