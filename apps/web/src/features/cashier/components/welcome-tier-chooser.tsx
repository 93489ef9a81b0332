// The welcome bonus tier chooser (spec: seven tiers per currency, a skip; shown while the balance is not
// above 0 and nothing was chosen or skipped), showing the welcome offer's tiers as the server pays them. The chosen tier is the one the deposit amount reaches, and
// picking a tier puts its deposit in the amount field (the deposit tab holds the amount; decision 0139).
// The choice is stored on the server for the bonus engine.
import type { WelcomeTier } from '@reelvault/contract/constants/welcome-bonus';
import { formatMoney } from '@reelvault/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { useSetWelcomeTier } from '@/features/cashier/api/welcome-tier';

export function WelcomeTierChooser({
  currency,
  tiers,
  terms,
  selected,
  onSelect,
}: {
  currency: string;
  /** The welcome offer's tiers in `currency` (GET /api/account/welcome-tier). */
  tiers: readonly WelcomeTier[];
  /** The welcome offer's wagering (times the bonus) and expiry in days, from the same call. */
  terms: { wagering: number; expiry_days: number };
  /** The tier the amount in the deposit form reaches; undefined below the first. */
  selected: number | undefined;
  onSelect: (tier: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetWelcomeTier();
  const name = useId();
  const whole = (amount: string) => formatMoney(locale.bcp47, amount, currency, { whole: true });
  return (
    <section
      aria-labelledby={`${name}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-gold-400/40 bg-night-800/60 p-4"
    >
      <div>
        <h3 id={`${name}-title`} className="text-lg font-bold text-gold-300">
          {t('cashier.welcome.title')}
        </h3>
        <p className="text-sm text-muted">{t('cashier.welcome.intro')}</p>
      </div>
      <fieldset>
        <legend className="sr-only">{t('cashier.welcome.title')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {tiers.map((tier, index) => (
            <label
              key={tier.deposit}
              className={`flex cursor-pointer flex-col gap-0.5 rounded-xl border p-2 text-center text-xs transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-300 ${
                selected === index
                  ? 'border-gold-400 bg-night-700'
                  : 'border-night-600 hover:border-royal-400'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={index}
                checked={selected === index}
                onChange={() => onSelect(index)}
                className="sr-only"
              />
              <span className="text-muted">
                {t('cashier.welcome.deposit', { amount: whole(tier.deposit) })}
              </span>
              <span className="text-sm font-bold text-ink">
                {t('cashier.welcome.playWith', { amount: whole(tier.playWith) })}
              </span>
              <span className="text-gold-300">
                {t('cashier.welcome.freeSpins', { count: tier.freeSpins })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? <FormMessage tone="error">{errorText(t, save.error)}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={save.isPending || selected === undefined}
          onClick={() => {
            if (selected !== undefined) save.mutate(selected);
          }}
          className={buttonClasses('primary', 'sm')}
        >
          {t('cashier.welcome.choose')}
        </button>
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('cashier.welcome.skip')}
        </button>
      </div>
      <p className="text-xs text-muted">
        {t('cashier.welcome.terms', {
          amount: whole(tiers[0]?.deposit ?? '0'),
          wagering: terms.wagering,
          days: terms.expiry_days,
        })}
      </p>
    </section>
  );
}
