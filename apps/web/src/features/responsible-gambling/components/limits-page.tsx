// /account/limits: the deposit, loss, wager and session limits per period with what is used and left and
// the changes waiting their 24 hours; the form that sets them; and the self-exclusion choices of the
// account page (24 hours is the cool-down; the others exclude for a period or for good).
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import type { PlayerLimit } from '@reelvault/contract/calls/compliance';
import {
  limitKinds,
  limitPeriods,
  type LimitKind,
  type LimitPeriod,
} from '@reelvault/contract/constants/limits';
import { accountExclusionOptions } from '@reelvault/contract/constants/self-exclusion';
import { formatMoney } from '@reelvault/contract/money';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { currentLocale } from '@/i18n/i18n';
import { isApiError } from '@/lib/api-error';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { usePopups } from '@/lib/popup-store';
import { useLimits } from '@/features/responsible-gambling/api/get-limits';
import { useSetLimit } from '@/features/responsible-gambling/api/set-limit';
import { useExclusion } from '@/features/responsible-gambling/hooks/use-exclusion';
import { ExclusionChoice } from './exclusion-choice';

function LimitValue({ limit, currency }: { limit: PlayerLimit; currency: string }) {
  const { t } = useTranslation();
  const unit = (value: string) =>
    limit.kind === 'session'
      ? t('limits.minutes', { count: Number(value) })
      : formatMoney(currentLocale().bcp47, value, currency);
  return (
    <div className="flex flex-col gap-1 text-sm" data-limit={`${limit.kind}-${limit.period}`}>
      <span className="font-semibold">{t(`limits.periods.${limit.period}`)}</span>
      <span>{limit.amount === null ? t('limits.none') : unit(limit.amount)}</span>
      {limit.remaining !== null ? (
        <span className="text-muted">{t('limits.remaining', { amount: unit(limit.remaining) })}</span>
      ) : null}
      <span className="text-muted">{t('limits.used', { amount: unit(limit.used) })}</span>
      {limit.pending ? (
        <span className="text-amber-200">
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', {
                date: formatDateTime(currentLocale().bcp47, limit.pending.effective_at),
              })
            : t('limits.pendingChange', {
                amount: unit(limit.pending.amount),
                date: formatDateTime(currentLocale().bcp47, limit.pending.effective_at),
              })}
        </span>
      ) : null}
    </div>
  );
}

interface LimitValues {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
}

function LimitForm() {
  const { t } = useTranslation();
  const setLimit = useSetLimit();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string }>();
  const form = useForm<LimitValues>({ defaultValues: { kind: 'deposit', period: 'daily', amount: '' } });
  const kind = useWatch({ control: form.control, name: 'kind' });

  async function save(values: LimitValues, remove: boolean) {
    setOutcome(undefined);
    try {
      const reply = await setLimit.mutateAsync({
        kind: values.kind,
        period: values.period,
        amount: remove ? null : values.amount.trim(),
      });
      setOutcome({ tone: 'success', text: reply.applied ? t('limits.applied') : t('limits.waiting') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) });
      const problems = isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {};
      if (problems.amount) form.setError('amount', { message: problems.amount });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save(values, false))}
      className="grid gap-4 sm:grid-cols-3"
    >
      {outcome ? (
        <div className="sm:col-span-3">
          <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>
        </div>
      ) : null}
      <SelectField label={t('limits.kind')} {...form.register('kind')}>
        {limitKinds.map((option) => (
          <option key={option} value={option}>
            {t(`limits.kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('limits.period')} {...form.register('period')}>
        {limitPeriods.map((option) => (
          <option key={option} value={option}>
            {t(`limits.periods.${option}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={kind === 'session' ? t('limits.amountMinutes') : t('limits.amount')}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
        error={form.formState.errors.amount?.message}
        {...form.register('amount', {
          required: t('limits.amountRequired'),
          pattern: { value: /^\d+(\.\d+)?$/, message: t('limits.amountInvalid') },
        })}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-3">
        <button type="submit" disabled={setLimit.isPending} className={buttonClasses('primary', 'md')}>
          {t('limits.save')}
        </button>
        <button
          type="button"
          disabled={setLimit.isPending}
          onClick={() => void save(form.getValues(), true)}
          className={buttonClasses('secondary', 'md')}
        >
          {t('limits.remove')}
        </button>
      </div>
    </form>
  );
}

function SelfExclusionSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const popups = usePopups();
  const { exclude, failure, pending } = useExclusion({ clearStorage: true });
  const options = accountExclusionOptions.map((option) => ({ key: option.key, value: option.request }));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('selfExclusion.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t('selfExclusion.intro')}</p>
      <ExclusionChoice
        options={options}
        pending={pending}
        failure={failure}
        onConfirm={(request) =>
          void exclude(
            request === 'cool_down' ? { kind: 'cool_down' } : { kind: 'deactivate', code: request },
          )
        }
      />
      <button
        type="button"
        onClick={() => popups.open('deactivate-account')}
        className="self-start text-sm font-semibold text-gold-300 underline"
      >
        {t('selfExclusion.deactivateTitle')}
      </button>
    </section>
  );
}

export function LimitsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const limits = useLimits();
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <h1 id={titleId} className="text-2xl font-extrabold">
          {t('limits.title')}
        </h1>
        <p className="max-w-prose text-sm text-muted">{t('limits.intro')}</p>
        {limits.isError ? <FormMessage tone="error">{errorText(t, limits.error)}</FormMessage> : null}
        {limits.data ? (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {limitKinds.map((kind) => (
                <div
                  key={kind}
                  className="flex flex-col gap-3 rounded-2xl border border-night-700 bg-night-900 p-4"
                >
                  <h2 className="font-bold">{t(`limits.kinds.${kind}`)}</h2>
                  <div className="grid grid-cols-3 gap-3">
                    {limits.data.data
                      .filter((limit) => limit.kind === kind)
                      .map((limit) => (
                        <LimitValue key={limit.period} limit={limit} currency={limits.data.currency} />
                      ))}
                  </div>
                </div>
              ))}
            </div>
            <p className="text-sm text-muted">
              {t('limits.realityCheck', { minutes: limits.data.reality_check_minutes })}
            </p>
          </>
        ) : null}
        <LimitForm />
      </section>
      <SelfExclusionSection />
    </div>
  );
}
