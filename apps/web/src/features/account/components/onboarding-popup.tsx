// The onboarding wizard (spec: 5 linear steps, a 1.5 s loader at each change, step 5 verifying and done
// after 7 s). Steps 1 to 4 ask for the name, the birthday, the address and city, and the phone; step 5
// saves them (POST /api/user/profile/update, PUT /api/account/settings for the phone) while it verifies.
// A refused field takes the player back to its step. Closing it is fine: it asks again on the next load,
// and what was typed is kept for the page's life (lib/profile-draft) for the cashier's details form.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import type { UserProfile } from '@reelvault/contract/calls/account';
import { latestBirthdayOfMinimumAge } from '@reelvault/contract/constants/kyc';
import { timings } from '@reelvault/contract/constants/timings';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { localDate } from '@/lib/format';
import { useSession } from '@/lib/auth';
import { countryOrDefault, useCountries, type Country } from '@/lib/countries';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { fieldErrorText, fullPhoneNumber } from '@/lib/validation';
import { useUpdateAccountSettings } from '@/features/account/api/update-account-settings';
import { forgetProfileDraft, keepProfileDraft, profileDraftOf } from '@/lib/profile-draft';
import { useUpdateProfile } from '@/lib/profile-update';
import {
  isOnboardingField,
  onboardingSchema,
  onboardingStepCount,
  onboardingSteps,
  stepOfField,
  type OnboardingValues,
} from '@/features/account/utils/onboarding-schema';

type Phase =
  | { readonly kind: 'step'; readonly step: number }
  | { readonly kind: 'loading'; readonly next: number }
  | { readonly kind: 'verifying' }
  | { readonly kind: 'done' };

