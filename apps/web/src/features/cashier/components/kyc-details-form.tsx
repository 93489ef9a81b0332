// The details a payment needs first (spec: "Payment requires a name, else KYC first"): name, surname,
// birth date, address and city, saved through the profile update call; then the payment goes on. What
// the player typed in the onboarding wizard and did not save fills the empty fields.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { profileDraftOf } from '@/lib/profile-draft';
import { useUpdateProfile } from '@/lib/profile-update';
import { fieldErrorText } from '@/lib/validation';
import { kycDefaults, kycSchema, profileUpdateOf, type KycValues } from '@/features/cashier/utils/kyc-form';

const fields = ['name', 'surname', 'birthday', 'address', 'city'] as const;
const isKycField = (field: string): field is (typeof fields)[number] => fields.some((name) => name === field);

export function KycDetailsForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.user;
  const update = useUpdateProfile();
  const form = useForm<KycValues>({
    resolver: zodResolver(kycSchema),
    defaultValues: kycDefaults(user, profileDraftOf(user?.id)),
  });
  const { errors } = form.formState;
  const error = (field: keyof KycValues) => fieldErrorText(t, errors[field]?.message);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(profileUpdateOf(kycSchema.parse(values)));
      onSaved();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      for (const [field, message] of Object.entries(fieldErrorsOf(failure.fieldErrors))) {
        if (isKycField(field)) form.setError(field, { message });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div>
        <h3 className="text-lg font-bold">{t('cashier.kyc.title')}</h3>
        <p className="text-sm text-muted">{t('cashier.kyc.intro')}</p>
      </div>
      {update.isError &&
      Object.keys(isApiError(update.error) ? update.error.fieldErrors : {}).length === 0 ? (
        <FormMessage tone="error">{errorText(t, update.error)}</FormMessage>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('cashier.kyc.name')}
          autoComplete="given-name"
          error={error('name')}
          {...form.register('name')}
        />
        <TextField
          label={t('cashier.kyc.surname')}
          autoComplete="family-name"
          error={error('surname')}
          {...form.register('surname')}
        />
      </div>
      <TextField
        label={t('cashier.kyc.birthday')}
        type="date"
        autoComplete="bday"
        error={error('birthday')}
        {...form.register('birthday')}
      />
      <TextField
        label={t('cashier.kyc.address')}
        autoComplete="street-address"
        error={error('address')}
        {...form.register('address')}
      />
      <TextField
        label={t('cashier.kyc.city')}
        autoComplete="address-level2"
        error={error('city')}
        {...form.register('city')}
      />
      <button
        type="submit"
        disabled={update.isPending}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('cashier.kyc.save')}
      </button>
    </form>
  );
}
