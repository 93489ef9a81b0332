// The sign-up form. Countries and currencies come from the server; the country defaults to the caller's
// (GET /api/geo), else Greece, the currency to EUR. A referral (from /register/{username} or ?username=)
// is prefilled; affiliate and campaign ids are sent as stored. Failures show as an alert and under the
// fields the server named.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultRegistrationCurrency,
  registrationCurrencies,
  type RegistrationCurrency,
} from '@reelvault/contract/constants/currencies';
import { passwordPolicy } from '@reelvault/contract/fields';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormMessage } from '@/components/form/form-message';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { isApiError } from '@/lib/api-error';
import { countryOrDefault, useCountries, type Country } from '@/lib/countries';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { useGeo } from '@/lib/geo';
import { usePopups } from '@/lib/popup-store';
import { fieldErrorText } from '@/lib/validation';
import { useCurrencies } from '@/features/auth/api/get-currencies';
import { useRegister } from '@/features/auth/api/register';
import { readReferral } from '@/features/auth/utils/referral';
import {
  registrationBody,
  registrationFieldOf,
  registrationSchema,
  type RegistrationOutput,
  type RegistrationValues,
} from '@/features/auth/utils/registration-schema';

export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const currencies = useCurrencies();
  const geo = useGeo();

  if (countries.isError || currencies.isError) {
    return (
      <FormMessage tone="error">
        {errorText(t, countries.error ?? currencies.error)}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => {
            void countries.refetch();
            void currencies.refetch();
          }}
        >
          {t('errors.retry')}
        </button>
      </FormMessage>
    );
  }
  if (!countries.data || !currencies.data || geo.isPending) {
    return <p className="text-sm text-muted">{t('app.loading')}</p>;
  }
  const home = countryOrDefault(countries.countries, geo.data?.country_id) ?? countries.countries[0];
  // The server's list, as far as the contract knows its currencies.
  const offered = registrationCurrencies.filter((code) =>
    currencies.data.data.some((entry) => entry.code === code),
  );
  const currency =
    offered.find((code) => currencies.data.data.some((entry) => entry.code === code && entry.is_default)) ??
    defaultRegistrationCurrency;
  return (
    <RegistrationFields
      countries={countries.countries}
      currencies={offered}
      defaults={{ country: home ? String(home.id) : '', currency }}
      onRegistered={onRegistered}
    />
  );
}

interface RegistrationFieldsProps {
  readonly countries: readonly Country[];
  readonly currencies: readonly RegistrationCurrency[];
  readonly defaults: { readonly country: string; readonly currency: RegistrationCurrency };
  readonly onRegistered: () => void;
}

function RegistrationFields({ countries, currencies, defaults, onRegistered }: RegistrationFieldsProps) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const popups = usePopups();
  const registration = useRegister();
  const [referral] = useState(readReferral);
  const [failure, setFailure] = useState<string>();
  const form = useForm<RegistrationValues, unknown, RegistrationOutput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      email: '',
      username: '',
      password: '',
      country: defaults.country,
      phoneCountry: defaults.country,
      phone: '',
      currency: defaults.currency,
      referral: referral.ref_id ?? '',
      ageConfirmed: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof RegistrationValues) => fieldErrorText(t, errors[name]?.message);
  const currencyNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([bcp47], { type: 'currency' });
    } catch {
      return undefined;
    }
  }, [bcp47]);

  const countryField = form.register('country', {
    onChange: (event: { target: { value: string } }) => {
      // The calling code follows the country until the player types a number.
      if (!form.getValues('phone')) form.setValue('phoneCountry', event.target.value);
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await registration.mutateAsync(registrationBody(values, countries, referral));
      onRegistered();
    } catch (failed) {
      const text = errorText(t, failed);
      setFailure(text);
      popups.alert({ tone: 'error', title: t('auth.register.failed'), text });
      if (isApiError(failed)) {
        for (const [field, message] of Object.entries(fieldErrorsOf(failed.fieldErrors, 'user_data.'))) {
          const name = registrationFieldOf[field];
          if (name) form.setError(name, { message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.register.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={error('username')}
        {...form.register('username')}
      />
      <TextField
        label={t('auth.register.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint', { min: passwordPolicy.minLength })}
        error={error('password')}
        {...form.register('password')}
      />
      <SelectField label={t('auth.register.country')} error={error('country')} {...countryField}>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <PhoneField
        label={t('auth.register.phone')}
        codeLabel={t('auth.register.callingCode')}
        countries={countries}
        error={error('phone')}
        codeSelect={form.register('phoneCountry')}
        numberInput={form.register('phone')}
      />
      <SelectField
        label={t('auth.register.currency')}
        error={error('currency')}
        {...form.register('currency')}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {`${currencyNames?.of(code) ?? code} (${code})`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('auth.register.referral')}
        autoCapitalize="none"
        spellCheck={false}
        error={error('referral')}
        {...form.register('referral')}
      />
      <CheckboxField
        label={t('auth.register.ageConfirm')}
        error={error('ageConfirmed')}
        {...form.register('ageConfirmed')}
      />
      <Link to="/pages/3" className="text-sm text-gold-300 hover:underline">
        {t('auth.register.terms')}
      </Link>
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'md', 'w-full')}>
        {t('auth.register.submit')}
      </button>
      <p className="text-center text-sm text-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-gold-300 hover:underline">
          {t('auth.logIn')}
        </Link>
      </p>
    </form>
  );
}
