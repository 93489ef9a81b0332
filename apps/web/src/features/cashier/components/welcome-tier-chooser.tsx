// The welcome bonus tier chooser (spec: seven tiers per currency, the third chosen first, a skip; shown
// while the balance is not above 0 and nothing was chosen or skipped). The choice is stored on the server
// for the bonus engine.
import {
  defaultWelcomeTierIndex,
  welcomeBonusTerms,
  welcomeTiersFor,
} from '@reelvault/contract/constants/welcome-bonus';
import { formatMoney } from '@reelvault/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { useSetWelcomeTier } from '@/features/cashier/api/welcome-tier';

export function WelcomeTierChooser({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tiers = welcomeTiersFor(currency);
  const [selected, setSelected] = useState(defaultWelcomeTierIndex);
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
                onChange={() => setSelected(index)}
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
          disabled={save.isPending}
          onClick={() => save.mutate(selected)}
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
          amount: formatMoney(locale.bcp47, welcomeBonusTerms.minFirstDeposit, welcomeBonusTerms.currency, {
            whole: true,
          }),
          wagering: welcomeBonusTerms.wageringMultiplier,
          days: welcomeBonusTerms.expiryDays,
        })}
      </p>
    </section>
  );
}
