// The verification form's personal details (POST /api/account/verification): every field required, the
// ones already on file locked, and everything read-only once the player is verified. Birth years run from
// the current year minus 18 down to 1930.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import type { UserProfile } from '@reelvault/contract/calls/account';
import { birthYearOptions } from '@reelvault/contract/constants/kyc';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { useSubmitVerificationDetails } from '@/features/verification/api/submit-verification-details';

interface DetailsValues {
  name: string;
  surname: string;
  birth_day: string;
  birth_month: string;
  birth_year: string;
  address: string;
  city: string;
}

const fields = ['name', 'surname', 'birth_day', 'birth_month', 'birth_year', 'address', 'city'] as const;

export function VerificationDetailsForm({ user, locked }: { user: UserProfile; locked: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const details = useSubmitVerificationDetails();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string }>();
  const years = useMemo(() => birthYearOptions(new Date()), []);
  const [year, month, day] = (user.birthday ?? '').split('-');
  const onFile: DetailsValues = {
    name: user.name ?? '',
    surname: user.surname ?? '',
    birth_day: day ? String(Number(day)) : '',
    birth_month: month ? String(Number(month)) : '',
    birth_year: year ?? '',
    address: user.address ?? '',
    city: user.user_detail.city ?? '',
  };
  const form = useForm<DetailsValues>({ defaultValues: onFile });
  const isLocked = (field: keyof DetailsValues) => locked || onFile[field] !== '';
  const required = { required: t('verification.details.required') };

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await details.mutateAsync({
        ...values,
        birth_day: Number(values.birth_day),
        birth_month: Number(values.birth_month),
        birth_year: Number(values.birth_year),
      });
      setOutcome({ tone: 'success', text: t('verification.details.saved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: detailsErrorText(error) });
      const problems = isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {};
      for (const field of fields) {
        const message = problems[field];
        if (message) form.setError(field, { message });
      }
    }
  });

  /** A refused field says what is wrong under it; above the form, the spec's general 422 text. */
  function detailsErrorText(error: unknown): string {
    if (isApiError(error) && error.code === 'VALIDATION_FAILED')
      return t('verification.details.validationFailed');
    return errorText(t, error);
  }

  const errorOf = (field: keyof DetailsValues) => form.formState.errors[field]?.message;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('verification.details.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted">
        {locked ? t('verification.details.lockedIntro') : t('verification.details.intro')}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {outcome ? (
          <div className="sm:col-span-2">
            <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>
          </div>
        ) : null}
        <TextField
          label={t('verification.details.name')}
          autoComplete="given-name"
          readOnly={isLocked('name')}
          error={errorOf('name')}
          {...form.register('name', required)}
        />
        <TextField
          label={t('verification.details.surname')}
          autoComplete="family-name"
          readOnly={isLocked('surname')}
          error={errorOf('surname')}
          {...form.register('surname', required)}
        />
        <div className="grid grid-cols-3 gap-2 sm:col-span-2">
          <SelectField
            label={t('verification.details.day')}
            disabled={isLocked('birth_day')}
            error={errorOf('birth_day')}
            {...form.register('birth_day', required)}
          >
            <option value="">-</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('verification.details.month')}
            disabled={isLocked('birth_month')}
            error={errorOf('birth_month')}
            {...form.register('birth_month', required)}
          >
            <option value="">-</option>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('verification.details.year')}
            disabled={isLocked('birth_year')}
            error={errorOf('birth_year')}
            {...form.register('birth_year', required)}
          >
            <option value="">-</option>
            {years.map((option) => (
              <option key={option} value={String(option)}>
                {option}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('verification.details.address')}
          autoComplete="street-address"
          readOnly={isLocked('address')}
          error={errorOf('address')}
          {...form.register('address', required)}
        />
        <TextField
          label={t('verification.details.city')}
          autoComplete="address-level2"
          readOnly={isLocked('city')}
          error={errorOf('city')}
          {...form.register('city', required)}
        />
        {locked ? null : (
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={buttonClasses('primary', 'md', 'self-start sm:col-span-2 sm:justify-self-start')}
          >
            {t('verification.details.submit')}
          </button>
        )}
      </form>
    </section>
  );
}
