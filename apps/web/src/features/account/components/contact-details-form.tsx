// Change the phone number (at once) or the e-mail address (after the link sent to the new address is
// opened), both through PUT /api/account/settings.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import type { UserProfile } from '@reelvault/contract/calls/account';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { defaultCountrySlug, useCountries, type Country } from '@/lib/countries';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { fieldErrorText, fullPhoneNumber } from '@/lib/validation';
import { useUpdateAccountSettings } from '@/features/account/api/update-account-settings';
import {
  emailChangeSchema,
  phoneChangeSchema,
  type EmailChangeValues,
  type PhoneChangeOutput,
  type PhoneChangeValues,
} from '@/features/account/utils/contact-schema';

type Outcome = { readonly tone: 'error' | 'success'; readonly text: string };

export function ContactDetailsForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { countries } = useCountries();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('account.contact.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t('account.contact.intro')}</p>
      <div className="grid gap-8 lg:grid-cols-2">
        {countries.length > 0 ? <PhoneForm user={user} countries={countries} /> : null}
        <EmailForm />
      </div>
    </section>
  );
}

function PhoneForm({ user, countries }: { user: UserProfile; countries: readonly Country[] }) {
  const { t } = useTranslation();
  const settings = useUpdateAccountSettings();
  const [outcome, setOutcome] = useState<Outcome>();
  const home =
    countries.find((country) => country.id === user.country?.id) ??
    countries.find((country) => country.slug === defaultCountrySlug);
  const form = useForm<PhoneChangeValues, unknown, PhoneChangeOutput>({
    resolver: zodResolver(phoneChangeSchema),
    defaultValues: { phoneCountry: home ? String(home.id) : '', phone: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const code = countries.find((country) => String(country.id) === values.phoneCountry)?.code ?? '';
    try {
      await settings.mutateAsync({ phone: fullPhoneNumber(code, values.phone) });
      form.reset({ phoneCountry: values.phoneCountry, phone: '' });
      setOutcome({ tone: 'success', text: t('account.contact.phoneSaved') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) });
      const fields = isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {};
      if (fields.phone) form.setError('phone', { message: fields.phone });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <PhoneField
        label={t('account.contact.phone')}
        codeLabel={t('auth.register.callingCode')}
        countries={countries}
        error={fieldErrorText(t, form.formState.errors.phone?.message)}
        codeSelect={form.register('phoneCountry')}
        numberInput={form.register('phone')}
      />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        {t('account.contact.savePhone')}
      </button>
    </form>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const settings = useUpdateAccountSettings();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await settings.mutateAsync({ email: values.email });
      form.reset({ email: '' });
      setOutcome({ tone: 'success', text: t('account.contact.emailSent', { email: values.email }) });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(t, error) });
      const fields = isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {};
      if (fields.email) form.setError('email', { message: fields.email });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <TextField
        label={t('account.contact.email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(t, form.formState.errors.email?.message)}
        {...form.register('email')}
      />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        {t('account.contact.saveEmail')}
      </button>
    </form>
  );
}