export function OnboardingPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { countries } = useCountries();
  return (
    <Dialog title={t('onboarding.title')} onClose={close} width="wide">
      {session.status === 'player' && countries.length > 0 ? (
        <OnboardingWizard user={session.user} countries={countries} close={close} />
      ) : (
        <Loader text={t('app.loading')} />
      )}
    </Dialog>
  );
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function OnboardingWizard({
  user,
  countries,
  close,
}: {
  user: UserProfile;
  countries: readonly Country[];
  close: () => void;
}) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const updateSettings = useUpdateAccountSettings();
  const [phase, setPhase] = useState<Phase>({ kind: 'step', step: 1 });
  const [failure, setFailure] = useState<string>();
  const home = countryOrDefault(countries, user.country?.id);
  const draft = profileDraftOf(user.id);
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: {
      name: draft.name ?? '',
      birthday: user.birthday ?? draft.birthday ?? '',
      address: user.address ?? draft.address ?? '',
      city: user.user_detail.city ?? draft.city ?? '',
      phoneCountry: draft.phoneCountry ?? (home ? String(home.id) : ''),
      phone: draft.phone ?? '',
    },
  });

  // Closing the wizard loses nothing: what was typed stays for the cashier's details form and for the
  // wizard's next showing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => keepProfileDraft(user.id, values),
      }),
    [form, user.id],
  );

  useEffect(() => {
    if (phase.kind !== 'loading') return;
    const timer = setTimeout(() => setPhase({ kind: 'step', step: phase.next }), timings.stepLoader);
    return () => clearTimeout(timer);
  }, [phase]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Step 5: saves while "verifying" shows for the spec's 7 s; a refused field sends the player back. */
  const verify = async () => {
    setPhase({ kind: 'verifying' });
    const values = onboardingSchema.parse(form.getValues());
    const callingCode = countries.find((country) => String(country.id) === values.phoneCountry)?.code;
    const save = async () => {
      await updateProfile.mutateAsync({
        name: values.name,
        birthday: values.birthday,
        address: values.address,
        city: values.city,
      });
      if (values.phone && callingCode) {
        await updateSettings.mutateAsync({ phone: fullPhoneNumber(callingCode, values.phone) });
      }
    };
    try {
      await Promise.all([save(), delay(timings.onboardingVerifying)]);
      forgetProfileDraft(user.id);
      if (mounted.current) setPhase({ kind: 'done' });
    } catch (error) {
      if (!mounted.current) return;
      setFailure(errorText(t, error));
      let step = onboardingSteps.length;
      for (const [field, message] of Object.entries(
        isApiError(error) ? fieldErrorsOf(error.fieldErrors) : {},
      )) {
        if (!isOnboardingField(field)) continue;
        form.setError(field, { message });
        step = Math.min(step, stepOfField(field) ?? step);
      }
      setPhase({ kind: 'step', step });
    }
  };

  const next = async (step: number) => {
    const fields = onboardingSteps[step - 1] ?? [];
    if (!(await form.trigger([...fields]))) return;
    setFailure(undefined);
    if (step < onboardingSteps.length) setPhase({ kind: 'loading', next: step + 1 });
    else await verify();
  };

  if (phase.kind === 'loading') return <Loader text={t('onboarding.loading')} />;
  if (phase.kind === 'verifying') {
    return (
      <>
        <StepCounter step={onboardingStepCount} />
        <Loader text={t('onboarding.verifying')} />
      </>
    );
  }
  if (phase.kind === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          <strong className="block">{t('onboarding.doneTitle')}</strong>
          {t('onboarding.done')}
        </FormMessage>
        <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'self-start')}>
          {t('onboarding.close')}
        </button>
      </div>
    );
  }
  const { step } = phase;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next(step);
      }}
      className="flex flex-col gap-4"
    >
      <StepCounter step={step} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <StepFields step={step} form={form} countries={countries} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses('primary', 'md')}>
          {step === onboardingSteps.length ? t('onboarding.save') : t('onboarding.next')}
        </button>
        {step > 1 ? (
          <button
            type="button"
            onClick={() => setPhase({ kind: 'loading', next: step - 1 })}
            className={buttonClasses('secondary', 'md')}
          >
            {t('onboarding.back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function StepFields({
  step,
  form,
  countries,
}: {
  step: number;
  form: UseFormReturn<OnboardingValues>;
  countries: readonly Country[];
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const error = (name: keyof OnboardingValues) => fieldErrorText(t, errors[name]?.message);
  switch (step) {
    case 1:
      return (
        <>
          <h3 className="text-lg font-bold">{t('onboarding.name.title')}</h3>
          <TextField
            label={t('onboarding.name.label')}
            hint={t('onboarding.name.hint')}
            autoComplete="name"
            autoFocus
            error={error('name')}
            {...form.register('name')}
          />
        </>
      );
    case 2:
      return (
        <>
          <h3 className="text-lg font-bold">{t('onboarding.birthday.title')}</h3>
          <TextField
            label={t('onboarding.birthday.label')}
            type="date"
            autoComplete="bday"
            max={latestBirthdayOfMinimumAge(localDate(new Date()))}
            autoFocus
            error={error('birthday')}
            {...form.register('birthday')}
          />
        </>
      );
    case 3:
      return (
        <>
          <h3 className="text-lg font-bold">{t('onboarding.address.title')}</h3>
          <TextField
            label={t('onboarding.address.address')}
            autoComplete="street-address"
            autoFocus
            error={error('address')}
            {...form.register('address')}
          />
          <TextField
            label={t('onboarding.address.city')}
            autoComplete="address-level2"
            error={error('city')}
            {...form.register('city')}
          />
        </>
      );
    default:
      return (
        <>
          <h3 className="text-lg font-bold">{t('onboarding.phone.title')}</h3>
          <PhoneField
            label={t('auth.register.phone')}
            codeLabel={t('onboarding.phone.country')}
            countries={countries}
            error={error('phone')}
            codeSelect={form.register('phoneCountry')}
            numberInput={form.register('phone')}
          />
        </>
      );
  }
}

function StepCounter({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        {t('onboarding.step', { current: step, total: onboardingStepCount })}
      </p>
      <ol className="grid grid-cols-5 gap-1.5" aria-hidden="true">
        {Array.from({ length: onboardingStepCount }, (_, index) => (
          <li key={index} className={`h-1.5 rounded-full ${index < step ? 'bg-gold-400' : 'bg-night-700'}`} />
        ))}
      </ol>
    </div>
  );
}

function Loader({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8 text-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-night-600 border-t-gold-400"
      />
      {text}
    </div>
  );
}
