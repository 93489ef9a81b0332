// /vip: the VIP programme (spec 001, section 9): tiers Bronze to Platinum with the wager each needs, the
// weekly cashback and the level-up bonus, the daily cashback, and the FAQ accordion.
import { dailyCashbackPercent, vipCurrency, vipTiers } from '@reelvault/contract/constants/vip';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/use-locale';

const tierTones: Readonly<Record<string, string>> = {
  bronze: 'from-amber-700/60',
  silver: 'from-slate-400/50',
  gold: 'from-gold-500/60',
  diamond: 'from-sky-400/50',
  platinum: 'from-royal-400/60',
};

const faqKeys = ['join', 'progress', 'cashback', 'levelUp', 'keep'] as const;

export function VipProgramme() {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = (value: number) =>
    new Intl.NumberFormat(locale.bcp47, { style: 'percent' }).format(value / 100);
  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-ink">{t('vip.title')}</h1>
        <p className="max-w-prose text-muted">{t('vip.intro')}</p>
        <p className="font-semibold text-gold-300">
          {t('vip.dailyCashback', { percent: percent(dailyCashbackPercent) })}
        </p>
      </header>
      <section aria-labelledby="vip-tiers" className="flex flex-col gap-4">
        <h2 id="vip-tiers" className="text-2xl font-bold text-ink">
          {t('vip.tiersTitle')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {vipTiers.map((tier, index) => (
            <li
              key={tier.key}
              data-tier={tier.key}
              className={`flex flex-col gap-3 rounded-2xl border border-night-700 bg-linear-to-b ${
                tierTones[tier.key] ?? ''
              } to-night-900 p-5`}
            >
              <p className="text-xs font-semibold tracking-wide text-ink uppercase">
                {t('vip.level', { level: index + 1 })}
              </p>
              <h3 className="text-xl font-bold text-ink">{t(`vip.tiers.${tier.key}`)}</h3>
              <dl className="flex flex-col gap-2 text-sm">
                <div>
                  <dt className="text-muted">{t('vip.threshold')}</dt>
                  <dd className="font-semibold text-ink">
                    {formatMoney(locale.bcp47, tier.wagerThreshold, vipCurrency, { whole: true })}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('vip.weeklyCashback')}</dt>
                  <dd className="font-semibold text-ink">{percent(tier.weeklyCashbackPercent)}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('vip.levelUpBonus')}</dt>
                  <dd className="font-semibold text-ink">
                    {formatMoney(locale.bcp47, tier.levelUpBonus, vipCurrency, { whole: true })}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="vip-faq" className="flex max-w-3xl flex-col gap-3">
        <h2 id="vip-faq" className="text-2xl font-bold text-ink">
          {t('vip.faqTitle')}
        </h2>
        {faqKeys.map((key) => (
          <details key={key} className="group rounded-xl border border-night-700 bg-night-900">
            <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold text-ink">
              {t(`vip.faq.${key}.question`)}
              <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-5 pb-4 text-muted">{t(`vip.faq.${key}.answer`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
