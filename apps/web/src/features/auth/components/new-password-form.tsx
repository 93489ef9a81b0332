// Step two of a forgotten password, reached from the e-mailed link (/reset-password#token=...): the new
// password twice, then the success view with the way to log in.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { passwordPolicy } from '@reelvault/contract/fields';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { errorText, fieldErrorsOf } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { fieldErrorText } from '@/lib/validation';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { newPasswordSchema, type NewPasswordValues } from '@/features/auth/utils/password-reset-schema';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const reset = useResetPassword();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ token, ...values });
    } catch (failed) {
      popups.alert({ tone: 'error', title: t('auth.reset.failed'), text: errorText(t, failed) });
      if (isApiError(failed)) {
        const fields = fieldErrorsOf(failed.fieldErrors);
        if (fields.password) form.setError('password', { message: fields.password });
      }
    }
  });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          <strong className="block">{t('auth.reset.doneTitle')}</strong>
          {t('auth.reset.done')}
        </FormMessage>
        <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
          {t('auth.logIn')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {reset.isError ? <FormMessage tone="error">{errorText(t, reset.error)}</FormMessage> : null}
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.register.passwordHint', { min: passwordPolicy.minLength })}
        error={fieldErrorText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldErrorText(t, errors.password_confirmation?.message)}
        {...form.register('password_confirmation')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'md', 'w-full')}>
        {t('auth.reset.save')}
      </button>
    </form>
  );
}
