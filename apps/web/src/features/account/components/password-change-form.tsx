// Change password, on the settings page (PUT /api/change-password) and on the security page
// (POST /api/user/password). Success keeps this session and ends the others.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordPolicy } from '@reelvault/contract/fields';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/error-text';
import { fieldErrorText } from '@/lib/validation';
import { useChangePassword } from '@/features/account/api/change-password';
import { useUpdatePassword } from '@/features/account/api/update-password';
import { passwordChangeFailure } from '@/features/account/utils/password-change-outcome';
import {
  passwordChangeSchema,
  passwordFieldOf,
  type PasswordChangeValues,
  type PasswordForm,
} from '@/features/account/utils/password-change-schema';

type Outcome = { readonly tone: 'error' | 'success'; readonly text: string };

export function PasswordChangeForm({ form: variant }: { form: PasswordForm }) {
  const { t } = useTranslation();
  const titleId = useId();
  const changePassword = useChangePassword();
  const updatePassword = useUpdatePassword();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current: '', next: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const send = (values: PasswordChangeValues) =>
    variant === 'settings'
      ? changePassword.mutateAsync({
          current_password: values.current,
          password: values.next,
          password_confirmation: values.confirmation,
        })
      : updatePassword.mutateAsync({
          current_password: values.current,
          new_password: values.next,
          confirm_new_password: values.confirmation,
        });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await send(values);
      form.reset();
      setOutcome({ tone: 'success', text: t('account.password.updated') });
    } catch (error) {
      setOutcome({ tone: 'error', text: passwordChangeFailure(t, error) });
      if (!isApiError(error)) return;
      for (const [wireName, message] of Object.entries(fieldErrorsOf(error.fieldErrors))) {
        const field = passwordFieldOf(variant, wireName);
        const text = error.code === 'AUTH_PASSWORD_INCORRECT' ? t('errors.passwordIncorrect') : message;
        if (field) form.setError(field, { message: text });
      }
    }
  });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('account.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
        {outcome ? (
          <FormMessage tone={outcome.tone}>
            {outcome.text}
            {outcome.tone === 'success' ? (
              <span className="block text-muted">{t('account.password.othersLoggedOut')}</span>
            ) : null}
          </FormMessage>
        ) : null}
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, errors.current?.message)}
          {...form.register('current')}
        />
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { min: passwordPolicy.minLength })}
          error={fieldErrorText(t, errors.next?.message)}
          {...form.register('next')}
        />
        <TextField
          label={t('account.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, errors.confirmation?.message)}
          {...form.register('confirmation')}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClasses('primary', 'md', 'self-start')}
        >
          {t('account.password.submit')}
        </button>
      </form>
    </section>
  );
}
