// The logged-in player's own place in the VIP programme, above the programme on /vip and in the account:
// the level held, the total wagered, the bar toward the next level with its threshold, the weekly cashback
// of the level and the bonus the next level credits.
import { vipTiers } from '@reelvault/contract/constants/vip';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLocale } from '@/i18n/use-locale';
import { useVipStanding } from '@/features/vip/api/get-vip-standing';

const knownTiers: ReadonlySet<string> = new Set(vipTiers.map((tier) => tier.key));

export function VipStatus() {
  const { t } = useTranslation();
  const locale = useLocale();
  const standing = useVipStanding();
  const tierName = (level: { key: string; name: string }) =>
    knownTiers.has(level.key) ? t(`vip.tiers.${level.key as (typeof vipTiers)[number]['key']}`) : level.name;

  if (standing.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('vip.status.loading')}
      </p>
    );
  }
  if (standing.isError) {
    return (
      <p role="alert" className="text-muted">
        {t('vip.status.loadFailed')}
      </p>
    );
  }
  const data = standing.data;
  const money = (amount: string) => formatMoney(locale.bcp47, amount, data.currency, { whole: true });
  const percent = (value: number) =>
    new Intl.NumberFormat(locale.bcp47, { style: 'percent' }).format(value / 100);
  return (
    <section
      aria-labelledby="vip-status"
      className="flex flex-col gap-4 rounded-2xl border border-gold-400/40 bg-night-900 p-5"
    >
      <h2 id="vip-status" className="text-2xl font-bold text-ink">
        {t('vip.status.title')}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('vip.status.level')}</dt>
          <dd className="text-lg font-bold text-gold-300">
            {data.level ? tierName(data.level) : t('vip.status.noLevel')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('vip.threshold')}</dt>
          <dd className="font-semibold tabular-nums">{money(data.wagered)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('vip.weeklyCashback')}</dt>
          <dd className="font-semibold">{percent(data.weekly_cashback_percent)}</dd>
        </div>
      </dl>
      {data.next ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm">
            {t('vip.status.next', { level: tierName(data.next), amount: money(data.next.threshold) })}
          </p>
          <ProgressBar
            label={t('vip.status.progress', { level: tierName(data.next) })}
            value={data.progress}
          />
          {data.level_up_bonus ? (
            <p className="text-sm text-muted">
              {t('vip.status.levelUpBonus', { amount: money(data.level_up_bonus) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm">{t('vip.status.top')}</p>
      )}
    </section>
  );
}
